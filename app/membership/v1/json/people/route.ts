// GET /membership/v1/json/people: a new people card
import { endpoint } from "@/lib/api/endpoint";
import { issueMembershipCard } from "@/lib/membership/issue-membership-cards";
import { peopleCardContract } from "@/lib/api/contracts/membership";

export const GET = endpoint(peopleCardContract, async ({ account, query }) =>
  issueMembershipCard({ accountId: account.id, cardType: "people", accessCode: query.accessCode }),
);
