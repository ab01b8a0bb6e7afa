import { createReadStream } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseNdcLatestCsv } from "./parse-ndc-latest-csv";

const fixture = join(import.meta.dirname, "fixtures", "ndc-latest-nadac.csv");

describe("parseNdcLatestCsv (flattened NDC file)", () => {
  it("reads the RxNorm link, NADAC rate, unit and its source", async () => {
    const { records } = await parseNdcLatestCsv(createReadStream(fixture));
    expect(records).toHaveLength(13);
    expect(records[0]).toEqual({
      line: 2,
      ndc: "00378395005",
      rxcui: "617312",
      description: "atorvastatin 10 MG Oral Tablet",
      nadacDescription: "ATORVASTATIN 10 MG TABLET",
      isGeneric: true,
      nadacPerUnit: 0.02457,
      nadacDate: "2025-11-19",
      pricingUnit: "EA",
      pricingUnitSource: "cms",
      pricePoints: 102,
    });
    expect(records.find((r) => r.ndc === "00378395077")?.pricingUnitSource).toBe("inferred");
    const epipen = records.find((r) => r.ndc === "49502050001");
    expect(epipen).toMatchObject({ pricingUnit: null, pricingUnitSource: null, isGeneric: false });
  });

  it("rejects each malformed row with its line and a reason", async () => {
    const { rejected } = await parseNdcLatestCsv(createReadStream(fixture));
    expect(rejected).toEqual([
      { line: 15, reason: 'invalid ndc11 "1234"' },
      { line: 16, reason: "ndc11 00378395005 and ndc_5_4_2 00378-3950-06 disagree" },
      { line: 17, reason: 'invalid rxcui "abc"' },
      { line: 18, reason: 'invalid nadac_per_unit ""' },
      { line: 19, reason: 'invalid nadac_effective_date "2025-13-01"' },
      { line: 20, reason: 'invalid pricing_unit "BOX"' },
      { line: 21, reason: 'invalid n_price_points "many"' },
      { line: 22, reason: "expected 16 fields, found 3" },
      { line: 23, reason: "unreadable row: Invalid Closing Quote" },
    ]);
  });
});
