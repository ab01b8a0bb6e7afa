// Names as hospital lists, Part D and SDUD write them (prisma/seed/README.md, "Twenty-second pass: premixes, salts and
// devices cut short — search"): a premix's vehicle and container are read past ("vancomycin in 0.9% sodium
// chloride"), a salt cut short after a molecule is written whole ("losartan pot", "amlodipine bes/benazepril hcl"),
// a device's word being typed or cut at SDUD's width is the name's own device ("humalog kw", "advair dis"), an insulin's
// concentration is its strength ("humalog kwikpen u-200") and a device's own name is read past ("cosentyx sensoready
// pen").
// Queries written for this test from Drugs@FDA's premix names, Part D's generic names, ISMP's list of abbreviations
// and SDUD's ten-character product names, beside guards that must not move.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { findMedications, type SearchCatalog } from "./find-medications";
import { searchCatalogOf } from "./search-catalog-of";
import { withoutVehicle } from "./premix-vehicles";
import { deviceWordTyped, soldDeviceWord, withDeviceNamesPast } from "./device-word-typed";
import { withConcentrationWritten } from "./written-asides";

let catalog: SearchCatalog<CatalogMedication>;
beforeAll(async () => {
  const seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
}, 180_000);

// The first answer: its slug and dose (asked, else default).
const firstOf = (query: string) => {
  const [first] = findMedications(catalog, query, 10).results;
  const dose = first?.medication.doses.find((d) => d.ndc === (first.askedDose ?? first.medication.defaultDose));
  return `${first?.medication.slug} ${dose?.strength} ${dose?.doseForm}`;
};
const firstSlug = (query: string) => findMedications(catalog, query, 10).results[0]?.medication.slug;

describe("the rules", () => {
  it("reads a premix's vehicle and container past, and nothing else", () => {
    expect(withoutVehicle("FLUCONAZOLE IN SODIUM CHLORIDE 0.9% IN PLASTIC CONTAINER")).toBe("fluconazole");
    expect(withoutVehicle("vancomycin hcl-d5w")).toBe("vancomycin hcl");
    expect(withoutVehicle("potassium chloride in 0.9%nacl")).toBe("potassium chloride");
    expect(withoutVehicle("moxifloxacin-sod.chloride(iso)")).toBe("moxifloxacin");
    expect(withoutVehicle("cefepime and dextrose in duplex container")).toBe("cefepime");
    expect(withoutVehicle("magnesium sulfate in water for injection")).toBe("magnesium sulfate");
    expect(withoutVehicle("sodium chloride in plastic container")).toBe("sodium chloride");
    expect(withoutVehicle("lidocaine and epinephrine")).toBeNull();
    expect(withoutVehicle("triamcinolone acetonide in absorbase")).toBeNull();
    expect(withoutVehicle("amlodipine 10 mg")).toBeNull();
  });
  it("writes an insulin's concentration as a strength", () => {
    expect(withConcentrationWritten("humalog kwikpen u-100")).toBe("humalog kwikpen 100 units/ml");
    expect(withConcentrationWritten("insulin glargine solostar u300")).toBe("insulin glargine solostar 300 units/ml");
    expect(withConcentrationWritten("humalog kwikpen")).toBeNull();
  });
  it("completes a device's word from the forms the name sells, and reads a device's own name past", () => {
    expect(deviceWordTyped("novolog fl")).toEqual({ name: "novolog", words: ["flexpen", "flextouch", "flexhaler"] });
    expect(deviceWordTyped("lantus solostar")).toBeNull();
    expect(deviceWordTyped("metoprolol ta")).toBeNull();
    expect(soldDeviceWord(["flexpen", "flextouch", "flexhaler"], ["pen-injector", "injection"])).toBe("flexpen");
    expect(soldDeviceWord(["flexpen", "flextouch", "flexhaler"], ["tablet"])).toBeNull();
    const named = (name: string) => ["cosentyx", "genteal"].includes(name);
    expect(withDeviceNamesPast("cosentyx sensoready pen", named)).toEqual({ name: "cosentyx", query: "cosentyx pen" });
    expect(withDeviceNamesPast("genteal tears severe gel drops", named)).toBeNull();
  });
});

describe("a premix by its vehicle and container (Drugs@FDA's and Part D's names)", () => {
  it.each([
    // The drug's injection where the catalog sells one.
    ["cefazolin in dextrose", "cefazolin 1000 mg injection"],
    ["ceftriaxone in d5w", "ceftriaxone 1000 mg injection"],
    ["ondansetron in 0.9% nacl", "ondansetron 4 mg/2 mL injection"],
    ["heparin in sodium chloride", "heparin-sodium-porcine 5,000 units/mL injection"],
    ["heparin sodium in 0.45% sodium chloride", "heparin-sodium-porcine 5,000 units/mL injection"],
    ["gentamicin sulfate in ns", "gentamicin 40 mg/mL injection"],
    ["meropenem and sodium chloride in duplex container", "meropenem 1000 mg injection"],
    ["ketorolac in plastic container", "ketorolac-tromethamine 30 mg/mL injection"],
  ])("%s: %s", (query, expected) => {
    expect(firstOf(query)).toBe(expected);
  });
  it.each([
    // The drug, where the catalog sells it in no bag: its own page, never nothing.
    ["potassium chloride in dextrose", "potassium-chloride"],
    ["potassium chloride in d5w", "potassium-chloride"],
    ["vancomycin in 0.9% sodium chloride", "vancomycin"],
    ["fluconazole in sodium chloride 0.9% in plastic container", "fluconazole"],
    ["diflucan in dextrose 5% in plastic container", "fluconazole"],
    ["levofloxacin-d5w", "levofloxacin"],
    ["metronidazole in nacl", "metronidazole"],
    ["acyclovir sodium in sodium chloride", "acyclovir"],
    ["famotidine in sodium chloride", "famotidine"],
    ["linezolid in dextrose 5%", "linezolid"],
  ])("%s: %s first", (query, slug) => {
    expect(firstSlug(query)).toBe(slug);
  });
  it.each([
    // Guards: a combination joined by "and", a fluid by itself.
    ["lidocaine and epinephrine", "xylocaine-with-epinephrine"],
    ["sodium chloride 0.9%", "sodium-chloride"],
  ])("%s: %s first, as before", (query, slug) => {
    expect(firstSlug(query)).toBe(slug);
  });
});

