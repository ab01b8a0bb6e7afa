// npx tsx scripts/measure-default-disagreements.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--out FILE]
// Every default of a medication selling two or more doses against every public signal of which dose is dispensed,
// the disagreements counted by class and by the file that decides the default
// (lib/medications/import/measure-default-disagreements.ts; prisma/seed/README.md "Twenty-first pass").
import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
import { auditArgs } from "./lib/audit-args";
import { indexListedPackages, parseListedNdcs } from "../lib/medications/import/listed-packages";
import { measureDefaultDisagreements, nationalOutliers, otcStockOutliers, SIGNALS, type MedicationDisagreement } from "../lib/medications/import/measure-default-disagreements"; // prettier-ignore
import { fallbackCandidates } from "../lib/medications/import/measure-fallback-defaults";
import { parseNadacWeeklyCsv } from "../lib/medications/import/parse-nadac-weekly-csv";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { SOURCE_FILES } from "../lib/medications/import/read-catalog-sources";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { readOptionalSource } from "../lib/medications/import/read-optional-source";
import { QUANTITY_FILES } from "../lib/medications/import/seed-provenance";
import { openedByUseOf, readSharedCounts } from "../lib/medications/import/two-brand-uses-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, alaskaOnly } = await readDispensingSources(values.data);
const listed = indexListedPackages(await readOptionalSource(values.data, QUANTITY_FILES.listed, parseListedNdcs, []));
const week = (await parseNadacWeeklyCsv(createReadStream(join(values.data, SOURCE_FILES.week)).pipe(createGunzip()))).records; // prettier-ignore
const rows = measureDefaultDisagreements(seed.medications, seed.ndcs, dispensing, alaskaOnly, week, listed);

console.log(`seed ${values.seed} (${seed.generatedAt}): ${rows.length} medications selling two or more doses`);
for (const decider of ["national", "state", "none"] as const) {
  const of = rows.filter((r) => r.decider === decider);
  const against = of.filter((r) => r.classes.length > 0);
  const byClass = new Map<string, number>();
  for (const r of against) for (const c of r.classes) byClass.set(c, (byClass.get(c) ?? 0) + 1);
  const bySignal = SIGNALS.map((s) => `${s} ${of.filter((r) => r.against.includes(s)).length}`).join(", ");
  console.log(`  decided by ${decider}: ${of.length}; another dose leads a signal: ${against.length} (${bySignal})`);
  console.log(
    `    by class: ${[...byClass]
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(", ")}`,
  );
}
const national = rows.filter((r) => r.decider === "national" && !r.brand);
// A generic of two brands' uses opens on the brand pharmacies stock (two-brand-uses.ts, twenty-fifth pass).
const opened = openedByUseOf(await readSharedCounts(seed, values.data, dispensing));
const outliers = nationalOutliers(rows, opened);
console.log(`national-decided generics: ${national.length}; default not the leader, a plain form within CLOSE of it, or a form the file cannot count: ${outliers.length} (${outliers.map((r) => r.slug).join(", ")})`); // prettier-ignore
const unread = national.filter((r) => r.doses.find((d) => d.label === r.dose)!.national === 0);
console.log(`  of them opening on a form the national file cannot count (read from the state at scale): ${unread.length} (${unread.map((r) => r.slug).join(", ")})`); // prettier-ignore
const otc = otcStockOutliers(seed, fallbackCandidates(seed, dispensing, listed));
console.log(`no dose counted, an over-the-counter strength stocked less than another of its form: ${otc.length} (${otc.join(", ")})`); // prettier-ignore
const cell = (d: MedicationDisagreement["doses"][number]) =>
  `${d.label} [n${Math.round(d.national)} s${d.state} l${d.labelers}/${d.ndcs}${d.otc === true ? " otc" : d.otc === false ? " rx" : ""} k${d.listed} p${d.pricePoints}]`; // prettier-ignore
if (values.out) {
  const lines = rows
    .filter((r) => r.classes.length > 0)
    .map((r) => [r.slug, r.brand ? "brand" : "generic", r.decider, r.dose, r.classes.join(","), r.against.join(","), ...r.doses.map(cell)].join("\t")); // prettier-ignore
  await writeFile(values.out, ["slug\tkind\tdecider\tdefault\tclasses\tagainst\tdoses", ...lines].join("\n") + "\n");
  console.log(`${lines.length} rows written to ${values.out}`);
}
