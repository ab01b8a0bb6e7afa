// What a server process watches for /healthz: a blocked loop shows as the event-loop delay's max, and a new window
// (SIGUSR2) forgets it.
import { describe, expect, it } from "vitest";
import { eventLoopDelay, gcCounts, lastFullGc, recordStall, resetEventLoopDelay, watchProcess } from "./process-watch";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("event-loop delay", () => {
  it("is null until the process watches it", () => {
    expect(eventLoopDelay()).toBeNull();
    expect(lastFullGc()).toBeNull();
    expect(gcCounts()).toBeNull();
  });

  it("reports a 40 ms block as its max, and a new window starts without it", async () => {
    watchProcess();
    await sleep(20);
    block(40);
    await sleep(20);
    expect(eventLoopDelay()!.maxMs).toBeGreaterThanOrEqual(35);
    resetEventLoopDelay();
    await sleep(50);
    const fresh = eventLoopDelay()!;
    expect(fresh.maxMs).toBeLessThan(35);
    expect(fresh.windowSeconds).toBeLessThan(1);
  });
});

describe("GC counts", () => {
  it("counts the scavenges and their pauses once the process watches", async () => {
    watchProcess();
    const before = gcCounts()!;
    let keep: unknown[] = [];
    for (let i = 0; i < 2_000_000; i++) keep = i % 1000 === 0 ? [] : [...keep.slice(-10), { i }];
    await sleep(50); // the GC observer reports asynchronously
    const after = gcCounts()!;
    expect(keep.length).toBeGreaterThan(0);
    expect(after.scavenges).toBeGreaterThan(before.scavenges);
    expect(after.pauseMs).toBeGreaterThan(before.pauseMs);
  });
});

describe("the window's longest GC pause", () => {
  it("is that of the GCs since the window opened, and a new window starts at 0", async () => {
    watchProcess();
    resetEventLoopDelay();
    let keep: unknown[] = [];
    for (let i = 0; i < 2_000_000; i++) keep = i % 1000 === 0 ? [] : [...keep.slice(-10), { i }];
    await sleep(50); // the GC observer reports asynchronously
    expect(keep.length).toBeGreaterThan(0);
    expect(eventLoopDelay()!.gcMaxMs).toBeGreaterThan(0);
    resetEventLoopDelay();
    await sleep(20);
    expect(eventLoopDelay()!.gcMaxMs).toBe(0);
  });
});

describe("the window's stalls", () => {
  it("counts a wait past 50 ms as on the CPU when the thread ran at least half of it, else off, with the longest of each", () => {
    const stalls = { onCpu: 0, onCpuMaxMs: 0, offCpu: 0, offCpuMaxMs: 0 };
    recordStall(stalls, 49, 49); // not a stall
    recordStall(stalls, 120, 60); // a GC or code of this process
    recordStall(stalls, 80, 79);
    recordStall(stalls, 163, 4); // waiting for a core
    expect(stalls).toEqual({ onCpu: 2, onCpuMaxMs: 120, offCpu: 1, offCpuMaxMs: 163 });
  });

  it("sees a thread asleep (on no core) for 150 ms as a stall off the CPU, and a new window starts without it", async () => {
    watchProcess();
    await sleep(30);
    resetEventLoopDelay();
    await sleep(30);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
    await sleep(30);
    const { stalls } = eventLoopDelay()!;
    expect(stalls.offCpu).toBeGreaterThanOrEqual(1);
    expect(stalls.offCpuMaxMs).toBeGreaterThanOrEqual(130);
    resetEventLoopDelay();
    await sleep(20);
    expect(eventLoopDelay()!.stalls).toEqual({ onCpu: 0, onCpuMaxMs: 0, offCpu: 0, offCpuMaxMs: 0 });
  });

  it("counts the window's group-commit writes with the longest, and a new window starts without them", async () => {
    const { groupCommit } = await import("../platform/group-commit");
    watchProcess();
    resetEventLoopDelay();
    const write = groupCommit<number, number>({
      writeBatch: async (items) => {
        await sleep(items.includes(2) ? 40 : 5); // the database's answer, off the event loop
        return items;
      },
    });
    await write(1); // a batch of one
    await Promise.all([write(2), write(3)]); // one batch of two
    await sleep(20);
    const { writes } = eventLoopDelay()!;
    expect(writes.batches).toBe(2);
    expect(writes.maxMs).toBeGreaterThanOrEqual(38);
    resetEventLoopDelay();
    await sleep(20);
    expect(eventLoopDelay()!.writes).toEqual({ batches: 0, maxMs: 0 });
  });
});
