// What a server process watches for /healthz: a blocked loop shows as the event-loop delay's max, and a new window
// (SIGUSR2) forgets it.
import { describe, expect, it } from "vitest";
import { eventLoopDelay, lastFullGc, resetEventLoopDelay, watchProcess } from "./process-watch";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("event-loop delay", () => {
  it("is null until the process watches it", () => {
    expect(eventLoopDelay()).toBeNull();
    expect(lastFullGc()).toBeNull();
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
