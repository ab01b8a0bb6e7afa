// Trade names against what they sell now (prisma/seed/README.md, "Twentieth pass: a trade name is what it sells now
// — search"), shared by scripts/measure-trade-name-products.ts and search-trade-names.test.ts. Every trade name the
// public files give (RxNorm's branded drugs, the Orange Book, MedlinePlus's brands), each with the products the files
// say it sells now that the catalog sells: RxNorm's branded drugs of the name (its NDC file, 2025-10) read through
// their clinical drug to a catalog dose, and the NADAC week's descriptions (2026-04) that start with the name. Asked
// alone and with the word for each form it sells ("voltaren gel", "motrin suspension"), as GET /search/v1 answers.
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import type { CatalogMedication } from "../catalog-types";
import { prescribedNames } from "../import/brand-families";
import { currentTradeProducts } from "../import/current-trade-names";
import { parseListedNdcs } from "../import/listed-packages";
import { parseNadacWeeklyCsv } from "../import/parse-nadac-weekly-csv";
import type { OrangeBookProduct } from "../import/parse-drug-name-files";
import { readDrugNameSources } from "../import/read-drug-name-sources";
import { SOURCE_FILES } from "../import/read-catalog-sources";
import { QUANTITY_FILES } from "../import/seed-provenance";
import type { FoundMedication, SearchCatalog, SearchableMedication } from "./find-medications";
import { normalizeSearchText } from "./normalize-search-text";

// The word a patient adds for a form (only forms with one plain word).
export const FORM_WORDS: Readonly<Record<string, string>> = {
  tablet: "tablet",
  capsule: "capsule",
  "tablet-chewable": "chewable",
  "oral-solution": "liquid",
  "oral-suspension": "suspension",
  "ophthalmic-solution": "eye drops",
  "ophthalmic-suspension": "eye drops",
  "ophthalmic-ointment": "eye ointment",
  cream: "cream",
  gel: "gel",
  ointment: "ointment",
  lotion: "lotion",
  patch: "patch",
  "nasal-spray": "nasal spray",
  shampoo: "shampoo",
  suppository: "suppository",
  lozenge: "lozenge",
};

export type TradeNameCase = {
  query: string;
  name: string;
  form: string | null; // the dose form the query names, null for the name alone
  generics: string[]; // the ingredients (normalized generic) of its current products
  products: string[]; // doseKey of each current product (of that form when one is named)
};

export type TradeNameVerdict = "right" | "other-ingredients" | "other-dose" | "404";

export const doseKey = (generic: string, d: { strength: string; doseForm: string }) =>
  `${normalizeSearchText(generic)}|${d.strength}|${d.doseForm}`;

// A name as search reads a typed one; null where it is no plain name (digits, more than 4 words).
const nameOf = (raw: string) => {
  const n = normalizeSearchText(raw.replace(/[®™]/g, " "));
  return n.length >= 3 && n.length <= 40 && !/\d/.test(n) && n.split(" ").length <= 4 ? n : null;
};

export type TradeNameSources = {
  names: Map<string, Set<string>>; // name -> the files giving it ("rxnorm", "orange-book", "medlineplus")
  current: Map<string, Set<string>>; // name -> RxCUIs (branded drug and clinical drug) of its current products
  described: Map<string, Set<string>>; // name -> NDCs the NADAC week describes with it first
  prescribed: Set<string>; // names the Orange Book lists a prescription product of on the market
  listed: Map<string, Map<string, Set<string>>>; // name -> its branded drugs' clinical drugs -> NDCs (current-trade-names.ts)
  orangeBook: OrangeBookProduct[];
};

