// npx tsx scripts/measure-shared-counts.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// The defaults the payers' counts cannot speak for (lib/medications/import/measure-shared-counts.ts; prisma/seed/README.md
// "Twenty-fifth pass"): every medication whose counted doses are another medication's figures too, read against its
// own NDCs' counts; every generic that is two brands' clinical drugs, each brand's strengths counted per price point
// stocked, and the generics whose default the rule moves (two-brand-uses.ts). --out writes one line a finding.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { readSharedCounts } from "../lib/medications/import/two-brand-uses-sources";
import { USE_SKEW } from "../lib/medications/import/two-brand-uses";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing } = await readDispensingSources(values.data);
const { shared, uses } = await readSharedCounts(seed, values.data, dispensing);

console.log(`seed ${values.seed} (${seed.generatedAt})`);
console.log(`counts shared: ${shared.length} medications of two or more doses whose every counted dose is another medication's figure too (${shared.filter((s) => s.brand).length} under a trade name)`); // prettier-ignore
for (const reading of ["own agrees", "no own count", "own differs"] as const) {
  const rows = shared.filter((s) => s.reading === reading);
  console.log(`  ${reading}: ${rows.length} (${rows.filter((s) => s.brand).length} under a trade name)`);
}
const differs = shared.filter((r) => r.reading === "own differs");
console.log(`  own differs, both counted by the national file in one form (the trade name's own counts decide): ${differs.filter((s) => s.national).length}`); // prettier-ignore
for (const s of differs)
  console.log(`    ${s.national ? "national" : "state   "} ${s.slug}${s.brand ? " (trade name)" : ""}: default ${s.defaultLabel} (own ${s.ownOfDefault}); own NDCs' most ${s.ownTop} (${s.ownTopCount}); shared with ${s.sharedWith.join(", ")}`); // prettier-ignore
const moved = uses.filter((u) => u.opens);
console.log(`two brands' uses: the default opens among the other brand's strengths (${moved.length}): ${moved.map((u) => u.slug).join(", ") || "none"}`); // prettier-ignore
console.log(`two brands' uses: defaults the rule opened (the other brand counted ${USE_SKEW}x as often per price point, stocked less): ${uses.filter((u) => u.opened).map((u) => `${u.slug} ${u.defaultLabel} beside ${u.other}`).join(", ") || "none"}`); // prettier-ignore
const generics = new Set(uses.map((u) => u.slug));
console.log(`two brands' uses: ${generics.size} generics whose default's brand and another brand of its form are both counted by the national file (${uses.length} pairs)`); // prettier-ignore
for (const u of [...uses].sort((a, b) => b.skew - a.skew))
  console.log(`  ${u.opens ? "MOVES" : u.opened ? "OPENED" : "keeps"}\t${u.slug}: ${u.defaultLabel} (${u.brand}) beside ${u.other}: counted ${u.skew >= 1 ? u.skew.toFixed(1) : `1/${(1 / u.skew).toFixed(1)}`}x per price point (${u.counted.map((n) => Math.round(n)).join(" against ")} prescriptions), stocked ${u.stockRatio.toFixed(2)}x${u.opens ? `; opens among ${u.opens}` : ""}`); // prettier-ignore
if (values.out) {
  const lines = [
    ...shared.map((s) => ["shared", s.slug, s.brand, s.reading, s.defaultLabel, s.ownOfDefault, s.ownTop ?? "", s.ownTopCount, s.sharedWith.join(" ")].join("\t")), // prettier-ignore
    ...uses.map((u) => ["uses", u.slug, u.brand, u.other, u.defaultLabel, u.skew.toFixed(2), u.stockRatio.toFixed(2), u.opens ?? ""].join("\t")), // prettier-ignore
  ];
  await writeFile(values.out, lines.join("\n") + "\n");
  console.log(`${lines.length} rows written to ${values.out}`);
}
