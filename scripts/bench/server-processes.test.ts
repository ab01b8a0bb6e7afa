// What the server processes spent per request between two /healthz snapshots: the benchmark's load-independent cost.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  exitedOf,
  mainThreadsWaitMs,
  openEventLoopWindow,
  workPerRequest,
  worstOfWindow,
  type ProcessMemory,
} from "./server-processes";

const snapshot = (pid: number, cpuMicros: number, scavenges: number, markCompacts: number, pauseMs: number) =>
  ({ pid, cpuMicros, gc: { scavenges, markCompacts, pauseMs } }) as ProcessMemory;

describe("work per request", () => {
  it("sums every process's CPU time and GCs over the run and divides by the requests answered", () => {
    const before = [snapshot(1, 1_000_000, 10, 1, 100), snapshot(2, 2_000_000, 20, 2, 200)];
    const after = [snapshot(2, 4_000_000, 28, 2, 260), snapshot(1, 3_000_000, 14, 3, 140)];
    expect(workPerRequest(before, after, 20_000)).toEqual({
      cpuUsPerRequest: 200, // 4 s of CPU over 20,000 requests
      scavengesPer10k: 6,
      markCompactsPer10k: 1,
      gcPauseMsPer10k: 50,
    });
  });

  it("says nothing when a process is missing from a snapshot, reports no counts, or no request was answered", () => {
    const before = [snapshot(1, 0, 0, 0, 0)];
    expect(workPerRequest(before, [snapshot(2, 5, 1, 0, 1)], 100)).toBeUndefined();
    expect(workPerRequest(before, [{ ...snapshot(1, 5, 1, 0, 1), gc: null }], 100)).toBeUndefined();
    expect(workPerRequest(before, [snapshot(1, 5, 1, 0, 1)], 0)).toBeUndefined();
  });
});

describe("a half-saturation window", () => {
  it("takes the worst process's event-loop delay and GC pause, and the checkpoint RESTARTs of every worker once", () => {
    const processes = [
      {
        pid: 1,
        eventLoopDelay: { p50Ms: 0, p99Ms: 4, maxMs: 60, gcMaxMs: 3, windowSeconds: 10 },
        sqliteCheckpoints: { restarts: 2, restartMaxMs: 9.5 },
      },
      {
        pid: 2,
        eventLoopDelay: { p50Ms: 0, p99Ms: 6, maxMs: 20, gcMaxMs: 18, windowSeconds: 10 },
        sqliteCheckpoints: { restarts: 1, restartMaxMs: 41 },
      },
    ] as ProcessMemory[];
    expect(worstOfWindow(processes)).toEqual({ p99Ms: 6, maxMs: 60, gcMaxMs: 18, restarts: 3, restartMaxMs: 41 });
    // the launcher's one worker: every process reports its RESTARTs, counted once
    const shared = processes.map((p) => ({
      ...p,
      sqliteCheckpoints: { restarts: 2, restartMaxMs: 9.5, shared: true },
    }));
    expect(worstOfWindow(shared)).toMatchObject({ restarts: 2, restartMaxMs: 9.5 });
    // PostgreSQL: no checkpoint worker; an older server without the GC figure
    const bare = [{ pid: 3, eventLoopDelay: { p50Ms: 0, p99Ms: 1, maxMs: 2, windowSeconds: 1 } }] as ProcessMemory[];
    expect(worstOfWindow(bare)).toEqual({ p99Ms: 1, maxMs: 2, gcMaxMs: 0, restarts: 0, restartMaxMs: 0 });
  });

  it("adds up the processes' stalls on and off the CPU, with the longest of each", () => {
    const stalled = (onCpu: number, onCpuMaxMs: number, offCpu: number, offCpuMaxMs: number) =>
      ({
        pid: onCpu,
        eventLoopDelay: {
          p50Ms: 0,
          p99Ms: 1,
          maxMs: 200,
          windowSeconds: 10,
          stalls: { onCpu, onCpuMaxMs, offCpu, offCpuMaxMs },
        },
      }) as ProcessMemory;
    expect(worstOfWindow([stalled(1, 60, 2, 163), stalled(2, 90, 0, 0)]).stalls).toEqual({
      onCpu: 3,
      onCpuMaxMs: 90,
      offCpu: 2,
      offCpuMaxMs: 163,
    });
  });
});

describe("the window's writes", () => {
  it("adds up the processes' group-commit batches, with the longest", () => {
    const writing = (pid: number, batches: number, maxMs: number) =>
      ({
        pid,
        eventLoopDelay: { p50Ms: 0, p99Ms: 1, maxMs: 2, windowSeconds: 10, writes: { batches, maxMs } },
      }) as ProcessMemory;
    expect(worstOfWindow([writing(1, 120, 8.5), writing(2, 95, 31.2)]).writes).toEqual({ batches: 215, maxMs: 31.2 });
    // a server from before the figure: nothing to say
    const bare = [{ pid: 3, eventLoopDelay: { p50Ms: 0, p99Ms: 1, maxMs: 2, windowSeconds: 1 } }] as ProcessMemory[];
    expect(worstOfWindow(bare).writes).toBeUndefined();
  });
});

describe("the event loops' wait for a core", () => {
  const proc = (threads: Record<number, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "proc-"));
    for (const [pid, schedstat] of Object.entries(threads)) {
      fs.mkdirSync(path.join(dir, pid, "task", pid), { recursive: true });
      fs.writeFileSync(path.join(dir, pid, "task", pid, "schedstat"), schedstat);
    }
    return dir;
  };

  it("adds up each main thread's time on a run queue (schedstat's second field, ns) in ms", () => {
    const dir = proc({ 11: "272893837 14163887 1262\n", 12: "5000 2500000 3\n" });
    expect(mainThreadsWaitMs([11, 12], dir)).toBeCloseTo(16.663887, 6);
    fs.rmSync(dir, { recursive: true });
  });

  it("says nothing when a process has no such file", () => {
    const dir = proc({ 11: "1 2 3\n" });
    expect(mainThreadsWaitMs([11, 99], dir)).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });

  it.runIf(process.platform === "linux")("reads this process's own main thread", () => {
    expect(mainThreadsWaitMs([process.pid])).toBeGreaterThanOrEqual(0);
  });
});

describe("server processes that died", () => {
  it("are told from the living, and a window opened on them skips them instead of throwing", async () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await once(gone, "exit");
    try {
      expect(exitedOf([child.pid!, gone.pid!])).toEqual([gone.pid]);
      expect(() => openEventLoopWindow([gone.pid!])).not.toThrow();
    } finally {
      child.kill();
    }
  });
});
