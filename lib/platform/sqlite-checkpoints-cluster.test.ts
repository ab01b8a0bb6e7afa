// Under npm start, one worker thread in the launcher checkpoints the database for every server process (a thread per
// process cost each 15-16 MB): the server processes' writer connections leave checkpoints to it, so their commits
// reach the database file only if the launcher's worker copies them there.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rowsCheckpointed, walDatabase } from "../../test-support/wal-database";

describe("SQLite checkpoints under npm start's launcher", () => {
  it("run in the launcher's one worker for both server processes, which hear of its RESTARTs", () => {
    const file = walDatabase("BLOB");
    const output = execFileSync(
      process.execPath,
      ["--import", "tsx", path.join("test-support", "sqlite-checkpoint-cluster.ts"), file],
      { encoding: "utf8", timeout: 60_000 },
    );
    const { launcher, servers } = JSON.parse(output.trim().split("\n").at(-1)!);
    expect(launcher).toMatchObject({ shared: false });
    expect(launcher.restarts).toBeGreaterThan(0);
    expect(servers).toHaveLength(2);
    for (const server of servers) {
      expect(server).toMatchObject({ leavesCheckpoints: true, autocheckpoint: 0, window: { shared: true } });
      expect(server.window.restarts).toBeGreaterThan(0);
    }
    // every row both processes wrote is in the database file: the launcher's worker copied it there
    expect(rowsCheckpointed(file)).toBe(200);
  }, 60_000);
});
