// What one carton holds of products dispensed only by the carton: single-dose and cycle products and single-use
// devices, keyed by the generic (the ingredients as the catalog writes them), form and strength, so every medication
// selling the dose (the generic, its brands and branded generics) is counted alike. No file in the data folder has
// the FDA package descriptions ("1 TABLET in 1 BLISTER PACK"), so the rows are the labels' How Supplied sections.
import type { DoseForm } from "../catalog-types";

export type Carton = {
  count: number; // units handed over in one carton: tablets, patches, devices
  unitKey: string; // what a unit is called
  // What one unit holds when NADAC prices the dose by mass or volume (a 0.1 mL nasal device priced per gram);
  // a dose priced per each counts 1 a unit.
  mLEach: number;
  source: string;
};

type CartonRow = { generic: string; form: DoseForm; strength: string; carton: Carton };

// [generic, form, strength, units a carton, unit, mL each (1 for a solid), source]
const ROWS: [string, DoseForm, string, number, string, number, string][] = [
  // Emergency contraception: one 1.5 mg tablet in a blister card (Plan B One-Step and its generics: My Way, Take
  // Action, EContra One-Step, Her Style, New Day, Option 2, Aftera).
  ["levonorgestrel", "tablet", "1.5 mg", 1, "tablet", 1, "Plan B One-Step label (Foundation Consumer Healthcare), Package: 1 tablet"], // prettier-ignore
  // Ulipristal 30 mg emergency contraception: one tablet in a blister (ella).
  ["ulipristal acetate", "tablet", "30 mg", 1, "tablet", 1, "ella label (HRA Pharma / Perrigo), 16 How Supplied: one 30 mg tablet in a blister"], // prettier-ignore
  // Single-dose granules: one sachet or packet is the whole treatment.
  ["fosfomycin", "granules-for-solution", "3000 mg", 1, "packet", 1, "Monurol label (Zambon), How Supplied: single-dose sachet of 3 g fosfomycin"], // prettier-ignore
  ["secnidazole", "granules", "2000 mg", 1, "packet", 1, "Solosec label (Lupin), 16 How Supplied: one 2 g single-dose packet"], // prettier-ignore
  // Weekly contraceptive patches: a carton of 3, one cycle (a patch a week for 3 weeks, then a week without).
  ["ethinyl estradiol / norelgestromin", "patch", "35 mcg-0.15 mg/24 hr", 3, "patch", 1, "Xulane label (Mylan), 16 How Supplied: cartons of 3 transdermal systems"], // prettier-ignore
  ["ethinyl estradiol / levonorgestrel", "patch", "30 mcg-0.12 mg/24 hr", 3, "patch", 1, "Twirla label (Agile Therapeutics), 16 How Supplied: cartons of 3 transdermal systems"], // prettier-ignore
  // Naloxone 4 mg nasal spray: a carton of 2 single-use devices of 0.1 mL (NADAC prices the generic per gram).
  ["naloxone hydrochloride", "nasal-spray", "40 mg/mL", 2, "device", 0.1, "Narcan Nasal Spray label (Emergent), 16 How Supplied: 2 single-dose devices of 0.1 mL (4 mg)"], // prettier-ignore
];

export const CARTONS: readonly CartonRow[] = ROWS.map(([generic, form, strength, count, unitKey, mLEach, source]) => ({
  generic,
  form,
  strength,
  carton: { count, unitKey, mLEach, source },
}));

const keyOf = (generic: string, form: string, strength: string) => `${generic.toLowerCase()}|${form}|${strength}`;
const INDEX = new Map(CARTONS.map((r) => [keyOf(r.generic, r.form, r.strength), r.carton]));

// The carton of a dose, whichever medication sells it; null when the table has none.
export function cartonOf(generic: string, form: DoseForm, strength: string): Carton | null {
  return INDEX.get(keyOf(generic, form, strength)) ?? null;
}
