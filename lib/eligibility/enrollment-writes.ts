// The writes of enrollment (creates and updates, each batch of them with its audit rows in one transaction). On
// PostgreSQL through Prisma. On SQLite with prepared statements on a connection of their own: through Prisma a batch
// compiled its queries anew and held the database's one write lock across the event loop's turns, while the other
// server process waited in SQLite's busy handler, which sleeps on the event loop (1, 2, 5, 10 ms...) and so stalled
// every request of that process. Here a batch is one synchronous BEGIN IMMEDIATE ... COMMIT, and a lock held
// elsewhere (the other process, or a Prisma transaction of this one) is waited for off the event loop.
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { databaseProvider, sqliteFilePath } from "../database-url";
import { db } from "../db";
import { env } from "../env";
import { MEMBER_FIELDS, type MemberColumns } from "./enrollment-record";
import type { MemberKey } from "./create-enrollment";

export type NewEnrollment = { id: string; accountId: string; kind: string; personalDataKeyId: string } & MemberKey &
  MemberColumns;
export type EnrollmentAuditRow = { enrollmentId: string; accountId: string; action: string; fields: string };
// One member's updates as one write: its columns after them (personal ones sealed), written only if the row still has
// the version they were applied to, with one audit row and one version per update.
export type MemberWrite = { id: string; version: number; data: MemberColumns; audits: string[]; accountId: string };

export type EnrollmentWrites = {
  // Throws an error that isUniqueViolation() recognises when a member key is taken; nothing of the batch is written.
  insert(items: { row: NewEnrollment; audit: EnrollmentAuditRow }[]): Promise<void>;
  // Whether each write applied (false: the member's version moved on).
  update(writes: MemberWrite[]): Promise<boolean[]>;
};

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "P2002" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

const MEMBER_COLUMNS = [...Object.keys(MEMBER_FIELDS), "personalDataKeyId"] as const;
const INSERT_COLUMNS = ["id", "accountId", "kind", "group", "memberId", "subId", ...MEMBER_COLUMNS];

function prismaWrites(): EnrollmentWrites {
  return {
    insert: async (items) => {
      await db.$transaction([
        db.enrollment.createMany({ data: items.map((i) => i.row) }),
        db.enrollmentAudit.createMany({ data: items.map((i) => i.audit) }),
      ]);
    },
    update: (writes) =>
      db.$transaction(async (tx) => {
        const written: boolean[] = [];
        for (const { id, version, data, audits } of writes) {
          const { count } = await tx.enrollment.updateMany({
            where: { id, version },
            data: { ...data, version: { increment: audits.length } },
          });
          written.push(count > 0);
        }
        const rows = auditRows(writes, written);
        if (rows.length > 0) await tx.enrollmentAudit.createMany({ data: rows });
        return written;
      }),
  };
}

const auditRows = (writes: MemberWrite[], written: boolean[]): EnrollmentAuditRow[] =>
  writes
    .filter((_, i) => written[i])
    .flatMap(({ id, accountId, audits }) =>
      audits.map((fields) => ({ enrollmentId: id, accountId, action: "update", fields })),
    );

// Prisma's form of a DateTime in SQLite, so that Prisma reads these rows as its own.
const sqliteNow = () => new Date().toISOString().replace("Z", "+00:00");
type SqliteValue = string | number | null;
const toSqlite = (value: unknown): SqliteValue =>
  value === undefined || value === null ? null : typeof value === "boolean" ? (value ? 1 : 0) : (value as SqliteValue);

const BUSY_WAIT_MS = 10_000; // as long as a request may wait for the lock before its write fails
const isBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code));

function sqliteWrites(file: string): EnrollmentWrites {
  // No busy timeout: a held lock returns SQLITE_BUSY at once, and the batch is retried after a short wait that lets
  // the event loop go on (and a Prisma transaction of this process finish).
  const sqlite = new Database(file, { fileMustExist: true, timeout: 0 });
  const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(", ");
  const insertEnrollment = sqlite.prepare(
    `INSERT INTO "Enrollment" (${quoted(INSERT_COLUMNS)}, "version", "createdAt", "updatedAt")
     VALUES (${INSERT_COLUMNS.map(() => "?").join(", ")}, 1, ?, ?)`,
  );
  const insertAudit = sqlite.prepare(
    `INSERT INTO "EnrollmentAudit" ("enrollmentId", "accountId", "action", "fields", "createdAt") VALUES (?, ?, ?, ?, ?)`,
  );
  const updateEnrollment = sqlite.prepare(
    `UPDATE "Enrollment" SET ${MEMBER_COLUMNS.map((c) => `"${c}" = ?`).join(", ")}, "version" = "version" + ?,
     "updatedAt" = ? WHERE "id" = ? AND "version" = ?`,
  );
  const audit = (row: EnrollmentAuditRow, now: string) =>
    insertAudit.run(row.enrollmentId, row.accountId, row.action, row.fields, now);

  const insert = sqlite.transaction((items: { row: NewEnrollment; audit: EnrollmentAuditRow }[]) => {
    const now = sqliteNow();
    for (const { row } of items) {
      const values = INSERT_COLUMNS.map((c) => toSqlite(row[c as keyof NewEnrollment]));
      insertEnrollment.run(...values, now, now);
    }
    for (const item of items) audit(item.audit, now);
  });
  const update = sqlite.transaction((writes: MemberWrite[]) => {
    const now = sqliteNow();
    const written = writes.map(({ id, version, data, audits }) => {
      const values = MEMBER_COLUMNS.map((c) => toSqlite(data[c as keyof MemberColumns]));
      return updateEnrollment.run(...values, audits.length, now, id, version).changes > 0;
    });
    for (const row of auditRows(writes, written)) audit(row, now);
    return written;
  });

  async function withLock<T>(write: () => T): Promise<T> {
    const deadline = performance.now() + BUSY_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        return write();
      } catch (error) {
        if (!isBusy(error) || performance.now() > deadline) throw error;
        await sleep(Math.min(0.2 * 2 ** attempt, 5) * (0.5 + Math.random()));
      }
    }
  }
  return {
    insert: (items) => withLock(() => insert.immediate(items)),
    update: (writes) => withLock(() => update.immediate(writes)),
  };
}

const globalForWrites = globalThis as unknown as { enrollmentWrites?: EnrollmentWrites };

export function enrollmentWrites(): EnrollmentWrites {
  if (globalForWrites.enrollmentWrites) return globalForWrites.enrollmentWrites;
  const url = env().DATABASE_URL;
  globalForWrites.enrollmentWrites =
    databaseProvider(url) === "postgres" ? prismaWrites() : sqliteWrites(sqliteFilePath(url));
  return globalForWrites.enrollmentWrites;
}
