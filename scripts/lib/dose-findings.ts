// The report of a quantity audit over the catalog's doses (measure-dispensed-once.ts, measure-quantity-packages.ts):
// each class's findings, then, with --out, one tab-separated line a finding.
import { writeFile } from "node:fs/promises";
import type { DoseFinding } from "../../lib/medications/import/measure-dispensed-once";

export async function reportDoseFindings<C extends string>(
  classes: readonly C[],
  findings: readonly DoseFinding<C>[],
  out: string | undefined,
): Promise<void> {
  for (const cls of classes) {
    const found = findings.filter((f) => f.cls === cls);
    console.log(`${cls}: ${found.length} doses (${found.filter((f) => f.isDefaultDose).length} defaults) of ${new Set(found.map((f) => f.slug)).size} medications`); // prettier-ignore
    for (const f of found) console.log(`  ${f.slug}: ${f.dose}${f.isDefaultDose ? " (default)" : ""} ${f.offered.map((c) => (c === f.defaultCount ? `${c}*` : c)).join("/")}: ${f.note}`); // prettier-ignore
  }
  if (!out) return;
  const header = "class\tslug\tdose\tdefault dose\toffered\tdefault\tnote";
  const lines = findings.map((f) => [f.cls, f.slug, f.dose, f.isDefaultDose, f.offered.join("/"), f.defaultCount, f.note].join("\t")); // prettier-ignore
  await writeFile(out, [header, ...lines].join("\n") + "\n");
  console.log(`${lines.length} findings written to ${out}`);
}
