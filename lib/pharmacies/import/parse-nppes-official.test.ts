import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNppesOfficial } from "./parse-nppes-official";
import { openDataFile } from "./read-delimited-rows";
import { REJECTION_REASONS } from "./validate-nppes-fields";

const fixture = path.join(import.meta.dirname, "fixtures/nppes-official.csv");

describe("parseNppesOfficial", () => {
  it("keeps open community pharmacies, using the DBA name for display and the legal name for the chain", async () => {
    const { records, warnings } = await parseNppesOfficial(openDataFile(fixture));
    expect(warnings).toEqual([]);
    expect(records.map((r) => [r.npi, r.name, r.chainCode])).toEqual([
      ["1790726669", "Garfield Beach CVS", "CVS"],
      ["1730137183", "Walgreens #4471", "WALGREENS"],
      ["1033108659", "Camcor", "INDEPENDENT"],
    ]);
    expect(records[2]).toMatchObject({ zip: "07921", street: "75 Washington Valley Rd, Ste 2", state: "NJ" });
    // The raw names are kept for matching; the fixture leaves the enumeration date empty.
    expect(records[1]).toMatchObject({ legalName: "WALGREEN CO", dbaName: "WALGREENS #4471", enumerationDate: null });
    // The code the switch marks primary, not the first: Walgreens #4471 lists 3336C0003X second.
    expect(records.map((r) => r.primaryTaxonomy)).toEqual(["3336C0003X", "333600000X", "3336C0003X"]);
  });

  it("keeps a reactivated NPI and rejects the rest with clear reasons", async () => {
    const { rejected } = await parseNppesOfficial(openDataFile(fixture));
    expect(rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [5, REJECTION_REASONS.deactivated],
      [6, REJECTION_REASONS.individual],
      [7, REJECTION_REASONS.notRetail],
      [8, REJECTION_REASONS.outsideUs],
      [9, REJECTION_REASONS.npiCheckDigit],
      [10, REJECTION_REASONS.badZip],
      [11, REJECTION_REASONS.columns],
    ]);
  });

  it("never copies authorized officials' or individuals' names into records or rejections", async () => {
    const result = await parseNppesOfficial(openDataFile(fixture));
    const text = JSON.stringify(result);
    for (const name of [
      "TESTOFFICIAL",
      "Testofficial",
      "TESTPERSON",
      "Testperson",
      "PHARMACIST IN CHARGE",
      "5550100199",
    ]) {
      expect(text).not.toContain(name);
    }
  });

  it("falls back to the layout position when a header name is missing, with a warning", async () => {
    const text = readFileSync(fixture, "utf8").replace("NPI Deactivation Date", "NA");
    const { records, rejected, warnings } = await parseNppesOfficial(text);
    expect(warnings).toEqual([expect.stringContaining('"NPI Deactivation Date"')]);
    expect(records).toHaveLength(3);
    expect(rejected.find((r) => r.line === 5)?.reason).toBe(REJECTION_REASONS.deactivated);
  });

  it("refuses a file of another layout", async () => {
    await expect(parseNppesOfficial("npi,legal_name\n1790726669,CVS\n")).rejects.toThrow(/official NPPES layout/);
  });
});
