// npx tsx scripts/measure-fallback-defaults.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--before OLD_SEED] [--out FILE]
// The defaults no dispensing file counts (prisma/seed/README.md "Fourteenth pass: defaults without fills"): how many
// medications, the evidence step that chose each default, the rules checked against the medications whose fills are
// counted (counts hidden), and with --before the defaults that changed, by step, and whether any counted one did.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { readOptionalSource } from "../lib/medications/import/read-optional-source";
import { indexListedPackages, parseListedNdcs } from "../lib/medications/import/listed-packages";
import { QUANTITY_FILES } from "../lib/medications/import/seed-provenance";
import { chooseDefaultDose, stocked } from "../lib/medications/import/choose-default-dose";
import {
  checkAgainstFills,
  fallbackCandidates,
  fallbackStep,
  type FallbackStep,
} from "../lib/medications/import/measure-fallback-defaults";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    before: { type: "string" },
    out: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed!);
const { dispensing } = await readDispensingSources(values.data!);
const listed = indexListedPackages(await readOptionalSource(values.data!, QUANTITY_FILES.listed, parseListedNdcs, []));
const candidates = fallbackCandidates(seed, dispensing, listed);
const counted = (m: (typeof seed.medications)[number]) => m.doses.some((d) => d.dispensed);

const uncounted = seed.medications.filter((m) => !counted(m));
const steps = new Map<FallbackStep, number>();
const stepOf = new Map<string, FallbackStep>();
const rows: string[] = [];
for (const m of uncounted) {
  const step = fallbackStep(candidates.get(m.slug)!, m.defaultDose);
  stepOf.set(m.slug, step);
  steps.set(step, (steps.get(step) ?? 0) + 1);
  if (m.doses.length > 1)
    rows.push(
      [m.slug, step, ...candidates.get(m.slug)!.map((c) => `${c.label}${c.ndc === m.defaultDose ? " *" : ""} (q${c.quarters} l${c.listed} p${c.pricePoints} s${stocked(c)})`)].join("\t"), // prettier-ignore
    );
}
console.log(`seed ${values.seed}: ${seed.medications.length} medications, ${uncounted.length} with no dose counted`);
console.log(`  ${uncounted.filter((m) => m.doses.length > 1).length} of them sell several doses`);
for (const [step, n] of [...steps].sort((a, b) => b[1] - a[1])) console.log(`  default by ${step}: ${n}`);
const differ = uncounted.filter((m) => chooseDefaultDose(candidates.get(m.slug)!) !== m.defaultDose);
console.log(`  the rule read back from the seed gives another default: ${differ.length} (${differ.map((m) => m.slug).join(", ")})`); // prettier-ignore
// The default's form against the form the NDC directory lists most packages of (summed over its strengths).
const notListedMost = uncounted.filter((m) => {
  const c = candidates.get(m.slug)!;
  const byForm = new Map<string, number>();
  for (const d of c) byForm.set(d.form!, (byForm.get(d.form!) ?? 0) + (d.listed ?? 0));
  const most = Math.max(...byForm.values());
  return most > 0 && byForm.get(c.find((d) => d.ndc === m.defaultDose)!.form!)! < most;
});
console.log(`  default's form not the form the directory lists most: ${notListedMost.length} (${notListedMost.map((m) => m.slug).join(", ")})`); // prettier-ignore
const withQuarters = uncounted.filter((m) => candidates.get(m.slug)!.some((c) => (c.quarters ?? 0) > 0));
console.log(`  with a dose Alaska dispensed under 11 times a quarter: ${withQuarters.length}`);
const unlisted = uncounted.filter((m) => candidates.get(m.slug)!.every((c) => !c.listed));
console.log(`  none of whose doses the NDC directory file lists (ingredients starting with A): ${unlisted.length}`);

console.log("rules against counted fills (the most dispensed form's strengths, counts hidden):");
for (const [rule, { right, of }] of Object.entries(checkAgainstFills(seed.medications, candidates)))
  console.log(`  ${rule}: ${right} of ${of} (${((100 * right) / of).toFixed(1)}%)`);

if (values.before) {
  const before = await readCatalogSeed(values.before);
  const now = new Map(seed.medications.map((m) => [m.slug, m]));
  const labelOf = (m: (typeof seed.medications)[number]) => m.doses.find((d) => d.ndc === m.defaultDose)?.label;
  const changed = new Map<string, number>();
  let countedChanged = 0;
  let reordered = 0;
  for (const old of before.medications) {
    const m = now.get(old.slug);
    if (!m) continue;
    if (m.doses.map((d) => d.ndc).join() !== old.doses.map((d) => d.ndc).join()) reordered++;
    if (m.defaultDose === old.defaultDose) continue;
    if (counted(m)) countedChanged++;
    const step = stepOf.get(m.slug) ?? "counted";
    changed.set(step, (changed.get(step) ?? 0) + 1);
    console.log(`  ${m.slug}: ${labelOf(old)} -> ${labelOf(m)} (${step})`);
  }
  console.log(`defaults changed against ${values.before}: ${[...changed.values()].reduce((a, b) => a + b, 0)}`);
  for (const [step, n] of changed) console.log(`  by ${step}: ${n}`);
  console.log(`  of medications with counted fills: ${countedChanged}; dose lists reordered: ${reordered}`);
}
if (values.out) {
  await writeFile(values.out, rows.join("\n") + "\n");
  console.log(`${rows.length} medications written to ${values.out}`);
}
