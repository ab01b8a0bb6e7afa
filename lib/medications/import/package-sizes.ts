// The package a pharmacist dispenses for metered-dose inhalers, insulin and GLP-1 pens and insulin vials, as each
// product's FDA label states it in "How Supplied" (section 16 of the DailyMed SPL). No public file in the data folder
// gives package sizes (NADAC prices an inhaler per gram and a pen per mL; RxNorm names a canister's puffs, not its
// mass, and an insulin vial's strength, not its volume), so these rows are copied from the labels by hand. A product
// whose label could not be read is left out and keeps the generic rule of derive-quantities.ts.
import type { DoseForm } from "../catalog-types";

export type PackageSize =
  | { kind: "canister"; grams: number; puffs: number } // one metered-dose inhaler
  | { kind: "box"; devices: number; mLEach: number } // pens or cartridges per carton
  | { kind: "vial"; mL: number };

export type PackageRow = {
  product: string; // the catalog medication's name: the RxNorm brand, or the generic name of an unbranded product
  form: DoseForm;
  strength: string; // as the catalog writes it: "90 mcg", "100 units/mL"
  content: number | null; // puffs or mL per device as RxNorm names it; null for a vial of unstated volume
  qualifier?: string; // RxNorm's qualifier when it tells products apart: the NDA of an authorized generic
  size: PackageSize;
  source: string; // label, labeler and section the size is read from
};

export type PackageKey = Pick<PackageRow, "product" | "form" | "strength" | "content"> & { qualifier: string | null };

const canister = (grams: number, puffs: number): PackageSize => ({ kind: "canister", grams, puffs });
const box = (devices: number, mLEach: number): PackageSize => ({ kind: "box", devices, mLEach });
const vial = (mL: number): PackageSize => ({ kind: "vial", mL });

const VENTOLIN = "Ventolin HFA label (GlaxoSmithKline), 3 Dosage Forms and Strengths / 16 How Supplied";
const PROAIR = "ProAir HFA label (Teva Respiratory), 3 Dosage Forms and Strengths / 16 How Supplied";
const PROVENTIL =
  "Proventil HFA label (Merck Sharp & Dohme), 16 How Supplied; Cipla's AB-rated generic: the same 6.7 g";
const XOPENEX = "Xopenex HFA label (Sumitomo Pharma America, setid 218ab3f0-4d1e-4c33-a7e8-27807f029d83), 3";
const FLOVENT = "Flovent HFA label (GlaxoSmithKline), 11 Description / 16 How Supplied";
const ADVAIR = "Advair HFA label (GlaxoSmithKline), 16 How Supplied";
const SYMBICORT = "Symbicort label (AstraZeneca), 16 How Supplied";
const ATROVENT = "Atrovent HFA label (Boehringer Ingelheim, setid 170e98ef-5560-4068-be7d-e649068eb884), 3 / 11";
const QVAR = "Qvar RediHaler label (Teva Respiratory), 16 How Supplied";
const DULERA = "Dulera label (Organon), 16 How Supplied: 13 g canister of 120 actuations, 8.8 g of 60";
const ALVESCO = "Alvesco label (Covis Pharma), 16 How Supplied: 6.1 g canister of 60 actuations (80 and 160 mcg)";
const BEVESPI = "Bevespi Aerosphere label (AstraZeneca), 16 How Supplied: 10.7 g canister of 120 inhalations";
const AIRSUPRA = "Airsupra label (AstraZeneca), 16 How Supplied: 10.7 g canister of 120 inhalations";
const LANTUS = "Lantus label (sanofi-aventis U.S.), 16 How Supplied";
const TOUJEO = "Toujeo label (sanofi-aventis U.S.), 16 How Supplied";
const TRESIBA = "Tresiba label (Novo Nordisk), 16 How Supplied";
const LEVEMIR = "Levemir label (Novo Nordisk), 16 How Supplied";
const HUMALOG = "Humalog label (Eli Lilly, setid c8ecbd7a-0e22-4fc7-a503-faa58c1b6f3f), 16 How Supplied";
const NOVOLOG = "NovoLog label (Novo Nordisk), 16 How Supplied";
const HUMULIN_R_U500 = "Humulin R U-500 label (Eli Lilly, setid b60e8dd0-1d48-4dc9-87fd-e14675255e8c), 16 How Supplied";
const MOUNJARO = "Mounjaro label (Eli Lilly, setid d2d7da5d-ad07-4228-955f-cf7e355c8cc0), 16 How Supplied";
const TRULICITY = "Trulicity label (Eli Lilly), 16 How Supplied";
const ZEPBOUND = "Zepbound label (Eli Lilly, setid 487cd7e7-434c-4925-99fa-aa80b1cc776b), 16 How Supplied";
const OZEMPIC = "Ozempic label (Novo Nordisk), 16 How Supplied";
const WEGOVY = "Wegovy label (Novo Nordisk, NDC 0169-4525-14 ... 0169-4524-14), 16 How Supplied";

