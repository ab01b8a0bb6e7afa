import { describe, expect, it } from "vitest";
import { accountNpis, IN_SEED, NOT_ACCOUNTED } from "./account-npis";

const row = (npi: string) => ({ npi, name: "Oak Pharmacy", city: "Kearney", state: "NE", zip: "68847" });

describe("accountNpis", () => {
  it("gives each source row its NPI's outcome: in the seed, the latest stage's reason, or its own parse's", () => {
    const { counts, outcomes } = accountNpis({
      sources: [
        { source: "a", rows: [row("1000000001"), row("1000000002"), row("1000000003")], rejected: [{ line: 9, reason: "bad zip", npi: "1000000004" }] }, // prettier-ignore
        { source: "b", rows: [row("1000000002")], rejected: [{ line: 3, reason: "not retail", npi: "1000000001" }] },
      ],
      stages: [
        [{ line: 0, reason: "same address", detail: "1000000002" }],
        [{ line: 0, reason: "closed chain", detail: "1000000002" }],
      ],
      seedNpis: new Set(["1000000001"]),
    });
    expect(counts).toEqual([
      {
        source: "a",
        rows: 4,
        reasons: [
          ["a: bad zip", 1],
          [IN_SEED, 1],
          [NOT_ACCOUNTED, 1],
          ["same address", 1],
        ],
      },
      {
        source: "b",
        rows: 2,
        reasons: [
          [IN_SEED, 1],
          ["same address", 1],
        ],
      },
    ]);
    expect(outcomes[0]).toEqual({ source: "a", npi: "1000000001", outcome: IN_SEED, row: "Oak Pharmacy, Kearney, NE 68847" }); // prettier-ignore
  });
});
