// npx tsx scripts/measure-dose-labels.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every dose label and medication name of the catalog against how a pharmacist writes them, by class
// (lib/medications/import/measure-dose-labels.ts; the table of the twentieth pass in prisma/seed/README.md). --out
// writes one tab-separated line a flag.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { DOSE_LABEL_CLASSES, measureDoseLabels } from "../lib/medications/import/measure-dose-labels";
import { parseRxnormPacks } from "../lib/medications/import/parse-rxnorm-packs";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readOptionalSource } from "../lib/medications/import/read-optional-source";
import { QUANTITY_FILES } from "../lib/medications/import/seed-provenance";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const packs = await readOptionalSource(values.data, QUANTITY_FILES.packs, parseRxnormPacks, []);
const measure = measureDoseLabels(seed.medications, packs);
console.log(`seed ${values.seed} (${seed.generatedAt})`);
console.log(`${measure.labels} dose labels, ${measure.names} medication names`);
for (const kind of DOSE_LABEL_CLASSES) {
  const flags = measure.flags.filter((f) => f.kind === kind);
  console.log(`  ${kind}: ${measure.counts[kind]}`);
  for (const f of flags.slice(0, 4)) console.log(`      ${f.slug}: ${f.text}`);
}
if (values.out) {
  await writeFile(values.out, ["kind\tslug\ttext", ...measure.flags.map((f) => `${f.kind}\t${f.slug}\t${f.text}`)].join("\n") + "\n"); // prettier-ignore
  console.log(`${measure.flags.length} flags written to ${values.out}`);
}
