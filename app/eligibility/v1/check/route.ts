// POST /eligibility/v1/check: whether a medication is cleared for a patient today
import { endpoint } from "@/lib/api/endpoint";
import { checkEligibility } from "@/lib/eligibility/check-eligibility";
import { checkContract } from "@/lib/api/contracts/eligibility";

export const POST = endpoint(checkContract, async ({ account, body }) => checkEligibility({ account, request: body }));
