import { createReadStream } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseNadacWeeklyCsv } from "./parse-nadac-weekly-csv";

const fixture = join(import.meta.dirname, "fixtures", "nadac-weekly-official.csv");

describe("parseNadacWeeklyCsv (official CMS weekly layout)", () => {
  it("reads rows, restores stripped leading zeros and converts dates to ISO", async () => {
    const { records } = await parseNadacWeeklyCsv(createReadStream(fixture));
    expect(records.map((r) => r.ndc)).toEqual([
      "00071015523",
      "00071015523",
      "49502050001",
      "00173068220",
      "59148000813",
    ]);
    expect(records[0]).toMatchObject({
      line: 2,
      description: "LIPITOR 10 MG TABLET",
      nadacPerUnit: 12.79882,
      effectiveDate: "2024-12-18",
      pricingUnit: "EA",
      otc: false,
      classification: "B",
      asOfDate: "2025-01-01",
    });
    expect(records[1]?.effectiveDate).toBe("2025-01-22");
  });

  it("rejects each malformed row with its line and a reason, and keeps reading after a broken quote", async () => {
    const { rejected, records } = await parseNadacWeeklyCsv(createReadStream(fixture));
    expect(rejected).toEqual([
      { line: 6, reason: 'invalid NDC "12"' },
      { line: 7, reason: 'invalid NADAC Per Unit "abc"' },
      { line: 8, reason: 'invalid Effective Date "02/30/2025"' },
      { line: 9, reason: 'invalid Pricing Unit "XX"' },
      { line: 10, reason: 'invalid OTC "maybe"' },
      { line: 11, reason: "expected 12 fields, found 2" },
      { line: 12, reason: "unreadable row: Invalid Closing Quote" },
    ]);
    expect(records.at(-1)?.line).toBe(14);
  });

  it("accepts the documented header spelling 'Effective Date (MM/DD/YYYY)'", async () => {
    const csv =
      "NDC Description,NDC,NADAC Per Unit,Effective Date (MM/DD/YYYY),Pricing Unit,OTC\nX,59148000813,1.5,01/02/2025,ML,Y\n";
    const { records, rejected } = await parseNadacWeeklyCsv(csv);
    expect(rejected).toEqual([]);
    expect(records[0]).toMatchObject({ effectiveDate: "2025-01-02", pricingUnit: "ML", otc: true });
  });

  it("rejects a file in another layout at its header instead of misreading it", async () => {
    const { records, rejected } = await parseNadacWeeklyCsv("ndc,price\n59148000813,1.5\n");
    expect(records).toEqual([]);
    expect(rejected).toEqual([{ line: 1, reason: 'not the NADAC layout: no "NDC Description" column' }]);
  });
});
