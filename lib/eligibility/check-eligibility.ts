// POST /eligibility/v1/check: whether a medication is cleared for a patient today, under the account's rules.
// Invalid before ineligible: the request (parameters, NDC, prescriber, dates), then the group and card, then the
// member's enrollment; only a valid request for a known member reaches the ineligibility reasons.
import { db } from "../db";
import { invalidParameter } from "../platform/errors";
import type { ApiAccount } from "../accounts/api-account";
import { ageOn } from "./calendar-date";
import { admitCardHolder } from "./admit-card-holder";
import { checkFailure, INCORRECT_OR_MISSING_PARAMS, ineligible, type CheckResult } from "./check-codes";
import { findMemberEnrollment } from "./find-member-enrollment";
import { personKey } from "./person-key";
import { isPrescriberIdCheckValid } from "./prescriber-id";
import type { CheckRequest } from "./schemas";
import { latestDateOnEarth, serviceDate } from "./service-date";
import { verifyCard } from "./verify-card";
import { findNdcCost } from "../pricing/ndc-costs";
import { eligibilityReads } from "./eligibility-reads";

export async function checkEligibility({
  account,
  request,
  now = new Date(),
}: {
  account: ApiAccount;
  request: CheckRequest;
  now?: Date;
}): Promise<CheckResult> {
  const rules = account.eligibility;
  const { group, memberId, dob, prescriber } = request;

  if (!(await findNdcCost(request.medication.ndc))) {
    throw invalidParameter("MEDICATION_NDC_INCORRECT_OR_MISSING", INCORRECT_OR_MISSING_PARAMS);
  }
  if (rules.requirePrescriber && !prescriber?.id) throw checkFailure("MISSING_PRESCRIBER_ID");
  if (prescriber?.type && prescriber.id && !isPrescriberIdCheckValid(prescriber.type, prescriber.id)) {
    throw checkFailure("PRESCRIBER_NOT_FOUND_OR_INVALID");
  }
  // A dob later than today anywhere on Earth is impossible; one that is today somewhere but after the date of
  // service (today in New York) makes the date of service the invalid one.
  const dateOfService = serviceDate(now);
  if (dob > latestDateOnEarth(now)) throw checkFailure("INVALID_DATE_OF_BIRTH");
  if (dateOfService < dob) throw checkFailure("INVALID_DATE_OF_SERVICE");

  const enrollment = findMemberEnrollment(await verifyCard({ accountId: account.id, group, memberId }), request);
  if (enrollment ? !enrollment.active : rules.requireEnrollment) throw checkFailure("MEMBER_NOT_FOUND");

  if (enrollment?.startDate && dateOfService < enrollment.startDate) {
    return ineligible("COVERAGE_NOT_STARTED_FOR_MEMBER", { start_date: enrollment.startDate });
  }
  if (enrollment?.endDate && dateOfService > enrollment.endDate) {
    return ineligible("COVERAGE_EXPIRED_FOR_MEMBER", { end_date: enrollment.endDate });
  }
  if (rules.excludedStates.length > 0) {
    const state = request.address.state ?? enrollment?.state ?? (await stateOfZip(request.address.zip));
    if (state && rules.excludedStates.includes(state)) return ineligible("STATE_EXCLUDED_FROM_COVERAGE");
  }
  if (rules.rejectAgeOver64 && ageOn(dob, dateOfService) > 64) return ineligible("MEMBER_AGE_MORE_THAN_64");
  // The person is the one the enrollment names, where it names one: a counter may send the name as its claim holds it
  // (cut at 12 and 15 characters, the middle name in the first), and that is still one person of the card.
  const named = enrollment?.firstName && enrollment.lastName ? enrollment : undefined;
  const person = personKey(named ? { firstName: named.firstName!, lastName: named.lastName!, dob } : request);
  if (rules.rejectFederalCoverage && (await eligibilityReads().isFederallyCovered(person))) {
    return ineligible("MEMBER_COVERED_BY_FED_INS");
  }
  // Last, so that only people who would otherwise be eligible take one of the card's places.
  if (
    rules.memberLimitPerCard !== null &&
    !(await admitCardHolder({ group, memberId, personKey: person, limit: rules.memberLimitPerCard }))
  ) {
    return ineligible("MEMBER_LIMIT_REACHED_FOR_CARD_NO");
  }
  return { eligible: true };
}

// The state of a zip code in the pharmacy network's zip table (empty until the network is imported).
async function stateOfZip(zip: string): Promise<string | undefined> {
  return (await db.zip.findUnique({ where: { zip }, select: { state: true } }))?.state;
}
