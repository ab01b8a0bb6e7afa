// npx tsx scripts/derive-ingredient-abbreviations.ts [--data ../shared/data/drugs]
// Writes lib/medications/search/ingredient-abbreviations.json: abbreviations of ingredients the catalog sells only in
// combinations, from the NADAC week's descriptions of the catalog's combination NDCs ("SULFAMETHOXAZOLE-TMP DS
// TABLET") and MeSH's and DrugBank's abbreviations (SMX), each to its molecule (ingredient-abbreviations.ts).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readCombinationQuerySources } from "../lib/medications/search/combination-query-cases";
import {
  deriveIngredientAbbreviations,
  INGREDIENT_ABBREVIATIONS_PATH,
} from "../lib/medications/search/ingredient-abbreviations";

const { values: args } = parseArgs({ options: { data: { type: "string", default: "../shared/data/drugs" } } });
const seed = await readCatalogSeed();
const { abbreviations, nadacDescriptions } = await readCombinationQuerySources(args.data!, seed.medications);
const found = deriveIngredientAbbreviations(seed.medications, nadacDescriptions, abbreviations);
writeFileSync(INGREDIENT_ABBREVIATIONS_PATH, `${JSON.stringify(Object.fromEntries(found), null, 2)}\n`);
console.log(`Wrote ${INGREDIENT_ABBREVIATIONS_PATH}: ${[...found].map(([a, m]) => `${a} ${m}`).join(", ")}`);
