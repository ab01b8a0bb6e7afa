// Search over the whole catalog, not a list of examples: every combination product found by its ingredients typed in
// every order and joined as patients join them, and every brand found with each form word its doses answer to
// (prisma/seed/README.md, search).
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { routesOfDoseForm } from "../import/routes";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { findMedications, groupVersions, type SearchCatalog } from "./find-medications";
import { MedicationSearchIndex } from "./medication-search-index";
import { normalizeSearchText } from "./normalize-search-text";
import { parseDoseQuery } from "./parse-dose-query";
import { isSearchSaltWord, withoutSearchSaltWords } from "./salt-words";
import { searchEntryOf } from "./search-entries";

let catalog: SearchCatalog<CatalogMedication>;
let medications: CatalogMedication[];
beforeAll(async () => {
  const seed = await readCatalogSeed();
  medications = seed.medications;
  catalog = {
    index: new MedicationSearchIndex(seed.medications.map(searchEntryOf), seed.otherDrugNames),
    bySlug: new Map(seed.medications.map((m) => [m.slug, m])),
    versions: groupVersions(seed.medications),
  };
}, 60_000);

// An ingredient as patients type it: without its salt words, unless it is only salt words ("potassium citrate").
const molecule = (ingredient: string) => {
  const name = normalizeSearchText(ingredient);
  return withoutSearchSaltWords(name) || name;
};
const permutations = <T>(xs: readonly T[]): T[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => permutations(xs.filter((_, j) => j !== i)).map((p) => [x, ...p]));
const JOINS = [" ", " and ", " / ", " - ", " with ", "/", "-", " & "];

describe("every combination product", () => {
  it("is found in the top 3 by its ingredients in every order, as written and without salt words", () => {
    const missed: string[] = [];
    let tried = 0;
    const sameIngredients = (a: string, b: string) =>
      a.split(" / ").map(molecule).sort().join("|") === b.split(" / ").map(molecule).sort().join("|");
    for (const m of medications.filter((m) => !m.isBrand && m.name === m.generic && m.generic.includes(" / "))) {
      const ingredients = m.generic.split(" / ");
      // Nobody types the five or more ingredients of a vitamin or electrolyte mix.
      if (ingredients.length > 4) continue;
      // Four-ingredient mixed salts are typed by their distinct molecules ("amphetamine dextroamphetamine").
      const distinct = [...new Set(ingredients.map(molecule))];
      const spellings = distinct.length < ingredients.length ? [distinct] : [ingredients, distinct];
      for (const names of spellings)
        for (const order of permutations(names.map((n) => n.toLowerCase())).slice(0, 6))
          for (const join of JOINS) {
            const query = order.join(join);
            tried++;
            const top3 = findMedications(catalog, query, 3).results.map((r) => r.medication.generic);
            if (!top3.some((g) => sameIngredients(g, m.generic))) missed.push(query);
          }
    }
    console.log(`combination queries: ${tried}, not in the top 3: ${missed.length}`);
    expect(missed).toEqual([]);
  }, 120_000);
});

describe("every combination product, brand-only ones too", () => {
  it("comes first by its ingredients as written (salts and all) and without salts, in every order and join", () => {
    const missed: string[] = [];
    let tried = 0;
    const basesOf = (generic: string) => generic.split(" / ").map(molecule).sort().join("|");
    for (const m of medications.filter((m) => m.generic.includes(" / "))) {
      const ingredients = m.generic.split(" / ").map((i) => normalizeSearchText(i));
      // Up to three ingredients of up to three words each (not allergen extracts), of distinct molecules.
      if (ingredients.length > 3 || ingredients.some((i) => i.split(" ").length > 3)) continue;
      if (new Set(ingredients.map(molecule)).size < ingredients.length) continue;
      // Without salts, but an ingredient whose first word is a salt word is the salt ("potassium phosphate, dibasic":
      // the cation is the drug, as measure-molecule-landing.ts reads it).
      const bare = ingredients.map((i) => (isSearchSaltWord(i.split(" ")[0]!) ? i : molecule(i)));
      for (const names of [ingredients, bare])
        for (const order of permutations(names))
          for (const join of [" ", "/", "-", " and ", " & "]) {
            tried++;
            const query = order.join(join);
            const [first] = findMedications(catalog, query, 3).results;
            if (!first || basesOf(first.medication.generic) !== basesOf(m.generic))
              missed.push(`${query} -> ${first?.medication.slug}`);
          }
    }
    console.log(`combination queries, every product, rank 1: ${tried}, missed: ${[...new Set(missed)].length}`);
    expect([...new Set(missed)]).toEqual([]);
  }, 180_000);
});

