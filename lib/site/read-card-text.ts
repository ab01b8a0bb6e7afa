// The wording of an exported card (PDF, wallet passes) in the patient's language, from the site's messages.
import { getTranslations } from "next-intl/server";
import type { CardType } from "../api/permissions";
import type { CardText } from "../wallet/card-content";

export async function readCardText(cardType: CardType): Promise<CardText> {
  const [site, t] = await Promise.all([getTranslations("site"), getTranslations("card")]);
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
