// Names of drugs the catalog does not sell, held out of the search index, as a sweep of names the data does not know
// (prisma/seed/README.md, "Eighteenth pass"; scripts/measure-unknown-names.ts and search-unknown-names.test.ts). The
// public name files give each its ingredients where they can: an answer holding one of them is the same drug spelt
// otherwise ("amoxycillin"), not another drug.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { CatalogMedication } from "../catalog-types";
import type { findMedications as FindMedications, SearchCatalog } from "./find-medications";
import { normalizeSearchText } from "./normalize-search-text";
import { isSearchSaltWord } from "./salt-words";

const gunzip = (path: string) => gunzipSync(readFileSync(path)).toString("utf8");

// The cells of a CSV line (quoted cells may hold commas).
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  return [...out, cur];
}

// The words naming a drug's ingredients (without salt words), by each name the files give it: Orange Book trade
// names, DrugBank and MeSH synonyms, MedlinePlus brands.
export function ingredientsByName(data: string): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  const add = (name: string, ingredient: string) => {
    const n = normalizeSearchText(name);
    const words = normalizeSearchText(ingredient)
      .split(" ")
      .filter((w) => w.length >= 4 && !isSearchSaltWord(w));
    if (!n || words.length === 0) return;
    const set = byName.get(n) ?? new Set<string>();
    for (const w of words) set.add(w);
    byName.set(n, set);
  };
  for (const line of gunzip(`${data}/names/orange_book_products_2024-05.txt.gz`).split("\n").slice(1)) {
    const [ingredient, , trade] = line.split("~");
    if (ingredient && trade) add(trade, ingredient);
  }
  for (const line of gunzip(`${data}/names/drugbank_open_vocabulary_cc0.csv.gz`).split("\n").slice(1)) {
    const [, , common, , , synonyms] = cells(line);
    if (!common) continue;
    for (const s of [common, ...(synonyms ?? "").split(" | ")]) add(s, common);
  }
  for (const line of gunzip(`${data}/names/mesh_drug_synonyms.csv.gz`).split("\n").slice(1)) {
    const [, generic, common, synonyms] = cells(line);
    if (!generic) continue;
    for (const s of [generic, common ?? "", ...(synonyms ?? "").split("|")]) add(s, generic);
  }
  for (const line of gunzip(`${data}/names/medlineplus_generic_to_brands.csv.gz`).split("\n").slice(1)) {
    const [, common, brands] = cells(line);
    if (!common) continue;
    for (const s of [common, ...(brands ?? "").split(/[|,]/)]) add(s.trim(), common);
  }
  return byName;
}

export type UnknownNameAnswer = { query: string; first: string; sameDrug: boolean };

// The held-out names a patient could type as a word or two (letters only, 4 letters or more: shorter ones allow no
// typo), each searched by `catalog` (built without them); those answered first by a typo's neighbour.
export function heldOutTypoAnswers(
  catalog: SearchCatalog<CatalogMedication>,
  otherDrugNames: readonly string[],
  ingredients: Map<string, Set<string>>,
  find: typeof FindMedications,
): { tried: number; answers: UnknownNameAnswer[] } {
  const queries = [...new Set(otherDrugNames.map(normalizeSearchText))].filter(
    (q) => /^[a-z]+( [a-z]+)?$/.test(q) && q.replace(" ", "").length >= 4,
  );
  const answers: UnknownNameAnswer[] = [];
  for (const query of queries) {
    if (!catalog.index.matchesNothingAsTyped(query)) continue;
    const [first] = find(catalog, query, 3).results;
    if (!first) continue;
    const own = ingredients.get(query) ?? new Set<string>();
    const answer = normalizeSearchText(first.medication.generic).split(" ");
    answers.push({ query, first: first.medication.slug, sameDrug: answer.some((w) => own.has(w)) });
  }
  return { tried: queries.length, answers };
}
