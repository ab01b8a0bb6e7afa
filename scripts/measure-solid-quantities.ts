// npx tsx scripts/measure-solid-quantities.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--out FILE]
// Every tablet and capsule dose of the seed (not only defaults) against its own strength's fills, Part D's claim of
// its brand or generic and the dosing interval its name states: the disagreements by kind with counts, and with --out
// one tab-separated line each (prisma/seed/README.md, "Thirteenth pass").
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { measureSolidQuantities } from "../lib/medications/import/measure-solid-quantities";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const measure = measureSolidQuantities(seed.medications, dispensing, indexUsualFills(partD));
console.log(`seed ${values.seed} (${seed.generatedAt}): ${measure.doses} tablet and capsule doses`);
console.log(
  `  evidence: own strength's fills ${measure.withOwnFills}, the strength's own Part D row ${measure.withStrengthClaim}, ` +
    `a pooled Part D row ${measure.withPooledClaim}, none ${measure.withNothing}`,
);
for (const [kind, n] of Object.entries(measure.counts)) console.log(`  ${kind}: ${n}`);
if (values.out) {
  const header = "kind\tslug\tdose\tseed kind\tdefault\toffered\tevidence";
  const lines = measure.rows.map((r) =>
    [r.kind, r.slug, r.dose, r.seedKind, r.defaultCount, r.counts.join("/"), r.evidence].join("\t"),
  );
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${measure.rows.length} rows written to ${values.out}`);
}
