// npx tsx scripts/measure-dispensing.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--misses N]
//   [--misfits FILE]: every medication whose default quantity misses its usual fill, one tab-separated line each
// Measures the catalog seed against the dispensing files: default dose = most dispensed, default quantity within a
// pack or a week of the usual fill, and the quantity kinds (the table of prisma/seed/README.md).
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { measureDispensingFit, type SeedKind } from "../lib/medications/import/measure-dispensing-fit";
import { measureQuantityShapes } from "../lib/medications/import/measure-quantity-shapes";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";
import { groupVersions } from "../lib/medications/search/find-medications";
import { MedicationSearchIndex } from "../lib/medications/search/medication-search-index";
import { measureMoleculeLanding } from "../lib/medications/search/measure-molecule-landing";
import { measureFormLanding } from "../lib/medications/search/measure-form-landing";
import { searchEntryOf } from "../lib/medications/search/search-entries";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    misses: { type: "string", default: "0" },
    misfits: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data ?? "../shared/data/drugs");
const fit = measureDispensingFit(seed.medications, dispensing, indexUsualFills(partD));
const share = (n: number, of: number) => `${n} of ${of} (${((100 * n) / Math.max(1, of)).toFixed(1)}%)`;
const doses = Object.values(fit.kinds).reduce((a, b) => a + b, 0);
const order: SeedKind[] = [
  "daily",
  "twice-daily",
  "three-times-daily",
  "four-times-daily",
  "several-times-daily",
  "weekly",
  "monthly",
  "course",
  "single-dose",
  "pack",
  "device",
  "other",
];
console.log(`seed ${values.seed} (${seed.generatedAt})`);
console.log(`medications with dispensing evidence: ${share(fit.withEvidence, fit.medications)}`);
console.log(`default dose = most dispensed dose: ${share(fit.defaultIsMostDispensed, fit.withEvidence)}`);
console.log(
  `default quantity within a pack or a week of the usual fill: ${share(fit.quantityWithinFill, fit.withDefaultEvidence)} (medications whose default dose has evidence)`,
);
console.log(`quantity kinds over ${doses} doses:`);
for (const kind of order)
  console.log(`  ${kind}: ${fit.kinds[kind] ?? 0} (${(((fit.kinds[kind] ?? 0) * 100) / doses).toFixed(1)}%)`);
for (const miss of fit.misses.slice(0, Number(values.misses)))
  console.log(`  miss ${miss.slug}: default ${miss.defaultDose}, most dispensed ${miss.mostDispensed}`);
const shapes = measureQuantityShapes(seed.medications);
console.log(
  `doses offering a single quantity: ${shapes.singleQuantity} of ${shapes.doses}, ` +
    `${shapes.singleQuantityAlone} of them neither a single dose nor a whole kit`,
);
console.log(
  `tablet and capsule defaults neither a day multiple, a course count nor a carton: ${share(shapes.oddDefaults.length, shapes.countedDefaults)}`,
);
for (const odd of shapes.oddDefaults.slice(0, Number(values.misses)))
  console.log(`  odd ${odd.slug} ${odd.dose}: ${odd.defaultCount} of ${odd.counts.join("/")}`);

if (values.misfits) {
  const header = "slug\tdose\tform\tkind\tdefault\toffered\tusual fill\tper month\tsource\tcourse";
  const lines = fit.misfits.map((f) =>
    [
      f.slug,
      f.dose,
      f.form,
      f.kind,
      f.defaultCount,
      f.counts.join("/"),
      f.usualFill,
      f.perMonth,
      f.source,
      f.course,
    ].join("\t"),
  );
  await writeFile(values.misfits, [header, ...lines].join("\n") + "\n");
  console.log(`${fit.misfits.length} misfits written to ${values.misfits}`);
}

const searchCatalog = {
  index: new MedicationSearchIndex(seed.medications.map(searchEntryOf), seed.otherDrugNames),
  bySlug: new Map(seed.medications.map((m) => [m.slug, m])),
  versions: groupVersions(seed.medications),
};
const prescriptionsOf = (ndcs: readonly string[]) => dispensing.ofNdcs(ndcs)?.prescriptions ?? 0;
const landing = measureMoleculeLanding(searchCatalog, prescriptionsOf);
console.log(
  `bare molecule names (molecules sold in several salts): ${landing.molecules}, with evidence ${landing.withEvidence}, ` +
    `landing on the salt dispensed most (swallowed forms first): ${landing.withEvidence - landing.misses.length}`,
);
for (const miss of landing.misses.slice(0, Number(values.misses)))
  console.log(`  miss "${miss.molecule}": lands on ${miss.landed}, dispensed most ${miss.expected}`);

const forms = measureFormLanding(searchCatalog, prescriptionsOf);
console.log(
  `forms asked by name ("<medication> suspension", 2 or more fitting doses with evidence): ${share(forms.queries - forms.misses.length, forms.queries)} ` +
    `land on the fitting dose dispensed most`,
);
for (const miss of forms.misses.slice(0, Number(values.misses)))
  console.log(`  miss "${miss.query}": lands on ${miss.landed}, dispensed most ${miss.expected}`);
