// A brand's other product lines typed by their names (prisma/seed/README.md, "Fourteenth pass: a brand's other lines
// by their names — search"), generated from the public lists over the whole catalog and used by
// scripts/measure-search-queries.ts and search-brand-lines.test.ts:
// - every Orange Book trade name (without the strength some end with) that is another line of a catalog brand
//   (lineBrandOf: "ABILIFY MAINTENA KIT", "RISPERDAL CONSTA", "LOTEMAX SM"), as written, in another word order, and
//   with a strength of the line typed after it;
// - every Part D 2023 product name that is such a line ("Abilify Maintena", "Invega Sustenna": product-lines.ts);
// - every NADAC description of a brand's NDC whose name is such a line ("RISPERDAL CONSTA 25 MG VIAL").
// The first answer must be the brand, at a dose of the line (its products' forms and, where sold, strengths); with
// a strength typed, at that strength.
import type { CatalogMedication } from "../catalog-types";
import { dosesOfProducts, indexProductLines, lineBrandOf } from "../import/product-lines";
import { newestPartDYear, parsePartDSpendingByDrug, type PartDDrugYear } from "../import/parse-dispensing";
import { parseOrangeBookProducts, type OrangeBookProduct } from "../import/parse-drug-name-files";
import type { SourceStats } from "../import/read-catalog-sources";
import { DISPENSING_FILES } from "../import/read-dispensing-sources";
import { NAME_FILES } from "../import/read-drug-name-sources";
import { readOptionalSource } from "../import/read-optional-source";
import { tradeNameWithoutStrength } from "../import/derive-search-names";
import { basesOf, inMicrograms, strengthSpellings } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type BrandLineQueryCase = {
  set: string;
  query: string;
  bases: string;
  // The first answer must be this brand, at one of these doses (NDCs of its doses).
  slug: string;
  ndcs: string[];
};

const typed = (name: string) => normalizeSearchText(name);

export function brandLineQueryCases(
  meds: readonly CatalogMedication[],
  orangeBook: readonly OrangeBookProduct[],
  partD: readonly PartDDrugYear[],
  nadacDescriptions: readonly { ndc: string; description: string }[] = [],
): BrandLineQueryCase[] {
  const cases: BrandLineQueryCase[] = [];
  const seen = new Set<string>();
  const add = (set: string, query: string, m: CatalogMedication, ndcs: readonly string[]) => {
    const key = `${set}|${typed(query)}`;
    if (ndcs.length === 0 || seen.has(key)) return;
    seen.add(key);
    cases.push({ set, query, bases: basesOf(m.generic), slug: m.slug, ndcs: [...ndcs] });
  };
  const brandOf = lineBrandOf(meds);
  const lineDoses = (m: CatalogMedication, products: readonly OrangeBookProduct[]) => {
    const of = dosesOfProducts(
      products,
      m.doses.map((d) => ({ form: d.doseForm, strength: d.strength })),
    );
    return m.doses.filter((_, i) => of[i]);
  };

  // 1. The Orange Book's trade names of another line, each with its products.
  const lines = new Map<string, { m: CatalogMedication; products: OrangeBookProduct[] }>();
  // An over-the-counter line (Prevacid 24HR, Nexium 24HR) is not the prescription brand the catalog sells.
  for (const p of orangeBook) {
    if (p.type === "OTC") continue;
    const name = typed(tradeNameWithoutStrength(p.tradeName));
    // At most four words, as a name is typed ("CLEOCIN PHOSPHATE IN DEXTROSE 5% IN PLASTIC CONTAINER" is not).
    if (name.split(" ").length > 4) continue;
    const m = brandOf(name, p.ingredients);
    if (!m) continue;
    const line = lines.get(`${m.slug}|${name}`) ?? { m, products: [] };
    line.products.push(p);
    lines.set(`${m.slug}|${name}`, line);
  }
  for (const [key, { m, products }] of lines) {
    const name = key.slice(key.indexOf("|") + 1);
    const doses = lineDoses(m, products);
    const ndcs = doses.map((d) => d.ndc);
    add("line-ob", name, m, ndcs);
    const words = name.split(" ");
    if (words.length > 1) add("line-ob-order", [...words.slice(1), words[0]!].join(" "), m, ndcs);
    // A strength of the line as labels write it, after the name ("abilify maintena 400 mg").
    for (const d of doses) {
      const spelt = strengthSpellings(d.strength).find((s) => / (mg|mcg)$/.test(s));
      if (!spelt) continue;
      const same = doses.filter((o) => inMicrograms(o.strength) === inMicrograms(d.strength)).map((o) => o.ndc);
      add("line-ob-strength", `${name} ${spelt}`, m, same);
    }
  }

  // 2. Part D 2023's product names of a brand's other lines (product-lines.ts reads them with the Orange Book), each
  // the start of one of the book's lines of the brand ("Abilify Maintena" of "ABILIFY MAINTENA KIT"; not "Atacand
  // HCT", candesartan with hydrochlorothiazide, another medication than Atacand's).
  const bookLines = [...lines.keys()];
  const isLine = (slug: string, name: string) =>
    bookLines.some((key) => key === `${slug}|${name}` || key.startsWith(`${slug}|${name} `));
  const linesOf = indexProductLines(partD, orangeBook);
  for (const m of meds) {
    if (m.name === m.generic) continue;
    const doses = m.doses.map((d) => ({ form: d.doseForm, strength: d.strength }));
    for (const line of linesOf(m.name, m.generic, doses)) {
      const name = typed(line.name);
      if (name === typed(m.name) || !isLine(m.slug, name)) continue;
      add(
        "line-partd",
        name,
        m,
        m.doses.filter((_, i) => line.doses[i]).map((d) => d.ndc),
      );
    }
  }

  // 3. NADAC's descriptions of a brand's NDCs that start with one of its lines' names ("RISPERDAL CONSTA 25 MG VIAL").
  const doseOf = new Map<string, { m: CatalogMedication; ndcs: string[] }>();
  for (const m of meds) {
    if (m.name === m.generic) continue;
    for (const d of m.doses) {
      const same = m.doses.filter((o) => o.doseForm === d.doseForm && inMicrograms(o.strength) === inMicrograms(d.strength)); // prettier-ignore
      for (const ndc of d.ndcs) doseOf.set(ndc, { m, ndcs: same.map((o) => o.ndc) });
    }
  }
  for (const { ndc, description } of nadacDescriptions) {
    const found = doseOf.get(ndc);
    if (!found) continue;
    const written = typed(description);
    if (!bookLines.some((key) => key.startsWith(`${found.m.slug}|`) && `${written} `.startsWith(`${key.slice(found.m.slug.length + 1)} `))) continue; // prettier-ignore
    add("line-nadac", description.toLowerCase(), found.m, found.ndcs);
  }
  return cases;
}

// The public lists the cases are written from: the Orange Book's products and Part D's newest year of each product.
export async function readBrandLineQuerySources(
  dataDir: string,
): Promise<{ orangeBook: OrangeBookProduct[]; partD: PartDDrugYear[] }> {
  const stats: SourceStats[] = [];
  const orangeBook = await readOptionalSource(dataDir, NAME_FILES.orangeBook, parseOrangeBookProducts, stats);
  const rows = await readOptionalSource(dataDir, DISPENSING_FILES.partD, parsePartDSpendingByDrug, stats);
  return { orangeBook, partD: newestPartDYear(rows) };
}
