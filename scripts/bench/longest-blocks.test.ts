import { describe, expect, it } from "vitest";
import { longestBlocks } from "./longest-blocks";

const frame = (functionName: string) => ({ functionName, url: "file:///x/lib/a.ts", lineNumber: 1 });

describe("longestBlocks", () => {
  // root -> serve -> (rank | write); samples every 1 ms: serve for 6 ms, rank within it for 4, idle, serve again,
  // and rank still running when the profile ends.
  const profile = {
    startTime: 0,
    nodes: [
      { id: 1, callFrame: frame("(root)"), children: [2, 5] },
      { id: 2, callFrame: frame("serve"), children: [3, 4] },
      { id: 3, callFrame: frame("rank") },
      { id: 4, callFrame: frame("write") },
      { id: 5, callFrame: frame("(idle)") },
    ],
    samples: [3, 3, 3, 3, 4, 4, 5, 5, 4, 5, 3],
    timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
  };

  it("measures each function's longest unbroken run of samples, longest first, the scheduler's frames left out", () => {
    expect(longestBlocks(profile).map((b) => [b.name.split(" ")[0], b.ms])).toEqual([
      ["serve", 6],
      ["rank", 4],
      ["write", 2],
    ]);
  });

  it("leaves out blocks that began before --after", () => {
    expect(longestBlocks(profile, 5000).map((b) => [b.name.split(" ")[0], b.ms, b.atS])).toEqual([
      ["write", 2, 0.005],
      ["serve", 1, 0.009],
    ]);
  });
});
