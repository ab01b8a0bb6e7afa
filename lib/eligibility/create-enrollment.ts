// Enrolls a new member. The unique key (group, memberId, subId) decides races: of concurrent creates of one
// member exactly one inserts, the others get "already exists".
import { ApiError, invalidParameter } from "../platform/errors";
import { newId } from "../accounts/ids";
import { groupCommit } from "../platform/group-commit";
import {
  fieldNames,
  isDateRangeValid,
  MEMBER_FIELDS,
  requestedColumns,
  toEnrollmentRecord,
  type MemberColumn,
} from "./enrollment-record";
import { isUniqueViolation } from "../db";
import { enrollmentWrites, type EnrollmentAuditRow, type NewEnrollment } from "./enrollment-writes";
import { sealPersonalData } from "./personal-data";
import type { EnrollmentRecord, EnrollmentRequest } from "./schemas";

export type MemberKey = { group: string; memberId: string; subId: string };

type Unsealed = Omit<NewEnrollment, "personalDataKeyId">;

const NO_MEMBER_FIELDS = Object.fromEntries(Object.keys(MEMBER_FIELDS).map((c) => [c, null])) as {
  [C in Exclude<MemberColumn, "active">]: null;
};

// Enrollments created at the same moment are inserted in one transaction with their audit rows (group commit); a
// batch with a taken key is written one by one, so exactly the later creates of that member fail.
const insertEnrollment = groupCommit<{ row: Unsealed; audit: EnrollmentAuditRow }, void>({
  writeBatch: async (items) => {
    await enrollmentWrites().insert(items.map((i) => ({ row: sealPersonalData(i.row.id, i.row), audit: i.audit })));
    return items.map(() => undefined);
  },
});

export const ALREADY_EXISTS_MESSAGE = "Enrollment Already Exists. Use update action instead.";

export async function createEnrollment({
  accountId,
  kind,
  key,
  request,
}: {
  accountId: string;
  kind: "card" | "person";
  key: MemberKey;
  request: EnrollmentRequest;
}): Promise<EnrollmentRecord> {
  const columns = requestedColumns(request);
  if (!isDateRangeValid(columns)) throw invalidParameter("END_DATE_INCORRECT_OR_MISSING");
  const data = { active: true, gender: "unknown", ...columns };
  const row = { id: newId("enr"), accountId, kind, ...key, ...data };
  try {
    await insertEnrollment({
      row,
      audit: { enrollmentId: row.id, accountId, action: "create", fields: fieldNames(data) },
    });
    return toEnrollmentRecord({ ...NO_MEMBER_FIELDS, ...row }, "create");
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError("invalid", ALREADY_EXISTS_MESSAGE, { errorCode: "ENROLLMENT_ALREADY_EXISTS" });
    }
    throw error;
  }
}
