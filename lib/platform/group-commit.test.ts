import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

function recorder(failBatchWhen: (items: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const ones: number[] = [];
  const write = groupCommit<number, string>({
    writeBatch: async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failBatchWhen(items)) throw new Error("unique constraint");
      batches.push(items);
      return items.map((n) => `batch:${n}`);
    },
    writeOne: async (n) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (n < 0) throw new Error(`refused ${n}`);
      ones.push(n);
      return `one:${n}`;
    },
    maxBatch: 3,
  });
  return { write, batches, ones };
}

describe("groupCommit", () => {
  it("writes a lone item on its own", async () => {
    const { write, batches, ones } = recorder();
    expect(await write(1)).toBe("one:1");
    expect(batches).toEqual([]);
    expect(ones).toEqual([1]);
  });

  it("writes items submitted together in one batch of at most maxBatch, each getting its own result", async () => {
    const { write, batches } = recorder();
    expect(await Promise.all([1, 2, 3, 4, 5].map(write))).toEqual([
      "batch:1",
      "batch:2",
      "batch:3",
      "batch:4",
      "batch:5",
    ]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("collects items that arrive while a batch is written into the next one", async () => {
    const { write, batches, ones } = recorder();
    const first = write(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const later = [write(2), write(3)];
    await Promise.all([first, ...later]);
    expect(ones).toEqual([1]);
    expect(batches).toEqual([[2, 3]]);
  });

  it("writes a failed batch's items one by one: each gets its own result or error", async () => {
    const { write, batches, ones } = recorder((items) => items.some((n) => n < 0));
    const results = await Promise.allSettled([1, -2, 3].map(write));
    expect(results).toEqual([
      { status: "fulfilled", value: "one:1" },
      { status: "rejected", reason: new Error("refused -2") },
      { status: "fulfilled", value: "one:3" },
    ]);
    expect(batches).toEqual([]);
    expect(ones.sort()).toEqual([1, 3]);
  });

  it("writes a lone item, and a failed batch's items, as batches of one when no writeOne is given", async () => {
    const batches: number[][] = [];
    const write = groupCommit<number, number>({
      writeBatch: async (items) => {
        if (items.length > 1 && items.includes(2)) throw new Error("unique constraint");
        if (items.includes(-1)) throw new Error("refused -1");
        batches.push(items);
        return items.map((n) => n * 10);
      },
    });
    expect(await write(1)).toBe(10);
    const results = await Promise.allSettled([2, 3, -1].map(write));
    expect(results).toEqual([
      { status: "fulfilled", value: 20 },
      { status: "fulfilled", value: 30 },
      { status: "rejected", reason: new Error("refused -1") },
    ]);
    expect(batches.sort((a, b) => a[0]! - b[0]!)).toEqual([[1], [2], [3]]);
  });

  it("keeps writing after a failure", async () => {
    const { write } = recorder();
    await expect(write(-1)).rejects.toThrow("refused -1");
    expect(await Promise.all([write(7), write(8)])).toEqual(["batch:7", "batch:8"]);
  });
});
