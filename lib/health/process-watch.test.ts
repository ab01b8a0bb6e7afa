// What a server process watches for /healthz: a blocked loop shows as the event-loop delay's max, and a new window
// (SIGUSR2) forgets it.
import { describe, expect, it } from "vitest";
import { eventLoopDelay, gcCounts, lastFullGc, resetEventLoopDelay, watchProcess } from "./process-watch";

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
