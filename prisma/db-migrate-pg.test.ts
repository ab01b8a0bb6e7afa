// Runs against a real PostgreSQL (npm test starts one and sets TEST_POSTGRES_URL).
import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it } from "vitest";
import { createMigrationPgAdapter } from "./db-migrate-pg";

const url = process.env.TEST_POSTGRES_URL;
const catalogQuery = {
  sql: "SELECT datname FROM pg_database WHERE datname = current_database()",
  args: [],
  argTypes: [],
};

describe.skipIf(!url)("the PostgreSQL adapter used by prisma migrate", () => {
  it("reads catalog columns of type name as text (the plain adapter cannot)", async () => {
    const plain = await new PrismaPg({ connectionString: url! }).connect();
    await expect(plain.queryRaw(catalogQuery)).rejects.toThrow();
    await plain.dispose();

    const fixed = await (await createMigrationPgAdapter(url!)).connect();
    const result = await fixed.queryRaw(catalogQuery);
    expect(result.rows[0]?.[0]).toBe(new URL(url!).pathname.slice(1));
    await fixed.dispose();
  });

  it("opens the shadow database itself, not the main one, and drops it afterwards", async () => {
    const factory = await createMigrationPgAdapter(url!);
    const shadow = await factory.connectToShadowDb();
    const name = (await shadow.queryRaw(catalogQuery)).rows[0]?.[0] as string;
    expect(name).toMatch(/^prisma_migrate_shadow_db_/);
    await shadow.dispose();

    const main = await factory.connect();
    const sql = `SELECT count(*)::int FROM pg_database WHERE datname = '${name}'`;
    const left = await main.queryRaw({ sql, args: [], argTypes: [] });
    expect(Number(left.rows[0]?.[0])).toBe(0);
    await main.dispose();
  });
});
