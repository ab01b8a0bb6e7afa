// POST /eligibility/v1/enrollment/person: enrolls a person (name and dob required), or updates the enrollment
import { endpoint } from "@/lib/api/endpoint";
import { enrollMember } from "@/lib/eligibility/enroll-member";
import { enrollPersonContract } from "@/lib/api/contracts/eligibility";

export const POST = endpoint(enrollPersonContract, async ({ account, body }) =>
  enrollMember({ accountId: account.id, kind: "person", request: body }),
);
