// The bottle or tube a pharmacist hands over for a few products (topical solutions, shampoos, course tubes) that no file reads (twentieth
// pass, prisma/seed/README.md): as each product's FDA label states it in How Supplied. The data folder states no
// package size (MANIFEST); the state's quarterly units read a bottle only where they are whole bottles on three
// quarters (bottle-volumes.ts), and these are billed by the mL in part bottles (diclofenac 1.5%: 1,630.605 mL in 2022
// Q4) or not filled at all. Keyed by the generic, form and strength, so every medication selling the dose counts alike.
import type { Bottle } from "./bottle-volumes";
import type { DoseForm } from "../catalog-types";

// Twenty-third pass: a course's tube, a syrup's and an OTC drop's bottle, where no file reads the package and the form's
// sizes (tubes of 15/30/45/60 g, oral bottles of 100/150/200/473 mL, drops of 2.5/5/10/15 mL) are none of them.
// Vaginal antifungal creams are a course in one tube, named by its days ("MICONAZOLE-7 CREAM", "CLOTRIMAZOLE-3 2%
// CREAM" in NADAC); RxNorm's pack holds miconazole's 45 g tube ("1 (45000 MG) ... Vaginal Cream").
// [generic, form, strength, pricing units (mL or g) in one bottle or tube, source]
const ROWS: [string, DoseForm, string, number, string][] = [
  ["diclofenac sodium", "topical-solution", "1.5%", 150, "Pennsaid 1.5% topical solution label (Mallinckrodt), 16 How Supplied: 150 mL plastic bottle; NDC directory 1 BOTTLE in 1 CARTON / 150 mL in 1 BOTTLE (40032-016-61, 70512-038-05, 50090-3316-0)"], // prettier-ignore
  ["podofilox", "topical-solution", "0.5%", 3.5, "Condylox 0.5% solution label (Actavis), How Supplied: 3.5 mL amber glass bottle"], // prettier-ignore
  ["spinosad", "shampoo", "0.9%", 120, "Natroba topical suspension 0.9% label (ParaPRO), 16 How Supplied: 120 mL bottle; NDC directory 84635-570-04: 1 BOTTLE, PLASTIC in 1 CARTON / 120 mL"], // prettier-ignore
  ["miconazole nitrate", "vaginal-cream", "2%", 45, "Monistat 7 cream label (Prestige), Package: NET WT 1.59 OZ (45 g) tube with 7 applicators, a 7-day course; NDC directory 1 TUBE, WITH APPLICATOR in 1 CARTON / 45 g (50090-4356-0, 61269-730-63)"], // prettier-ignore
  ["clotrimazole", "vaginal-cream", "1%", 45, "Clotrimazole 7 vaginal cream 1% label (OTC), Package: NET WT 1.5 OZ (45 g) tube with 7 applicators, a 7-day course; NDC directory 1 TUBE, WITH APPLICATOR in 1 CARTON / 45 g (61269-220-41, 68788-8491-4)"], // prettier-ignore
  ["clotrimazole", "vaginal-cream", "2%", 21, "Clotrimazole 3 vaginal cream 2% label (OTC), Package: NET WT 0.74 OZ (21 g) tube with 3 applicators, a 3-day course; NDC directory 1 TUBE, WITH APPLICATOR in 1 CARTON / 21 g (70677-1231-1, 24385-110-09, 69842-062-00)"], // prettier-ignore
  ["terconazole", "vaginal-cream", "0.4%", 45, "Terazol 7 vaginal cream 0.4% label (Janssen), How Supplied: 45 g tube with an applicator, one applicatorful at bedtime for 7 days; NDC directory 51672-1304-6: 1 TUBE, WITH APPLICATOR in 1 CARTON / 45 g"], // prettier-ignore
  ["terconazole", "vaginal-cream", "0.8%", 20, "Terazol 3 vaginal cream 0.8% label (Janssen), How Supplied: 20 g tube with an applicator, one applicatorful at bedtime for 3 days; NDC directory 0168-0347-20: 20 g in 1 TUBE, WITH APPLICATOR"], // prettier-ignore
  ["midazolam", "oral-solution", "10 mg/5 mL", 118, "Midazolam hydrochloride syrup 2 mg/mL label (Hikma), How Supplied: 118 mL amber bottle with a press-in bottle adapter and oral dispensers; NDC directory 0054-3566-99: 118 mL in 1 BOTTLE, GLASS"], // prettier-ignore
  ["sodium chloride", "ophthalmic-solution", "0.854 mEq/mL", 15, "Muro 128 5% ophthalmic solution label (Bausch + Lomb), Package: 15 mL and 30 mL dropper bottles (0.5 and 1 fl oz)"], // prettier-ignore
  // Twenty-fourth pass: an eye drop sold in one bottle only, offered before in the form's 2.5/5/10/15 mL by default 5.
  ["trifluridine", "ophthalmic-solution", "1%", 7.5, "Viroptic 1% label, How Supplied: 7.5 mL dropper bottle; NDC directory 61314-044-75: 1 BOTTLE, PLASTIC in 1 CARTON / 7.5 mL"], // prettier-ignore
  // Twenty-fourth pass: nasal sprays whose bottle the NDC directory states by volume (most state only their sprays:
  // "120 SPRAY, METERED in 1 BOTTLE"), offered before in the form's 15/30 mL or 16/32 g bottles.
  ["flunisolide", "nasal-spray", "25 mcg", 25, "Flunisolide nasal solution 0.025%, NDC directory 24208-344-25 and 68682-344-25: 1 BOTTLE, PUMP in 1 CARTON / 25 mL in 1 BOTTLE, PUMP (priced per gram)"], // prettier-ignore
  ["desmopressin acetate", "nasal-spray", "10 mcg", 5, "Desmopressin acetate nasal spray 0.01%, NDC directory 68682-342-05: 1 BOTTLE, PUMP in 1 CARTON / 5 mL in 1 BOTTLE, PUMP (50 sprays of 10 mcg)"], // prettier-ignore
  ["nicotine", "nasal-spray", "500 mcg", 40, "Nicotrol NS label (Pfizer), How Supplied: a box of 4 bottles of 10 mL; NDC directory 0009-5401-01: 4 BOTTLE, SPRAY in 1 BOX / 10 mL in 1 BOTTLE, SPRAY (the box is handed over whole)"], // prettier-ignore
  // Twenty-fifth pass: oral liquids sold in one bottle that no file reads, offered before in the class's volumes.
  ["oseltamivir", "oral-suspension", "30 mg/5 mL", 60, "Oseltamivir phosphate for oral suspension 6 mg/mL label, 16 How Supplied: constituted with 55 mL of water, each bottle delivers 60 mL (NDC 70710-1165-6); Tamiflu alike"], // prettier-ignore
  ["magnesium citrate", "oral-solution", "291 mg/5 mL", 296, "Magnesium citrate oral solution (OTC saline laxative), 1/2 to 1 bottle a dose; NDC directory 56062-264-38: 296 mL in 1 BOTTLE, PLASTIC; 69256-329-10: 296 mL in 1 BOTTLE, GLASS; principal display panels 10 FL OZ (296 mL) (56062-266-38, 49348-504-49)"], // prettier-ignore
];

const keyOf = (generic: string, form: string, strength: string) => `${generic.toLowerCase()}|${form}|${strength}`;
const INDEX = new Map(ROWS.map(([generic, form, strength, volume, source]) => [keyOf(generic, form, strength), { volume, source }])); // prettier-ignore

/** The labelled bottle of a dose, whichever medication sells it, as a Bottle no fill reads; null when none. */
export function labelledBottleOf(generic: string, form: DoseForm, strength: string): Bottle | null {
  const row = INDEX.get(keyOf(generic, form, strength));
  return row ? { ndc: "", volume: row.volume, unitsPerRx: row.volume, prescriptions: 0, labelled: row.source } : null;
}

/** Every row's key and source, for the measure of their citations (measure-package-labels.ts). */
export const BOTTLE_SOURCES: readonly { key: string; source: string }[] = ROWS.map(([generic, form, strength, , source]) => ({ key: keyOf(generic, form, strength), source })); // prettier-ignore
