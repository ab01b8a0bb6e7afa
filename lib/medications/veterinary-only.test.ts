import { describe, expect, it } from "vitest";
import { isVeterinaryOnly } from "./veterinary-only";
import { greenBookNames, listVeterinaryOnlyNames } from "./import/derive-search-names";

describe("animal-only drugs", () => {
  it("are the Green Book names the catalog has no human equivalent for, as typed in any case or 'for dogs'", () => {
    expect(isVeterinaryOnly("Rimadyl")).toBe(true);
    expect(isVeterinaryOnly("apoquel for dogs")).toBe(true);
    expect(isVeterinaryOnly("carprofen 75 mg")).toBe(true);
    expect(isVeterinaryOnly("gabapentin")).toBe(false);
    expect(isVeterinaryOnly("Clavamox")).toBe(false); // filled as amoxicillin / clavulanate
  });
  it("are listed from the Green Book's trade names, never a name a pharmacy fills under another application", () => {
    expect(greenBookNames("CLAVAMOX® CHEWABLE Tablets, CLAVAMOX® tablets")).toEqual(["CLAVAMOX", "CLAVAMOX"]);
    const names = listVeterinaryOnlyNames([
      { application: "141-213", tradeName: "METACAM® Oral Suspension" }, // meloxicam: filled
      { application: "141-219", tradeName: "METACAM® Solution for Injection" },
      { application: "141-053", tradeName: "RIMADYL® Caplets, RIMADYL® Chewable Tablets" },
    ]);
    expect(names).toEqual(["rimadyl"]);
  });
});
