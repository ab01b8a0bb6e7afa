// Updates an enrolled member: only the fields sent change. Optimistic concurrency on Enrollment.version: the
// write applies only to the version it read, and on a conflict the update is re-read, re-checked and retried,
// so a concurrent update's fields are never overwritten with stale values.
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db";
import { invalidParameter, notFound } from "../api/errors";
import {
  fieldNames,
  isDateRangeValid,
  requestedColumns,
  toEnrollmentRecord,
  type MemberColumns,
} from "./enrollment-record";
import type { MemberKey } from "./create-enrollment";
import type { EnrollmentRecord, EnrollmentRequest } from "./schemas";

const MAX_ATTEMPTS = 40;

export const MEMBER_NOT_FOUND_MESSAGE = "Provided member not found.";

export async function updateEnrollment({
  accountId,
  key,
  request,
}: {
  accountId: string;
  key: MemberKey;
  request: EnrollmentRequest;
}): Promise<EnrollmentRecord> {
  const requested = requestedColumns(request);
  for (let attempt = 1; ; attempt++) {
    const current = await db.enrollment.findUnique({ where: { group_memberId_subId: key } });
    if (!current || current.accountId !== accountId) {
      throw notFound(MEMBER_NOT_FOUND_MESSAGE, { errorCode: "MEMBER_NOT_FOUND" });
    }
    const changes = Object.fromEntries(
      Object.entries(requested).filter(([column, value]) => current[column as keyof typeof current] !== value),
    ) as MemberColumns;
    const merged = { ...current, ...changes };
    if (!isDateRangeValid(merged)) throw invalidParameter("END_DATE_INCORRECT_OR_MISSING");
    const written = await db.$transaction(async (tx) => {
      const { count } = await tx.enrollment.updateMany({
        where: { id: current.id, version: current.version },
        data: { ...changes, version: { increment: 1 } },
      });
      if (count === 0) return false;
      await tx.enrollmentAudit.create({
        data: { enrollmentId: current.id, accountId, action: "update", fields: fieldNames(changes) },
      });
      return true;
    });
    if (written) return toEnrollmentRecord(merged, "update");
    if (attempt >= MAX_ATTEMPTS) throw new Error("enrollment update: too many concurrent updates of one member");
    await sleep(Math.random() * Math.min(2 * attempt, 20));
  }
}
