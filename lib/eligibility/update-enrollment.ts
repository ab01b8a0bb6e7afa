// Updates an enrolled member: only the fields sent change. Updates of one member wait their turn in this process
// (so hundreds at once neither race nor fail: measured 512 at once on SQLite and PostgreSQL), and optimistic
// concurrency on Enrollment.version covers other server processes: the write applies only to the version it read,
// and on a conflict the update is re-read, re-checked and retried, so a concurrent update's fields are never
// overwritten with stale values. An update that cannot be written within MAX_WAIT_MS is 503 with Retry-After.
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db";
import { invalidParameter, notFound, retryLater } from "../api/errors";
import { groupCommit } from "../group-commit";
import { oneAtATime } from "../one-at-a-time";
import type { MemberKey } from "./create-enrollment";
import { eligibilityReads } from "./eligibility-reads";
import {
  fieldNames,
  isDateRangeValid,
  requestedColumns,
  toEnrollmentRecord,
  type MemberColumns,
} from "./enrollment-record";
import { personalValuesOf, sealPersonalData } from "./personal-data";
import type { EnrollmentRecord, EnrollmentRequest } from "./schemas";

const MAX_ATTEMPTS = 40;
export const MAX_WAIT_MS = 10_000;
export const BUSY_MESSAGE = "Too many concurrent updates of this member. Retry shortly.";

export const MEMBER_NOT_FOUND_MESSAGE = "Provided member not found.";

// `changes` names what the request changed (the audit row); `data` is what is written: the changes, and every
// personal column encrypted anew with the current key.
type VersionedUpdate = {
  id: string;
  version: number;
  changes: MemberColumns;
  data: MemberColumns & { personalDataKeyId: string };
  accountId: string;
};

// Updates arriving together are written in one transaction (group commit), each only if its row still has the
// version it read, with an audit row for each one written. Two updates of one member in a batch: the first
// writes, the second finds a newer version and is retried.
async function writeUpdates(updates: VersionedUpdate[]): Promise<boolean[]> {
  return db.$transaction(async (tx) => {
    const written: boolean[] = [];
    for (const { id, version, data } of updates) {
      const { count } = await tx.enrollment.updateMany({
        where: { id, version },
        data: { ...data, version: { increment: 1 } },
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
const oneMemberAtATime = oneAtATime();

export async function updateEnrollment(input: {
  accountId: string;
  key: MemberKey;
  request: EnrollmentRequest;
}): Promise<EnrollmentRecord> {
  const deadline = performance.now() + MAX_WAIT_MS;
  const { group, memberId, subId } = input.key;
  return oneMemberAtATime(JSON.stringify([group, memberId, subId]), () => {
    if (performance.now() > deadline) throw busy();
    return writeUpdate({ ...input, deadline });
  });
}

const busy = () => retryLater("unavailable", BUSY_MESSAGE, 1);

async function writeUpdate({
  accountId,
  key,
  request,
  deadline,
}: {
  accountId: string;
  key: MemberKey;
  request: EnrollmentRequest;
  deadline: number;
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
    const data = { ...changes, ...sealPersonalData(current.id, personalValuesOf(merged)) };
    if (await applyUpdate({ id: current.id, version: current.version, changes, data, accountId })) {
      return toEnrollmentRecord(merged, "update");
    }
    // Another server process kept winning the race for this member.
    if (attempt >= MAX_ATTEMPTS || performance.now() > deadline) throw busy();
    await sleep(Math.random() * Math.min(2 * attempt, 20));
  }
}
