// Updates an enrolled member: only the fields sent change. Optimistic concurrency on Enrollment.version: the
// write applies only to the version it read, and on a conflict the update is re-read, re-checked and retried,
// so a concurrent update's fields are never overwritten with stale values.
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db";
import { invalidParameter, notFound } from "../errors";
import { groupCommit } from "../group-commit";
import type { MemberKey } from "./create-enrollment";
import { eligibilityReads } from "./eligibility-reads";
import {
  fieldNames,
  isDateRangeValid,
  requestedColumns,
  toEnrollmentRecord,
  type MemberColumns,
} from "./enrollment-record";
import type { EnrollmentRecord, EnrollmentRequest } from "./schemas";

const MAX_ATTEMPTS = 40;

export const MEMBER_NOT_FOUND_MESSAGE = "Provided member not found.";

type VersionedUpdate = { id: string; version: number; changes: MemberColumns; accountId: string };

// Updates arriving together are written in one transaction (group commit), each only if its row still has the
// version it read, with an audit row for each one written. Two updates of one member in a batch: the first
// writes, the second finds a newer version and is retried.
async function writeUpdates(updates: VersionedUpdate[]): Promise<boolean[]> {
  return db.$transaction(async (tx) => {
    const written: boolean[] = [];
    for (const { id, version, changes } of updates) {
      const { count } = await tx.enrollment.updateMany({
        where: { id, version },
        data: { ...changes, version: { increment: 1 } },
      });
      written.push(count > 0);
    }
    const audits = updates
      .filter((_, i) => written[i])
      .map(({ id, accountId, changes }) => ({
        enrollmentId: id,
        accountId,
        action: "update",
        fields: fieldNames(changes),
      }));
    if (audits.length > 0) await tx.enrollmentAudit.createMany({ data: audits });
    return written;
  });
}

const applyUpdate = groupCommit<VersionedUpdate, boolean>({ writeBatch: writeUpdates });

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
    const current = await eligibilityReads().enrollment(key);
    if (!current || current.accountId !== accountId) {
      throw notFound(MEMBER_NOT_FOUND_MESSAGE, { errorCode: "MEMBER_NOT_FOUND" });
    }
    const changes = Object.fromEntries(
      Object.entries(requested).filter(([column, value]) => current[column as keyof typeof current] !== value),
    ) as MemberColumns;
    const merged = { ...current, ...changes };
    if (!isDateRangeValid(merged)) throw invalidParameter("END_DATE_INCORRECT_OR_MISSING");
    if (await applyUpdate({ id: current.id, version: current.version, changes, accountId })) {
      return toEnrollmentRecord(merged, "update");
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error("enrollment update: too many concurrent updates of one member");
    await sleep(Math.random() * Math.min(2 * attempt, 20));
  }
}
