// npx tsx scripts/measure-thin-defaults.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every default whose form only the state's file decides, with each form's fills, NADAC breadth and Orange Book
// applications, and the calibration of the breadth weight on the medications both files count
// (lib/medications/import/measure-thin-defaults.ts; prisma/seed/README.md "Twentieth pass").
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { THIN_FILLS } from "../lib/medications/import/choose-default-dose";
import { calibrateThinFills, measureThinDefaults, type ThinDefault } from "../lib/medications/import/measure-thin-defaults"; // prettier-ignore
import { readApplications } from "../lib/medications/import/orange-book-applications";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, alaskaOnly } = await readDispensingSources(values.data);
const applications = await readApplications(values.data);
const result = measureThinDefaults(seed.medications, seed.ndcs, dispensing, alaskaOnly, applications);
const q = (p: number) => result.alaskaTotals[Math.floor(p * (result.alaskaTotals.length - 1))] ?? 0;
console.log(`seed ${values.seed} (${seed.generatedAt}): ${result.medications} medications`);
console.log(`  default decided by: national ${result.decided.national}, the state's file ${result.decided.alaska}, no file ${result.decided.none}`); // prettier-ignore
console.log(`  state-decided with two or more forms: ${result.thin.length}; their state prescriptions p10/p25/p50/p75/p90: ${[0.1, 0.25, 0.5, 0.75, 0.9].map(q).join(" / ")}`); // prettier-ignore
console.log(`  the rule (THIN_FILLS ${THIN_FILLS}) picks another form: ${result.thin.filter((t) => t.byRule !== t.form).length}`); // prettier-ignore
console.log(`  rare form over a common one: ${result.rareForm.length}`);
const line = (t: ThinDefault) =>
  `  ${t.slug}: ${t.dose} [rule: ${t.byRule}] ` +
  t.forms.map((f) => `${f.form} ${f.alaska}+${f.suppressed}s rx/${f.breadth} pp/${f.ndcs} ndc/${f.labelers} lab/${f.applications} ob`).join(", "); // prettier-ignore
for (const t of result.rareForm) console.log(line(t));
console.log("the rule picks another form:");
for (const t of result.thin.filter((x) => x.byRule !== x.form)) console.log(line(t));
console.log("calibration (generic tablets and capsules of two or more forms both files count): weight agree/of (counted fills alone)"); // prettier-ignore
const weights = [0, 25, 50, 100, 150, 200, 300, 500, 1000, 3000];
for (const max of [300, 1000, 3000, Infinity]) {
  const c = calibrateThinFills(seed.medications, seed.ndcs, dispensing, alaskaOnly, weights, max);
  console.log(`  state fills < ${max} (fills alone ${c[0]?.fillsAgree}/${c[0]?.of}): ` + c.map((x) => `${x.weight}: ${x.agree}`).join(", ")); // prettier-ignore
}
if (values.out) {
  const rows = result.thin.map(
    (t) =>
    [t.slug, t.dose, t.form, t.byRule, t.fills, t.forms.map((f) => `${f.form}:${f.alaska}+${f.suppressed}s:${f.breadth}:${f.ndcs}:${f.labelers}:${f.applications}`).join(" ")].join("\t"), // prettier-ignore
  );
  await writeFile(values.out, ["slug\tdefault\tform\trule\tstate rx\tforms (form:rx:price points:ndcs:labelers:ob)", ...rows].join("\n") + "\n"); // prettier-ignore
}
