// Updates an enrolled member: only the fields sent change. Updates of one member arriving while its previous batch
// is written wait and go together (batch-per-key.ts): read once, applied in order (each checked against the ones
// before it, each with its own echo and audit row) and written in one step, so hundreds at once neither race nor
// fail. Optimistic concurrency on Enrollment.version covers other server processes: the write applies only to the
// version it read, and on a conflict the batch is re-read, re-checked and retried, so a concurrent update's fields
// are never overwritten with stale values. An update not written within MAX_WAIT_MS is 503 with Retry-After.
import { setTimeout as sleep } from "node:timers/promises";
import { invalidParameter, notFound, retryLater } from "../platform/errors";
import { batchPerKey, type Settled } from "../platform/batch-per-key";
import { groupCommit } from "../platform/group-commit";
import type { MemberKey } from "./create-enrollment";
import { eligibilityReads, type EnrollmentRow } from "./eligibility-reads";
import { enrollmentWrites, type MemberWrite } from "./enrollment-writes";
import {
  clearedPersonField,
  fieldNames,
  isDateRangeValid,
  MEMBER_FIELDS,
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

// Writes of different members arriving together share one transaction (group commit). The member's columns are
// encrypted anew with the current key.
const writeMember = groupCommit<MemberWrite, boolean>({ writeBatch: (writes) => enrollmentWrites().update(writes) });

type PendingUpdate = { accountId: string; key: MemberKey; request: EnrollmentRequest; deadline: number };

const updateMember = batchPerKey<PendingUpdate, EnrollmentRecord>(writeMemberUpdates);

export function updateEnrollment(input: {
  accountId: string;
  key: MemberKey;
  request: EnrollmentRequest;
}): Promise<EnrollmentRecord> {
  const { group, memberId, subId } = input.key;
  return updateMember(JSON.stringify([group, memberId, subId]), {
    ...input,
    deadline: performance.now() + MAX_WAIT_MS,
  });
}

const failed = (error: unknown): Settled<EnrollmentRecord> => ({ ok: false, error });
const busy = () => retryLater("unavailable", BUSY_MESSAGE, 1);

async function writeMemberUpdates(updates: PendingUpdate[]): Promise<Settled<EnrollmentRecord>[]> {
  for (let attempt = 1; ; attempt++) {
    const current = await eligibilityReads().enrollment(updates[0]!.key);
    const { results, write } = applyInOrder(current, updates);
    if (!write || (await writeMember(write))) return results;
    // Another server process kept winning the race for this member.
    if (attempt >= MAX_ATTEMPTS) return updates.map(() => failed(busy()));
    await sleep(Math.random() * Math.min(2 * attempt, 20));
  }
}

// Each update against the member as the ones before it left it: its echo or its error, and the one write of them all.
function applyInOrder(
  current: EnrollmentRow | null,
  updates: PendingUpdate[],
): { results: Settled<EnrollmentRecord>[]; write?: MemberWrite } {
  const now = performance.now();
  let state = current;
  const audits: string[] = [];
  const results = updates.map((update): Settled<EnrollmentRecord> => {
    if (now > update.deadline) return failed(busy());
    if (!state || state.accountId !== update.accountId) {
      return failed(notFound(MEMBER_NOT_FOUND_MESSAGE, { errorCode: "MEMBER_NOT_FOUND" }));
    }
    const before = state;
    const changes = Object.fromEntries(
      Object.entries(requestedColumns(update.request)).filter(
        ([column, value]) => before[column as keyof typeof before] !== value,
      ),
    ) as MemberColumns;
    const cleared = clearedPersonField(before.kind, changes);
    if (cleared) return failed(invalidParameter(cleared));
    const merged = { ...before, ...changes };
    if (!isDateRangeValid(merged)) return failed(invalidParameter("END_DATE_INCORRECT_OR_MISSING"));
    state = merged;
    audits.push(fieldNames(changes));
    return { ok: true, value: toEnrollmentRecord(merged, "update") };
  });
  if (!current || !state || audits.length === 0) return { results };
  const columns = Object.fromEntries(Object.keys(MEMBER_FIELDS).map((c) => [c, state![c as keyof EnrollmentRow]]));
  const data = { ...columns, ...sealPersonalData(current.id, personalValuesOf(state)) } as MemberColumns;
  return { results, write: { id: current.id, version: current.version, data, audits, accountId: current.accountId } };
}
