// POST /eligibility/v1/enrollment/card: enrolls a card, or updates (deactivates, reactivates) its enrollment
import { endpoint } from "@/lib/api/endpoint";
import { enrollMember } from "@/lib/eligibility/enroll-member";
import { enrollCardContract } from "@/lib/api/contracts/eligibility";

export const POST = endpoint(enrollCardContract, async ({ account, body }) =>
  enrollMember({ accountId: account.id, kind: "card", request: body }),
);