describe("a salt cut short after its molecule (Part D's generic names, the NADAC file, ISMP's abbreviations)", () => {
  it.each([
    ["amlodipine bes/benazepril hcl", "amlodipine-benazepril-hydrochloride"],
    ["amlodipine bes/olmesartan med", "amlodipine-olmesartan-medoxomil"],
    ["naproxen/esomeprazole mag", "esomeprazole-naproxen"],
    ["sumatriptan succ/naproxen sod", "naproxen-sodium-sumatriptan"],
    ["polymyxin b sulf/trimethoprim", "polymyxin-b-trimethoprim"],
    ["dorzolamide hcl/timolol maleat", "dorzolamide-timolol"],
    ["fluticasone propion/salmeterol", "fluticasone-propionate-salmeterol"],
    ["umeclidinium brm/vilanterol", "umeclidinium-vilanterol"],
    ["clotrimazole/betamethasone dip", "betamethasone-clotrimazole"],
    ["sitagliptin phos/metformin hcl", "janumet"],
    ["hydrocodone bit/apap", "acetaminophen-hydrocodone-bitartrate"],
    ["haloperidol dec 100 mg/ml amp", "haloperidol-decanoate"],
  ])("%s: %s first", (query, slug) => {
    expect(firstSlug(query)).toBe(slug);
  });
  it.each([
    ["morphine sulf 100 mg/5 ml conc", "morphine-sulfate 100 mg/5 mL oral-solution"],
    ["oxycodone hcl 100 mg/5 ml conc", "oxycodone-hydrochloride 100 mg/5 mL oral-solution"],
  ])("%s: %s", (query, expected) => {
    expect(firstOf(query)).toBe(expected);
  });
  it.each([
    // Guards: an ingredient's word cut short stays that ingredient's ("eth" is ethinyl, not enanthate); a salt
    // typed whole or a molecule alone answers as before.
    ["levonorgestrel-eth estrad", "ethinyl-estradiol-levonorgestrel"],
    ["losartan pot", "losartan-potassium"],
    ["metoprolol tart 25 mg", "metoprolol-tartrate"],
    ["naproxen sod 550 mg", "naproxen-sodium"],
  ])("%s: %s first, as before", (query, slug) => {
    expect(firstSlug(query)).toBe(slug);
  });
});

describe("a device's word cut short or its own name, an insulin's concentration", () => {
  it.each([
    ["novolog fl", "novolog 100 units/mL pen-injector"],
    ["humalog kw", "humalog 100 units/mL pen-injector"],
    ["levemir fl", "levemir 100 units/mL pen-injector"],
    ["tresiba fl", "tresiba 100 units/mL pen-injector"],
    ["admelog so", "admelog 100 units/mL pen-injector"],
    ["basaglar kw", "basaglar 100 units/mL pen-injector"],
    ["taltz auto", "taltz 80 mg/mL auto-injector"],
    ["ajovy syri", "ajovy 225 mg/1.5 mL prefilled-syringe"],
    ["spiriva resp", "spiriva 2.5 mcg inhalation-spray"],
    ["spiriva han", "spiriva 18 mcg inhalation-powder"],
    // An insulin's concentration as Part D and the NADAC file write it (U-100, U-200, U300: units per mL).
    ["humalog kwikpen u-200", "humalog 200 units/mL pen-injector"],
    ["tresiba flextouch u-100", "tresiba 100 units/mL pen-injector"],
    ["lyumjev kwikpen u-200", "lyumjev 200 units/mL pen-injector"],
    ["insulin glargine solostar u300", "insulin-glargine 300 units/mL pen-injector"],
    ["insulin glargine-yfgn u100 vl", "insulin-glargine-yfgn 100 units/mL injection"],
    // A device's or pack's own name before its form or pack word (Part D's brand names).
    ["cosentyx sensoready pen", "cosentyx 150 mg/mL auto-injector"],
    ["humira pen crohn's-uc-hs", "humira 40 mg/0.4 mL auto-injector"],
    ["toujeo max solostar", "toujeo 300 units/mL pen-injector"],
    ["epipen 2-pak", "epipen 0.3 mg/0.3 mL auto-injector"],
    ["victoza 2-pak", "victoza 18 mg/3 mL pen-injector"],
  ])("%s: %s", (query, expected) => {
    expect(firstOf(query)).toBe(expected);
  });
  it.each([
    // Guards: a word that starts no device, or a salt being typed.
    ["metoprolol ta", "metoprolol-tartrate"],
    ["lantus solostar", "lantus"],
  ])("%s: %s first, as before", (query, slug) => {
    expect(firstSlug(query)).toBe(slug);
  });
});
