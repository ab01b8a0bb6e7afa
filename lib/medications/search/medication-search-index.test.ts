import { describe, expect, it } from "vitest";
import {
  MedicationSearchIndex,
  normalizeSearchText,
  prefixEditDistance,
  typoAllowance,
  type SearchEntry,
} from "./medication-search-index";

const entry = (name: string, popularity = 0, isBrand = false): SearchEntry => ({
  slug: normalizeSearchText(name).replace(/ /g, "-"),
  name,
  isBrand,
  popularity,
});

const index = new MedicationSearchIndex([
  entry("atorvastatin", 50),
  entry("Lipitor", 40, true),
  entry("simvastatin", 30),
  entry("statin-like", 99),
  entry("amoxicillin", 45),
  entry("amoxicillin / clavulanate", 20),
  entry("Augmentin", 15, true),
  entry("metformin", 60),
  entry("Glucophage", 10, true),
  entry("lisinopril", 55),
  entry("aspirin", 5),
  entry("Ator Extra", 1, true),
]);

const names = (q: string, limit = 10) => index.search(q, limit).map((e) => e.name);

describe("ranking", () => {
  it("puts an exact match first, then prefixes, then word prefixes, then popularity", () => {
    expect(names("ator")[0]).toBe("atorvastatin");
    expect(names("ator")).toEqual(["atorvastatin", "Ator Extra"]);
    expect(names("Lipitor")[0]).toBe("Lipitor");
  });

  it("does not let a popular word-prefix or substring match beat a prefix match", () => {
    expect(names("statin")).toEqual(["statin-like", "atorvastatin", "simvastatin"]);
    expect(names("ator").indexOf("atorvastatin")).toBeLessThan(names("ator").indexOf("Ator Extra"));
  });

  it("finds word prefixes inside combination names", () => {
    expect(names("clavul")).toEqual(["amoxicillin / clavulanate"]);
  });

  it("orders prefix matches by popularity", () => {
    expect(names("amox")).toEqual(["amoxicillin", "amoxicillin / clavulanate"]);
    expect(names("a").slice(0, 3)).toEqual(["atorvastatin", "amoxicillin", "amoxicillin / clavulanate"]);
  });

  it("respects the limit", () => {
    expect(index.search("a", 2)).toHaveLength(2);
  });
});

describe("names and ingredients", () => {
  const withGeneric = (name: string, generic: string, popularity: number, isBrand = false, aliases: string[] = []) => ({
    ...entry(name, popularity, isBrand),
    generic,
    aliases,
  });
  // Popularity: thousands of prescriptions a year (the seed's dispensing evidence).
  const products = new MedicationSearchIndex([
    withGeneric("norethindrone acetate", "norethindrone acetate", 50, false, ["norethindrone", "aygestin"]),
    withGeneric("Camila", "norethindrone", 50),
    withGeneric("Errin", "norethindrone", 4),
    withGeneric("hydrochlorothiazide", "hydrochlorothiazide", 90, false, ["hctz"]),
    withGeneric("losartan potassium", "losartan potassium", 80, false, ["losartan"]),
    withGeneric("hydrochlorothiazide / losartan potassium", "hydrochlorothiazide / losartan potassium", 20),
    withGeneric("Hyzaar", "hydrochlorothiazide / losartan potassium", 30, true),
    withGeneric("cetirizine hydrochloride", "cetirizine hydrochloride", 40, false, ["cetirizine"]),
    withGeneric("Zerviate", "cetirizine", 50, true),
  ]);
  const slugs = (q: string) => products.search(q, 10).map((e) => e.slug);
  it("puts the products a generic name names before a salt it only matches without salt words", () => {
    expect(slugs("norethindrone")).toEqual(["camila", "errin", "norethindrone-acetate"]);
    expect(slugs("norethindrone acetate")[0]).toBe("norethindrone-acetate");
  });
  it("lands a bare molecule name on the salt dispensed most, the one named as written on a tie", () => {
    const desvenlafaxine = new MedicationSearchIndex([
      { ...withGeneric("desvenlafaxine", "desvenlafaxine", 12), oral: true },
      { ...withGeneric("desvenlafaxine succinate", "desvenlafaxine succinate", 751), oral: true },
    ]);
    expect(desvenlafaxine.search("desvenlafaxine", 10)[0]?.slug).toBe("desvenlafaxine-succinate");
    const brimonidine = new MedicationSearchIndex([
      { ...withGeneric("brimonidine", "brimonidine", 1), oral: false }, // the gel
      { ...withGeneric("brimonidine tartrate", "brimonidine tartrate", 69), oral: false }, // eye drops
    ]);
    expect(brimonidine.search("brimonidine", 10)[0]?.slug).toBe("brimonidine-tartrate");
    // Camila and Errin (54) against norethindrone acetate (50): the pills, also named as written.
    expect(slugs("norethindrone")[0]).toBe("camila");
  });
  it("lands a bare molecule name on its tablets, not on a special form of another salt", () => {
    const clonidine = new MedicationSearchIndex([
      { ...withGeneric("clonidine", "clonidine", 29), oral: false }, // RxNorm's name of the patches
      { ...withGeneric("clonidine hydrochloride", "clonidine hydrochloride", 73), oral: true },
      { ...withGeneric("atropine sulfate", "atropine sulfate", 90, false, ["clonidine"]), oral: true },
    ]);
    expect(clonidine.search("clonidine", 10).map((e) => e.slug)).toEqual([
      "clonidine-hydrochloride",
      "clonidine",
      "atropine-sulfate",
    ]);
  });
  it("never lets a brand named by its generic come before the generic medication", () => {
    expect(slugs("cetirizine")).toEqual(["cetirizine-hydrochloride", "zerviate"]);
  });
  it("finds a combination in either order and by abbreviation, the generic before the brand", () => {
    for (const q of ["losartan hctz", "hctz losartan", "losartan hydrochlorothiazide"]) {
      expect(slugs(q).slice(0, 2)).toEqual(["hydrochlorothiazide-losartan-potassium", "hyzaar"]);
    }
  });
});

