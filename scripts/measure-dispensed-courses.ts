// npx tsx scripts/measure-dispensed-courses.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Courses and single doses offered as something else, over every dose of the catalog (lib/medications/import/
// measure-dispensed-courses.ts; prisma/seed/README.md "Twenty-third pass"): a dose of single-dose units whose fills or
// claims read a course of 1 to 15 units offered off it, a course product its description counts offered at its form's
// fallback sizes, and a dose a label row counts offered off whole packages. --out writes one tab-separated line a finding.
import { auditArgs } from "./lib/audit-args";
import { reportDoseFindings } from "./lib/dose-findings";
import { COURSE_CLASSES, measureDispensedCourses } from "../lib/medications/import/measure-dispensed-courses";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readNadacDescriptions } from "../lib/medications/import/read-catalog-sources";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const descriptionsOf = await readNadacDescriptions(values.data);
const result = measureDispensedCourses(seed.medications, { dispensing, partD, descriptionsOf });
console.log(`seed ${values.seed} (${seed.generatedAt}): ${result.doses} doses, ${result.courseDoses} of single-dose units filled as a course of 1 to 15`); // prettier-ignore
await reportDoseFindings(COURSE_CLASSES, result.findings, values.out);
