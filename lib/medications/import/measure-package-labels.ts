// The packages label rows give (twenty-fourth pass, prisma/seed/README.md), over every dose of the catalog: the cartons
// of carton-sizes.ts, its nebulizer cartons and vials, and the bottles of labelled-bottles.ts, written from labels where
// no file in the data folder states a package, checked against the NDC directory's package descriptions.
//   label-off      a dose a row counts offered or defaulted off whole packages of it (a carton of 14 nicotine patches
//                  offered as 30, arformoterol's carton of 60 vials defaulted to 30, a 25 mL bottle offered as 32 g)
//   label-uncited  a dose a row counts whose row cites no package of the NDC directory ("NDC directory 13913-012-02: 9
//                  PACKET in 1 CARTON"), only a label read from memory
// Read by scripts/measure-package-labels.ts and the seed tests.
import { CARTON_SOURCES, cartonOf, nebulizerCartonOf } from "./carton-sizes";
import { FORM_KINDS } from "./dose-forms";
import { BOTTLE_SOURCES, labelledBottleOf } from "./labelled-bottles";
import { isWholePackages, seedNebulizerVial } from "./measure-package-handles";
import type { DoseFinding } from "./measure-dispensed-once";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

export const LABEL_CLASSES = ["label-off", "label-uncited"] as const;
export type LabelClass = (typeof LABEL_CLASSES)[number];

// A package of the NDC directory cited by its package NDC (5-4-1, 5-3-2 or 4-4-2 digits).
const DIRECTORY_CITATION = /NDC directory[^;]*\b\d{4,5}-\d{3,4}-\d{1,2}\b/;
export const citesDirectory = (source: string) => DIRECTORY_CITATION.test(source);

type Labelled = { amount: number; source: string; row: string };

// The package a label row gives a dose, in pricing units, with its row's source; null when no row counts it.
export function labelledPackageOf(
  m: CatalogMedication,
  d: CatalogDose,
  descriptionsOf: (ndc: string) => readonly string[],
): Labelled | null {
  const generic = m.generic.toLowerCase();
  const carton = cartonOf(generic, d.doseForm, d.strength);
  const sourceOf = (rows: readonly { key: string; source: string }[], key: string) => rows.find((r) => r.key === key)?.source ?? ""; // prettier-ignore
  if (carton) return { amount: carton.count * Number(d.baseValue), source: carton.source, row: "carton" };
  const bottle = labelledBottleOf(generic, d.doseForm, d.strength);
  if (bottle) return { amount: bottle.volume, source: sourceOf(BOTTLE_SOURCES, `${generic}|${d.doseForm}|${d.strength}`), row: "bottle" }; // prettier-ignore
  if (FORM_KINDS[d.doseForm] !== "nebulizer") return null;
  const source = sourceOf(CARTON_SOURCES, `${generic}|nebulizer|${d.strength}`);
  const vial = source ? seedNebulizerVial(d, descriptionsOf, generic) : null;
  if (!vial) return null;
  // A row without a carton gives the vial only: the form's boxes of 25 and 30 (60 is two boxes of 30) stand.
  const vials = nebulizerCartonOf(generic, d.strength);
  return { amount: Math.round((vials ?? 1) * vial * 100) / 100, source, row: vials ? "nebulizer carton" : "nebulizer vial" }; // prettier-ignore
}

export function measurePackageLabels(
  medications: readonly CatalogMedication[],
  descriptionsOf: (ndc: string) => readonly string[] = () => [],
): { findings: DoseFinding<LabelClass>[]; doses: number; labelled: number } {
  const findings: DoseFinding<LabelClass>[] = [];
  let doses = 0;
  let labelled = 0;
  for (const m of medications)
    for (const d of m.doses) {
      doses++;
      const label = labelledPackageOf(m, d, descriptionsOf);
      if (!label) continue;
      labelled++;
      const offered = d.quantities.map((q) => Number(q.value));
      const add = (cls: LabelClass, note: string) =>
        findings.push({ cls, slug: m.slug, dose: d.label, isDefaultDose: m.defaultDose === d.ndc, offered, defaultCount: Number(d.defaultQuantity), note }); // prettier-ignore
      const off = [...offered, Number(d.defaultQuantity)].filter((n) => !isWholePackages(n, label.amount));
      if (off.length > 0) add("label-off", `${label.row} of ${label.amount}; not whole: ${[...new Set(off)].join(", ")}`); // prettier-ignore
      if (!citesDirectory(label.source)) add("label-uncited", `${label.row} of ${label.amount}: ${label.source}`);
    }
  return { findings, doses, labelled };
}
