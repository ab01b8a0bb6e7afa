// GET /membership/v1/json/pets: a new pets card
import { endpoint } from "@/lib/api/endpoint";
import { issueMembershipCard } from "@/lib/membership/issue-membership-cards";
import { petsCardContract } from "@/lib/api/contracts/membership";

export const GET = endpoint(petsCardContract, async ({ account, query }) =>
  issueMembershipCard({ accountId: account.id, cardType: "pets", accessCode: query.accessCode }),
);
