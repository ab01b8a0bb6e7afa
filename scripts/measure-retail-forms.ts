// npx tsx scripts/measure-retail-forms.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every medication selling two or more forms: the form its default dose is in against the forms patients bring to a
// retail pharmacy, with each form's fills (lib/medications/import/measure-retail-forms.ts; prisma/seed/README.md
// "Twenty-second pass").
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { administeredDefaults, measureRetailForms, retailFormOutliers, type RetailFormRow } from "../lib/medications/import/measure-retail-forms"; // prettier-ignore
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing } = await readDispensingSources(values.data);
const rows = measureRetailForms(seed.medications, dispensing);
const count = (of: readonly RetailFormRow[], kind: string) => of.filter((r) => r.fillKind === kind).length;
const cell = (r: RetailFormRow) =>
  `${r.slug} (${r.dose}; ${r.forms.map((f) => `${f.form}${f.retail ? "" : "*"} n${Math.round(f.fills)} q${f.quarters}`).join(", ")})`; // prettier-ignore

console.log(`seed ${values.seed} (${seed.generatedAt}): ${rows.length} medications selling two or more forms`);
const retail = rows.filter((r) => r.retail);
console.log(`  default in a form patients bring to a retail pharmacy: ${retail.length}`);
const administered = administeredDefaults(rows);
console.log(`  default a vial, bag, implant or irrigation beside a form patients bring: ${administered.length}`);
for (const kind of ["administration", "infusion", "supply", "none"])
  console.log(`    fills read as ${kind}: ${count(administered, kind)} (${administered.filter((r) => r.fillKind === kind).map((r) => r.slug).join(", ")})`); // prettier-ignore
const outliers = retailFormOutliers(rows);
console.log(`  of them an infusion bag, or one administration a fill (or none) beside a retail form the state shows filled: ${outliers.length}`); // prettier-ignore
for (const r of outliers) console.log(`    ${cell(r)}`);
const alone = rows.filter((r) => !r.retail && !r.retailSold);
console.log(`  default a vial, bag, implant or irrigation, no form patients bring sold: ${alone.length}`);
if (values.out) {
  await writeFile(
    values.out,
    rows
      .filter((r) => !r.retail)
      .map(cell)
      .join("\n") + "\n",
  );
  console.log(`${rows.filter((r) => !r.retail).length} rows written to ${values.out}`);
}
