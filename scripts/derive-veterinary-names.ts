// npx tsx scripts/derive-veterinary-names.ts [--data ../shared/data/drugs]
// Writes lib/medications/veterinary-only-names.json: the FDA Green Book names of animal drugs no human pharmacy
// fills (none the catalog sells under that name), which the site's search answers with "made for animals only"
// instead of "no match".
import { createReadStream, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createGunzip } from "node:zlib";
import { parseGreenBook } from "../lib/medications/import/parse-drug-name-files";
import { NAME_FILES } from "../lib/medications/import/read-drug-name-sources";
import { listVeterinaryOnlyNames } from "../lib/medications/import/derive-search-names";
import { catalogWords, greenBookKindWords } from "../lib/medications/import/green-book-names";
import { VETERINARY_KIND_WORDS_PATH, VETERINARY_ONLY_NAMES_PATH } from "../lib/medications/veterinary-only";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { normalizeSearchText } from "../lib/medications/search/normalize-search-text";

const { values: args } = parseArgs({ options: { data: { type: "string", default: "../shared/data/drugs" } } });
const { records } = await parseGreenBook(
  createReadStream(join(args.data ?? "../shared/data/drugs", NAME_FILES.greenBook)).pipe(createGunzip()),
);
// The catalog's own names, generics and aliases are filled by a human pharmacy ("Lasix", "furosemide").
const seed = await readCatalogSeed();
const sold = new Set(
  seed.medications.flatMap((m) => [m.name, m.generic, ...m.aliases]).map((n) => normalizeSearchText(n)),
);
// The kinds of animal product asked for by kind ("horse dewormer": lib/medications/import/green-book-names.ts).
const names = listVeterinaryOnlyNames(records, sold);
const kinds = greenBookKindWords(records, catalogWords(seed.medications)).filter((k) => !names.includes(k));
writeFileSync(VETERINARY_KIND_WORDS_PATH, `${JSON.stringify(kinds, null, 2)}\n`);
console.log(`Wrote ${VETERINARY_KIND_WORDS_PATH}: ${kinds.join(", ")}`);
writeFileSync(VETERINARY_ONLY_NAMES_PATH, `${JSON.stringify(names, null, 2)}\n`);
console.log(`Wrote ${VETERINARY_ONLY_NAMES_PATH}: ${names.length} names of ${records.length} Green Book products`);
