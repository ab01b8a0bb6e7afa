import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNppesSlim } from "./parse-nppes-slim";
import { openDataFile } from "./read-delimited-rows";
import { REJECTION_REASONS } from "./validate-nppes-fields";

const fixture = path.join(import.meta.dirname, "fixtures/nppes-slim.csv");

describe("parseNppesSlim", () => {
  it("keeps open community pharmacies with cleaned fields and a recognised chain", async () => {
    const { records } = await parseNppesSlim(openDataFile(fixture));
    expect(records.map((r) => r.npi)).toEqual(["1790726669", "1730137183", "1396737672", "1720031040", "1033108659"]);
    expect(records[0]).toEqual({
      npi: "1790726669",
      name: "Garfield Beach CVS",
      chainCode: "CVS",
      phone: "8585388770",
      street: "9225 Twin Trails Dr",
      city: "San Diego",
      state: "CA",
      zip: "92129",
      line: 2,
      legalName: "GARFIELD BEACH CVS LLC",
      dbaName: "",
      enumerationDate: "2006-06-09",
    });
    expect(records.map((r) => r.chainCode)).toEqual(["CVS", "WALGREENS", "INDEPENDENT", "PUBLIX", "INDEPENDENT"]);
  });

  it("restores zips that lost their leading zeros and drops a phone that is not 10 digits", async () => {
    const { records } = await parseNppesSlim(openDataFile(fixture));
    const byNpi = new Map(records.map((r) => [r.npi, r]));
    expect(byNpi.get("1396737672")?.zip).toBe("00729");
    expect(byNpi.get("1033108659")).toMatchObject({ zip: "07921", street: "75 Washington Valley Rd, Ste 2" });
    expect(byNpi.get("1720031040")?.phone).toBeNull();
  });

  it("rejects each malformed row with its line and reason, and never throws", async () => {
    const { rejected } = await parseNppesSlim(openDataFile(fixture));
    expect(rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [7, REJECTION_REASONS.deactivated],
      [8, REJECTION_REASONS.notRetail],
      [9, REJECTION_REASONS.npiCheckDigit],
      [10, REJECTION_REASONS.malformedNpi],
      [11, REJECTION_REASONS.missingStreet],
      [12, REJECTION_REASONS.badZip],
      [13, REJECTION_REASONS.badState],
      [14, REJECTION_REASONS.columns],
      // An unclosed quote swallows the rest of the file: one rejection at the end, not an exception.
      [16, "unreadable row"],
    ]);
  });

  it("accepts text input and refuses a file of another layout", async () => {
    const header = "npi,legal_name,dba_name,address1,address2,city,state,zip5,phone,taxonomies,deactivation_date";
    const row = "1790726669,CVS PHARMACY INC,,1 MAIN ST,,AKRON,OH,44308,,3336C0003X,";
    const { records } = await parseNppesSlim(`${header}\n${row}\n`);
    expect(records).toHaveLength(1);
    await expect(parseNppesSlim("zip,lat,lng\n10001,40.7,-73.9\n")).rejects.toThrow(/slim NPPES layout/);
  });
});
