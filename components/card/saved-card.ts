"use client";
// The browser's membership cards, one per card type, kept in localStorage: a card is issued once per browser (each
// issue is a new member id) and the same card is shown on every later visit.
import { useCallback, useSyncExternalStore } from "react";
import type { CardType } from "@/lib/accounts/permissions";
import { postJson } from "@/lib/site/fetch-json";
import type { WalletCard } from "@/lib/wallet/card-content";

export type SavedCard = WalletCard & { issuedAt: string };

const key = (cardType: CardType) => `rxcard.card.${cardType}`;
const listeners = new Set<() => void>();
const issuing = new Map<CardType, Promise<SavedCard>>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener); // another tab got the card
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function parseStoredCard(value: string | null, cardType: CardType): SavedCard | null {
  try {
    const card = JSON.parse(value ?? "null") as SavedCard | null;
    return card && card.type === cardType && typeof card.memberId === "string" ? card : null;
  } catch {
    return null;
  }
}

// Issues this browser's card of the type unless it has one; concurrent callers share one request.
export function ensureCard(cardType: CardType): Promise<SavedCard> {
  const kept = parseStoredCard(localStorage.getItem(key(cardType)), cardType);
  if (kept) return Promise.resolve(kept);
  let pending = issuing.get(cardType);
  if (!pending) {
    pending = postJson<WalletCard>("/api/card", { cardType })
      .then((card) => {
        const stored = { ...card, issuedAt: new Date().toISOString() };
        localStorage.setItem(key(cardType), JSON.stringify(stored));
        listeners.forEach((l) => l());
        return stored;
      })
      .finally(() => issuing.delete(cardType));
    issuing.set(cardType, pending);
  }
  return pending;
}

// Keeps a card brought from another device (its QR link) as this browser's card of its type, replacing any other.
export function keepCard(card: WalletCard): void {
  const { type, memberId, group, bin, pcn } = card;
  const stored: SavedCard = { type, memberId, group, bin, pcn, issuedAt: new Date().toISOString() };
  localStorage.setItem(key(type), JSON.stringify(stored));
  listeners.forEach((l) => l());
}

// The kept card (null before it is issued, and on the server).
export function useSavedCard(cardType: CardType): SavedCard | null {
  const read = useCallback(() => localStorage.getItem(key(cardType)), [cardType]);
  const raw = useSyncExternalStore(subscribe, read, () => null);
  return parseStoredCard(raw, cardType);
}
