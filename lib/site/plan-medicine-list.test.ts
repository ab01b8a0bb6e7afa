import { describe, expect, it } from "vitest";
import { findCheapestSplit, planMedicineList, rankPharmacyTotals } from "./plan-medicine-list";

describe("planMedicineList", () => {
  const pharmacies = [
    { npi: "A", cents: [1000, 500, 300] }, // 1800
    { npi: "B", cents: [400, 900, 300] }, // 1600
    { npi: "C", cents: [300, null, 100] }, // does not cover drug 1
  ];

  it("names the pharmacy with the least total of those covering every drug", () => {
    const { single, ranked } = planMedicineList(pharmacies);
    expect(single).toEqual({ npi: "B", total: 1600, missing: [] });
    expect(ranked.map((r) => r.npi)).toEqual(["B", "A", "C"]);
    expect(ranked[2]).toEqual({ npi: "C", total: 400, missing: [1] });
  });

  it("splits between two pharmacies, each drug at the cheaper one, and says what it saves", () => {
    const { split } = planMedicineList(pharmacies);
    // A+C: 300 + 500 + 100 = 900 is the least of the pairs covering all three.
    expect(split).toEqual({
      total: 900,
      parts: [
        { npi: "A", drugs: [1] },
        { npi: "C", drugs: [0, 2] },
      ],
      saving: 700,
    });
  });

  it("brute force agrees on random lists", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 50; round++) {
      const list = Array.from({ length: 6 }, (_, i) => ({
        npi: String(i),
        cents: Array.from({ length: 3 }, () => (rand() < 0.2 ? null : Math.round(rand() * 5000))),
      }));
      const { single, split } = planMedicineList(list);
      const covering = list.filter((p) => p.cents.every((c) => c !== null));
      const bestSingle = Math.min(...covering.map((p) => p.cents.reduce<number>((s, c) => s + c!, 0)));
      expect(single?.total ?? Infinity).toBe(bestSingle);
      let bestPair = Infinity;
      for (const a of list)
        for (const b of list) {
          if (a === b) continue;
          const per = a.cents.map((x, d) => Math.min(x ?? Infinity, b.cents[d] ?? Infinity));
          if (per.every(Number.isFinite))
            bestPair = Math.min(
              bestPair,
              per.reduce((s, c) => s + c, 0),
            );
        }
      if (split) {
        expect(split.total).toBe(bestPair);
        expect(split.total).toBeLessThan(single?.total ?? Infinity);
      } else expect(bestPair >= (single?.total ?? Infinity) || bestPair === Infinity).toBe(true);
    }
  });

  it("offers no split when one pharmacy is already cheapest for every drug", () => {
    const list = [
      { npi: "A", cents: [100, 100] },
      { npi: "B", cents: [200, 200] },
    ];
    expect(findCheapestSplit(list, rankPharmacyTotals(list)[0]!)).toBeNull();
  });

  it("has no single pharmacy when none covers the whole list, and the split covers it", () => {
    const list = [
      { npi: "A", cents: [100, null] },
      { npi: "B", cents: [null, 200] },
    ];
    const plan = planMedicineList(list);
    expect(plan.single).toBeNull();
    expect(plan.split).toMatchObject({ total: 300, saving: null });
  });
});
