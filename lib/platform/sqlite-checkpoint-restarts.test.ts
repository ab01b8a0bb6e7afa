// The checkpoint worker's RESTARTs are counted per window, with the longest (the writers of every process wait for
// it): the benchmark reads them beside each window's event-loop delay. A file of its own: a process has one worker.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { checkpointInWorker, checkpointWindow, resetCheckpointWindow } from "./sqlite-checkpoints";
import { sqliteWriteConnection } from "./sqlite-writer";

describe("the checkpoint worker's RESTARTs", () => {
  it("are counted with the longest one since the window opened, and a new window starts at 0", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "restarts-")), "test.db");
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v BLOB)");
    db.close();
    expect(checkpointWindow()).toBeNull();
    checkpointInWorker(file, 20);
    expect(checkpointWindow()).toEqual({ restarts: 0, restartMaxMs: 0, shared: false });
    const insert = sqliteWriteConnection(file).prepare("INSERT INTO t (v) VALUES (?)");
    for (let i = 0; i < 100; i++) insert.run(Buffer.alloc(4096, i));
    for (let i = 0; i < 40 && checkpointWindow()!.restarts === 0; i++) await sleep(100);
    const window = checkpointWindow()!;
    expect(window.restarts).toBeGreaterThan(0);
    expect(window.restartMaxMs).toBeGreaterThan(0);
    resetCheckpointWindow();
    expect(checkpointWindow()).toEqual({ restarts: 0, restartMaxMs: 0, shared: false });
  });
});
