// The reads of the eligibility check and of enrollment as prepared statements, outside Prisma: each Prisma query
// compiles its plan anew (about 0.3 ms of CPU), several times the cost of the read itself, and the check makes up to
// four of them. On SQLite a connection of its own that only reads (WAL: it sees every committed write); on PostgreSQL
// named statements on a small pool. Writes stay with Prisma. Personal columns are decrypted as they are read.
import Database from "better-sqlite3";
import DataLoader from "dataloader";
import { Pool } from "pg";
import { databaseProvider, sqliteFilePath } from "../platform/database-url";
import type { MemberKey } from "./create-enrollment";
import { MEMBER_FIELDS, type StoredEnrollment } from "./enrollment-record";
import { env } from "../env";
import { databasePools } from "../platform/database-pools";
import { openPersonalData } from "./personal-data";

// A stored enrollment as the check and an update read it, with its row id, version (optimistic concurrency), owner and
// kind (the endpoint that created it: a person's keeps its names and dob).
export type EnrollmentRow = StoredEnrollment & { id: string; accountId: string; version: number; kind: string };

export type EligibilityReads = {
  // The enrollment of a member key, for an update.
  enrollment(key: MemberKey): Promise<EnrollmentRow | null>;
  issuedCardConfigId(memberId: string): Promise<string | null>;
  // What the check needs of a card at once: the configuration it was issued under, and its enrollments under any of
  // these groups (on PostgreSQL one statement, one round trip).
  card(memberId: string, groups: string[]): Promise<{ issuedConfigId: string | null; enrolled: EnrollmentRow[] }>;
  isFederallyCovered(personKey: string): Promise<boolean>;
  isCardHolder(key: { group: string; memberId: string; personKey: string }): Promise<boolean>;
};

const ENROLLMENT_ROW_COLUMNS = [
  "id",
  "accountId",
  "version",
  "kind",
  "group",
  "memberId",
  "subId",
  ...Object.keys(MEMBER_FIELDS),
  "personalDataKeyId",
]
  .map((column) => `"${column}"`)
  .join(", ");
const ENROLLMENT_BY_KEY = `SELECT ${ENROLLMENT_ROW_COLUMNS} FROM "Enrollment" WHERE "group" = $1 AND "memberId" = $2 AND "subId" = $3`;
// The same for several keys at once, given as three arrays (a key's group, memberId and subId at the same index).
const ENROLLMENTS_BY_KEYS = `SELECT ${ENROLLMENT_ROW_COLUMNS} FROM "Enrollment"
  WHERE ("group", "memberId", "subId") IN (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]))`;
const memberKeyOf = ({ group, memberId, subId }: MemberKey) => JSON.stringify([group, memberId, subId]);

type StoredRow = EnrollmentRow & { personalDataKeyId: string | null };
// SQLite stores a boolean as 0 or 1.
type SqliteEnrollmentRow = Omit<StoredRow, "active"> & { active: number };
const fromSqlite = (row: SqliteEnrollmentRow): EnrollmentRow => openPersonalData({ ...row, active: row.active === 1 });

function sqliteReads(file: string): EligibilityReads {
  // Not opened read-only: a read-only connection cannot create the WAL index the writer may not have made yet.
  const sqlite = new Database(file, { fileMustExist: true, timeout: 5000 });
  const byKey = sqlite.prepare<[string, string, string], SqliteEnrollmentRow>(ENROLLMENT_BY_KEY.replace(/\$\d/g, "?"));
  const issued = sqlite.prepare<[string], { cardConfigId: string }>(
    `SELECT "cardConfigId" FROM "IssuedCard" WHERE "memberId" = ?`,
  );
  const enrollments = sqlite.prepare<[string, string], SqliteEnrollmentRow>(
    `SELECT ${ENROLLMENT_ROW_COLUMNS} FROM "Enrollment" WHERE "memberId" = ? AND "group" IN (SELECT value FROM json_each(?))`,
  );
  const federal = sqlite.prepare<[string], { one: number }>(
    `SELECT 1 AS one FROM "FederalCoverage" WHERE "personKey" = ?`,
  );
  const holder = sqlite.prepare<[string, string, string], { one: number }>(
    `SELECT 1 AS one FROM "CardHolder" WHERE "group" = ? AND "memberId" = ? AND "personKey" = ?`,
  );
  return {
    enrollment: async ({ group, memberId, subId }) => {
      const row = byKey.get(group, memberId, subId);
      return row ? fromSqlite(row) : null;
    },
    issuedCardConfigId: async (memberId) => issued.get(memberId)?.cardConfigId ?? null,
    card: async (memberId, groups) => ({
      issuedConfigId: issued.get(memberId)?.cardConfigId ?? null,
      enrolled: enrollments.all(memberId, JSON.stringify(groups)).map(fromSqlite),
    }),
    isFederallyCovered: async (personKey) => federal.get(personKey) !== undefined,
    isCardHolder: async ({ group, memberId, personKey }) => holder.get(group, memberId, personKey) !== undefined,
  };
}

