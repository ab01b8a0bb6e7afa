// npx tsx scripts/measure-unfilled-defaults.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every medication of two or more doses no dispensing file counts: its default beside its other doses with every handle
// the files give, the default the stock opens by the medication's own NDCs and by its strength and form's under every
// name, and both readings checked where the files count (lib/medications/import/measure-unfilled-defaults.ts;
// prisma/seed/README.md "Twenty-fourth pass"). --out writes one tab-separated line a dose.
import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
import { auditArgs } from "./lib/audit-args";
import { PLAIN_STOCK } from "../lib/medications/import/choose-default-dose";
import { indexListedPackages, parseListedNdcs } from "../lib/medications/import/listed-packages";
import { poolEvidence } from "../lib/medications/import/measure-dispensing-fit";
import { fallbackCandidates } from "../lib/medications/import/measure-fallback-defaults";
import { calibrateStock, measureUnfilledDefaults } from "../lib/medications/import/measure-unfilled-defaults";
import { readApplications } from "../lib/medications/import/orange-book-applications";
import { parseNadacWeeklyCsv } from "../lib/medications/import/parse-nadac-weekly-csv";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { SOURCE_FILES } from "../lib/medications/import/read-catalog-sources";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { readOptionalSource } from "../lib/medications/import/read-optional-source";
import { QUANTITY_FILES } from "../lib/medications/import/seed-provenance";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing } = await readDispensingSources(values.data);
const listed = indexListedPackages(await readOptionalSource(values.data, QUANTITY_FILES.listed, parseListedNdcs, []));
const candidates = fallbackCandidates(seed, dispensing, listed);
const week = (await parseNadacWeeklyCsv(createReadStream(join(values.data, SOURCE_FILES.week)).pipe(createGunzip()))).records; // prettier-ignore
const priced = new Set(week.map((r) => r.ndc));
const rows = measureUnfilledDefaults(seed, candidates, (n) => priced.has(n), await readApplications(values.data));
const defaultOf = (r: (typeof rows)[number]) => r.doses.find((d) => d.isDefault)!.label;

console.log(`seed ${values.seed} (${seed.generatedAt}): ${rows.length} medications of two or more doses, none counted (${rows.filter((r) => r.brand).length} under a trade name)`); // prettier-ignore
const off = (key: "byOwnStock" | "byMoleculeStock") => rows.filter((r) => r[key] !== defaultOf(r));
console.log(`  default off the stock read by the medication's own NDCs: ${off("byOwnStock").length}; by every name's (the rule): ${off("byMoleculeStock").length}`); // prettier-ignore
const between = rows.filter((r) => r.byOwnStock !== r.byMoleculeStock);
console.log(`  the two readings differ: ${between.length}`);
for (const r of between) console.log(`    ${r.slug}: own ${r.byOwnStock}; every name ${r.byMoleculeStock}; default ${defaultOf(r)}`); // prettier-ignore
for (const flag of ["form", "strength", "week"] as const) {
  const of = rows.filter((r) => r.flags.includes(flag));
  console.log(`  another dose leads the default on ${flag}: ${of.length} (${of.map((r) => r.slug).join(", ")})`);
}
const { evidenceOf } = poolEvidence(seed.medications, dispensing);
const c = calibrateStock(seed.medications, candidates, (m, d) => evidenceOf(m, d)?.prescriptions ?? 0, PLAIN_STOCK);
const pct = (x: { right: number; of: number }) => `${x.right} of ${x.of}`;
console.log("the stock read where the files count (counts hidden): own NDCs / every name");
console.log(`  strengths of a form: ${pct(c.own.strengths)} / ${pct(c.molecule.strengths)}; of them a trade name's: ${pct(c.own.brandStrengths)} / ${pct(c.molecule.brandStrengths)}`); // prettier-ignore
console.log(`  forms: ${pct(c.own.forms)} / ${pct(c.molecule.forms)}; of them a trade name's: ${pct(c.own.brandForms)} / ${pct(c.molecule.brandForms)}`); // prettier-ignore
if (values.out) {
  const header = "slug\ttrade name\tdefault\tdose\town pp\tpooled pp\tlisted\tquarters\totc\tndcs\tlabelers\t2026 week ndcs\torange book\tflags"; // prettier-ignore
  const lines = rows.flatMap((r) =>
    r.doses.map(
      (d) =>
      [r.slug, r.brand, d.isDefault ? "*" : "", d.label, d.ownPricePoints, d.pooledPricePoints, d.listed, d.quarters, d.otc, d.ndcs, d.labelers, d.inWeek2026, d.applications, r.flags.join(",")].join("\t"), // prettier-ignore
    ),
  );
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${lines.length} doses written to ${values.out}`);
}
