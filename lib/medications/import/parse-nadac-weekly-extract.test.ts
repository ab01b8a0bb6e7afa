import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseNadacWeeklyExtract } from "./parse-nadac-weekly-extract";

const text = readFileSync(join(import.meta.dirname, "fixtures", "nadac-weekly-extract.json"), "utf8");

describe("parseNadacWeeklyExtract (weekly NADAC extract JSON)", () => {
  const { records, rejected } = parseNadacWeeklyExtract(text);

  it("reads each row with its unit, OTC flag and the week it was taken", () => {
    expect(records).toEqual([
      {
        line: 1,
        ndc: "00378395005",
        description: "ATORVASTATIN 10 MG TABLET",
        nadacPerUnit: 0.02457,
        pricingUnit: "EA",
        otc: false,
        asOfDate: "2025-12-24",
      },
      {
        line: 4,
        ndc: "00093310905",
        description: "AMOXICILLIN 500 MG CAPSULE",
        nadacPerUnit: 0.08974,
        pricingUnit: "EA",
        otc: false,
        asOfDate: "2025-12-24",
      },
    ]);
  });

  it("rejects malformed rows and drug groups with a reason", () => {
    expect(rejected).toEqual([
      { line: 2, reason: 'drug "ATORVASTATIN": invalid NDC "123"' },
      { line: 3, reason: 'drug "ATORVASTATIN": NDC 00378395077: invalid price -1' },
      { line: 5, reason: 'drug "AMOXICILLIN": NDC 00093310905: invalid pricing unit "BOX"' },
      { line: 6, reason: 'drug "AMOXICILLIN": NDC 00093310905: OTC flag is not true/false' },
      { line: 7, reason: 'drug "BROKEN": no "l" list' },
    ]);
  });

  it("rejects a file without drug lists", () => {
    expect(parseNadacWeeklyExtract('{"date": "2025-12-24"}').rejected).toEqual([
      { line: 0, reason: 'no "d" object of drug lists' },
    ]);
  });
});