const U100 = "100 units/mL";

// RxNorm names the NDA a generic albuterol inhaler is equivalent to: the brand's authorized generic and the generics
// rated to it (Cipla's to Proventil HFA) share the brand's canister.
const ALBUTEROL: PackageRow[] = [
  ["Ventolin", 200, "NDA020983", canister(18, 200), VENTOLIN],
  ["Ventolin", 60, "NDA020983", canister(8, 60), VENTOLIN],
  ["albuterol", 200, "NDA020983", canister(18, 200), VENTOLIN],
  ["albuterol", 200, "NDA021457", canister(8.5, 200), PROAIR],
  ["albuterol", 200, "NDA020503", canister(6.7, 200), PROVENTIL],
].map(([product, content, qualifier, size, source]) => ({
  product: product as string,
  form: "inhaler",
  strength: "90 mcg",
  content: content as number,
  qualifier: qualifier as string,
  size: size as PackageSize,
  source: source as string,
}));

const inhalers = (products: string[], strength: string, puffs: number, grams: number, source: string) =>
  products.map((product): PackageRow => ({
    product,
    form: "inhaler",
    strength,
    content: puffs,
    size: canister(grams, puffs),
    source,
  }));

const pens = (
  products: string[],
  strength: string,
  mL: number,
  devices: number,
  source: string,
  { form = "pen-injector", qualifier }: { form?: DoseForm; qualifier?: string } = {},
) =>
  products.map((product): PackageRow => ({
    product,
    form,
    strength,
    content: mL,
    ...(qualifier ? { qualifier } : {}),
    size: box(devices, mL),
    source,
  }));

const vials = (products: string[], strength: string, mL: number, source: string) =>
  products.map((product): PackageRow => ({
    product,
    form: "injection",
    strength,
    content: null,
    size: vial(mL),
    source,
  }));

