// WAL checkpoints in a worker thread: the connections that write stop checkpointing, and the worker copies their
// commits into the database file.
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { rowsCheckpointed, walDatabase } from "../../test-support/wal-database";
import { checkpointInWorker, checkpointsInWorker, leaveCheckpointsToWorker } from "./sqlite-checkpoints";
import { sqliteWriteConnection } from "./sqlite-writer";

describe("SQLite checkpoints in a worker thread", () => {
  it("leave a connection as it is in a process that does not checkpoint in a worker", () => {
    const file = walDatabase();
    expect(checkpointsInWorker(file)).toBe(false);
    const db = new Database(file);
    leaveCheckpointsToWorker(file, db);
    expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    db.close();
  });

  it("turn the writer's automatic checkpoint off, and copy its commits into the database file", async () => {
    const file = walDatabase();
    checkpointInWorker(file);
    expect(checkpointsInWorker(file)).toBe(true);
    const writer = sqliteWriteConnection(file);
    expect(writer.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    const insert = writer.prepare("INSERT INTO t (v) VALUES (?)");
    for (let i = 0; i < 100; i++) insert.run(`row ${i}`);
    let checkpointed = 0;
    for (let i = 0; i < 40 && checkpointed < 100; i++) {
      await sleep(100);
      checkpointed = rowsCheckpointed(file);
    }
    expect(checkpointed).toBe(100);
  });
});
