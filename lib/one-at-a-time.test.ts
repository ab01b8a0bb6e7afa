import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

describe("oneAtATime", () => {
  it("runs the tasks of one key in order, never two at once, and other keys alongside", async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string, ms: number) => async () => {
      most = Math.max(most, ++running);
      await sleep(ms);
      log.push(name);
      running--;
      return name;
    };
    const results = await Promise.all([
      queue("a", task("a1", 20)),
      queue("a", task("a2", 1)),
      queue("a", task("a3", 1)),
      queue("b", task("b1", 1)),
    ]);
    expect(results).toEqual(["a1", "a2", "a3", "b1"]);
    expect(log.filter((n) => n.startsWith("a"))).toEqual(["a1", "a2", "a3"]);
    expect(log.indexOf("b1")).toBeLessThan(log.indexOf("a1"));
    expect(most).toBe(2);
  });

  it("goes on after a task that failed", async () => {
    const queue = oneAtATime();
    const failed = queue("a", async () => {
      throw new Error("no");
    });
    await expect(failed).rejects.toThrow("no");
    expect(await queue("a", async () => "next")).toBe("next");
  });
});