export const PACKAGE_SIZES: readonly PackageRow[] = [
  ...ALBUTEROL,
  // Flovent HFA: 10.6 g (44 mcg) and 12 g (110 and 220 mcg) canisters of 120 inhalations; the unbranded product is
  // GSK's authorized generic.
  ...inhalers(["fluticasone propionate"], "44 mcg", 120, 10.6, FLOVENT),
  ...inhalers(["fluticasone propionate"], "110 mcg", 120, 12, FLOVENT),
  ...inhalers(["fluticasone propionate"], "220 mcg", 120, 12, FLOVENT),
  // Advair HFA: a 12 g canister of 120 inhalations, 8 g of 60 (institutional pack).
  ...["45 mcg-21 mcg", "115 mcg-21 mcg", "230 mcg-21 mcg"].flatMap((s) => [
    ...inhalers(["Advair", "fluticasone propionate / salmeterol"], s, 120, 12, ADVAIR),
    ...inhalers(["Advair"], s, 60, 8, ADVAIR),
  ]),
  // Symbicort: a 10.2 g canister of 120 inhalations, 6 g of 60; the unbranded product is AstraZeneca's own.
  ...["80 mcg-4.5 mcg", "160 mcg-4.5 mcg"].flatMap((s) => [
    ...inhalers(["Symbicort", "budesonide / formoterol fumarate"], s, 120, 10.2, SYMBICORT),
    ...inhalers(["Symbicort"], s, 60, 6, SYMBICORT),
  ]),
  ...inhalers(["Atrovent"], "17 mcg", 200, 12.9, ATROVENT),
  // Canisters no quarter reads (twenty-first pass): a 60-puff Dulera (its 120-puff 13 g is read from the state's
  // quarters), Alvesco, and the Aerosphere canisters of Bevespi and Airsupra (Breztri's 120-puff 10.7 g is read so).
  ...["5 mcg-100 mcg", "5 mcg-200 mcg"].flatMap((s) => inhalers(["Dulera"], s, 60, 8.8, DULERA)),
  ...["80 mcg", "160 mcg"].flatMap((s) => inhalers(["Alvesco"], s, 60, 6.1, ALVESCO)),
  ...inhalers(["Bevespi"], "4.8 mcg-9 mcg", 120, 10.7, BEVESPI),
  ...inhalers(["Airsupra"], "90 mcg-80 mcg", 120, 10.7, AIRSUPRA),
  ...inhalers(["Xopenex"], "45 mcg", 200, 15, XOPENEX),
  ...["40 mcg", "80 mcg"].map((s): PackageRow => ({
    ...inhalers(["Qvar"], s, 120, 10.6, QVAR)[0]!,
    qualifier: "Breath-Actuated",
  })),

  // Insulin glargine U-100: 10 mL vial, SoloStar pens of 3 mL in cartons of 5.
  ...vials(["Lantus"], U100, 10, LANTUS),
  ...pens(["Lantus"], U100, 3, 5, LANTUS),
  // Toujeo (U-300): SoloStar 1.5 mL pens in cartons of 3, Max SoloStar 3 mL pens in cartons of 2.
  ...pens(["Toujeo", "insulin glargine"], "300 units/mL", 1.5, 3, TOUJEO),
  ...pens(["Toujeo", "insulin glargine"], "300 units/mL", 3, 2, TOUJEO),
  // Tresiba: 10 mL vial; FlexTouch U-100 3 mL pens in cartons of 5, U-200 3 mL pens in cartons of 3.
  ...vials(["Tresiba", "insulin degludec"], U100, 10, TRESIBA),
  ...pens(["Tresiba", "insulin degludec"], U100, 3, 5, TRESIBA),
  ...pens(["Tresiba", "insulin degludec"], "200 units/mL", 3, 3, TRESIBA),
  ...vials(["Levemir"], U100, 10, LEVEMIR),
  ...pens(["Levemir"], U100, 3, 5, LEVEMIR),
  // Humalog and Lilly's unbranded insulin lispro: 10 mL vial, KwikPen and Junior KwikPen (half-unit doses) 3 mL in
  // cartons of 5, 3 mL cartridges in cartons of 5, U-200 KwikPen 3 mL in cartons of 2.
  ...vials(["Humalog", "insulin lispro"], U100, 10, HUMALOG),
  ...pens(["Humalog", "insulin lispro"], U100, 3, 5, HUMALOG),
  ...pens(["Humalog", "insulin lispro"], U100, 3, 5, HUMALOG, { qualifier: "0.5 UNT Doses" }),
  ...pens(["Humalog"], U100, 3, 5, HUMALOG, { form: "cartridge" }),
  ...pens(["Humalog"], "200 units/mL", 3, 2, HUMALOG),
  // NovoLog and Novo Nordisk's unbranded insulin aspart: 10 mL vial, FlexPen 3 mL and PenFill 3 mL cartridges in
  // cartons of 5.
  ...vials(["NovoLog", "insulin aspart, human"], U100, 10, NOVOLOG),
  ...pens(["NovoLog", "insulin aspart, human"], U100, 3, 5, NOVOLOG),
  ...pens(["NovoLog", "insulin aspart, human"], U100, 3, 5, NOVOLOG, { form: "cartridge" }),
  // Humulin R U-500: a 20 mL vial; the KwikPen (3 mL) in cartons of 2.
  ...vials(["Humulin R"], "500 units/mL", 20, HUMULIN_R_U500),
  ...pens(["Humulin R"], "500 units/mL", 3, 2, HUMULIN_R_U500),

  // Weekly GLP-1 and GIP/GLP-1 single-dose pens: a carton of 4 (four weeks). Ozempic: one multi-dose pen a carton.
  ...["10 mg/0.5 mL", "12.5 mg/0.5 mL", "15 mg/0.5 mL"].flatMap((s) =>
    pens(["Mounjaro"], s, 0.5, 4, MOUNJARO, { form: "auto-injector" }),
  ),
  ...["0.75 mg/0.5 mL", "1.5 mg/0.5 mL", "4.5 mg/0.5 mL"].flatMap((s) =>
    pens(["Trulicity"], s, 0.5, 4, TRULICITY, { form: "auto-injector" }),
  ),
  ...["5 mg/0.5 mL", "7.5 mg/0.5 mL", "15 mg/0.5 mL"].flatMap((s) =>
    pens(["Zepbound"], s, 0.5, 4, ZEPBOUND, { form: "auto-injector" }),
  ),
  // Wegovy: single-dose pens (0.5 mL to 1 mg, 0.75 mL above) in cartons of 4.
  ...["0.25 mg/0.5 mL", "0.5 mg/0.5 mL", "1 mg/0.5 mL"].flatMap((s) =>
    pens(["Wegovy"], s, 0.5, 4, WEGOVY, { form: "auto-injector" }),
  ),
  ...["1.7 mg/0.75 mL", "2.4 mg/0.75 mL"].flatMap((s) =>
    pens(["Wegovy"], s, 0.75, 4, WEGOVY, { form: "auto-injector" }),
  ),
  ...pens(["Ozempic"], "2 mg/1.5 mL", 1.5, 1, OZEMPIC, { qualifier: "0.25 MG, 0.5 MG Dose" }),
  ...pens(["Ozempic"], "2.04 mg/3 mL", 3, 1, OZEMPIC, { qualifier: "0.25 MG, 0.5 MG Dose" }),
  ...pens(["Ozempic"], "4 mg/3 mL", 3, 1, OZEMPIC),
  ...pens(["Ozempic"], "8 mg/3 mL", 3, 1, OZEMPIC),
];

