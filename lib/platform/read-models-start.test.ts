// A server process builds every read model (and reads the data versions they are built from) through the driver, so it
// is ready before Prisma's client has opened its connection; the accounts directory holds what Prisma reads.
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { selectOwnTestDatabase } from "../../test-support/test-database";

selectOwnTestDatabase("read-models-start");
const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
const connect = vi.spyOn(PrismaBetterSQLite3.prototype, "connect");
const { sqliteFilePath } = await import("./database-url");
const { isReady } = await import("./read-models");
const { getCatalog } = await import("../medications/catalog-index");
const { loadNetworkIndex } = await import("../pharmacies/network-index");
const { loadNdcCosts } = await import("../pricing/ndc-costs");
const { getAccountDirectory } = await import("../accounts/account-directory");
const { db } = await import("../db");

// Rows as Prisma writes them (dates as ISO text), written without Prisma.
const sqlite = new Database(sqliteFilePath(process.env.DATABASE_URL!));
const at = (second: number) => `2026-11-27T00:00:0${second}.000+00:00`;
sqlite.exec(`
  INSERT INTO "Account" (id, name, endpoints, "cardTypes", settings, "disabledAt", "createdAt") VALUES
    ('acme', 'Acme', 'search,eligibility', 'people,pets', '{}', NULL, '${at(1)}'),
    ('gone', 'Gone', 'search', 'people', '{}', '${at(2)}', '${at(1)}');
  INSERT INTO "ApiKey" (id, "accountId", hash, prefix, "createdAt", "revokedAt") VALUES
    ('k1', 'acme', 'hash-live', 'rx_1', '${at(1)}', NULL),
    ('k2', 'acme', 'hash-revoked', 'rx_2', '${at(1)}', '${at(2)}'),
    ('k3', 'gone', 'hash-disabled', 'rx_3', '${at(1)}', NULL);
  INSERT INTO "CoBrand" (id, "accountId", "accessCode", name, "createdAt") VALUES ('cb', 'acme', 'SPRING', 'Spring', '${at(1)}');
  INSERT INTO "CardConfig" (id, "accountId", "coBrandId", "cardType", bin, pcn, "group", "memberIdPrefix",
    "memberIdDigits", "createdAt") VALUES
    ('c2', 'acme', 'cb', 'people', '610000', 'RXC', 'GRP2', 'RX', 9, '${at(3)}'),
    ('c1', 'acme', NULL, 'people', '610000', 'RXC', 'GRP1', 'RX', 9, '${at(2)}'),
    ('c3', 'acme', NULL, 'pets', '610001', 'RXP', 'GRP3', 'PT', 10, '${at(2)}');
`);
sqlite.close();

describe("read models at a server process's start", () => {
  it("are all built without Prisma's client opening its connection", async () => {
    await Promise.all([getCatalog(), loadNetworkIndex(), loadNdcCosts(), getAccountDirectory()]);
    expect(isReady()).toBe(true);
    expect(connect).not.toHaveBeenCalled();
  });

  it("hold the accounts, keys, co-brands and card configurations as Prisma reads them", async () => {
    const directory = await getAccountDirectory();
    expect(directory.keyHolder("hash-live")?.account.id).toBe("acme");
    expect(directory.keyHolder("hash-revoked")).toBeUndefined();
    expect(directory.keyHolder("hash-disabled")).toBeUndefined();
    expect(directory.account("acme")).toMatchObject({
      endpoints: ["search", "eligibility"],
      cardTypes: ["people", "pets"],
    });
    expect(directory.coBrandId("acme", "SPRING")).toBe("cb");
    const configs = await db.cardConfig.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(directory.cardConfigsOf("acme")).toEqual(configs);
    expect(directory.cardConfigsOf("acme").map((c) => c.id)).toEqual(["c1", "c3", "c2"]);
    expect(directory.cardConfigByGroup("GRP3")).toEqual(configs.find((c) => c.group === "GRP3"));
  });
});
