// The card a browser asks to download as a PDF, with its wording: the issued card's stored routing numbers, or, for a
// member id the site never issued, the site's current ones. Either way the answer is a card, so the download is no
// oracle for which member ids exist (the PDF holds nothing the browser did not send or the site does not print on
// every card). Signed wallet passes still need an issued card (find-card-for-export.ts).
import "server-only";
import { cardConfigFor, getAccountDirectory } from "../accounts/account-directory";
import type { CardText, WalletCard } from "../wallet/card-content";
import { findSiteCard } from "./find-site-card";
import { readCardText } from "./read-card-text";
import type { CardReference } from "./schemas";
import { ensureSiteAccount, SITE_ACCOUNT_ID } from "./site-account";

export async function findCardForPdf(reference: CardReference): Promise<{ card: WalletCard; text: CardText }> {
  const [issued, text] = await Promise.all([findSiteCard(reference), readCardText(reference.cardType)]);
  return { card: issued ?? (await currentSiteCard(reference)), text };
}

async function currentSiteCard({ cardType, memberId }: CardReference): Promise<WalletCard> {
  await ensureSiteAccount();
  const config = cardConfigFor((await getAccountDirectory()).cardConfigsOf(SITE_ACCOUNT_ID), cardType, null);
  if (!config) throw new Error(`the site account has no ${cardType} card configuration`);
  return { type: cardType, memberId, group: config.group, bin: config.bin, pcn: config.pcn };
}
