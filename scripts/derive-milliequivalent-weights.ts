// npx tsx scripts/derive-milliequivalent-weights.ts [--data ../shared/data/drugs]
// Writes lib/medications/search/milliequivalent-weights.json: a salt's milligrams in a milliequivalent, from the NADAC
// file's percentages of the catalog's doses RxNorm writes in mEq ("SODIUM CHLORIDE 5% EYE DROP": 0.854 mEq/mL), with
// the NDCs that show it (milliequivalent-weights.ts states the rule).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readCombinationQuerySources } from "../lib/medications/search/combination-query-cases";
import {
  deriveMilliequivalentWeights,
  MILLIEQUIVALENT_WEIGHTS_PATH,
} from "../lib/medications/search/milliequivalent-weights";

const { values: args } = parseArgs({ options: { data: { type: "string", default: "../shared/data/drugs" } } });
const seed = await readCatalogSeed();
const { nadacDescriptions } = await readCombinationQuerySources(args.data!, seed.medications);
const found = deriveMilliequivalentWeights(seed.medications, nadacDescriptions);
writeFileSync(MILLIEQUIVALENT_WEIGHTS_PATH, `${JSON.stringify(Object.fromEntries(found), null, 2)}\n`);
console.log(`Wrote ${MILLIEQUIVALENT_WEIGHTS_PATH}:`);
for (const [molecule, w] of found) console.log(`  ${molecule}: ${w.mgPerMeq} mg a mEq (${w.ndcs} NDCs: ${w.example})`);
