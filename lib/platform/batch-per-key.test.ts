import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { batchPerKey, type Settled } from "./batch-per-key";

describe("batchPerKey", () => {
  it("writes one key's items in order, in batches that never overlap; other keys alongside", async () => {
    const batches: string[][] = [];
    let writing = 0;
    let most = 0;
    const write = batchPerKey<string, string>(async (items) => {
      most = Math.max(most, ++writing);
      batches.push(items);
      await sleep(10);
      writing--;
      return items.map((item): Settled<string> =>
        item === "bad" ? { ok: false, error: new Error(item) } : { ok: true, value: item.toUpperCase() },
      );
    });
    const first = [write("a", "a1"), write("a", "a2"), write("b", "b1")];
    await sleep(2);
    const later = [write("a", "a3"), write("a", "bad"), write("a", "a4")];
    const results = await Promise.allSettled([...first, ...later]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "rejected"))).toEqual([
      "A1",
      "A2",
      "B1",
      "A3",
      "rejected",
      "A4",
    ]);
    expect(batches).toEqual([["a1", "a2"], ["b1"], ["a3", "bad", "a4"]]);
    expect(most).toBe(2); // a and b together, never two batches of a
  });

  it("rejects a whole batch whose write threw, and goes on", async () => {
    let fail = true;
    const write = batchPerKey<number, number>(async (items) => {
      if (fail) {
        fail = false;
        throw new Error("down");
      }
      return items.map((value) => ({ ok: true, value }));
    });
    await expect(write("k", 1)).rejects.toThrow("down");
    expect(await write("k", 2)).toBe(2);
  });
});
