// Maps an enrollment request to the Enrollment columns it sets, and a stored row to the record the API echoes.
import type { EnrollmentRecord, EnrollmentRequest } from "./schemas";

// The member fields a request may set, by column, with the name the API (and the audit trail) gives each.
export const MEMBER_FIELDS = {
  active: "active",
  firstName: "firstName",
  middleName: "middleName",
  lastName: "lastName",
  suffix: "suffix",
  gender: "gender",
  dob: "dob",
  email: "email",
  phone: "phone",
  addressLine1: "address.line1",
  addressLine2: "address.line2",
  city: "address.city",
  state: "address.state",
  zip: "address.zip",
  zipExtension: "address.zipExtension",
  startDate: "startDate",
  endDate: "endDate",
  originDate: "originDate",
} as const;
export type MemberColumn = keyof typeof MEMBER_FIELDS;
export type MemberColumns = { active?: boolean } & { [C in Exclude<MemberColumn, "active">]?: string | null };

export type StoredEnrollment = { group: string; memberId: string; subId: string; active: boolean } & {
  [C in Exclude<MemberColumn, "active">]: string | null;
};

// Only what the request carries: a field not sent is left out (an update keeps it), an empty one is null
// (an update clears it; a cleared gender is "unknown", its default).
export function requestedColumns(request: EnrollmentRequest): MemberColumns {
  const address = request.address;
  const columns: MemberColumns = {
    active: request.active ?? undefined,
    firstName: request.firstName,
    middleName: request.middleName,
    lastName: request.lastName,
    suffix: request.suffix,
    gender: request.gender === null ? "unknown" : request.gender,
    dob: request.dob,
    email: request.email,
    phone: request.phone,
    addressLine1: address === null ? null : address?.line1,
    addressLine2: address === null ? null : address?.line2,
    city: address === null ? null : address?.city,
    state: address === null ? null : address?.state,
    zip: address === null ? null : address?.zip,
    zipExtension: address === null ? null : address?.zipExtension,
    startDate: request.startDate,
    endDate: request.endDate,
    originDate: request.originDate,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as MemberColumns;
}

export function fieldNames(columns: MemberColumns): string {
  return (Object.keys(columns) as MemberColumn[]).map((c) => MEMBER_FIELDS[c]).join(",");
}

// Every non-empty field of the stored member, `active` always, the address as a nested object.
export function toEnrollmentRecord(row: StoredEnrollment, action: "create" | "update"): EnrollmentRecord {
  const address = compact({
    line1: row.addressLine1,
    line2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    zipExtension: row.zipExtension,
  });
  return compact({
    action,
    active: row.active,
    memberId: row.memberId,
    group: row.group,
    subId: row.subId,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    suffix: row.suffix,
    gender: row.gender as EnrollmentRecord["gender"],
    dob: row.dob,
    email: row.email,
    phone: row.phone,
    address: Object.keys(address).length ? address : undefined,
    startDate: row.startDate,
    endDate: row.endDate,
    originDate: row.originDate,
  }) as EnrollmentRecord;
}

function compact<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ""),
  ) as Partial<T>;
}

// Spec 4.7: a person's enrollment has its first name, last name and dob. An update (through either endpoint) may
// change them, never clear them: a person's enrollment without them matched any patient presenting the card. The
// errorCode of the first one this update clears.
const PERSON_FIELDS = [
  ["firstName", "FIRST_NAME_INCORRECT_OR_MISSING"],
  ["lastName", "LAST_NAME_INCORRECT_OR_MISSING"],
  ["dob", "DOB_INCORRECT_OR_MISSING"],
] as const;
export function clearedPersonField(kind: string, changes: MemberColumns): string | undefined {
  if (kind !== "person") return undefined;
  return PERSON_FIELDS.find(([column]) => changes[column] === null)?.[1];
}

// endDate may not come before startDate, whichever request set either of them.
export function isDateRangeValid(columns: { startDate?: string | null; endDate?: string | null }): boolean {
  return !columns.startDate || !columns.endDate || columns.endDate >= columns.startDate;
}
