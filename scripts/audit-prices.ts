// npx tsx scripts/audit-prices.ts [--seed prisma/seed/catalog.json.gz] [--out FILE]
// Every dose's default quantity priced as the API prices it (calculatePrice, people card, every chain, no store
// variation: the lowest and the median chain), with NADAC's unit price x quantity, flagged by class:
//   generic1000  a generic's default over $1,000 at the median chain
//   unitForm     a NADAC unit that does not fit the form (a tablet or capsule by the mL or gram; a liquid by the each)
//   strengthStep per-unit NADAC 10x or more between neighbouring strengths of one form of a medication
//   brandBelow   a brand's per-unit NADAC under its generic's for the same strength and form (under half of it)
//   ndcTwice     one NDC priced at different NADAC per unit in two doses
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { auditPrices } from "../lib/medications/import/audit-prices";

const { values } = parseArgs({
  options: { seed: { type: "string", default: "prisma/seed/catalog.json.gz" }, out: { type: "string" } },
});
const seed = await readCatalogSeed(values.seed);
const audit = auditPrices(seed.medications);
console.log(`seed ${values.seed} (${seed.generatedAt}): ${seed.medications.length} medications`);
console.log(`default doses priced: ${audit.priced}; median default price $${audit.medianDefault.toFixed(2)}`);
console.log(`default over $1,000: generic ${audit.over1000.generic}, brand ${audit.over1000.brand}`);
for (const [flag, n] of Object.entries(audit.counts)) console.log(`  ${flag}: ${n}`);
if (values.out) {
  const header = "flag\tslug\tdose\tform\tunit\tdefault\tnadacPerUnit\tnadac x qty\tmedian price\tnote";
  const lines = audit.flags.map((f) =>
    [
      f.flag,
      f.slug,
      f.dose,
      f.form,
      f.unit,
      f.quantity,
      f.nadacPerUnit,
      f.cost.toFixed(2),
      f.price.toFixed(2),
      f.note,
    ].join("\t"),
  );
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${audit.flags.length} flags written to ${values.out}`);
}
