// npx tsx scripts/measure-dispensed-once.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Quantities a patient would not be dispensed, over every dose of the catalog (lib/medications/import/
// measure-dispensed-once.ts; prisma/seed/README.md "Eighteenth pass"): a month's supply offered by default where the
// dose's own fills, its molecule's other strengths and forms, or Part D's claim say it is dispensed once or as a short
// course; a pen's, auto-injector's or syringe's default off its fills read as a month; an over-the-counter dose
// offered by day counts whose bottle the state's quarterly units read; and (nineteenth pass) a regimen sold as one
// course offered by months, two devices of one strength at two counts, a weekly carton beside its loose tablet, and a
// tablet with no evidence at all offered a month. --out writes one tab-separated line a finding.
import { auditArgs } from "./lib/audit-args";
import { reportDoseFindings } from "./lib/dose-findings";
import { measureDispensedOnce, ONCE_CLASSES } from "../lib/medications/import/measure-dispensed-once";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const result = measureDispensedOnce(seed.medications, seed.ndcs, dispensing, indexUsualFills(partD));
console.log(`seed ${values.seed} (${seed.generatedAt}): ${result.doses} doses, ${result.monthDefaults} counted doses offered a month by default`); // prettier-ignore
await reportDoseFindings(ONCE_CLASSES, result.findings, values.out);
