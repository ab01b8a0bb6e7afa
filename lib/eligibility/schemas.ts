// Eligibility check and enrollment request and response schemas (spec 2.7, 2.8, 4.5-4.7, 7.2, 7.3 E and N columns); the routes are in lib/api/contracts.
import { z } from "zod";
import { INELIGIBLE, type IneligibleCode } from "./check-codes";
import {
  addressFields,
  dateField,
  emailField,
  genderField,
  groupField,
  memberIdField,
  nameField,
  personNameField,
  optional,
  pastDateField,
  phoneField,
  required,
  withZipPlusFour,
  zipExtensionField,
  zipField,
} from "./field-schemas";
import { isPrescriberIdFormat, PRESCRIBER_TYPES } from "./prescriber-id";
import { booleanField, decimalNumber, ndc11, quantity, trackingId as id } from "../vocabulary/fields";

// ---------- POST /eligibility/v1/check ----------

export const prescriber = z
  .object({
    type: optional(z.enum(PRESCRIBER_TYPES), "lower").meta({ description: "npi, state or dea; required with id" }),
    id: optional(z.string().max(40), "upper").meta({
      description:
        "npi: 10 digits with a valid check digit; dea: a letter and 8 digits, or 2 letters and 7 digits (check digit verified), optionally -XXXXX; state: 3-25 letters or digits, runs joined by single separators (- . / space) as boards write them",
      example: "1234567893",
    }),
  })
  .superRefine((p, ctx) => {
    if (!p.id) return;
    if (!p.type) ctx.addIssue({ code: "custom", path: ["type"], message: "prescriber.type is required with an id" });
    else if (!isPrescriberIdFormat(p.type, p.id)) ctx.addIssue({ code: "custom", path: ["id"], message: "bad id" });
  });

export const medication = z.object({
  ndc: required(ndc11).meta({
    description: "NDC11 of the catalog: 11 digits, no hyphens",
    example: "00378180010",
  }),
  quantity: quantity.meta({ description: "Metric quantity, more than 0", example: 30 }),
  daysSupply: decimalNumber(z.number().int().min(1).max(365))
    .nullish()
    .transform((v) => v ?? 30)
    .meta({ description: "Integer 1 to 365, default 30", example: 30 }),
});

export const checkBody = z.object({
  memberId: required(memberIdField, "upper"),
  group: required(groupField, "upper"),
  firstName: required(personNameField),
  middleName: optional(nameField),
  lastName: required(personNameField),
  gender: required(genderField, "lower"),
  dob: required(dateField),
  email: optional(emailField),
  phone: optional(phoneField),
  address: withZipPlusFour(
    z.object({ ...addressFields, zip: required(zipField), zipExtension: optional(zipExtensionField) }),
  ).prefault({ zip: undefined }),
  prescriber: prescriber.nullish(),
  medication,
});
export type CheckRequest = z.output<typeof checkBody>;

export const INELIGIBLE_CODES = Object.keys(INELIGIBLE) as [IneligibleCode, ...IneligibleCode[]];

// The member and person fields the check and enrollment share, with their spec 7.3 errorCode. Which field is
// reported first follows the body schema's field order, not this map's.
export const PERSON_ERROR_CODES = {
  memberId: "MEMBER_ID_INCORRECT_OR_MISSING",
  group: "GROUP_INCORRECT_OR_MISSING",
  firstName: "FIRST_NAME_INCORRECT_OR_MISSING",
  middleName: "MIDDLE_NAME_INCORRECT_OR_MISSING",
  lastName: "LAST_NAME_INCORRECT_OR_MISSING",
  gender: "GENDER_INCORRECT_OR_MISSING",
  dob: "DOB_INCORRECT_OR_MISSING",
  email: "EMAIL_INCORRECT_OR_MISSING",
  phone: "PHONE_INCORRECT_OR_MISSING",
  address: "ADDRESS_INCORRECT_OR_MISSING",
  "address.state": "ADDRESS_STATE_INCORRECT_OR_MISSING",
  "address.zip": "ADDRESS_ZIP_INCORRECT_OR_MISSING",
  "address.zipExtension": "ADDRESS_ZIP_EXT_INCORRECT_OR_MISSING",
} as const;

// ---------- POST /eligibility/v1/enrollment/card and /person ----------

const enrollmentFields = {
  action: required(z.enum(["create", "update"]), "lower").meta({ description: "create or update" }),
  active: booleanField
    .nullish()
    .meta({ description: "Default true on create; false deactivates, true reactivates (update)" }),
  memberId: required(memberIdField, "upper").meta({
    description: "A card number of the group's card format (prefix, length, Luhn check digit)",
  }),
  group: required(groupField, "upper").meta({ description: "One of the account's own groups" }),
  subId: optional(z.string().max(40)).meta({ description: "Distinguishes members sharing one memberId" }),
  firstName: optional(personNameField),
  middleName: optional(nameField),
  lastName: optional(personNameField),
  suffix: optional(z.string().max(20)),
  gender: optional(genderField, "lower"),
  dob: optional(pastDateField),
  email: optional(emailField),
  phone: optional(phoneField),
  address: withZipPlusFour(
    z.object({ ...addressFields, zip: optional(zipField), zipExtension: optional(zipExtensionField) }).nullish(),
  ),
  startDate: optional(dateField),
  endDate: optional(dateField).meta({ description: "YYYY-MM-DD, not before startDate" }),
  originDate: optional(dateField),
};

export const enrollmentCardBody = z.object(enrollmentFields);
export const enrollmentPersonBody = z.object({
  ...enrollmentFields,
  firstName: required(personNameField),
  lastName: required(personNameField),
  dob: required(pastDateField),
});
export type EnrollmentRequest = z.output<typeof enrollmentCardBody>;

const text = z.string().optional();
export const enrollmentRecord = z
  .object({
    id,
    action: z.enum(["create", "update"]).meta({ description: "The processed action" }),
    active: z.boolean(),
    memberId: text,
    group: text,
    subId: text,
    firstName: text,
    middleName: text,
    lastName: text,
    suffix: text,
    gender: z.enum(["unknown", "male", "female"]).optional(),
    dob: text,
    email: text,
    phone: text,
    address: z.object({ line1: text, line2: text, city: text, state: text, zip: text, zipExtension: text }).optional(),
    startDate: text,
    endDate: text,
    originDate: text,
  })
  .meta({ id: "EnrollmentRecord", description: "The stored record: every non-empty field, active always" });
export type EnrollmentRecord = Omit<z.output<typeof enrollmentRecord>, "id">;

export const enrollmentErrorCodes = {
  action: "ACTION_INCORRECT_OR_MISSING",
  active: "ACTIVE_INCORRECT_OR_MISSING",
  ...PERSON_ERROR_CODES,
  subId: "SUB_ID_INCORRECT_OR_MISSING",
  suffix: "SUFFIX_INCORRECT_OR_MISSING",
  startDate: "START_DATE_INCORRECT_OR_MISSING",
  endDate: "END_DATE_INCORRECT_OR_MISSING",
  originDate: "ORIGIN_DATE_INCORRECT_OR_MISSING",
};
