// Enrolls a new member. The unique key (group, memberId, subId) decides races: of concurrent creates of one
// member exactly one inserts, the others get "already exists".
import { db } from "../db";
import { ApiError, invalidParameter } from "../api/errors";
import { newId } from "../accounts/ids";
import { fieldNames, isDateRangeValid, requestedColumns, toEnrollmentRecord } from "./enrollment-record";
import type { EnrollmentRecord, EnrollmentRequest } from "./schemas";

export type MemberKey = { group: string; memberId: string; subId: string };

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
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.enrollment.create({ data: { id: newId("enr"), accountId, kind, ...key, ...data } });
      await tx.enrollmentAudit.create({
        data: { enrollmentId: created.id, accountId, action: "create", fields: fieldNames(data) },
      });
      return created;
    });
    return toEnrollmentRecord(row, "create");
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      throw new ApiError("invalid", ALREADY_EXISTS_MESSAGE, { errorCode: "ENROLLMENT_ALREADY_EXISTS" });
    }
    throw error;
  }
}
