// The command run beside the benchmark: started again when it ends, its failures counted, stopped with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { runBeside } from "./beside";

describe("runBeside", () => {
  it("starts the command again each time it ends, counts its failures, and stops it with the benchmark", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "beside-"));
    const log = path.join(dir, "beside.log");
    const { runs, stop } = runBeside("echo ran; sleep 0.05; exit 3", log);
    for (let i = 0; i < 100 && runs.started < 3; i++) await sleep(100);
    stop();
    const started = runs.started;
    expect(started).toBeGreaterThanOrEqual(3);
    expect(runs.failed).toBeGreaterThanOrEqual(started - 1);
    await sleep(300);
    expect(runs.started).toBe(started);
    expect(fs.readFileSync(log, "utf8")).toContain("ran\n");
  });

  it("stops a command that is still running", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "beside-"));
    const marker = path.join(dir, "finished");
    const { runs, stop } = runBeside(`sleep 1; touch ${marker}`, path.join(dir, "beside.log"));
    await sleep(200);
    stop();
    await sleep(1300);
    expect(runs.started).toBe(1);
    expect(fs.existsSync(marker)).toBe(false);
  });
});
