// What every exported card shows (PDF, PNG, Apple and Google Wallet): the routing numbers, the wording in the
// patient's language (the caller translates) and the card type's colours. Pure, so the browser can share it.
import type { CardType } from "../accounts/permissions";

export type WalletCard = { type: CardType; memberId: string; group: string; bin: string; pcn: string };

export type CardText = {
  brand: string; // "RxCard"
  title: string; // "Prescription discount card" / "Pet prescription discount card"
  memberId: string;
  group: string;
  bin: string;
  pcn: string;
  instructions: string; // "Show this card to your pharmacist."
  disclaimer: string; // "Discount only. This is not insurance."
};

// The card's wording from the site's "site" and "card" messages, as both the page (client) and the exports (server)
// translate them.
type CardMessageKey =
  "cardTitle" | "cardTitlePets" | "memberId" | "group" | "bin" | "pcn" | "instructions" | "disclaimer";
export function cardTextFrom(
  site: (key: "brand") => string,
  card: (key: CardMessageKey) => string,
  cardType: CardType,
): CardText {
  return {
    brand: site("brand"),
    title: cardType === "pets" ? card("cardTitlePets") : card("cardTitle"),
    memberId: card("memberId"),
    group: card("group"),
    bin: card("bin"),
    pcn: card("pcn"),
    instructions: card("instructions"),
    disclaimer: card("disclaimer"),
  };
}

export type CardTheme = { background: string; foreground: string; label: string };

// Contrast of foreground on background is at least 4.5:1 for both, label text at least 4.5:1 too.
export const CARD_THEMES: Record<CardType, CardTheme> = {
  people: { background: "#115e59", foreground: "#ffffff", label: "#ccfbf1" },
  pets: { background: "#5b21b6", foreground: "#ffffff", label: "#ede9fe" },
};

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