export async function readTradeNameSources(dataDir: string): Promise<TradeNameSources> {
  const { sources } = await readDrugNameSources(dataDir);
  const { records: listed } = await parseListedNdcs(
    createReadStream(`${dataDir}/${QUANTITY_FILES.listed}`).pipe(createGunzip()),
  );
  const names = new Map<string, Set<string>>();
  const give = (raw: string, file: string) => {
    const n = nameOf(raw);
    if (n) names.set(n, (names.get(n) ?? new Set()).add(file));
  };
  const current = new Map<string, Set<string>>();
  const byName = currentTradeProducts(listed);
  for (const [name, scds] of byName) {
    give(name, "rxnorm");
    current.set(name, new Set(scds.keys()));
  }
  // The branded drugs too (a catalog brand's doses are RxNorm's branded drugs).
  for (const r of listed) {
    const [, brand] = /\[([^\]]+)\]$/.exec(r.name ?? "") ?? [];
    const n = brand ? nameOf(brand.replace(/\s+reformulated\s+[a-z]{3}\s+\d{4}$/i, "")) : null;
    if (n && r.rxcui !== r.scd) current.get(n)?.add(r.rxcui);
  }
  for (const p of sources.orangeBook) give(p.tradeName, "orange-book");
  for (const b of sources.medlinePlus) for (const brand of b.brands) give(brand, "medlineplus");
  const { records } = await parseNadacWeeklyCsv(
    createReadStream(`${dataDir}/${SOURCE_FILES.week}`).pipe(createGunzip()),
  );
  const described = new Map<string, Set<string>>();
  for (const { ndc, description } of records) {
    const words = normalizeSearchText(description).split(" ");
    const at = words.findIndex((w) => /\d/.test(w));
    const n = at > 0 ? words.slice(0, at).join(" ") : null;
    if (n && names.has(n)) described.set(n, (described.get(n) ?? new Set()).add(ndc));
  }
  const prescribed = prescribedNames(sources.orangeBook);
  return { names, current, described, prescribed, listed: byName, orangeBook: sources.orangeBook };
}

/** Every trade name with a current product the catalog sells: the name alone, and with each form word it sells. */
export function tradeNameCases(medications: readonly CatalogMedication[], sources: TradeNameSources) {
  const byRxcui = new Map<string, string[]>();
  const byNdc = new Map<string, string>();
  for (const m of medications)
    for (const d of m.doses) {
      byRxcui.set(d.rxcui, [...(byRxcui.get(d.rxcui) ?? []), doseKey(m.generic, d)]);
      for (const n of d.ndcs) byNdc.set(n, doseKey(m.generic, d));
    }
  const cases: TradeNameCase[] = [];
  let unknown = 0;
  for (const name of [...sources.names.keys()].sort()) {
    const keys = new Set([
      ...[...(sources.current.get(name) ?? [])].flatMap((r) => byRxcui.get(r) ?? []),
      ...[...(sources.described.get(name) ?? [])].flatMap((n) => byNdc.get(n) ?? []),
    ]);
    if (keys.size === 0) {
      unknown++;
      continue;
    }
    const products = [...keys].sort();
    const generics = [...new Set(products.map((k) => k.split("|")[0]!))];
    cases.push({ query: name, name, form: null, generics, products });
    const forms = new Set(products.map((k) => k.split("|")[2]!));
    for (const form of forms) {
      const word = FORM_WORDS[form];
      if (!word || name.split(" ").includes(word.split(" ").at(-1)!)) continue;
      const ofForm = products.filter((k) => k.endsWith(`|${form}`) || FORM_WORDS[k.split("|")[2]!] === word);
      cases.push({ query: `${name} ${word}`, name, form, generics, products: ofForm });
    }
  }
  return { cases, unknown };
}

type Find<M extends SearchableMedication> = (
  catalog: SearchCatalog<M>,
  query: string,
  limit: number,
) => { results: FoundMedication<M>[] };

/** The first answer and the dose it offers, against the name's current products. */
export function tradeNameVerdict<M extends SearchableMedication>(
  c: TradeNameCase,
  find: Find<M>,
  catalog: SearchCatalog<M>,
): { verdict: TradeNameVerdict; answer: string } {
  const [first] = find(catalog, c.query, 10).results;
  if (!first) return { verdict: "404", answer: "" };
  const m = first.medication;
  const dose = m.doses.find((d) => d.ndc === (first.askedDose ?? m.defaultDose));
  const key = dose ? doseKey(m.generic, dose) : "";
  const answer = `${m.slug} ${dose?.strength ?? ""} ${dose?.doseForm ?? ""}`;
  if (!c.generics.includes(normalizeSearchText(m.generic))) return { verdict: "other-ingredients", answer };
  return { verdict: c.products.includes(key) ? "right" : "other-dose", answer };
}