describe("typos", () => {
  it.each([
    ["lipitr", "Lipitor"],
    ["amoxicilin", "amoxicillin"],
    ["metforman", "metformin"],
    ["lisinipril", "lisinopril"],
    ["atorvastatn", "atorvastatin"],
    ["glucofage", "Glucophage"],
  ])("%s finds %s", (query, expected) => {
    expect(names(query)[0]).toBe(expected);
  });

  it("tolerates no typo under 4 letters and stays strict for short queries", () => {
    expect(typoAllowance(3)).toBe(0);
    expect(typoAllowance(4)).toBe(1);
    expect(typoAllowance(7)).toBe(2);
    expect(names("lpt")).toEqual([]);
    expect(names("zzzz")).toEqual([]);
  });

  it("ranks exact and prefix matches above typo matches", () => {
    const statinIndex = new MedicationSearchIndex([entry("aspirin", 1), entry("aspirine", 100)]);
    expect(statinIndex.search("aspirin", 10).map((e) => e.name)).toEqual(["aspirin", "aspirine"]);
  });
});

describe("prefixEditDistance", () => {
  it("is the fewest edits turning the query into the start of the word, within the allowance", () => {
    expect(prefixEditDistance("atorv", "atorvastatin", 1)).toBe(0);
    expect(prefixEditDistance("lipitr", "lipitor", 1)).toBe(1);
    // Two letters swapped, and "f" for "ph" (or "ph" for "f"), are one slip (the nineteenth pass).
    expect(prefixEditDistance("atrovast", "atorvastatin", 2)).toBe(1);
    expect(prefixEditDistance("neoapp", "neopap", 1)).toBe(1);
    expect(prefixEditDistance("glucofage", "glucophage", 1)).toBe(1);
    expect(prefixEditDistance("zolopht", "zoloft", 1)).toBe(1);
    expect(prefixEditDistance("ztorva", "atorvastatin", 1)).toBe(1);
    expect(prefixEditDistance("xtorva", "atorvastatin", 2)).toBe(2); // x is no key beside a, nor a sound of it
    // A letter for a key beside it, a vowel for a vowel, a sound alike: one slip.
    expect(prefixEditDistance("zarelto", "xarelto", 1)).toBe(1);
    expect(prefixEditDistance("ozempik", "ozempic", 1)).toBe(1);
    expect(prefixEditDistance("escitalopran", "escitalopram", 1)).toBe(1);
    expect(prefixEditDistance("lisinipril", "lisinopril", 1)).toBe(1);
    expect(prefixEditDistance("whole", "wholesale", 1, undefined, true)).toBe(Infinity);
  });

  it("is Infinity past the allowance or when the word is too short", () => {
    expect(prefixEditDistance("zzzz", "atorvastatin", 1)).toBe(Infinity);
    expect(prefixEditDistance("glucovage", "glucophage", 2)).toBe(Infinity);
    expect(prefixEditDistance("amoxicillin", "amox", 2)).toBe(Infinity);
    // Any other letter for another is two slips: "emetrol" is no Ezetrol, "dermox" no Vermox.
    expect(prefixEditDistance("emetrol", "ezetrol", 1)).toBe(Infinity);
    expect(prefixEditDistance("dermox", "vermox", 1)).toBe(Infinity);
  });
});

describe("normalizeSearchText", () => {
  it("ignores case, accents and punctuation", () => {
    expect(normalizeSearchText("  Amoxicillin/Clavulanate  ")).toBe("amoxicillin clavulanate");
    expect(normalizeSearchText("Émla")).toBe("emla");
  });
  it("gives nothing to search for an empty or punctuation-only query", () => {
    expect(index.search("   ", 10)).toEqual([]);
    expect(index.search("%%%", 10)).toEqual([]);
  });
});

describe("names abroad (SearchEntry.abroad: aliases only DrugBank or MeSH gives)", () => {
  const abroad = new MedicationSearchIndex([
    { ...entry("acetaminophen / hydrocodone", 5000), aliases: ["Norco"] },
    { ...entry("norethindrone", 300), aliases: ["Norcolut", "Micronor"], abroad: ["Norcolut"] },
    { ...entry("fluconazole", 2000) },
    { ...entry("fluorometholone", 100), aliases: ["Flucon"], abroad: ["Flucon"] },
  ]);
  const found = (q: string) => abroad.search(q, 10).map((e) => e.name);

  it("complete a half-typed name only where no US name starts so", () => {
    expect(found("norco")).toEqual(["acetaminophen / hydrocodone"]);
    expect(found("norc")).toEqual(["acetaminophen / hydrocodone"]);
    expect(found("norcol")).toEqual(["norethindrone"]);
    expect(found("micro")).toEqual(["norethindrone"]); // a US name's start
  });

  it("find their drug typed whole, after the US names it starts", () => {
    expect(found("norcolut")).toEqual(["norethindrone"]);
    expect(found("flucon")).toEqual(["fluconazole", "fluorometholone"]);
  });
});
