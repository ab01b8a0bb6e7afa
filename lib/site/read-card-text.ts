// The wording of an exported card (PDF, wallet passes) in the patient's language, from the site's messages.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { CardType } from "../accounts/permissions";
import { cardTextFrom, type CardText } from "../wallet/card-content";

export async function readCardText(cardType: CardType): Promise<CardText> {
  const [site, card] = await Promise.all([getTranslations("site"), getTranslations("card")]);
  return cardTextFrom(site, card, cardType);
}
