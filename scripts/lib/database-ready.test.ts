// Integration: npm start's check that the database needs nothing before serving (database-ready.ts), on a copy of the
// migrated schema: each thing the launcher would still have to do (WAL, a migration, the catalog, the
// network, the demo account, an enrollment to seal) makes it answer false.
import fs from "node:fs";
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { databaseIsReady, DEMO_ACCOUNT_ID } from "./database-ready";
import { MIGRATED_TEMPLATE } from "../../test-support/test-database";

const FILE = "data/vitest-database-ready.db";
const URL = `file:./${FILE}`;
const KEY_ID = "current12345";

function copyMigrated(): Database.Database {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  // The schema as migrated, before any test wrote to vitest.db (test files running beside this one write rows,
  // enrollments among them, and each case here decides which rows exist).
  fs.copyFileSync(MIGRATED_TEMPLATE, FILE);
  const sqlite = new Database(FILE);
  sqlite.pragma("journal_mode = WAL");
  return sqlite;
}

function seed(sqlite: Database.Database): void {
  sqlite.exec(`INSERT INTO "Medication" ("slug", "name", "generic", "isBrand", "defaultDose", "rxcuis")
     VALUES ('m1', 'M1', 'm1', 0, '00000000001', '1')`);
  sqlite.exec(`INSERT INTO "Chain" ("code", "name") VALUES ('C1', 'Chain one')`);
  sqlite.exec(
    `INSERT INTO "Pharmacy" ("npi", "name", "chainCode", "street", "city", "state", "zip", "lat", "lng")
     VALUES ('1000000001', 'P', 'C1', '1 Main St', 'Town', 'IL', '60601', 41.9, -87.6)`,
  );
  sqlite.exec(
    `INSERT INTO "Account" ("id", "name", "endpoints", "cardTypes") VALUES ('${DEMO_ACCOUNT_ID}', 'Demo', 'search', 'people')`,
  );
}

describe("databaseIsReady", () => {
  let sqlite: Database.Database;
  beforeEach(() => {
    sqlite = copyMigrated();
    seed(sqlite);
  });

  it("is true for a migrated, seeded database with nothing to seal", async () => {
    sqlite.close();
    expect(await databaseIsReady(URL, KEY_ID)).toBe(true);
  });

  it("is false for a file that does not exist", async () => {
    sqlite.close();
    expect(await databaseIsReady("file:./data/vitest-no-such-database.db", KEY_ID)).toBe(false);
    expect(fs.existsSync("data/vitest-no-such-database.db")).toBe(false);
  });

  it("is false while the journal is not WAL", async () => {
    sqlite.pragma("journal_mode = DELETE");
    sqlite.close();
    expect(await databaseIsReady(URL, KEY_ID)).toBe(false);
  });

  it("is false when a committed migration is not applied", async () => {
    sqlite.exec(`DELETE FROM _prisma_migrations WHERE rowid = (SELECT max(rowid) FROM _prisma_migrations)`);
    sqlite.close();
    expect(await databaseIsReady(URL, KEY_ID)).toBe(false);
  });

  for (const table of ["Medication", "Pharmacy", "Account"])
    it(`is false without a row in ${table}`, async () => {
      sqlite.exec(`PRAGMA foreign_keys = OFF; DELETE FROM "${table}"`);
      sqlite.close();
      expect(await databaseIsReady(URL, KEY_ID)).toBe(false);
    });

  for (const [what, keyId] of [
    ["in plaintext", null],
    ["under an earlier key", "earlier12345"],
  ] as const)
    it(`is false with an enrollment's personal data ${what}, true once it is under the current key`, async () => {
      sqlite
        .prepare(
          `INSERT INTO "Enrollment" ("id", "accountId", "kind", "group", "memberId", "personalDataKeyId", "updatedAt")
           VALUES ('e1', '${DEMO_ACCOUNT_ID}', 'person', 'G1', 'M1', ?, 0)`,
        )
        .run(keyId);
      expect(await databaseIsReady(URL, KEY_ID)).toBe(false);
      sqlite.prepare(`UPDATE "Enrollment" SET "personalDataKeyId" = ?`).run(KEY_ID);
      sqlite.close();
      expect(await databaseIsReady(URL, KEY_ID)).toBe(true);
    });
});
