// The card a browser asks to export, as the site issued it, with its wording: or a 404 for a card it never issued.
import "server-only";
import { notFound } from "../platform/errors";
import type { CardText, WalletCard } from "../wallet/card-content";
import { findSiteCard } from "./find-site-card";
import { readCardText } from "./read-card-text";
import type { CardReference } from "./schemas";

export async function findCardForExport(reference: CardReference): Promise<{ card: WalletCard; text: CardText }> {
  const card = await findSiteCard(reference);
  if (!card) throw notFound("Card not found.", { errorCode: "CARD_NOT_FOUND" });
  return { card, text: await readCardText(card.type) };
}
