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
    // As queries are read: form words and the strength after the name dropped.
    for (const query of ["Amphoderm Ointment", "Aquachel-100", "Aquachel 100 mg", "Biocyl 50", "quest for dogs"])
      expect(isVeterinaryOnly(query), query).toBe(true);
    // A name the catalog sells (Lasix, a human brand the Green Book lists too) is not animal-only.
    expect(isVeterinaryOnly("Lasix")).toBe(false);
    // Horses (prisma/seed/README.md, "Twelfth pass: pets"), and US animal products a foreign list names otherwise.
    for (const query of ["bute for horses", "phenylbutazone for my horse", "Antagonil", "MGA", "Eqvalan for horses"])
      expect(isVeterinaryOnly(query), query).toBe(true);
  });
  it("are kinds of animal product when asked for an animal, not alone", () => {
    for (const query of ["horse dewormer", "dewormer for dogs", "anthelmintic for horses", "dog dewormer"])
      expect(isVeterinaryOnly(query), query).toBe(true);
    expect(isVeterinaryOnly("dewormer")).toBe(false); // mebendazole is a dewormer for people
    expect(isVeterinaryOnly("medication for dogs")).toBe(false);
  });
  it("are listed from the Green Book's trade names, never a name a pharmacy fills under another application", () => {
    expect(greenBookNames("CLAVAMOX® CHEWABLE Tablets, CLAVAMOX® tablets")).toEqual(["CLAVAMOX", "CLAVAMOX"]);
    const names = listVeterinaryOnlyNames([
      { application: "141-213", tradeName: "METACAM® Oral Suspension" }, // meloxicam: filled
      { application: "141-219", tradeName: "METACAM® Solution for Injection" },
      { application: "141-053", tradeName: "RIMADYL® Caplets, RIMADYL® Chewable Tablets" },
    ]);
    expect(names).toEqual(["rimadyl"]);
    const read = listVeterinaryOnlyNames(
      [
        { application: "1", tradeName: "Amphoderm Ointment" },
        { application: "2", tradeName: "Aquachel-100" },
        { application: "3", tradeName: "Pet-Dec" },
        { application: "4", tradeName: "Furosemide Injection" },
      ],
      new Set(["furosemide"]),
    );
    expect(read).toEqual(["amphoderm", "aquachel", "dec", "pet dec"]);
  });
});
