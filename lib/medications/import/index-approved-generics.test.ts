import { createReadStream } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { indexApprovedGenerics } from "./index-approved-generics";
import { parseDrugsFdaApplications, parseDrugsFdaProducts, parseDrugsFdaTe } from "./parse-drugsfda";

const file = (name: string) => createReadStream(join(import.meta.dirname, "fixtures", "drugsfda", name));

describe("indexApprovedGenerics", () => {
  it("knows ingredients with a marketed A-rated ANDA, matching RxNorm names to FDA salt names", async () => {
    const has = indexApprovedGenerics(
      (await parseDrugsFdaProducts(file("Products.txt"))).records,
      (await parseDrugsFdaApplications(file("Applications.txt"))).records,
      (await parseDrugsFdaTe(file("TE.txt"))).records,
    );
    expect(has(["atorvastatin"])).toBe(true);
    expect(has(["atorvastatin calcium"])).toBe(true);
    // Caduet is an NDA, and its TE row was rejected: no generic combination.
    expect(has(["amlodipine", "atorvastatin"])).toBe(false);
    expect(has(["pitavastatin calcium"])).toBe(false);
  });
});
