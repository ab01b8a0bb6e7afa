// npx tsx scripts/measure-default-share.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every medication's default against its retail fills (lib/medications/import/measure-default-share.ts;
// prisma/seed/README.md "Twenty-third pass"): the default's share of the prescriptions counted over its doses, and
// every medication whose default is not the dose filled most, or has no count while another dose has, by class and
// by the rule that decides it. --out writes one tab-separated line a finding.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { CLOSE, PLAIN_STOCK } from "../lib/medications/import/choose-default-dose";
import { indexListedPackages, parseListedNdcs } from "../lib/medications/import/listed-packages";
import { countedAtHomeOf, measureDefaultShare, plainStockOutliers } from "../lib/medications/import/measure-default-share"; // prettier-ignore
import { poolEvidence } from "../lib/medications/import/measure-dispensing-fit";
import { checkFormsAgainstFills, fallbackCandidates } from "../lib/medications/import/measure-fallback-defaults";
import { readOptionalSource } from "../lib/medications/import/read-optional-source";
import { QUANTITY_FILES } from "../lib/medications/import/seed-provenance";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { openedByUseOf, readSharedCounts } from "../lib/medications/import/two-brand-uses-sources";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const opened = openedByUseOf(await readSharedCounts(seed, values.data, dispensing));
const r = measureDefaultShare(seed.medications, dispensing, partD, opened);
const pct = (n: number, of: number) => `${n} of ${of} (${((100 * n) / Math.max(of, 1)).toFixed(1)}%)`;
console.log(`seed ${values.seed} (${seed.generatedAt}): ${r.medications} medications, ${r.oneDose} of one dose`);
console.log(`  two or more doses, one counted: ${r.counted}; the default is the dose filled most: ${pct(r.onTop, r.counted)}`); // prettier-ignore
console.log(`  the default's share of the counted fills: half or more ${r.shares.atLeastHalf}, under half ${r.shares.underHalf}, none ${r.shares.none}`); // prettier-ignore
console.log(`  two or more doses, none counted: ${r.withoutCounts}`);
const count = (key: (f: (typeof r.findings)[number]) => string) => {
  const by = new Map<string, number>();
  for (const f of r.findings) by.set(key(f), (by.get(key(f)) ?? 0) + 1);
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
};
console.log(`findings: ${r.findings.length} (default unfilled while another dose is filled: ${r.findings.filter((f) => f.unfilled).length})`); // prettier-ignore
console.log(`  by class: ${count((f) => f.cls)}`);
console.log(`  by reason: ${count((f) => f.reason)}`);
for (const f of r.findings)
  console.log(`  ${f.reason}\t${f.cls}\t${f.slug}: ${f.dose} (${(100 * f.share).toFixed(0)}%${f.unfilled ? ", unfilled" : ""}) beside ${f.top}${f.lines ? `; Part D: ${f.lines}` : ""}`); // prettier-ignore
// The fallback's form (no dose counted) read back where the files count the forms, at the shares a plain form may have.
const listed = indexListedPackages(await readOptionalSource(values.data, QUANTITY_FILES.listed, parseListedNdcs, []));
const candidates = fallbackCandidates(seed, dispensing, listed);
const { evidenceOf } = poolEvidence(seed.medications, dispensing);
const rxOf = (m: (typeof seed.medications)[number], d: (typeof m.doses)[number]) =>
  evidenceOf(m, d)?.prescriptions ?? 0;
console.log(
  "the fallback's form against the forms the files count (counts hidden), a plain tablet or capsule first at:",
);
for (const share of [...new Set([CLOSE, 0.67, PLAIN_STOCK, 0.4, 0.25])]) {
  const c = checkFormsAgainstFills(seed.medications, candidates, rxOf, share);
  console.log(`  ${share}${share === PLAIN_STOCK ? " (PLAIN_STOCK)" : share === CLOSE ? " (CLOSE)" : ""}: ${pct(c.right, c.of)}`); // prettier-ignore
}
const plainOutliers = plainStockOutliers(seed.medications, candidates, countedAtHomeOf(seed.medications, dispensing, candidates)); // prettier-ignore
console.log(`no count of a form taken home, another form opens where a plain tablet or capsule is stocked at least ${PLAIN_STOCK} as widely: ${plainOutliers.length} (${plainOutliers.join(", ")})`); // prettier-ignore
if (values.out) {
  const header = "reason\tclass\tslug\tbrand\tdefault\tshare\tunfilled\tfilled most\tpart D lines";
  const lines = r.findings.map((f) => [f.reason, f.cls, f.slug, f.brand, f.dose, f.share.toFixed(3), f.unfilled, f.top, f.lines].join("\t")); // prettier-ignore
  await writeFile(values.out, [header, ...lines].join("\n") + "\n");
  console.log(`${lines.length} findings written to ${values.out}`);
}
