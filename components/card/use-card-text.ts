"use client";
// The card's wording in the page's language, as the PDF and wallet passes word it on the server (read-card-text.ts).
import { useTranslations } from "next-intl";
import type { CardType } from "@/lib/accounts/permissions";
import { cardTextFrom, type CardText } from "@/lib/wallet/card-content";

export function useCardText(cardType: CardType): CardText {
  return cardTextFrom(useTranslations("site"), useTranslations("card"), cardType);
}
