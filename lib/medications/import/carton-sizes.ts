// What one carton holds of products dispensed only by the carton: single-dose and cycle products and single-use
// devices, keyed by the generic (the ingredients as the catalog writes them), form and strength, so every medication
// selling the dose (the generic, its brands and branded generics) is counted alike. No file in the data folder has
// the FDA package descriptions ("1 TABLET in 1 BLISTER PACK"), so the rows are the labels' How Supplied sections.
import type { DoseForm } from "../catalog-types";

export type Carton = {
  count: number; // units handed over in one carton: tablets, patches, devices
  unitKey: string; // what a unit is called
  // What one unit holds when NADAC prices the dose by mass or volume (a 0.1 mL nasal device priced per gram, a 4 L
  // jug per mL); a dose priced per each counts 1 a unit.
  mLEach: number;
  whole: boolean; // one carton is the whole treatment (a bowel preparation's kit or jug): offered alone
  source: string;
};

type CartonRow = { generic: string; form: DoseForm; strength: string; carton: Carton };

// [generic, form, strength, units a carton, unit, pricing units each (mL of a jug or device; 1 priced per each),
// whole treatment (offered alone), source]
const ROWS: [string, DoseForm, string, number, string, number, boolean, string][] = [
  // Emergency contraception: one 1.5 mg tablet in a blister card (Plan B One-Step and its generics: My Way, Take
  // Action, EContra One-Step, Her Style, New Day, Option 2, Aftera).
  ["levonorgestrel", "tablet", "1.5 mg", 1, "tablet", 1, false, "Plan B One-Step label (Foundation Consumer Healthcare), Package: 1 tablet"], // prettier-ignore
  // Ulipristal 30 mg emergency contraception: one tablet in a blister (ella).
  ["ulipristal acetate", "tablet", "30 mg", 1, "tablet", 1, false, "ella label (HRA Pharma / Perrigo), 16 How Supplied: one 30 mg tablet in a blister"], // prettier-ignore
  // Single-dose granules: one sachet or packet is the whole treatment.
  ["fosfomycin", "granules-for-solution", "3000 mg", 1, "packet", 1, false, "Monurol label (Zambon), How Supplied: single-dose sachet of 3 g fosfomycin"], // prettier-ignore
  ["secnidazole", "granules", "2000 mg", 1, "packet", 1, false, "Solosec label (Lupin), 16 How Supplied: one 2 g single-dose packet"], // prettier-ignore
  // Aprepitant for oral suspension: one single-dose 125 mg pouch a kit, for day 1 of a chemotherapy cycle (NADAC prices
  // it "per mL" at $326, the kit's price); the packet rule would count 30.
  ["aprepitant", "powder-for-oral-suspension", "125 mg", 1, "kit", 1, false, "Emend for oral suspension label (Merck), 16 How Supplied: a kit of one single-dose pouch of 125 mg aprepitant, a cap and two oral dispensers"], // prettier-ignore
  // Artemether / lumefantrine: the adult 3-day course is 24 tablets (4 tablets twice a day), supplied as one blister
  // card of 24; no Medicaid file holds it, and without one the tablet was offered 30/60/90.
  ["artemether / lumefantrine", "tablet", "20 mg-120 mg", 24, "tablet", 1, false, "Coartem label (Novartis), 16 How Supplied: cartons of one blister card of 24 tablets; 2 Dosage: 4 tablets twice a day for 3 days"], // prettier-ignore
  // Weekly contraceptive patches: a carton of 3, one cycle (a patch a week for 3 weeks, then a week without).
  ["ethinyl estradiol / norelgestromin", "patch", "35 mcg-0.15 mg/24 hr", 3, "patch", 1, false, "Xulane label (Mylan), 16 How Supplied: cartons of 3 transdermal systems"], // prettier-ignore
  ["ethinyl estradiol / levonorgestrel", "patch", "30 mcg-0.12 mg/24 hr", 3, "patch", 1, false, "Twirla label (Agile Therapeutics), 16 How Supplied: cartons of 3 transdermal systems"], // prettier-ignore
  // Naloxone 4 mg nasal spray: a carton of 2 single-use devices of 0.1 mL (NADAC prices the generic per gram).
  ["naloxone hydrochloride", "nasal-spray", "40 mg/mL", 2, "device", 0.1, false, "Narcan Nasal Spray label (Emergent), 16 How Supplied: 2 single-dose devices of 0.1 mL (4 mg)"], // prettier-ignore
  // Single-use nasal devices NADAC prices "per gram" at the price of one device (Nayzilam $319, neffy $340, Zavzpret
  // $181 a unit: a carton's price over its devices), which the form's 16 g bottle made a $3,000-5,000 default. Part D
  // bills Nayzilam 2.87 units a claim, devices (a carton of 2, some of 4): one device is one pricing unit.
  ["midazolam", "nasal-spray", "50 mg/mL", 2, "device", 1, false, "Nayzilam label (UCB), 16 How Supplied: carton of 2 single-dose nasal spray units (5 mg in 0.1 mL), each in a blister"], // prettier-ignore
  ...["10 mg/mL", "20 mg/mL"].map((strength): (typeof ROWS)[number] => ["epinephrine", "nasal-spray", strength, 2, "device", 1, false, "neffy label (ARS Pharmaceuticals), 16 How Supplied: carton of 2 single-dose nasal spray devices (1 mg or 2 mg in 0.1 mL)"]), // prettier-ignore
  ["zavegepant", "nasal-spray", "10 mg", 6, "device", 1, false, "Zavzpret label (Pfizer), 16 How Supplied: carton of 6 unit-dose nasal spray devices"], // prettier-ignore
  // Depo-SubQ Provera 104: one 0.65 mL prefilled syringe every 3 months (Part D 2023: 0.72 mL a claim, one syringe);
  // the syringe fallback of 2 a carton (biologics) made it half a year.
  ["medroxyprogesterone acetate", "prefilled-syringe", "104 mg/0.65 mL", 1, "syringe", 0.65, false, "Depo-SubQ Provera 104 label (Pfizer), 16 How Supplied: one single-dose 0.65 mL prefilled syringe a carton, given every 12 to 14 weeks"], // prettier-ignore
  // Diazepam rectal gel: single-use rectal delivery systems sold as twin packs; NADAC prices one system, and the
  // form's packet boxes (imiquimod's 12 or 24) made 24 systems ($6,250) the default. Medicaid bills 1.21 a fill and Part
  // D 1.18 a Diastat claim: one twin pack, billed by the pack (eleventh pass).
  ["diazepam", "rectal-gel", "0.5%", 2, "device", 1, false, "Diastat AcuDial label (Bausch Health), 16 How Supplied: twin packs of two rectal delivery systems (2.5, 10 and 20 mg)"], // prettier-ignore
  // Epinephrine auto-injectors: sold only as cartons of 2 (a patient keeps one at hand and one spare); Medicaid's mean
  // fill of 4.6 EpiPen Jr auto-injectors mixes one and two cartons, and no pharmacist hands over 5.
  ...["0.3 mg/0.3 mL", "0.15 mg/0.3 mL"].map((strength): (typeof ROWS)[number] => ["epinephrine", "auto-injector", strength, 2, "auto-injector", 1, false, "EpiPen label (Mylan), 16 How Supplied: EpiPen 2-Pak and EpiPen Jr 2-Pak, cartons of two auto-injectors"]), // prettier-ignore
  ...["0.15 mg/0.15 mL", "0.1 mg/0.1 mL"].map((strength): (typeof ROWS)[number] => ["epinephrine", "auto-injector", strength, 2, "auto-injector", 1, false, "Auvi-Q label (kaleo), 16 How Supplied: cartons of two auto-injectors and a trainer"]), // prettier-ignore
  // Triptan nasal sprays: single-use devices in boxes of 6 (Medicaid's mean 7 sumatriptan 20 mg devices a fill).
  ...["5 mg", "20 mg"].map((strength): (typeof ROWS)[number] => ["sumatriptan", "nasal-spray", strength, 6, "device", 1, false, "Imitrex Nasal Spray label (GSK), 16 How Supplied: boxes of 6 nasal spray devices"]), // prettier-ignore
  ["zolmitriptan", "nasal-spray", "5 mg", 6, "device", 1, false, "Zomig Nasal Spray label (Amneal), 16 How Supplied: cartons of 6 single-use nasal spray devices"], // prettier-ignore
  // Methylprednisolone 4 mg: the 6-day taper (6, 5, 4, 3, 2, 1 tablets) comes as a 21-tablet blister, what most fills
  // are (Medicaid's mean 21); a longer use takes 2 or 3.
  ["methylprednisolone", "tablet", "4 mg", 21, "tablet", 1, false, "Medrol label (Pfizer), How Supplied: 4 mg tablets in Dosepak of 21"], // prettier-ignore
  // Sublingual nitroglycerin: bottles of 25 (and of 100), kept closed in the original glass bottle; taken as needed.
  ...["0.3 mg", "0.4 mg", "0.6 mg"].map((strength): (typeof ROWS)[number] => ["nitroglycerin", "tablet-sublingual", strength, 25, "tablet", 1, false, "Nitrostat label (Viatris), 16 How Supplied: bottles of 100 and packages of 4 bottles of 25"]), // prettier-ignore
  // Low-molecular-weight heparins: single-dose prefilled syringes in boxes of 10 (Medicaid's Alaska fills are one
  // syringe each, a hospital's per-dose billing; Part D's enoxaparin claim holds 12.3 mL, 15 to 40 syringes).
  ...(
    [
      ["30 mg/0.3 mL", 0.3],
      ["40 mg/0.4 mL", 0.4],
      ["60 mg/0.6 mL", 0.6],
      ["80 mg/0.8 mL", 0.8],
      ["100 mg/mL", 1],
      ["120 mg/0.8 mL", 0.8],
      ["150 mg/mL", 1],
    ] as const
  ).map(([strength, mL]): (typeof ROWS)[number] => ["enoxaparin sodium", "prefilled-syringe", strength, 10, "syringe", mL, false, "Lovenox label (Sanofi), 16 How Supplied: boxes of 10 single-dose prefilled syringes"]), // prettier-ignore
  ...(
    [
      ["2.5 mg/0.5 mL", 0.5],
      ["7.5 mg/0.6 mL", 0.6],
      ["10 mg/0.8 mL", 0.8],
    ] as const
  ).map(([strength, mL]): (typeof ROWS)[number] => ["fondaparinux sodium", "prefilled-syringe", strength, 10, "syringe", mL, false, "Arixtra label (Mylan), 16 How Supplied: boxes of 10 single-dose prefilled syringes"]), // prettier-ignore
  // Vaginal antifungal and antibacterial courses (twenty-third pass): one box is the whole course, the inserts or the
  // single-dose applicator its name counts ("Miconazole 3": Part D 3.67 units a claim; NADAC "MICONAZOLE 3 200 MG VAG
  // SUPP", "TIOCONAZOLE-1"; RxNorm's pack of 3 miconazole 200 mg inserts). The form's 8/18/24 are estradiol's boxes.
  ["miconazole nitrate", "vaginal-insert", "200 mg", 3, "insert", 1, false, "Monistat 3 label (Prestige), Package: 3 vaginal suppositories of 200 mg, a 3-day course"], // prettier-ignore
  ["miconazole nitrate", "vaginal-insert", "100 mg", 7, "insert", 1, false, "Monistat 7 label (Prestige), Package: 7 vaginal suppositories of 100 mg, a 7-day course"], // prettier-ignore
  ["terconazole", "vaginal-insert", "80 mg", 3, "insert", 1, false, "Terazol 3 vaginal suppositories label (Janssen), How Supplied: 3 suppositories of 80 mg with an applicator, one at bedtime for 3 days"], // prettier-ignore
  ["clindamycin", "vaginal-insert", "100 mg", 3, "insert", 1, false, "Cleocin Vaginal Ovules label (Pfizer), How Supplied: 3 ovules of 100 mg with an applicator, one at bedtime for 3 days"], // prettier-ignore
  ["tioconazole", "vaginal-ointment", "6.5%", 1, "applicator", 4.6, false, "Vagistat-1 / Monistat 1-Day ointment label, Package: one prefilled applicator of 4.6 g, a single dose"], // prettier-ignore
  ["clindamycin", "vaginal-gel", "2%", 1, "applicator", 5, false, "Xaciato label (Organon), 16 How Supplied: one single-dose prefilled applicator delivering 5 g of gel (100 mg clindamycin)"], // prettier-ignore
  // Migraine products bought as a box a few attacks last (Part D 2023: Cambia 13.1 packets a claim, Tosymra 7.4
  // devices), offered as the form's month (30 packets) or its nasal devices' 1, 2 or 4.
  ["diclofenac potassium", "powder-for-oral-solution", "50 mg", 9, "packet", 1, false, "Cambia label (Assertio), 16 How Supplied: cartons of 9 single-dose packets of 50 mg"], // prettier-ignore
  ["sumatriptan", "nasal-spray", "10 mg", 6, "device", 1, false, "Tosymra label (Upsher-Smith), 16 How Supplied: NDC 0245-0812-61, 6 single-dose nasal spray devices in 1 carton"], // prettier-ignore
  // Bowel preparations: one kit, jug or set of bottles is the whole preparation, offered alone (a kit is one kit).
  ["magnesium sulfate / potassium sulfate / sodium sulfate", "oral-solution", "0.1385 mEq-0.187 mEq-1.285 mEq/5 mL", 1, "kit", 354, true, "SUPREP Bowel Prep Kit label (Braintree), 16 How Supplied: two 6-ounce (177 mL) bottles and a mixing container, one preparation (Part D 2023: 354.7 mL a claim)"], // prettier-ignore
  ["ascorbic acid / polyethylene glycol 3350 / potassium chloride / sodium ascorbate / sodium chloride / sodium sulfate", "powder-for-oral-solution", "4700 mg-100 g-1015 mg-5900 mg-2690 mg-7500 mg", 1, "kit", 1, true, "MoviPrep label (Salix), 16 How Supplied: one carton of 2 pouches A and 2 pouches B and a container, for 2 L"], // prettier-ignore
  ["polyethylene glycol 3350 / potassium chloride / sodium bicarbonate / sodium chloride / sodium sulfate", "powder-for-oral-solution", "236 g-2970 mg-6740 mg-5860 mg-22.74 g", 1, "jug", 4000, true, "GoLYTELY label (Braintree), How Supplied: a 4-liter jug of powder, 4 L when reconstituted"], // prettier-ignore
  ["polyethylene glycol 3350 / potassium chloride / sodium bicarbonate / sodium chloride / sodium sulfate", "powder-for-oral-solution", "240 g-2980 mg-6720 mg-5840 mg-22.72 g", 1, "jug", 4000, true, "Colyte label (Mylan), How Supplied: a 4-liter jug of powder, 4 L when reconstituted"], // prettier-ignore
  ["polyethylene glycol 3350 / potassium chloride / sodium bicarbonate / sodium chloride", "powder-for-oral-solution", "420 g-1480 mg-5720 mg-11.2 g", 1, "jug", 4000, true, "NuLYTELY label (Braintree), How Supplied: a 4-liter jug of powder, 4 L when reconstituted"], // prettier-ignore
  ["magnesium sulfate / potassium chloride / sodium sulfate", "tablet", "225 mg-188 mg-1479 mg", 24, "tablet", 1, true, "SUTAB label (Braintree), 16 How Supplied: 24 tablets, 2 bottles of 12, one preparation"], // prettier-ignore
  ["citric acid / magnesium oxide / picosulfate sodium", "oral-solution", "343 mg-100 mg-0.2855 mg/5 mL", 1, "kit", 320, true, "CLENPIQ label (Ferring), 16 How Supplied: 2 bottles of 160 mL, one preparation"], // prettier-ignore
];