const keyOf = (k: Omit<PackageKey, "qualifier">) => `${k.product.toLowerCase()}|${k.form}|${k.strength}|${k.content}`;
const INDEX = new Map<string, PackageRow[]>();
for (const row of PACKAGE_SIZES) INDEX.set(keyOf(row), [...(INDEX.get(keyOf(row)) ?? []), row]);

// The cartons of each product's single-dose devices, by form and device volume, over every strength the table lists.
const deviceKeyOf = (k: Pick<PackageKey, "product" | "form" | "content">) => `${k.product.toLowerCase()}|${k.form}|${k.content}`; // prettier-ignore
const CARTONS = new Map<string, Set<string>>();
for (const row of PACKAGE_SIZES)
  if (row.size.kind === "box" && !row.qualifier && row.form !== "pen-injector" && row.form !== "cartridge")
    CARTONS.set(deviceKeyOf(row), (CARTONS.get(deviceKeyOf(row)) ?? new Set()).add(JSON.stringify(row.size)));

/**
 * The labelled package of a dose, or null when the table has none. A row naming a qualifier matches only doses with
 * that qualifier; a row without one matches only doses without one ("Sensor" Tempo Pens are not read here).
 * A single-dose device (auto-injector, prefilled syringe) of a strength the table does not list takes the carton
 * every listed strength of the product's same device shares (twelfth pass): a label's How Supplied packs each
 * strength of one device alike (Zepbound's 2.5, 10 and 12.5 mg pens were counted one by one, $526 a "month" of a
 * weekly pen, while its 5, 7.5 and 15 mg came by the carton of 4). Multi-dose pens and cartridges differ by strength
 * (Humalog U-100 5 a carton, U-200 2) and are not read so.
 */
export function packageSizeOf(key: PackageKey): PackageSize | null {
  const rows = INDEX.get(keyOf(key)) ?? [];
  const own = rows.find((r) => (r.qualifier ?? null) === key.qualifier)?.size ?? null;
  if (own || key.qualifier) return own;
  const cartons = CARTONS.get(deviceKeyOf(key));
  return cartons?.size === 1 ? (JSON.parse([...cartons][0]!) as PackageSize) : null;
}
