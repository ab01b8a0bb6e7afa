// npx tsx scripts/derive-form-abbreviations.ts [--data ../shared/data/drugs]
// Writes lib/medications/search/form-abbreviations.json: the NADAC file's abbreviations of form and route words
// ("inh", "ophth", "sol", "syr", "drp"), each to the form word it stands for, with the NDCs that show it
// (form-abbreviations.ts states the rule).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readCombinationQuerySources } from "../lib/medications/search/combination-query-cases";
import { deriveFormAbbreviations, FORM_ABBREVIATIONS_PATH } from "../lib/medications/search/form-abbreviations";
import { BASE_FORM_WORDS, baseFormWordOf } from "../lib/medications/search/parse-dose-query";

const { values: args } = parseArgs({ options: { data: { type: "string", default: "../shared/data/drugs" } } });
const seed = await readCatalogSeed();
const { nadacDescriptions } = await readCombinationQuerySources(args.data!, seed.medications);
const found = deriveFormAbbreviations(
  seed.medications,
  nadacDescriptions,
  BASE_FORM_WORDS,
  (w) => baseFormWordOf(w) !== null,
);
writeFileSync(FORM_ABBREVIATIONS_PATH, `${JSON.stringify(Object.fromEntries(found), null, 2)}\n`);
console.log(`Wrote ${FORM_ABBREVIATIONS_PATH}:`);
for (const [a, f] of found)
  console.log(`  ${a.padEnd(9)} ${f.word.padEnd(12)} ${f.ndcs} NDCs, ${(100 * f.share).toFixed(0)}%`);
