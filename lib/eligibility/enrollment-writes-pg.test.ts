// Enrollment's writes on a real PostgreSQL (npm test starts one and sets TEST_POSTGRES_URL): each batch is one
// statement, so its members' rows and their audit rows are written together or not at all.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EligibilityReads } from "./eligibility-reads";
import type { EnrollmentWrites, NewEnrollment } from "./enrollment-writes";
import type { MemberColumns } from "./enrollment-record";

const url = process.env.TEST_POSTGRES_URL;
const DATABASE = "rxcard_enrollment_writes";

describe.skipIf(!url)("enrollment writes on PostgreSQL", () => {
  let writes: EnrollmentWrites;
  let reads: EligibilityReads;
  let sealed: (typeof import("./personal-data"))["sealPersonalData"];
  let client: pg.Client;
  let isUniqueViolation: (error: unknown) => boolean;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${DATABASE}`;
    process.env.DATABASE_URL = databaseUrl.toString();
    const { migrateDatabase } = await import("../../scripts/lib/migrate-database");
    await migrateDatabase({ quiet: true });
    // Imported once DATABASE_URL names this database (the environment is read once per process).
    writes = (await import("./enrollment-writes")).enrollmentWrites();
    reads = (await import("./eligibility-reads")).eligibilityReads();
    sealed = (await import("./personal-data")).sealPersonalData;
    isUniqueViolation = (await import("../db")).isUniqueViolation;
    client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    const { db } = await import("../db");
    await db.$disconnect();
  });

  const member = (id: string, memberId: string): NewEnrollment => ({
    id,
    accountId: "account-1",
    kind: "card",
    personalDataKeyId: "key-1",
    group: "RXGROUP",
    memberId,
    subId: "",
    active: true,
    firstName: "sealed-first",
    lastName: "sealed-last",
    dob: "sealed-dob",
  });
  const created = (id: string, memberId: string) => ({
    row: member(id, memberId),
    audit: { enrollmentId: id, accountId: "account-1", action: "create", fields: "firstName,lastName,dob" },
  });
  // An update carries the member's columns as they are after it, every one of them.
  const after = (changed: MemberColumns): MemberColumns => {
    const { active, firstName, lastName, dob } = member("", "");
    return { active, firstName, lastName, dob, email: null, ...changed };
  };
  const rows = async (sql: string, values: unknown[] = []) => (await client.query(sql, values)).rows;

  it("writes a batch of new members with their audit rows, in the batch's order", async () => {
    await writes.insert([created("e1", "M001"), created("e2", "M002"), created("e3", "M003")]);
    expect(await rows(`SELECT "id", "version", "active", "firstName" FROM "Enrollment" ORDER BY "id"`)).toEqual([
      { id: "e1", version: 1, active: true, firstName: "sealed-first" },
      { id: "e2", version: 1, active: true, firstName: "sealed-first" },
      { id: "e3", version: 1, active: true, firstName: "sealed-first" },
    ]);
    const audits = await rows(`SELECT "enrollmentId", "action" FROM "EnrollmentAudit" ORDER BY "id"`);
    expect(audits).toEqual(["e1", "e2", "e3"].map((enrollmentId) => ({ enrollmentId, action: "create" })));
  });

  it("writes nothing of a batch whose member key is taken, and says so as a unique violation", async () => {
    const error = await writes.insert([created("e4", "M004"), created("e5", "M001")]).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await rows(`SELECT "id" FROM "Enrollment" WHERE "id" IN ('e4', 'e5')`)).toEqual([]);
    expect(await rows(`SELECT "id" FROM "EnrollmentAudit" WHERE "enrollmentId" IN ('e4', 'e5')`)).toEqual([]);
  });

  it("applies an update only to the version it read, with one audit row and one version per update", async () => {
    const applied = await writes.update([
      {
        id: "e1",
        version: 1,
        data: after({ email: "sealed-email" }),
        audits: ["email", "phone"],
        accountId: "account-1",
      },
      { id: "e2", version: 7, data: after({ email: "sealed-email" }), audits: ["email"], accountId: "account-1" },
      { id: "e3", version: 1, data: after({ active: false }), audits: ["active"], accountId: "account-1" },
    ]);
    expect(applied).toEqual([true, false, true]);
    expect(await rows(`SELECT "id", "version", "email", "active" FROM "Enrollment" ORDER BY "id"`)).toEqual([
      { id: "e1", version: 3, email: "sealed-email", active: true },
      { id: "e2", version: 1, email: null, active: true },
      { id: "e3", version: 2, email: null, active: false },
    ]);
    const audits = await rows(
      `SELECT "enrollmentId", "fields" FROM "EnrollmentAudit" WHERE "action" = 'update' ORDER BY "id"`,
    );
    expect(audits).toEqual([
      { enrollmentId: "e1", fields: "email" },
      { enrollmentId: "e1", fields: "phone" },
      { enrollmentId: "e3", fields: "active" },
    ]);
  });

  it("reads the members of updates waiting at once in one statement, each its own row, a missing one null", async () => {
    const person = (id: string, memberId: string, firstName: string) => ({
      row: sealed(id, { ...member(id, memberId), firstName, lastName: "Reads", dob: "1980-02-03" }),
      audit: { enrollmentId: id, accountId: "account-1", action: "create", fields: "firstName" },
    });
    await writes.insert([person("r1", "M101", "Ada"), person("r2", "M102", "Grace")]);
    const pool = (await import("../platform/database-pools")).databasePools.get("eligibility-reads") as pg.Pool;
    const query = vi.spyOn(pool, "query");
    const key = (memberId: string) => ({ group: "RXGROUP", memberId, subId: "" });
    const found = await Promise.all(
      [key("M102"), key("M999"), key("M101"), key("M102")].map((k) => reads.enrollment(k)),
    );
    expect(query).toHaveBeenCalledTimes(1);
    expect(found.map((row) => row && { id: row.id, memberId: row.memberId, firstName: row.firstName })).toEqual([
      { id: "r2", memberId: "M102", firstName: "Grace" },
      null,
      { id: "r1", memberId: "M101", firstName: "Ada" },
      { id: "r2", memberId: "M102", firstName: "Grace" },
    ]);
    query.mockRestore();
    // One at a time, each read is still its own.
    expect((await reads.enrollment(key("M101")))?.lastName).toBe("Reads");
  });

  // A named statement's plan turns generic after five calls and is kept for the connection's life: made while the
  // table was small, an update batch and the read of its members read the whole table (scripts/bench/HISTORY.md,
  // "Twenty-sixth session"). Planned for the table as it is, they look their members up by index however it grew.
  it("finds an update batch's members by index after the table grew, whatever it was planned for when small", async () => {
    const update = (id: string, version: number) => ({
      id,
      version,
      data: after({ email: "sealed-email" }),
      audits: ["email"],
      accountId: "account-1",
    });
    const key = (memberId: string) => ({ group: "RXGROUP", memberId, subId: "" });
    for (let i = 0; i < 8; i++) {
      await writes.update([update("e1", -1)]); // planned while the table holds a handful of rows
      await reads.enrollment(key("M101"));
    }
    for (let batch = 0; batch < 20; batch++) {
      await writes.insert(
        Array.from({ length: 1_000 }, (_, i) =>
          created(`g${batch}-${i}`, `G${String(batch * 1_000 + i).padStart(6, "0")}`),
        ),
      );
    }
    const sequentialScans = async () =>
      Number((await rows(`SELECT "seq_scan" FROM "pg_stat_user_tables" WHERE "relname" = 'Enrollment'`))[0].seq_scan);
    const before = await sequentialScans();
    for (let i = 0; i < 40; i++) {
      await writes.update([update(`g${i}-1`, 7), update(`g${i}-2`, 7)]);
      await reads.enrollment(key(`N${i}`)); // none: still looked up in the table
    }
    // A server process reports its table statistics when it goes idle, at most every 10 s.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect((await sequentialScans()) - before).toBeLessThan(20); // 80 before: one for every batch and every read
  }, 60_000);
});
