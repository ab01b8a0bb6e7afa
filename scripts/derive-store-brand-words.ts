// npx tsx scripts/derive-store-brand-words.ts [--data ../shared/data/drugs]
// Writes lib/medications/search/store-brand-words.json: the store brands the NADAC file writes before a product's
// name ("GNP", "QC", "FT", "GS", "SM"), each with the number of ingredients whose NDCs it starts
// (store-brand-words.ts states the rule).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readCombinationQuerySources } from "../lib/medications/search/combination-query-cases";
import { deriveStoreBrandWords, STORE_BRAND_WORDS_PATH } from "../lib/medications/search/store-brand-words";

const { values: args } = parseArgs({ options: { data: { type: "string", default: "../shared/data/drugs" } } });
const seed = await readCatalogSeed();
const { nadacDescriptions } = await readCombinationQuerySources(args.data!, seed.medications);
const found = deriveStoreBrandWords(seed.medications, nadacDescriptions, seed.otherDrugNames);
writeFileSync(STORE_BRAND_WORDS_PATH, `${JSON.stringify(Object.fromEntries(found), null, 2)}\n`);
console.log(`Wrote ${STORE_BRAND_WORDS_PATH}:`);
for (const [word, molecules] of found) console.log(`  ${word.padEnd(5)} ${molecules} ingredients`);
