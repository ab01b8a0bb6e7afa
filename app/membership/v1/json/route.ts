// GET /membership/v1/json: one new card per card type enabled for the account
import { endpoint } from "@/lib/api/endpoint";
import { issueMembershipCards } from "@/lib/membership/issue-membership-cards";
import { membershipCardsContract } from "@/lib/api/contracts/membership";

export const GET = endpoint(membershipCardsContract, async ({ account, query }) => ({
  cards: await issueMembershipCards({
    accountId: account.id,
    cardTypes: account.cardTypes,
    accessCode: query.accessCode,
  }),
}));
