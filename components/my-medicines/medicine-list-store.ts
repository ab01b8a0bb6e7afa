"use client";
// "My medicines": the patient's list, kept in this browser only (localStorage, one list per card type), never sent to
// the server except to be priced. Components read it with useMedicineList, which follows changes in other tabs too.
import { useSyncExternalStore } from "react";
import type { CardType } from "@/lib/accounts/permissions";
import { MAX_LIST_ITEMS } from "@/lib/site/list-limits";

export type ListedMedicine = {
  slug: string;
  name: string;
  ndc: string;
  dose: string; // the dose's label when it was added, in the language of that moment
  quantity: number;
};

const keyOf = (cardType: CardType) => `rx-my-medicines-${cardType}`;
const CHANGED = "rx-my-medicines-changed";
const EMPTY: ListedMedicine[] = [];
const cache = new Map<string, { text: string | null; list: ListedMedicine[] }>();

function isListed(value: unknown): value is ListedMedicine {
  const v = value as ListedMedicine;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.slug === "string" &&
    typeof v.name === "string" &&
    /^\d{11}$/.test(v.ndc) &&
    typeof v.dose === "string" &&
    typeof v.quantity === "number" &&
    v.quantity > 0
  );
}

export function readMedicineList(cardType: CardType): ListedMedicine[] {
  const key = keyOf(cardType);
  let text: string | null = null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return EMPTY; // storage refused (private mode settings): an empty list
  }
  const known = cache.get(key);
  if (known && known.text === text) return known.list;
  let list = EMPTY;
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    if (Array.isArray(parsed)) list = parsed.filter(isListed).slice(0, MAX_LIST_ITEMS);
  } catch {
    list = EMPTY;
  }
  cache.set(key, { text, list });
  return list;
}

export function writeMedicineList(cardType: CardType, list: ListedMedicine[]): void {
  localStorage.setItem(keyOf(cardType), JSON.stringify(list.slice(0, MAX_LIST_ITEMS)));
  window.dispatchEvent(new Event(CHANGED));
}

// Adds the medicine, or replaces the dose and quantity of the one already listed under its slug.
export function saveMedicine(cardType: CardType, medicine: ListedMedicine): boolean {
  const list = readMedicineList(cardType);
  const at = list.findIndex((m) => m.slug === medicine.slug);
  if (at < 0 && list.length >= MAX_LIST_ITEMS) return false;
  writeMedicineList(cardType, at < 0 ? [...list, medicine] : list.map((m, i) => (i === at ? medicine : m)));
  return true;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

// null during the server render and hydration: the list exists only in the browser.
export function useMedicineList(cardType: CardType): ListedMedicine[] | null {
  return useSyncExternalStore(
    subscribe,
    () => readMedicineList(cardType),
    () => null,
  );
}
