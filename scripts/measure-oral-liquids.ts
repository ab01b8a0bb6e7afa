// npx tsx scripts/measure-oral-liquids.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Oral liquids offered in amounts that are neither a bottle nor a course, over every oral solution, suspension, syrup
// and elixir of the catalog (lib/medications/import/measure-oral-liquids.ts; prisma/seed/README.md "Twenty-fifth pass").
// --out writes one tab-separated line a finding.
import { auditArgs } from "./lib/audit-args";
import { reportDoseFindings } from "./lib/dose-findings";
import { LIQUID_CLASSES, measureOralLiquids } from "../lib/medications/import/measure-oral-liquids";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing } = await readDispensingSources(values.data);
const otc = new Map(seed.ndcs.map((n) => [n.ndc, n.otc]));
const result = measureOralLiquids(seed.medications, dispensing, (ndc) => otc.get(ndc));
console.log(`seed ${values.seed} (${seed.generatedAt}): ${result.doses} oral liquids by the mL, ${result.read} with a package read or labelled`); // prettier-ignore
await reportDoseFindings(LIQUID_CLASSES, result.findings, values.out);
