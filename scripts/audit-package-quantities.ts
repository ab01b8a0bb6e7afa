// npx tsx scripts/audit-package-quantities.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--out FILE]
// Every dose of the seed (every medication, every dose) against what is handed over as a package: single doses or
// short courses offered as months, packages in a part of one, bottles in a volume between bottles (prisma/seed/README.md,
// "Fifteenth pass"; the kinds are defined in lib/medications/import/audit-package-quantities.ts). With --out, one
// tab-separated line a disagreement.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { auditPackageQuantities } from "../lib/medications/import/audit-package-quantities";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const audit = auditPackageQuantities(seed.medications, dispensing, indexUsualFills(partD));
console.log(
  `seed ${values.seed} (${seed.generatedAt}): ${audit.doses} doses of ${seed.medications.length} medications`,
);
console.log(`  doses of a bottle form whose bottle the quarterly units read: ${audit.bottlesRead}`);
console.log("  kind: doses / of them a medication's default");
for (const [kind, n] of Object.entries(audit.counts)) console.log(`  ${kind}: ${n.doses} / ${n.defaults}`);
if (values.out) {
  const header = "kind\tslug\tdose\tdefault dose\tdefault\toffered\tnote";
  const lines = audit.rows.map((r) =>
    [r.kind, r.slug, r.dose, r.isDefault ? "yes" : "", r.defaultQuantity, r.offered.join("/"), r.note].join("\t"),
  );
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${audit.rows.length} rows written to ${values.out}`);
}
