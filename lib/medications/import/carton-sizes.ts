// What one carton holds of products dispensed only by the carton: single-dose and cycle products and single-use
// devices, keyed by the generic (the ingredients as the catalog writes them), form and strength, so every medication
// selling the dose (the generic, its brands and branded generics) is counted alike. No file in the data folder has
// the FDA package descriptions ("1 TABLET in 1 BLISTER PACK"), so the rows are the labels' How Supplied sections;
// since the twenty-fourth pass a row checked against the NDC directory's package descriptions cites the packages it
// read there ("NDC directory 13913-012-02: 9 PACKET in 1 CARTON"; measure-package-labels.ts counts the rest).
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
  ["levonorgestrel", "tablet", "1.5 mg", 1, "tablet", 1, false, "Plan B One-Step label (Foundation Consumer Healthcare), Package: 1 tablet; NDC directory 1 BLISTER PACK in 1 CARTON / 1 TABLET (59556-282-01, 71713-098-11, 70700-164-06)"], // prettier-ignore
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
  ["ethinyl estradiol / norelgestromin", "patch", "35 mcg-0.15 mg/24 hr", 3, "patch", 1, false, "Xulane label (Mylan), 16 How Supplied: cartons of 3 transdermal systems; NDC directory 3 POUCH in 1 CARTON (50090-1683-0, 70710-1190-3, 70771-1777-3)"], // prettier-ignore
  ["ethinyl estradiol / levonorgestrel", "patch", "30 mcg-0.12 mg/24 hr", 3, "patch", 1, false, "Twirla label (Agile Therapeutics), 16 How Supplied: cartons of 3 transdermal systems"], // prettier-ignore
  // Naloxone 4 mg nasal spray: a carton of 2 single-use devices of 0.1 mL (NADAC prices the generic per gram).
  ["naloxone hydrochloride", "nasal-spray", "40 mg/mL", 2, "device", 0.1, false, "Narcan Nasal Spray label (Emergent), 16 How Supplied: 2 single-dose devices of 0.1 mL (4 mg); NDC directory 2 VIAL, SINGLE-DOSE in 1 CARTON (69547-627-02, 0480-3478-68, 0591-3871-99)"], // prettier-ignore
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
  ["diazepam", "rectal-gel", "0.5%", 2, "device", 1, false, "Diastat AcuDial label (Bausch Health), 16 How Supplied: twin packs of two rectal delivery systems (2.5, 10 and 20 mg); NDC directory 68682-652-20: 2 SYRINGE, PLASTIC in 1 PACKAGE (10 mg/2 mL)"], // prettier-ignore
  // Epinephrine auto-injectors: sold only as cartons of 2 (a patient keeps one at hand and one spare); Medicaid's mean
  // fill of 4.6 EpiPen Jr auto-injectors mixes one and two cartons, and no pharmacist hands over 5.
  ...["0.3 mg/0.3 mL", "0.15 mg/0.3 mL"].map((strength): (typeof ROWS)[number] => ["epinephrine", "auto-injector", strength, 2, "auto-injector", 1, false, "EpiPen label (Mylan), 16 How Supplied: EpiPen 2-Pak and EpiPen Jr 2-Pak, cartons of two auto-injectors; NDC directory 2 CONTAINER in 1 CARTON (49502-101-02, 0093-5985-27), 2 CASE in 1 CARTON (70518-2048-0)"]), // prettier-ignore
  ...["0.15 mg/0.15 mL", "0.1 mg/0.1 mL"].map((strength): (typeof ROWS)[number] => ["epinephrine", "auto-injector", strength, 2, "auto-injector", 1, false, "Auvi-Q label (kaleo), 16 How Supplied: cartons of two auto-injectors and a trainer"]), // prettier-ignore
  // Triptan nasal sprays: single-use devices in boxes of 6 (Medicaid's mean 7 sumatriptan 20 mg devices a fill).
  ...["5 mg", "20 mg"].map((strength): (typeof ROWS)[number] => ["sumatriptan", "nasal-spray", strength, 6, "device", 1, false, "Imitrex Nasal Spray label (GSK), 16 How Supplied: boxes of 6 nasal spray devices"]), // prettier-ignore
  ["zolmitriptan", "nasal-spray", "5 mg", 6, "device", 1, false, "Zomig Nasal Spray label (Amneal), 16 How Supplied: cartons of 6 single-use nasal spray devices"], // prettier-ignore
  // Methylprednisolone 4 mg: the 6-day taper (6, 5, 4, 3, 2, 1 tablets) comes as a 21-tablet blister, what most fills
  // are (Medicaid's mean 21); a longer use takes 2 or 3.
  ["methylprednisolone", "tablet", "4 mg", 21, "tablet", 1, false, "Medrol label (Pfizer), How Supplied: 4 mg tablets in Dosepak of 21; NDC directory 21 TABLET in 1 BLISTER PACK (63187-160-21, 68788-7833-2, 57582-101-02)"], // prettier-ignore
  // Sublingual nitroglycerin: bottles of 25 (and of 100), kept closed in the original glass bottle; taken as needed.
  ...["0.3 mg", "0.4 mg", "0.6 mg"].map((strength): (typeof ROWS)[number] => ["nitroglycerin", "tablet-sublingual", strength, 25, "tablet", 1, false, "Nitrostat label (Viatris), 16 How Supplied: bottles of 100 and packages of 4 bottles of 25; NDC directory 4 BOTTLE in 1 CARTON / 25 TABLET in 1 BOTTLE (69339-174-41, 60429-840-04, 43547-985-04), 25 TABLET in 1 BOTTLE (70518-2910-0)"]), // prettier-ignore
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
  ).map(([strength, mL]): (typeof ROWS)[number] => ["enoxaparin sodium", "prefilled-syringe", strength, 10, "syringe", mL, false, "Lovenox label (Sanofi), 16 How Supplied: boxes of 10 single-dose prefilled syringes; NDC directory 10 SYRINGE in 1 CARTON (25021-410-76, 16714-016-10, 81952-123-23, 70710-1762-6, 0781-3298-68)"]), // prettier-ignore
  ...(
    [
      ["2.5 mg/0.5 mL", 0.5],
      ["7.5 mg/0.6 mL", 0.6],
      ["10 mg/0.8 mL", 0.8],
    ] as const
  ).map(([strength, mL]): (typeof ROWS)[number] => ["fondaparinux sodium", "prefilled-syringe", strength, 10, "syringe", mL, false, "Arixtra label (Mylan), 16 How Supplied: boxes of 10 single-dose prefilled syringes; NDC directory 67457-595-08 and 0781-3443-95: 10 SYRINGE in 1 CARTON (cartons of 2 also: 0781-3443-12)"]), // prettier-ignore
  // Vaginal antifungal and antibacterial courses (twenty-third pass): one box is the whole course, the inserts or the
  // single-dose applicator its name counts ("Miconazole 3": Part D 3.67 units a claim; NADAC "MICONAZOLE 3 200 MG VAG
  // SUPP", "TIOCONAZOLE-1"; RxNorm's pack of 3 miconazole 200 mg inserts). The form's 8/18/24 are estradiol's boxes.
  ["miconazole nitrate", "vaginal-insert", "200 mg", 3, "insert", 1, false, "Monistat 3 label (Prestige), Package: 3 vaginal suppositories of 200 mg, a 3-day course; NDC directory 0472-1738-03: 3 SUPPOSITORY in 1 CARTON"], // prettier-ignore
  ["miconazole nitrate", "vaginal-insert", "100 mg", 7, "insert", 1, false, "Monistat 7 label (Prestige), Package: 7 vaginal suppositories of 100 mg, a 7-day course; NDC directory 49348-833-61: 7 SUPPOSITORY (Miconazole 7)"], // prettier-ignore
  ["terconazole", "vaginal-insert", "80 mg", 3, "insert", 1, false, "Terazol 3 vaginal suppositories label (Janssen), How Supplied: 3 suppositories of 80 mg with an applicator, one at bedtime for 3 days"], // prettier-ignore
  ["clindamycin", "vaginal-insert", "100 mg", 3, "insert", 1, false, "Cleocin Vaginal Ovules label (Pfizer), How Supplied: 3 ovules of 100 mg with an applicator, one at bedtime for 3 days"], // prettier-ignore
  ["tioconazole", "vaginal-ointment", "6.5%", 1, "applicator", 4.6, false, "Vagistat-1 / Monistat 1-Day ointment label, Package: one prefilled applicator of 4.6 g, a single dose; NDC directory 1 APPLICATOR in 1 CARTON / 4.6 g in 1 APPLICATOR (63736-413-01, 11509-0426-1, 70677-1224-1)"], // prettier-ignore
  ["clindamycin", "vaginal-gel", "2%", 1, "applicator", 5, false, "Xaciato label (Organon), 16 How Supplied: one single-dose prefilled applicator delivering 5 g of gel (100 mg clindamycin)"], // prettier-ignore
  // Migraine products bought as a box a few attacks last (Part D 2023: Cambia 13.1 packets a claim, Tosymra 7.4
  // devices), offered as the form's month (30 packets) or its nasal devices' 1, 2 or 4.
  ["diclofenac potassium", "powder-for-oral-solution", "50 mg", 9, "packet", 1, false, "Cambia label (Assertio), 16 How Supplied: cartons of 9 single-dose packets of 50 mg; NDC directory 13913-012-02 and the generics 67877-772-58, 69315-506-09: 9 PACKET in 1 CARTON"], // prettier-ignore
  ["sumatriptan", "nasal-spray", "10 mg", 6, "device", 1, false, "Tosymra label (Upsher-Smith), 16 How Supplied: NDC directory 0245-0812-61, 6 single-dose nasal spray devices in 1 carton"], // prettier-ignore
  // Nicotine patches (twenty-fourth pass): OTC cartons of 14, one step's two weeks; 7 and 28 are also listed. Medicaid's
  // 25 to 27 patches a fill are one or two cartons, never the form's month of 30.
  ...["7 mg/24 hr", "14 mg/24 hr", "21 mg/24 hr"].map((strength): (typeof ROWS)[number] => ["nicotine", "patch", strength, 14, "patch", 1, false, "NicoDerm CQ and its generics, Package: 14 patches; NDC directory 14 PATCH in 1 CARTON (43598-448-74, 0536-1107-88, 63868-734-14, 60429-444-14), also 7 and 28 (43598-448-70, 43598-448-28)"]), // prettier-ignore
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
 * A nebulizer solution's single-dose vial and carton as the NDC directory's package descriptions state them, where
 * NADAC's description states no vial or the label's carton is none of the form's boxes of 25, 30 or 60 (twenty-third and
 * twenty-fourth passes). Keyed by the generic and strength.
 * - vials: what one carton holds, offered as 1, 2 or 3 cartons (null: the form's boxes stand);
 * - vialML: the vial, where no NADAC description states it (null: the description's).
 * Tobramycin's 5 mL ampules come 56 a carton, a 28-day cycle. Arformoterol's and formoterol's 2 mL vials come in cartons
 * of 30 and of 60 from every labeler; one vial twice a day is 60 a month, the carton of 60. Levalbuterol's 3 mL vials
 * come 24 (Sun's 2 pouches of 12), 25 (Amneal, Mylan, Sun) or 30 (Teva, Ritedose) a carton: the form's boxes stand.
 */
type NebulizerRow = { generic: string; strength: string; vials: number | null; vialML: number | null; source: string };
const NEBULIZER_ROWS: NebulizerRow[] = [
  { generic: "tobramycin", strength: "60 mg/mL", vials: 56, vialML: null, source: "TOBI label (Mylan), 16 How Supplied: 5 mL single-dose ampules, 4 foil pouches of 14 in a carton of 56, a 28-day supply; NDC directory 65162-914-46 (56 AMPULE in 1 CARTON), 24492-850-56 and 70756-604-56 (14 POUCH of 4 AMPULE in 1 CARTON)" }, // prettier-ignore
  { generic: "arformoterol", strength: "7.5 mcg/mL", vials: 60, vialML: null, source: "Brovana label (Sunovion), 2 Dosage: one 15 mcg/2 mL vial twice daily; How Supplied: cartons of 30 or 60 vials; NDC directory 60 POUCH in 1 CARTON (60687-770-84, 70748-175-60, 72603-208-60), 30 (60687-770-83, 70748-175-30)" }, // prettier-ignore
  { generic: "formoterol fumarate", strength: "10 mcg/mL", vials: 60, vialML: null, source: "Perforomist label (Mylan), 2 Dosage: one 20 mcg/2 mL vial twice daily; NDC directory 60 POUCH in 1 CARTON (0093-4061-06, 0378-1631-91, 43598-778-60), 30 (0093-4061-30, 0378-1631-93, 43598-778-30)" }, // prettier-ignore
  { generic: "revefenacin", strength: "58.3 mcg/mL", vials: 30, vialML: 3, source: "Yupelri label (Viatris), 2 Dosage: one 175 mcg/3 mL vial once daily; NDC directory 49502-806-93: 30 POUCH in 1 CARTON / 1 VIAL / 3 mL in 1 VIAL" }, // prettier-ignore
  { generic: "levalbuterol", strength: "2.5 mg/mL", vials: 30, vialML: 0.5, source: "Levalbuterol inhalation solution concentrate 1.25 mg/0.5 mL, NDC directory 65862-942-03: 30 POUCH in 1 CARTON / 1 VIAL / 0.5 mL in 1 VIAL" }, // prettier-ignore
  { generic: "ipratropium bromide", strength: "0.2 mg/mL", vials: null, vialML: 2.5, source: "Ipratropium bromide inhalation solution 0.02%, NDC directory 2.5 mL in 1 VIAL, cartons of 25 (64980-640-02, 65862-905-25, 76204-100-25) and 30 (64980-640-03, 65862-905-03, 76204-100-30): the form's boxes" }, // prettier-ignore
];
const NEBULIZER_INDEX = new Map(NEBULIZER_ROWS.map((r) => [`${r.generic}|${r.strength}`, r]));
const nebulizerRowOf = (generic: string, strength: string) =>
  NEBULIZER_INDEX.get(`${generic.toLowerCase()}|${strength}`);

// The vials a carton of a nebulizer solution's label holds; null when the table has none (the form's boxes stand).
export function nebulizerCartonOf(generic: string, strength: string): number | null {
  return nebulizerRowOf(generic, strength)?.vials ?? null;
}

// The single-dose vial (mL) the NDC directory states for a nebulizer solution whose NADAC descriptions state none.
export function nebulizerVialOf(generic: string, strength: string): number | null {
  return nebulizerRowOf(generic, strength)?.vialML ?? null;
}

/** Every carton row's and nebulizer row's source, for the measure of their citations (measure-package-labels.ts). */
export const CARTON_SOURCES: readonly { key: string; source: string }[] = [
  ...CARTONS.map((r) => ({ key: `${r.generic}|${r.form}|${r.strength}`, source: r.carton.source })),
  ...NEBULIZER_ROWS.map((r) => ({ key: `${r.generic}|nebulizer|${r.strength}`, source: r.source })),
];
