// npx tsx scripts/audit-default-doses.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every medication's default dose and quantity against the dispensing evidence (SDUD units per prescription pooled
// over every medication selling the strength and form, Part D units per claim of the drug), flagged by class:
//   form      the default's form is not the medication's form dispensed most (its prescriptions under 80% of it)
//   strength  within the default's form, the default's strength under 80% of the strength dispensed most
//   line      a brand's default outside the product line Part D claims most of it (product-lines.ts)
//   order     the dose list does not open with the default's form, or a form's strengths do not ascend
//   quantity  the default quantity (pricing units) is over 2x or under 0.5x the evidence's units per prescription
//   single    the evidence says one or a few units a fill (<= 10, SDUD or Part D) and the default is 3x that or more
//   package   a unit sold whole (a nasal device, a packet) counted by the gram or mL, or a fraction of a unit
// One tab-separated line a flag (--out), and the count of each class.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { auditDefaultDoses } from "../lib/medications/import/audit-default-doses";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";
import { indexProductLines } from "../lib/medications/import/product-lines";
import { readDrugNameSources } from "../lib/medications/import/read-drug-name-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const names = await readDrugNameSources(values.data);
const audit = auditDefaultDoses(seed.medications, dispensing, indexUsualFills(partD), {
  productLines: indexProductLines(partD, names.sources.orangeBook),
});
console.log(`seed ${values.seed} (${seed.generatedAt}): ${seed.medications.length} medications`);
console.log(`default dose with evidence: ${audit.withEvidence}`);
for (const [flag, n] of Object.entries(audit.counts)) console.log(`  ${flag}: ${n}`);
console.log(`no dose with evidence (the fallback chose): ${Object.values(audit.fallback).reduce((a, b) => a + b, 0)}`);
for (const [kind, n] of Object.entries(audit.fallback)) console.log(`  ${kind}: ${n}`);
if (values.out) {
  const header = "flag\tslug\tdose\tform\tdefault\toffered\tunit\tevidence per fill\tsource\tpart D per claim\tnote";
  const lines = audit.flags.map(
    (f) =>
    [f.flag, f.slug, f.dose, f.form, f.defaultValue, f.offered.join("/"), f.unitKey, f.unitsPerRx ?? "", f.source ?? "", f.partD ?? "", f.note].join("\t"), // prettier-ignore
  );
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${audit.flags.length} flags written to ${values.out}`);
}
