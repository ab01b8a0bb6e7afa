// npx tsx scripts/measure-default-evidence.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every medication's default form, strength and quantity against what the dispensing files say is filled most
// (lib/medications/import/measure-default-evidence.ts; prisma/seed/README.md "Seventeenth pass"): counts per class
// ((a) form, (b) strength, (c) quantity, (d) single dose or short course at a month, (e) fallback without evidence)
// and the worst cases of each. --out writes one tab-separated line a finding.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { EVIDENCE_CLASSES, measureDefaultEvidence } from "../lib/medications/import/measure-default-evidence";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const brandNdcs = new Set(seed.ndcs.filter((n) => n.isBrand).map((n) => n.ndc));
const { dispensing, partD } = await readDispensingSources(values.data);
const result = measureDefaultEvidence(seed.medications, dispensing, indexUsualFills(partD), (n) => brandNdcs.has(n));
console.log(`seed ${values.seed} (${seed.generatedAt}): ${result.medications} medications, ${result.withEvidence} with a dose counted`); // prettier-ignore
console.log("class: findings (clear ones)");
for (const cls of EVIDENCE_CLASSES) console.log(`  ${cls}: ${result.counts[cls]} (${result.clear[cls]})`);
for (const cls of EVIDENCE_CLASSES) {
  const worst = result.findings
    .filter((f) => f.cls === cls)
    .sort((a, b) => b.distance - a.distance)
    .slice(0, 12);
  if (worst.length === 0) continue;
  console.log(`worst ${cls}:`);
  for (const f of worst) console.log(`  ${f.slug}: ${f.dose} x ${f.defaultQuantity} [${f.kind}]: ${f.note}`);
}
if (values.out) {
  const header = "class\tclear\tslug\tdose\tdefault\toffered\tkind\tsdud per rx\tpart D per claim\tnote";
  const lines = result.findings.map(
    (f) =>
    [f.cls, f.clear, f.slug, f.dose, f.defaultQuantity, f.offered.join("/"), f.kind, f.sdud?.toFixed(1) ?? "", f.partD?.toFixed(1) ?? "", f.note].join("\t"), // prettier-ignore
  );
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${lines.length} findings written to ${values.out}`);
}
