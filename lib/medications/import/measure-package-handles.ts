// The twenty-first pass's classes of measure-quantity-packages.ts (prisma/seed/README.md), each a public handle on a
// dose's package or rhythm that its quantities disagree with, over every dose of the catalog:
//   canister-by-weight  a metered-dose inhaler offered by the gram (the form's or Part D's masses), not whole canisters
//   pump-not-whole      a pump named by its doses whose NADAC description gives the amount of one (pump-contents.ts),
//                       offered in amounts that are not whole pumps
//   paired-tablets      a once-daily (24-hour) combination with metformin offered at another count than a month of its
//                       tablets a dose (paired-tablets.ts: two where its partners doubled are strengths sold alone)
//   mixed-sizes         a dose by the g or mL offered in several package sizes, not multiples of one (the form's sizes
//                       where no file reads the package: reported)
//   nebulizer-not-boxes a nebulizer solution by the mL whose single-dose vial NADAC's description states (vial-volumes.ts),
//                       offered or defaulted in amounts that are not whole boxes of 25, 30 or 60 of its vials
//                       (twenty-second pass: 60 mL of 3 mL vials is 20 of them), or of its label's carton where
//                       carton-sizes.ts states one (tobramycin's 56, arformoterol's 60)
import { nebulizerCartonOf, nebulizerVialOf } from "./carton-sizes";
import { NEBULIZER_BOXES, NEBULIZER_VIAL_MAX } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import { moietyOf } from "./moiety-doses";
import { indexSoldAlone, tabletsADayOf } from "./paired-tablets";
import { pumpContentOf } from "./pump-contents";
import { vialVolumeOf } from "./vial-volumes";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

export const HANDLE_CLASSES = ["canister-by-weight", "pump-not-whole", "paired-tablets", "mixed-sizes", "nebulizer-not-boxes"] as const; // prettier-ignore
export type HandleClass = (typeof HANDLE_CLASSES)[number];
export type HandleFinding = { cls: HandleClass; m: CatalogMedication; d: CatalogDose; note: string };

/** Whether `n` is whole packages of `volume` (to a hundredth of a package: 28.35 g tubes, 7.5 mL bottles). */
export const isWholePackages = (n: number, volume: number) =>
  n >= volume * 0.99 && Math.abs(n / volume - Math.round(n / volume)) < 0.01;

const offeredOf = (d: CatalogDose) => d.quantities.map((q) => Number(q.value));
const MG = /^(\d+(?:\.\d+)?) mg$/;

export function measurePackageHandles(
  medications: readonly CatalogMedication[],
  descriptionsOf: (ndc: string) => readonly string[] = () => [],
): HandleFinding[] {
  const findings: HandleFinding[] = [];
  const tabletsOf = pairedTabletsIndex(medications);
  for (const m of medications)
    for (const d of m.doses) {
      const kind = FORM_KINDS[d.doseForm];
      const measured = !d.package && d.baseValue === "1" && (d.unitKey === "g" || d.unitKey === "mL");
      if (kind === "inhaler" && d.unitKey === "g")
        findings.push({ cls: "canister-by-weight", m, d, note: `offered by the gram: ${offeredOf(d).join("/")}` });
      const pump = measured ? seedPumpContent(m, d, descriptionsOf) : null;
      if (pump && [...offeredOf(d), Number(d.defaultQuantity)].some((n) => !isWholePackages(n, pump)))
        findings.push({ cls: "pump-not-whole", m, d, note: `a pump dispenses ${pump}` });
      const tablets = d.quantities.every((q) => q.unitCount % 30 === 0) ? tabletsOf(m, d) : null;
      if (tablets && Number(d.defaultQuantity) !== 30 * tablets)
        findings.push({ cls: "paired-tablets", m, d, note: `${tablets} tablet(s) once a day: ${30 * tablets}` });
      const vial = measured ? seedNebulizerVial(d, descriptionsOf, m.generic) : null;
      // A carton its label states (carton-sizes.ts: tobramycin's 56 ampules, arformoterol's 60 vials) is the dose's box.
      const carton = vial ? nebulizerCartonOf(m.generic, d.strength) : null;
      const boxes = carton ? [carton] : NEBULIZER_BOXES;
      if (vial && [...offeredOf(d), Number(d.defaultQuantity)].some((n) => !isWholeBoxes(n, vial, boxes)))
        findings.push({ cls: "nebulizer-not-boxes", m, d, note: `${vial} mL vials: ${offeredOf(d).map((n) => Math.round((n / vial) * 10) / 10).join("/")} vials` }); // prettier-ignore
      const sizes = offeredOf(d);
      if (measured && !pump && !vial && sizes.some((n) => !isWholePackages(n, Math.min(...sizes))))
        findings.push({ cls: "mixed-sizes", m, d, note: `sizes ${sizes.join("/")}` });
    }
  return findings;
}

