// Enrollment (spec 3, 4.6, 4.7): creates or updates the member group + memberId + subId of one of the
// account's own groups, the memberId a card number of that group's card format.
import { findCardConfig } from "../accounts/account-directory";
import { invalidParameter } from "../platform/errors";
import { isMemberIdFormat } from "../membership/member-id";
import { createEnrollment } from "./create-enrollment";
import { eligibilityReads } from "./eligibility-reads";
import type { EnrollmentRecord, EnrollmentRequest } from "./schemas";
import { updateEnrollment } from "./update-enrollment";

export async function enrollMember({
  accountId,
  kind,
  request,
}: {
  accountId: string;
  kind: "card" | "person";
  request: EnrollmentRequest;
}): Promise<EnrollmentRecord> {
  const { group, memberId } = request;
  const config = await findCardConfig(group);
  if (!config || config.accountId !== accountId) throw invalidParameter("GROUP_INCORRECT_OR_MISSING");
  // A card issued under the group stays valid if the group's format changed since.
  if (
    !isMemberIdFormat(memberId, config.memberIdPrefix, config.memberIdDigits) &&
    (await eligibilityReads().issuedCardConfigId(memberId)) !== config.id
  ) {
    throw invalidParameter("MEMBER_ID_INCORRECT_OR_MISSING");
  }
  const key = { group, memberId, subId: request.subId ?? "" };
  return request.action === "create"
    ? createEnrollment({ accountId, kind, key, request })
    : updateEnrollment({ accountId, key, request });
}
