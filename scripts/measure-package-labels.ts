// npx tsx scripts/measure-package-labels.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// The packages label rows give, over every dose of the catalog (lib/medications/import/measure-package-labels.ts;
// prisma/seed/README.md "Twenty-fourth pass"): a dose a carton, nebulizer or bottle row counts offered off whole
// packages of it, and a dose whose row cites no package of the NDC directory. --out writes one tab-separated line a
// finding.
import { auditArgs } from "./lib/audit-args";
import { reportDoseFindings } from "./lib/dose-findings";
import { LABEL_CLASSES, measurePackageLabels } from "../lib/medications/import/measure-package-labels";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readNadacDescriptions } from "../lib/medications/import/read-catalog-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const result = measurePackageLabels(seed.medications, await readNadacDescriptions(values.data));
console.log(
  `seed ${values.seed} (${seed.generatedAt}): ${result.doses} doses, ${result.labelled} counted by a label row`,
);
await reportDoseFindings(LABEL_CLASSES, result.findings, values.out);
