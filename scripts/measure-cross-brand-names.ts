// npx tsx scripts/measure-cross-brand-names.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--list FILE]
// One brand's trade name typed whole where the catalog sells its ingredients only under other brands (prisma/seed/
// README.md, "Twenty-third pass: a brand's name opens its own product or none — search"): every such Orange Book
// trade name (lib/medications/search/cross-brand-name-cases.ts), searched as GET /search/v1 does, judged by the
// book's therapeutic-equivalence codes. Also the seed's aliases that give a book trade name to a brand of another
// name, by whether the book rates the two substitutable. With --list, every name: verdict, name, what opened.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { isIngredientsName, isOwnName, substitutableProducts } from "../lib/medications/import/equivalent-brands";
import { tradeNameWithoutStrength } from "../lib/medications/import/derive-search-names";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDrugNameSources } from "../lib/medications/import/read-drug-name-sources";
import {
  bookByTradeName,
  crossBrandCases,
  crossBrandVerdict,
  type CrossBrandVerdict,
} from "../lib/medications/search/cross-brand-name-cases";
import { findMedications } from "../lib/medications/search/find-medications";
import { normalizeSearchText } from "../lib/medications/search/normalize-search-text";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    list: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed);
const { sources } = await readDrugNameSources(values.data!);
const book = bookByTradeName(sources.orangeBook);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);

// The seed's aliases of a brand that are another brand's book trade name: the book rates them substitutable (or the
// name's product is discontinued, of the brand's strength), not, or cannot (the brand is not in the book).
const aliases = { substitutable: 0, "not substitutable": 0, "brand not in the book": 0 };
const unrated: string[] = [];
for (const m of seed.medications) {
  if (m.name === m.generic) continue;
  const generic = m.generic.split(" / ");
  const own = [normalizeSearchText(m.name), normalizeSearchText(tradeNameWithoutStrength(m.name))];
  const brandBook = book.get(own[0]!) ?? book.get(own[1]!) ?? [];
  for (const a of m.aliases) {
    const products = (book.get(a) ?? []).filter((p) => p.ingredients.length === generic.length);
    if (products.length === 0 || isOwnName(a, m.name) || isIngredientsName(a, generic)) continue;
    const verdict =
      brandBook.length === 0
        ? products.some((p) => p.type !== "RX")
          ? "substitutable"
          : "brand not in the book"
        : substitutableProducts(products, brandBook).length > 0
          ? "substitutable"
          : "not substitutable";
    aliases[verdict]++;
    if (verdict !== "substitutable") unrated.push(`alias ${verdict}\t${a} -> ${m.name}`);
  }
}
console.log(
  `aliases giving a brand another brand's book trade name: ${Object.values(aliases).reduce((a, b) => a + b)} ` +
    `(substitutable ${aliases.substitutable}, not ${aliases["not substitutable"]}, the brand not in the book ` +
    `${aliases["brand not in the book"]})`,
);

const cases = crossBrandCases(seed.medications, sources.orangeBook);
const tally: Record<CrossBrandVerdict, number> = {
  own: 0,
  substitutable: 0,
  "other-brand": 0,
  "other-ingredients": 0,
  "404": 0,
};
const lines: string[] = [];
for (const c of cases) {
  const { verdict, answer } = crossBrandVerdict(c, book, findMedications, catalog);
  tally[verdict]++;
  lines.push(`${verdict}\t${c.name}\t${answer}`);
}
console.log(
  `trade names sold only under other brands: ${cases.length}; their own or a generic ${tally.own}, another brand ` +
    `the book rates substitutable ${tally.substitutable}, another brand not rated so ${tally["other-brand"]}, another ` +
    `drug ${tally["other-ingredients"]}, not sold (404) ${tally["404"]}`,
);
const list = [...lines.sort(), ...unrated.sort()];
if (values.list) writeFileSync(values.list, `${list.join("\n")}\n`);
