// npx tsx scripts/measure-dose-evidence.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out FILE]
// Every dose that is not a tablet, capsule or pack, by form kind and unit: how many have their own fills (SDUD, pooled
// as the derivation pools them), only a Part D row of their name, or nothing, and the defaults of those without fills
// (prisma/seed/README.md, "Fourteenth pass"). --out writes one tab-separated line a dose.
import { writeFile } from "node:fs/promises";
import { auditArgs } from "./lib/audit-args";
import { FORM_KINDS } from "../lib/medications/import/dose-forms";
import { poolEvidence } from "../lib/medications/import/measure-dispensing-fit";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { indexUsualFills } from "../lib/medications/import/usual-fills";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { dispensing, partD } = await readDispensingSources(values.data);
const usualFills = indexUsualFills(partD);
const { evidenceOf } = poolEvidence(seed.medications, dispensing);
type Row = { doses: number; fills: number; row: number; nothing: number; defaults: Map<string, number> };
const classes = new Map<string, Row>();
const lines = ["class\tslug\tdose\tdefault\toffered\tevidence"];
for (const m of seed.medications)
  for (const d of m.doses) {
    const kind = FORM_KINDS[d.doseForm];
    if (kind === "oral-solid" || kind === "pack") continue;
    const key = `${kind}, ${d.unitKey.startsWith("box-of-") ? "box" : d.unitKey}`;
    const row = classes.get(key) ?? { doses: 0, fills: 0, row: 0, nothing: 0, defaults: new Map() };
    classes.set(key, row);
    row.doses++;
    const own = evidenceOf(m, d);
    const claim = usualFills.unitsPerClaim(m.name, "immediate");
    if (own) row.fills++;
    else {
      row[claim ? "row" : "nothing"]++;
      row.defaults.set(d.defaultQuantity, (row.defaults.get(d.defaultQuantity) ?? 0) + 1);
    }
    const evidence = own ? `${own.source} ${own.unitsPerRx.toFixed(1)} a fill` : claim ? `Part D ${claim.toFixed(1)} a claim of ${m.name}` : ""; // prettier-ignore
    lines.push(
      [key, m.slug, d.label, d.defaultQuantity, d.quantities.map((q) => q.value).join("/"), evidence].join("\t"),
    );
  }
console.log(`seed ${values.seed} (${seed.generatedAt}): ${lines.length - 1} doses not a tablet, capsule or pack`);
console.log("form kind, unit: doses / own fills / a Part D row only / nothing; defaults without fills (most first)");
for (const [key, r] of [...classes].sort((a, b) => b[1].doses - a[1].doses)) {
  const defaults = [...r.defaults].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([q, n]) => `${q} x${n}`); // prettier-ignore
  console.log(`  ${key}: ${r.doses} / ${r.fills} / ${r.row} / ${r.nothing}; ${defaults.join(", ")}`);
}
if (values.out) await writeFile(values.out, lines.join("\n") + "\n");
