import { describe, expect, it } from "vitest";
import { MedicationSearchIndex } from "./medication-search-index";
import { findMedications, groupVersions, type SearchableMedication } from "./find-medications";

type Med = SearchableMedication & { name: string; aliases: string[] };
const med = (
  slug: string,
  name: string,
  generic: string,
  doses: [strength: string, doseForm: string][],
  { isBrand = false, genericSlug = slug as string | null, aliases = [] as string[] } = {},
): Med => ({
  slug,
  name,
  generic,
  isBrand,
  genericSlug,
  aliases,
  defaultDose: `${slug}-0`,
  doses: doses.map(([strength, doseForm], i) => ({ ndc: `${slug}-${i}`, strength, doseForm })),
});

const medications: Med[] = [
  med("rivaroxaban", "rivaroxaban", "rivaroxaban", [["2.5 mg", "tablet"]]),
  med(
    "xarelto",
    "Xarelto",
    "rivaroxaban",
    [
      ["2.5 mg", "tablet"],
      ["20 mg", "tablet"],
    ],
    {
      isBrand: true,
      genericSlug: "rivaroxaban",
    },
  ),
  med("atorvastatin", "atorvastatin", "atorvastatin", [
    ["10 mg", "tablet"],
    ["20 mg", "tablet"],
  ]),
  med("lipitor", "Lipitor", "atorvastatin", [["10 mg", "tablet"]], { isBrand: true, genericSlug: "atorvastatin" }),
  med(
    "fluticasone-propionate",
    "fluticasone propionate",
    "fluticasone propionate",
    [
      ["50 mcg", "nasal-spray"],
      ["44 mcg", "inhaler"],
    ],
    { aliases: ["flovent"] },
  ),
  med("fluticasone-furoate", "fluticasone furoate", "fluticasone furoate", [["100 mcg", "inhaler-dry-powder"]], {
    aliases: ["flovent"],
  }),
  med("albuterol", "albuterol", "albuterol", [
    ["2 mg", "tablet"],
    ["90 mcg", "inhaler"],
  ]),
  med("proair", "ProAir", "albuterol", [["90 mcg", "inhaler-dry-powder"]], { isBrand: true, genericSlug: null }),
  med("gabapentin", "gabapentin", "gabapentin", [["100 mg", "capsule"]]),
];
const catalog = {
  index: new MedicationSearchIndex(
    medications.map((m) => ({ ...m, popularity: 1 })),
    [],
  ),
  bySlug: new Map(medications.map((m) => [m.slug, m])),
  versions: groupVersions(medications),
};
const find = (query: string) =>
  findMedications(catalog, query, 10).results.map(({ medication, askedDose }) =>
    askedDose === null ? medication.slug : `${medication.slug}@${askedDose}`,
  );

describe("findMedications", () => {
  it("lists a brand beside its generic when the brand has strengths no generic has", () => {
    expect(find("rivaroxaban")).toEqual(["rivaroxaban", "xarelto"]);
    expect(find("atorvastatin")[0]).toBe("atorvastatin");
  });
  it("puts the medication with the asked strength first, with that dose", () => {
    expect(find("rivaroxaban 20")).toEqual(["xarelto@xarelto-1", "rivaroxaban"]);
  });
  it("puts the medication with the asked form first: flovent hfa is the inhaler, not the nasal spray", () => {
    expect(find("flovent hfa")[0]).toBe("fluticasone-propionate@fluticasone-propionate-1");
    expect(find("flovent")).toContain("fluticasone-furoate");
  });
  it("answers a brand without the asked form with the same generic's medication that has it", () => {
    expect(find("proair hfa")).toEqual(["albuterol@albuterol-1", "proair"]);
  });
  it("says when the query is for a pet", () => {
    expect(findMedications(catalog, "gabapentin for dogs", 10)).toMatchObject({
      pets: true,
      results: [{ medication: { slug: "gabapentin" } }],
    });
    expect(findMedications(catalog, "gabapentin", 10).pets).toBe(false);
  });
});
