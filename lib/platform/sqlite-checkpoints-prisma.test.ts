// Prisma's own SQLite connection, opened by its first query, leaves checkpoints to the worker thread like the writer's
// (lib/db.ts): a server process no longer sends a PRAGMA through Prisma at start.
import { describe, expect, it } from "vitest";
import { walDatabase } from "../../test-support/wal-database";

const file = walDatabase();
process.env.DATABASE_URL = `file:${file}`;
const { checkpointInWorker } = await import("./sqlite-checkpoints");
const { db } = await import("../db");

describe("Prisma's connection under a checkpoint worker", () => {
  it("turns its automatic checkpoint off when it opens", async () => {
    checkpointInWorker(file);
    const [row] = await db.$queryRawUnsafe<{ wal_autocheckpoint: unknown }[]>("PRAGMA wal_autocheckpoint");
    expect(Number(row!.wal_autocheckpoint)).toBe(0);
    await db.$disconnect();
  });
});
