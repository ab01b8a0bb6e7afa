// Eligibility check and enrollment routes: URL, permission, schemas and errorCodes (spec 2.7, 2.8, 4.5-4.7, 7.3).
import { z } from "zod";
import { INCORRECT_OR_MISSING_PARAMS, INVALID } from "../../eligibility/check-codes";
import { trackingId as id } from "../../vocabulary/fields";
import { defineContract } from "../contract";
import {
  INELIGIBLE_CODES,
  PERSON_ERROR_CODES,
  checkBody,
  enrollmentCardBody,
  enrollmentErrorCodes,
  enrollmentPersonBody,
  enrollmentRecord,
} from "../../eligibility/schemas";

const codesOf = (kind: "invalid" | "not_found") =>
  Object.entries(INVALID)
    .filter(([, c]) => c.kind === kind)
    .map(([code]) => code);

const enrollmentDescription =
  "create: 200 with the record, or 400 ENROLLMENT_ALREADY_EXISTS (Enrollment Already Exists. Use update action " +
  "instead.). update: only the fields sent change (an empty string or null clears one); active false " +
  "deactivates, active true reactivates; 404 MEMBER_NOT_FOUND when the member is not enrolled. The member is " +
  "group + memberId + subId.";

export const checkContract = defineContract({
  method: "post",
  path: "/eligibility/v1/check",
  tag: "Eligibility",
  summary: "Checks whether a medication is cleared for a patient today (date of service in America/New_York)",
  description:
    "An ineligible patient is 200 with eligible false and the reason's code and message; an invalid request is " +
    "400 or 404 with code, message and statusCode (code INCORRECT_OR_MISSING_PARAMS and errorCode for a parameter).",
  permission: "eligibility",
  body: checkBody,
  response: z
    .object({
      id,
      eligible: z.boolean().meta({ description: "True if the patient passed the check" }),
      code: z.enum(INELIGIBLE_CODES).optional().meta({ description: "Why the patient is ineligible (spec 7.2)" }),
      message: z.string().optional(),
    })
    .meta({ id: "EligibilityCheckResponse" }),
  errorCodes: {
    ...PERSON_ERROR_CODES,
    prescriber: "PRESCRIBER_INCORRECT_OR_MISSING",
    "prescriber.type": "PRESCRIBER_TYPE_INCORRECT_OR_MISSING",
    medication: "MEDICATION_INCORRECT_OR_MISSING",
    "medication.ndc": "MEDICATION_NDC_INCORRECT_OR_MISSING",
    "medication.quantity": "QUANTITY_INCORRECT_OR_MISSING",
    "medication.daysSupply": "DAYS_SUPPLY_INCORRECT_OR_MISSING",
  },
  invalidCode: INCORRECT_OR_MISSING_PARAMS,
  idempotent: true, // a member limit per card records the people checked
  otherResponses: {
    400: { description: "An invalid check (spec 7.2)", codes: codesOf("invalid") },
    404: {
      description: "GROUP_INVALID (Group invalid. Resubmit under <group_number>), GROUP_NOT_FOUND or MEMBER_NOT_FOUND",
      codes: codesOf("not_found"),
    },
  },
});

export const enrollCardContract = defineContract({
  method: "post",
  path: "/eligibility/v1/enrollment/card",
  tag: "Eligibility",
  summary: "Enrolls a card in the eligibility program, or updates it (including deactivation)",
  description: enrollmentDescription,
  permission: "enrollment",
  body: enrollmentCardBody,
  response: enrollmentRecord,
  errorCodes: enrollmentErrorCodes,
  idempotent: true,
  otherResponses: {
    400: { description: "create: Enrollment Already Exists.", errorCodes: ["ENROLLMENT_ALREADY_EXISTS"] },
    404: { description: "Provided member not found. (update only)", errorCodes: ["MEMBER_NOT_FOUND"] },
  },
});

export const enrollPersonContract = defineContract({
  ...enrollCardContract,
  path: "/eligibility/v1/enrollment/person",
  summary: "Enrolls a person (firstName, lastName and dob required), or updates the enrollment",
  body: enrollmentPersonBody,
});
