// npx tsx scripts/measure-quantity-packages.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Quantities a pharmacy would not dispense, over every dose of the catalog (lib/medications/import/
// measure-quantity-packages.ts; prisma/seed/README.md "Twentieth pass"): a dose handed over in its package offered in
// quantities that are not whole packages of the package its NDCs' quarterly units or billed price read, and a dose no
// file fills whose same ingredients, strength and form another medication fills at another default; and the handles of
// the twenty-first pass (measure-package-handles.ts: canisters by the gram, pumps, paired tablets, mixed sizes). The billed
// packages are read at the seed's NADAC history (its representative NDCs). --out writes one tab-separated line a finding.
import { auditArgs } from "./lib/audit-args";
import { reportDoseFindings } from "./lib/dose-findings";
import { nadacPriceOf } from "../lib/medications/import/bottle-volumes";
import { measureQuantityPackages, PACKAGE_CLASSES } from "../lib/medications/import/measure-quantity-packages";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readNadacDescriptions } from "../lib/medications/import/read-catalog-sources";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const units = new Map(seed.ndcs.map((n) => [n.ndc, n.pricingUnit]));
const { dispensing } = await readDispensingSources(values.data, nadacPriceOf((ndc) => seed.history[ndc], (ndc) => units.get(ndc))); // prettier-ignore
const otc = new Map(seed.ndcs.map((n) => [n.ndc, n.otc]));
const result = measureQuantityPackages(seed.medications, dispensing, await readNadacDescriptions(values.data), (ndc) => otc.get(ndc)); // prettier-ignore
console.log(`seed ${values.seed} (${seed.generatedAt}): ${result.doses} doses; ${result.packageDoses} handed over in their package, ${result.read} of them with a package read`); // prettier-ignore
await reportDoseFindings(PACKAGE_CLASSES, result.findings, values.out);
