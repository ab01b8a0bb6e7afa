import { createReadStream } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDrugsFdaApplications, parseDrugsFdaProducts, parseDrugsFdaTe } from "./parse-drugsfda";

const file = (name: string) => createReadStream(join(import.meta.dirname, "fixtures", "drugsfda", name));

describe("Drugs@FDA tab files", () => {
  it("Products: splits combination ingredients, tolerates a trailing empty column, rejects bad rows", async () => {
    const { records, rejected } = await parseDrugsFdaProducts(file("Products.txt"));
    expect(records.map((r) => `${r.applNo}/${r.productNo} ${r.drugName}`)).toEqual([
      "020702/001 LIPITOR",
      "020702/003 LIPITOR",
      "076477/001 ATORVASTATIN CALCIUM",
      "021540/001 CADUET",
      "206029/001 PITAVASTATIN CALCIUM",
    ]);
    expect(records[3]).toMatchObject({
      form: "TABLET;ORAL",
      activeIngredients: ["AMLODIPINE BESYLATE", "ATORVASTATIN CALCIUM"],
      referenceDrug: true,
    });
    expect(rejected).toEqual([
      { line: 7, reason: 'invalid ApplNo "ABC"' },
      { line: 8, reason: 'invalid ProductNo "1"' },
      { line: 9, reason: "empty ActiveIngredient" },
      { line: 10, reason: "expected 8 fields, found 9" },
    ]);
  });

  it("Applications: keeps NDA/ANDA/BLA and rejects other types", async () => {
    const { records, rejected } = await parseDrugsFdaApplications(file("Applications.txt"));
    expect(records.map((r) => `${r.applNo} ${r.applType}`)).toEqual(["020702 NDA", "076477 ANDA", "021540 NDA"]);
    expect(rejected).toEqual([
      { line: 5, reason: 'invalid ApplType "XYZ"' },
      { line: 6, reason: 'invalid ApplNo "12"' },
    ]);
  });

  it("TE: reads Orange Book codes and rejects empty codes and unknown marketing statuses", async () => {
    const { records, rejected } = await parseDrugsFdaTe(file("TE.txt"));
    expect(records.map((r) => `${r.applNo}/${r.productNo} ${r.marketingStatusId} ${r.teCode}`)).toEqual([
      "020702/001 1 AB",
      "076477/001 1 AB",
      "076477/002 3 AB",
    ]);
    expect(rejected).toEqual([
      { line: 5, reason: 'invalid TECode ""' },
      { line: 6, reason: 'invalid MarketingStatusID "9"' },
    ]);
  });
});