/**
 * The tablets a dose of each once-daily combination with metformin takes over the seed (paired-tablets.ts), its
 * partners' strengths sold alone read from the seed's single-ingredient tablets and capsules; null for other doses.
 */
export function pairedTabletsIndex(medications: readonly CatalogMedication[]) {
  const soldAlone = indexSoldAlone(
    medications.flatMap((m) =>
      m.generic.includes(" / ")
        ? []
        : m.doses
            .filter((d) => FORM_KINDS[d.doseForm] === "oral-solid" && MG.test(d.strength))
            .map((d) => ({ ingredient: m.generic, mg: Number(MG.exec(d.strength)![1]) })),
    ),
  );
  return (m: CatalogMedication, d: CatalogDose) => pairedTabletsOf(m, d, soldAlone);
}

// Whether `n` mL is whole boxes of single-dose vials of `vial` mL: a multiple of one of the form's boxes.
const isWholeBoxes = (n: number, vial: number, boxes: readonly number[]) =>
  boxes.some((box) => isWholePackages(n, box * vial));
const PER_ML = /^(\d+(?:\.\d+)?) (mg|mcg)\/mL$/;

/**
 * The single-dose vial (mL) NADAC's descriptions state for a nebulizer solution of the seed priced per mL (one
 * ingredient, a concentration per mL), as build-dose.ts reads it (vial-volumes.ts), else the NDC directory's (carton-sizes.ts); null otherwise.
 */
export function seedNebulizerVial(
  d: CatalogDose,
  descriptionsOf: (ndc: string) => readonly string[],
  generic?: string,
): number | null {
  const per = PER_ML.exec(d.strength);
  if (FORM_KINDS[d.doseForm] !== "nebulizer" || d.pricingUnit !== "ML" || d.unitContent || !per) return null;
  const name = { ingredients: [{ name: "", value: Number(per[1]), unit: `${per[2]!.toUpperCase()}/ML` }] };
  // Else the vial the NDC directory states (carton-sizes.ts, twenty-fourth pass).
  const vial = vialVolumeOf(d.ndcs, descriptionsOf, name) ?? (generic ? nebulizerVialOf(generic, d.strength) : null);
  return vial !== null && vial <= NEBULIZER_VIAL_MAX ? vial : null;
}

/** The seed's dose as the name pump-contents.ts reads (one drug in mg a dose, counted by its doses): its pump's content. */
export function seedPumpContent(
  m: CatalogMedication,
  d: CatalogDose,
  descriptionsOf: (ndc: string) => readonly string[],
) {
  const mg = MG.exec(d.strength);
  if (!mg || m.generic.includes(" / ") || d.unitContent?.unit !== "actuation" || !d.pricingUnit) return null;
  const name = {
    qualifier: null,
    quantity: { value: d.unitContent.value, unit: "ACTUAT" as const },
    ingredients: [{ name: m.generic, value: Number(mg[1]), unit: "MG/ACTUAT" }],
    rxnormForm: "",
    brand: null,
  };
  return pumpContentOf(name, d.pricingUnit, [...new Set(d.ndcs.flatMap(descriptionsOf))]);
}

// A once-daily tablet's tablets a dose, where it is a combination with metformin.
function pairedTabletsOf(m: CatalogMedication, d: CatalogDose, soldAlone: (moiety: string) => ReadonlySet<number>) {
  const names = m.generic.split(" / ");
  const strengths = d.strength.split("-").map((s) => MG.exec(s));
  const daily = d.duration?.unit === "hour" && d.duration.value === 24;
  if (!daily || FORM_KINDS[d.doseForm] !== "oral-solid" || names.length !== strengths.length || strengths.some((s) => !s)) return null; // prettier-ignore
  const ingredients = names.map((name, i) => ({ name: moietyOf(name), mg: Number(strengths[i]![1]) }));
  const doubled = d.strength
    .split("-")
    .map((s) => `${2 * Number(MG.exec(s)![1])} mg`)
    .join("-");
  const doubledSold = m.doses.some((o) => o.doseForm === d.doseForm && o.duration?.value === 24 && o.strength === doubled); // prettier-ignore
  return tabletsADayOf(ingredients, soldAlone, doubledSold);
}
