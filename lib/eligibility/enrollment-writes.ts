// The writes of enrollment (creates and updates, each batch of them with its audit rows in one transaction): on
// PostgreSQL through Prisma, on SQLite with prepared statements off the event loop's way (lib/sqlite-writer.ts).
import { databaseProvider, sqliteFilePath } from "../database-url";
import { db } from "../db";
import { env } from "../env";
import { sqliteNow, sqliteWriteConnection, toSqlite, withWriteLock } from "../sqlite-writer";
import { MEMBER_FIELDS, type MemberColumns } from "./enrollment-record";
import type { MemberKey } from "./create-enrollment";

export type NewEnrollment = { id: string; accountId: string; kind: string; personalDataKeyId: string } & MemberKey &
  MemberColumns;
export type EnrollmentAuditRow = { enrollmentId: string; accountId: string; action: string; fields: string };
// One member's updates as one write: its columns after them (personal ones sealed), written only if the row still has
// the version they were applied to, with one audit row and one version per update.
export type MemberWrite = { id: string; version: number; data: MemberColumns; audits: string[]; accountId: string };

export type EnrollmentWrites = {
  // Throws an error that isUniqueViolation() (lib/db.ts) recognises when a member key is taken; nothing of the batch is written.
  insert(items: { row: NewEnrollment; audit: EnrollmentAuditRow }[]): Promise<void>;
  // Whether each write applied (false: the member's version moved on).
  update(writes: MemberWrite[]): Promise<boolean[]>;
};

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

function sqliteWrites(file: string): EnrollmentWrites {
  const sqlite = sqliteWriteConnection(file);
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

  return {
    insert: (items) => withWriteLock(() => insert.immediate(items)),
    update: (writes) => withWriteLock(() => update.immediate(writes)),
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