function postgresReads(url: string): EligibilityReads {
  const pool = new Pool({ connectionString: url, max: env().DATABASE_READ_POOL_SIZE });
  databasePools.set("eligibility-reads", pool);
  const rows = async <T>(name: string | undefined, text: string, values: unknown[]) =>
    (await pool.query<T & Record<string, unknown>>({ name, text, values })).rows;
  // The members read for updates in one turn of the event loop, read by one statement: under load a process has
  // updates of several members waiting on their reads at once, each else a statement and a round trip of its own for
  // the driver and the server (on SQLite a read is a function call, so it stays one by one). Never cached: each call
  // reads what is committed when its batch runs.
  const enrollments = new DataLoader<MemberKey, EnrollmentRow | null>(
    async (keys) => {
      // Not named, so planned for the table as it is at each call (enrollment-writes.ts, the update: a generic plan
      // made while the table was small read all of it, 2.5 ms of the database server's CPU a batch instead of 0.12).
      const found = await rows<StoredRow>(undefined, ENROLLMENTS_BY_KEYS, [
        keys.map((k) => k.group),
        keys.map((k) => k.memberId),
        keys.map((k) => k.subId),
      ]);
      const byKey = new Map(found.map((row) => [memberKeyOf(row), row]));
      return keys.map((key) => {
        const row = byKey.get(memberKeyOf(key));
        return row ? openPersonalData<StoredRow>(row) : null;
      });
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 200 },
  );
  return {
    enrollment: (key) => enrollments.load(key),
    issuedCardConfigId: async (memberId) =>
      (
        await rows<{ cardConfigId: string }>(
          "issued-card",
          `SELECT "cardConfigId" FROM "IssuedCard" WHERE "memberId" = $1`,
          [memberId],
        )
      )[0]?.cardConfigId ?? null,
    // The enrollments as one JSON array (every column is text, boolean or integer: JSON gives them back as the driver
    // does), beside the issued card's configuration: where the check made two round trips at once, taking two of the
    // pool's connections.
    card: async (memberId, groups) => {
      const [row] = await rows<{ issuedConfigId: string | null; enrolled: StoredRow[] }>(
        "card",
        `SELECT (SELECT "cardConfigId" FROM "IssuedCard" WHERE "memberId" = $1) AS "issuedConfigId",
          COALESCE((SELECT json_agg(e) FROM (SELECT ${ENROLLMENT_ROW_COLUMNS} FROM "Enrollment"
            WHERE "memberId" = $1 AND "group" = ANY($2::text[])) e), '[]'::json) AS "enrolled"`,
        [memberId, groups],
      );
      return {
        issuedConfigId: row?.issuedConfigId ?? null,
        enrolled: (row?.enrolled ?? []).map((r) => openPersonalData<StoredRow>(r)),
      };
    },
    isFederallyCovered: async (personKey) =>
      (await rows("federal-coverage", `SELECT 1 FROM "FederalCoverage" WHERE "personKey" = $1`, [personKey])).length >
      0,
    isCardHolder: async ({ group, memberId, personKey }) =>
      (
        await rows(
          "card-holder",
          `SELECT 1 FROM "CardHolder" WHERE "group" = $1 AND "memberId" = $2 AND "personKey" = $3`,
          [group, memberId, personKey],
        )
      ).length > 0,
  };
}

const globalForReads = globalThis as unknown as { eligibilityReads?: EligibilityReads };

export function eligibilityReads(): EligibilityReads {
  if (globalForReads.eligibilityReads) return globalForReads.eligibilityReads;
  const url = env().DATABASE_URL;
  globalForReads.eligibilityReads =
    databaseProvider(url) === "postgres" ? postgresReads(url) : sqliteReads(sqliteFilePath(url));
  return globalForReads.eligibilityReads;
}