export const CARTONS: readonly CartonRow[] = ROWS.map(
  ([generic, form, strength, count, unitKey, mLEach, whole, source]) => ({
    generic,
    form,
    strength,
    carton: { count, unitKey, mLEach, whole, source },
  }),
);

const keyOf = (generic: string, form: string, strength: string) => `${generic.toLowerCase()}|${form}|${strength}`;
const INDEX = new Map(CARTONS.map((r) => [keyOf(r.generic, r.form, r.strength), r.carton]));

// The carton of a dose, whichever medication sells it; null when the table has none.
export function cartonOf(generic: string, form: DoseForm, strength: string): Carton | null {
  return INDEX.get(keyOf(generic, form, strength)) ?? null;
}

/**
 * The vials one carton of a nebulizer solution holds, where its label's carton is none of the form's boxes of 25, 30
 * or 60 (twenty-third pass): levalbuterol's 3 mL vials come in foil pouches of 12, two to a carton; tobramycin's 5 mL
 * ampules in four pouches of 14, a 28-day cycle of one twice a day. Keyed by the generic and strength.
 */
const NEBULIZER_ROWS: [string, string, number, string][] = [
  ...["0.103 mg/mL", "0.21 mg/mL", "0.417 mg/mL"].map((strength): [string, string, number, string] => ["levalbuterol", strength, 24, "Xopenex Inhalation Solution label (Sunovion), 16 How Supplied: 3 mL unit-dose vials in foil pouches of 12, 24 vials a carton"]), // prettier-ignore
  ["tobramycin", "60 mg/mL", 56, "TOBI label (Mylan), 16 How Supplied: 5 mL single-dose ampules, 4 foil pouches of 14 in a carton of 56, a 28-day supply"], // prettier-ignore
];
const NEBULIZER_INDEX = new Map(NEBULIZER_ROWS.map(([generic, strength, vials]) => [`${generic}|${strength}`, vials]));

// The vials a carton of a nebulizer solution's label holds; null when the table has none (the form's boxes stand).
export function nebulizerCartonOf(generic: string, strength: string): number | null {
  return NEBULIZER_INDEX.get(`${generic.toLowerCase()}|${strength}`) ?? null;
}
