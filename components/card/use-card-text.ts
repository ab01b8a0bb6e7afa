"use client";
// The card's wording in the page's language, as the PDF and wallet passes word it on the server (read-card-text.ts).
import { useTranslations } from "next-intl";
import type { CardType } from "@/lib/api/permissions";
import type { CardText } from "@/lib/wallet/card-content";

export function useCardText(cardType: CardType): CardText {
  const site = useTranslations("site");
  const t = useTranslations("card");
  return {
    brand: site("brand"),
    title: cardType === "pets" ? t("cardTitlePets") : t("cardTitle"),
    memberId: t("memberId"),
    group: t("group"),
    bin: t("bin"),
    pcn: t("pcn"),
    instructions: t("instructions"),
    disclaimer: t("disclaimer"),
  };
}
