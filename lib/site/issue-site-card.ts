// Issues a membership card of the site account: each call records a new member id (spec 2.3).
import "server-only";
import type { CardType } from "../accounts/permissions";
import { issueMembershipCards, type MembershipCard } from "../membership/issue-membership-cards";
import { ensureSiteAccount } from "./site-account";

export async function issueSiteCard({ cardType }: { cardType: CardType }): Promise<MembershipCard> {
  const account = await ensureSiteAccount();
  const [card] = await issueMembershipCards({ accountId: account.id, cardTypes: [cardType] });
  return card!;
}
