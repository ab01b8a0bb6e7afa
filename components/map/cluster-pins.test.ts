import { describe, expect, it } from "vitest";
import { clusterPins, LABEL_BOX } from "./cluster-pins";

describe("clusterPins", () => {
  it("keeps pins apart whose labels do not touch, and groups those that would overlap", () => {
    const groups = clusterPins([
      { id: "a", x: 0, y: 0 },
      { id: "b", x: 20, y: 5 }, // under a's label
      { id: "c", x: 200, y: 0 },
      { id: "d", x: 0, y: 100 },
    ]);
    expect(groups.map((g) => g.members)).toEqual([["a", "b"], ["c"], ["d"]]);
    expect(groups[0]!.leader).toBe("a");
  });

  it("leaves no two group labels overlapping", () => {
    let seed = 3;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pins = Array.from({ length: 300 }, (_, i) => ({ id: String(i), x: rand() * 800, y: rand() * 600 }));
    const groups = clusterPins(pins);
    expect(groups.flatMap((g) => g.members).sort()).toEqual(pins.map((p) => p.id).sort());
    for (const a of groups)
      for (const b of groups)
        if (a !== b)
          expect(Math.abs(a.x - b.x) >= LABEL_BOX.width || Math.abs(a.y - b.y) >= LABEL_BOX.height).toBe(true);
  });
});