describe("every two-ingredient combination with one ingredient mistyped", () => {
  it("comes first with a letter left out of the middle of either ingredient, in either order", () => {
    const missed: string[] = [];
    let tried = 0;
    const basesOf = (generic: string) => generic.split(" / ").map(molecule).sort().join("|");
    for (const m of medications.filter((m) => !m.isBrand && m.name === m.generic)) {
      const ingredients = m.generic.split(" / ").map(molecule);
      // One-word names of 6 letters or more (shorter ones allow no typo of the left-out kind and a second slip).
      if (ingredients.length !== 2 || ingredients.some((i) => i.includes(" ") || i.length < 6)) continue;
      for (const k of [0, 1]) {
        const word = ingredients[k]!;
        const at = Math.floor(word.length / 2);
        const typed = ingredients.map((i, j) => (j === k ? word.slice(0, at) + word.slice(at + 1) : i));
        for (const query of [typed.join(" "), [...typed].reverse().join(" ")]) {
          tried++;
          const [first] = findMedications(catalog, query, 3).results;
          if (!first || basesOf(first.medication.generic) !== basesOf(m.generic))
            missed.push(`${query} -> ${first?.medication.slug}`);
        }
      }
    }
    console.log(`mistyped combination queries: ${tried}, missed: ${missed.length}`);
    expect(missed).toEqual([]);
  }, 120_000);
});

// Form words patients add to a brand name; each one names dose forms (parse-dose-query.ts).
const FORM_WORDS = ["hfa", "inhaler", "er", "xr", "odt", "patch", "gel", "solution", "cream", "ointment", "pen", "drops", "spray", "suspension", "chewable"]; // prettier-ignore

describe("every brand with a form word", () => {
  it("answers with the brand (or its generic when the brand lacks the form) at a dose of that form", () => {
    const missed: string[] = [];
    let tried = 0;
    for (const brand of medications.filter((m) => m.name !== m.generic)) {
      for (const word of FORM_WORDS) {
        const query = `${brand.name.toLowerCase()} ${word}`;
        const forms = parseDoseQuery(query).forms;
        if (forms.length === 0 || normalizeSearchText(brand.name).split(" ").includes(word)) continue;
        if (!brand.doses.some((d) => forms.every((f) => f.test(d.doseForm)))) continue;
        tried++;
        const [first] = findMedications(catalog, query, 3).results;
        const dose = first?.medication.doses.find((d) => d.ndc === first.askedDose);
        const family = (m: CatalogMedication) => m.genericSlug ?? m.slug;
        if (!first || family(first.medication) !== family(brand) || !dose)
          missed.push(`${query} -> ${first?.medication.slug}`);
      }
    }
    console.log(`brand and form word queries: ${tried}, missed: ${missed.length}`);
    expect(missed).toEqual([]);
  }, 120_000);
});

describe("every brand with a strength only its generic sells", () => {
  it("answers the generic's dose of that strength where it is given as the brand is", () => {
    const amount = (strength: string) => /^[\d.]+/.exec(strength)?.[0];
    const extended = (form: string) => form.includes("extended-release");
    const givenAs = (a: string, b: string) =>
      extended(a) === extended(b) && routesOfDoseForm(a).some((r) => routesOfDoseForm(b).includes(r));
    const missed: string[] = [];
    let tried = 0;
    for (const brand of medications.filter((m) => m.isBrand && /^[a-z-]+$/i.test(m.name))) {
      const own = new Set(brand.doses.map((d) => amount(d.strength)));
      const generic = medications.find((m) => !m.isBrand && m.name === brand.generic);
      for (const dose of generic?.doses ?? []) {
        const n = amount(dose.strength);
        if (!n || own.has(n) || /[-/]/.test(dose.strength)) continue;
        if (!brand.doses.some((d) => givenAs(d.doseForm, dose.doseForm))) continue;
        tried++;
        const query = `${brand.name.toLowerCase()} ${n}`;
        const [first] = findMedications(catalog, query, 3).results;
        const answered = first?.medication.doses.find((d) => d.ndc === first.askedDose);
        if (first?.medication.generic !== brand.generic || !answered || amount(answered.strength) !== n)
          missed.push(`${query} -> ${first?.medication.slug} ${answered?.label}`);
      }
    }
    console.log(`brand and generic-only strength queries: ${tried}, missed: ${missed.length}`);
    expect(missed).toEqual([]);
  }, 120_000);
});

describe("every molecule the catalog sells", () => {
  it("finds a product holding it by its name alone, even one sold only in combinations", () => {
    const missed: string[] = [];
    const holders = new Map<string, Set<string>>();
    for (const m of medications)
      for (const ingredient of m.generic.split(" / ")) {
        const name = molecule(ingredient);
        // Names with a number or of more than three words (allergen extracts, "interferon beta 1a") are not typed.
        if (/\d/.test(name) || name.split(" ").length > 3) continue;
        holders.set(name, (holders.get(name) ?? new Set()).add(m.slug));
      }
    for (const [name, slugs] of holders) {
      const found = findMedications(catalog, name, 10).results.map((r) => r.medication.slug);
      if (!found.some((slug) => slugs.has(slug))) missed.push(name);
    }
    console.log(`molecules by name: ${holders.size}, not found: ${missed.length}`);
    expect(missed).toEqual([]);
  }, 120_000);
});
