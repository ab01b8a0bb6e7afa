// A half-typed US name is completed by US names, never by a name only DrugBank or MeSH gives (a trade name or spelling
// abroad: "norco" is Norco, not the start of Norcolut, norethindrone abroad), over the whole catalog; a name abroad
// still finds its drug typed whole, and from its start where no US name starts so (prisma/seed/README.md, "Twentieth
// pass: ... — search").
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogSeed } from "../import/read-catalog-seed";
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { findMedications, type SearchCatalog } from "./find-medications";
import { searchCatalogOf } from "./search-catalog-of";
import { abroadAnswers, namesAbroadTypedWhole, usNameStarts } from "./foreign-prefix-cases";
import { isNameAbroad } from "./alias-sources";

let seed: CatalogSeed;
let catalog: SearchCatalog<CatalogMedication>;
const names = (q: string, n = 3) =>
  findMedications(catalog, q, 10)
    .results.slice(0, n)
    .map((r) => r.medication.name);

beforeAll(async () => {
  seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
}, 60_000);

const sourcesOf = (name: string, alias: string) => {
  const m = seed.medications.find((x) => x.name === name)!;
  return m.aliasSources?.[m.aliases.indexOf(alias)];
};

describe("the seed records each alias's sources", () => {
  it("one string of source letters per alias, for every medication", () => {
    for (const m of seed.medications) expect(m.aliasSources?.length, m.slug).toBe(m.aliases.length);
  });

  it("US names from the US files, names abroad from DrugBank or MeSH only", () => {
    // The Orange Book's, and RxNorm's where it lists the name's products now (current-trade-names.ts).
    expect(sourcesOf("acetaminophen / hydrocodone bitartrate", "norco")).toBe("or");
    expect(sourcesOf("acetaminophen", "tylenol")).toMatch(/^or?$/);
    expect(isNameAbroad(sourcesOf("norethindrone", "norcolut"))).toBe(true);
    expect(isNameAbroad(sourcesOf("guaifenesin", "breonesin"))).toBe(true);
    expect(isNameAbroad(sourcesOf("nortriptyline", "allegron"))).toBe(true);
    // MeSH's US brand the Orange Book lists too, and names the NADAC file writes, are US names.
    expect(isNameAbroad(sourcesOf("norethindrone", "micronor"))).toBe(false);
    expect(isNameAbroad(sourcesOf("aspirin", "asa"))).toBe(false);
    expect(isNameAbroad(sourcesOf("potassium chloride", "kcl"))).toBe(false);
    // DrugBank's and MeSH's abbreviations in capitals are what US prescribers write.
    expect(sourcesOf("acetaminophen", "apap")).toBe("a");
    expect(isNameAbroad(sourcesOf("hydrochlorothiazide", "hctz"))).toBe(false);
  });
});

describe("a half-typed US brand is completed by US names", () => {
  // US brand names (FDA Orange Book, top prescribed drugs' lists) typed in part or whole, the drug the patient means
  // first, and the drug a name abroad brought among the first three before (in brackets: that name).
  const cases: [query: string, first: string, never: string][] = [
    ["norco", "acetaminophen / hydrocodone bitartrate", "norethindrone"], // Norcolut
    ["breo", "Breo", "guaifenesin"], // Breonesin
    ["allegr", "fexofenadine hydrochloride", "nortriptyline"], // Allegron
    ["ultrac", "acetaminophen / tramadol hydrochloride", "prednisone"], // Ultracorten (Ultracet)
    ["sectra", "acebutolol", "hydrochlorothiazide"], // Sectrazide (Sectral)
    ["lipi", "Lipitor", "Dificid"], // Lipiarmicin
    ["xan", "Xanax", "allopurinol"], // Xanthomax
    ["gluco", "Glucotrol", "acarbose"], // Glucobay
    ["neuro", "Neurontin", "carbamazepine"], // Neurotol
    ["lant", "Lantus", "acetylcysteine"], // Lantamed
    ["huma", "Humalog", "acetazolamide"], // Huma-Zolamide
    ["spiri", "Spiriva", "ethanol"], // Spiritus vini
    ["vista", "hydroxyzine pamoate", "levobunolol hydrochloride"], // Vistagan (Vistaril)
    ["kenal", "Kenalog", "sulindac"], // Kenalin
    ["aug", "Augmentin", "atropine sulfate"], // Augenol Atropin
    ["dilan", "Dilantin", "digoxin"], // Dilanacin
    ["sero", "Seroquel", "paroxetine hydrochloride"], // Seroxat
    ["well", "Wellbutrin", "atovaquone"], // Wellvone
    ["traz", "trazodone hydrochloride", "praziquantel"], // Traziquantel
    ["conce", "Concerta", "norethindrone"], // Conceplan
  ];
  it.each(cases)("%s: %s first, never %s in the first three", (query, first, never) => {
    const found = names(query);
    expect(found[0]).toBe(first);
    expect(found).not.toContain(never);
  });

  it("a name abroad typed whole that starts a US name comes after the names it starts", () => {
    // Flucon is fluorometholone eye drops abroad; "flucon" is fluconazole being typed.
    expect(names("flucon", 2)).toEqual(["fluconazole", "fluorometholone"]);
  });

  it("no US name's start, of 3 letters or more or whole, lists a drug only a name abroad brings in the first three", () => {
    const { queries, answers } = abroadAnswers(
      seed.medications,
      catalog,
      findMedications,
      usNameStarts(seed.medications),
    );
    expect(queries).toBeGreaterThan(30_000);
    // Left: a US name's start that is itself a name abroad typed whole ("flucon", "chlorpro"), found after the US
    // names it starts; never first.
    const abroad = new Set(
      seed.medications.flatMap((m) => m.aliases.filter((_, i) => isNameAbroad(m.aliasSources?.[i]))),
    );
    expect(abroad.size).toBeGreaterThan(5_000);
    expect(answers.filter((a) => !abroad.has(a.query))).toEqual([]);
    expect(answers.filter((a) => a.position === 0)).toEqual([]);
  }, 300_000);
});

describe("a name abroad still finds its drug", () => {
  it.each([
    ["norcolut", "norethindrone"],
    ["breonesin", "guaifenesin"],
    ["paracetamol", "acetaminophen"],
    ["salbutamol", "albuterol"],
    ["frusemide", "furosemide"],
    ["lignocaine", "lidocaine"],
    ["glibenclamide", "glyburide"],
    ["adrenaline", "epinephrine"],
    ["allegron", "nortriptyline"],
    // From its start where no US name starts so.
    ["norcol", "norethindrone"],
    ["breones", "guaifenesin"],
    ["paracetam", "acetaminophen"],
    ["salbutam", "albuterol"],
    ["glibencl", "glyburide"],
  ])("%s: %s first", (query, first) => {
    expect(names(query, 1)).toEqual([first]);
  });

  it("typed whole with a form word the search reads off: 'petrolatum liquid' is mineral oil", () => {
    expect(names("petrolatum liquid", 1)).toEqual(["mineral oil"]);
  });

  it("every name abroad typed whole finds its medication in the first ten (of 4 letters or more)", () => {
    const whole = namesAbroadTypedWhole(seed.medications, catalog, findMedications);
    expect(whole.length).toBeGreaterThan(5_500);
    // "dex" (DrugBank's for dextromethorphan) starts 47 US names and is read as their start.
    expect(whole.filter((w) => w.position < 0 && w.name.length > 3)).toEqual([]);
    expect(whole.filter((w) => w.position === 0).length / whole.length).toBeGreaterThan(0.95);
  }, 300_000);
});
