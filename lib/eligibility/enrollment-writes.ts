// The writes of enrollment (creates and updates, each batch of them with its audit rows in one transaction): on
// PostgreSQL as named statements that take a whole batch as one JSON parameter, on SQLite with prepared statements
// off the event loop's way (lib/platform/sqlite-writer.ts).
import { Pool } from "pg";
import { databaseProvider, sqliteFilePath } from "../platform/database-url";
import { env } from "../env";
import { sqliteNow, sqliteWriteConnection, toSqlite, withWriteLock } from "../platform/sqlite-writer";
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

const POSTGRES_WRITE_CONNECTIONS = 2;
const MEMBER_COLUMNS = [...Object.keys(MEMBER_FIELDS), "personalDataKeyId"] as const;
const INSERT_COLUMNS = ["id", "accountId", "kind", "group", "memberId", "subId", ...MEMBER_COLUMNS];

// One round trip per batch whatever its size, and no transaction to open or close: each batch is one named (prepared)
// statement whose data-modifying parts (the members' rows and their audit rows) commit or fail together, the rows
// given as JSON parameters. Prisma compiled each query anew and an update batch took one round trip per member inside
// an interactive transaction; until the fifteenth session a batch took four (BEGIN, a statement per table, COMMIT).
// Its own pool: group commit writes one batch of creates and one of updates at a time.
function postgresWrites(url: string): EnrollmentWrites {
  const pool = new Pool({ connectionString: url, max: POSTGRES_WRITE_CONNECTIONS });
  const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(", ");
  const columnTypes = (columns: readonly string[], types: (c: string) => string) =>
    columns.map((c) => `"${c}" ${types(c)}`).join(", ");
  const memberType = (c: string) => (c === "active" ? "boolean" : "text");
  const AUDIT_COLUMNS = ["enrollmentId", "accountId", "action", "fields"];
  // The audit rows in the order given (their ids are a sequence), of the members this statement wrote.
  const insertAudits = (written: string) => `INSERT INTO "EnrollmentAudit" (${quoted(AUDIT_COLUMNS)}, "createdAt")
      SELECT ${AUDIT_COLUMNS.map((c) => `a."${c}"`).join(", ")}, now()
      FROM ROWS FROM (json_to_recordset($2::json) AS (${columnTypes(AUDIT_COLUMNS, () => "text")}))
        WITH ORDINALITY AS a(${quoted(AUDIT_COLUMNS)}, "n")
      WHERE a."enrollmentId" IN (SELECT "id" FROM ${written}) ORDER BY a."n"`;
  const insertEnrollments = {
    name: "enrollment-insert",
    text: `WITH created AS (
      INSERT INTO "Enrollment" (${quoted(INSERT_COLUMNS)}, "version", "createdAt", "updatedAt")
      SELECT ${quoted(INSERT_COLUMNS)}, 1, now(), now()
      FROM json_to_recordset($1::json) AS r(${columnTypes(INSERT_COLUMNS, memberType)}) RETURNING "id")
      ${insertAudits("created")}`,
  };
  const UPDATE_COLUMNS = ["id", "version", "updates", ...MEMBER_COLUMNS];
  // Not named, and the batch's ids given as an array: planned at each call, for the table as it is then and for the
  // batch's own number of members. A named statement's plan is made generic after five calls and kept for the
  // connection's life, and the planner takes json_to_recordset for 100 rows whatever it holds: made while the table
  // was small or never analyzed (a new database, the benchmark's fresh copy), the plan joined by reading the whole
  // table (a hash join over a sequential scan), and as the members grew to tens of thousands each batch took 5-6 ms of
  // the database server's CPU (scripts/bench/HISTORY.md, "Twenty-sixth session").
  const updateEnrollments = {
    text: `WITH updated AS (
      UPDATE "Enrollment" e SET ${MEMBER_COLUMNS.map((c) => `"${c}" = r."${c}"`).join(", ")},
        "version" = e."version" + r."updates", "updatedAt" = now()
      FROM json_to_recordset($1::json) AS r(${columnTypes(UPDATE_COLUMNS, (c) => (c === "version" || c === "updates" ? "integer" : memberType(c)))})
      WHERE e."id" = ANY($3::text[]) AND e."id" = r."id" AND e."version" = r."version" RETURNING e."id"),
    audited AS (${insertAudits("updated")})
    SELECT "id" FROM updated`,
  };
  const write = async (
    statement: { name?: string; text: string },
    rows: object[],
    audits: object[],
    more: unknown[] = [],
  ) =>
    (
      await pool.query<{ id: string }>({
        ...statement,
        values: [JSON.stringify(rows), JSON.stringify(audits), ...more],
      })
    ).rows;
  return {
    insert: async (items) => {
      await write(
        insertEnrollments,
        items.map((i) => i.row),
        items.map((i) => i.audit),
      );
    },
    update: async (writes) => {
      const rows = writes.map(({ id, version, data, audits }) => ({ ...data, id, version, updates: audits.length }));
      // Every write's audit rows go with it; the statement keeps those of the members whose version still matched.
      const audits = auditRows(
        writes,
        writes.map(() => true),
      );
      const ids = writes.map((w) => w.id);
      const updated = new Set((await write(updateEnrollments, rows, audits, [ids])).map((r) => r.id));
      return writes.map((w) => updated.has(w.id));
    },
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
    databaseProvider(url) === "postgres" ? postgresWrites(url) : sqliteWrites(sqliteFilePath(url));
  return globalForWrites.enrollmentWrites;
}
