// npx tsx scripts/measure-default-forms.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every medication's default form and strength against its own NDCs' fills, national-first and on Alaska alone, and
// the medications no file reads with each form's NDCs and labelers (lib/medications/import/measure-default-forms.ts;
// prisma/seed/README.md "Eighteenth pass"). --out writes one tab-separated line a finding.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { FORM_CLASSES, measureDefaultForms } from "../lib/medications/import/measure-default-forms";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, alaskaOnly } = await readDispensingSources(values.data);
const result = measureDefaultForms(seed.medications, dispensing, alaskaOnly);
console.log(`seed ${values.seed} (${seed.generatedAt}): ${seed.medications.length} medications, ${result.read} read by their own NDCs`); // prettier-ignore
for (const cls of FORM_CLASSES) console.log(`  ${cls}: ${result.counts[cls]}`);
for (const cls of FORM_CLASSES) {
  const rows = result.findings.filter((f) => f.cls === cls).sort((a, b) => a.share - b.share);
  if (rows.length > 0) console.log(`${cls}:`);
  for (const f of rows) console.log(`  ${f.slug}: ${f.dose} (${(f.share * 100).toFixed(0)}% of the top): ${f.note}`);
}
if (values.out) {
  const lines = result.findings.map((f) => [f.cls, f.slug, f.dose, f.top, f.share.toFixed(3), f.note].join("\t"));
  await writeFile(values.out, ["class\tslug\tdose\ttop\tshare\tnote", ...lines].join("\n") + "\n");
}
