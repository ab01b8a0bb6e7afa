// npx tsx scripts/measure-package-units.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every dose dispensed in a unit other than a tablet or capsule against its vial, its carton, what pharmacies
// dispense (SDUD) and what Part D claims (lib/medications/import/measure-package-units.ts; the table of the twelfth
// pass in prisma/seed/README.md). --out writes one tab-separated line a disagreement.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { measurePackageUnits, PACKAGE_UNIT_KINDS } from "../lib/medications/import/measure-package-units";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readNadacDescriptions } from "../lib/medications/import/read-catalog-sources";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const descriptionsOf = await readNadacDescriptions(values.data);
const measure = measurePackageUnits(seed.medications, dispensing, indexUsualFills(partD), descriptionsOf);
console.log(`seed ${values.seed} (${seed.generatedAt})`);
console.log(`doses not a tablet, capsule or cycle pack: ${measure.doses} (${measure.defaultDoses} default doses)`);
console.log(`stated vials whose fills hold under half of one, counted by the mL as billed: ${measure.byTheDose}`);
console.log("disagreements (all doses / default doses):");
for (const kind of PACKAGE_UNIT_KINDS)
  console.log(`  ${kind}: ${measure.counts[kind]} / ${measure.defaultCounts[kind]}`);
if (values.out) {
  const header = "kind\tslug\tdose\tdefault dose\tunit\toffered\tdefault (pricing units)\tdefault cost\texpected";
  const lines = measure.flags.map(
    (f) =>
    [f.kind, f.slug, f.dose, f.isDefaultDose ? "yes" : "", `${f.unitKey} of ${f.baseValue}`, f.offered.join("/"), f.defaultValue, f.defaultCost, f.expected].join("\t"), // prettier-ignore
  );
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${measure.flags.length} disagreements written to ${values.out}`);
}
