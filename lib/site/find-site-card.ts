// A card the site issued, read back from the issued-card record: downloads and wallet passes carry the stored routing
// numbers, never numbers a browser sent, so nobody can get a signed pass for a card that does not exist.
import "server-only";
import type { CardType } from "../accounts/permissions";
import { db } from "../db";
import type { MembershipCard } from "../membership/issue-membership-cards";
import { SITE_ACCOUNT_ID } from "./site-account";

export async function findSiteCard({
  memberId,
  cardType,
}: {
  memberId: string;
  cardType: CardType;
}): Promise<MembershipCard | null> {
  const issued = await db.issuedCard.findUnique({ where: { memberId }, include: { cardConfig: true } });
  const config = issued?.cardConfig;
  if (!config || config.accountId !== SITE_ACCOUNT_ID || config.cardType !== cardType) return null;
  return { type: cardType, memberId, group: config.group, bin: config.bin, pcn: config.pcn, configId: config.id };
}
