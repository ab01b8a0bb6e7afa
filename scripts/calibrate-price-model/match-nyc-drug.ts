// Matches the 2013 NYC survey's drug names ("TOPIRAMATE 50MG TAB - Topamax") to NADAC rows by ingredient, strength
// and form, so the calibration can compare cash prices with ingredient cost. Used only by the calibration script.

export type MetricUnit = "EA" | "ML" | "GM";

export type NadacRow = {
  ndc: string;
  description: string; // RxNorm name, e.g. "atorvastatin 20 MG Oral Tablet" or "... [Lipitor]"
  isGeneric: boolean;
  nadacPerUnit: number;
  pricingUnit: MetricUnit | null;
  recent: boolean; // priced in 2025
};

type FormKind = "tablet" | "capsule" | "suspension" | "inhalation-solution" | "cream" | "ointment" | "eye-drops";
type Release = "extended" | "delayed" | null;

export type NycDrug = {
  ingredientWords: string[]; // lower case words before the strength ("topiramate"; "abilify" for a brand name)
  brand: string | null; // the brand, lower case letters and digits only ("topamax", "orthotricyclenlo")
  strengths: number[]; // MG (or MG/ML for liquids and percentages)
  form: FormKind | null;
  release: Release;
  quantity: number;
  unit: MetricUnit;
};

// Survey abbreviations RxNorm spells out; without them these drugs would not match at all.
const ALIASES: [RegExp, string][] = [
  [/\bVITAMIN D 50,000\b/, "ERGOCALCIFEROL 1.25MG"],
  [/\bAMOX TR-K CLV\b/, "AMOXICILLIN/CLAVULANATE"],
  [/\bHCTZ\b/, "HYDROCHLOROTHIAZIDE"],
  [/\bDS TAB\b/, "800/160MG TAB"],
  [/\bPOTASSIUM (\d+)MEQ TAB\b/, "POTASSIUM CHLORIDE $1 ER TAB"],
  [/\bPENICILLIN -VK\b/, "PENICILLIN"],
  [/\bAMPHETAMINE MIX SALT\b/, "AMPHETAMINE/DEXTROAMPHETAMINE"],
  [/\bEXT\b/, "ER"],
  [/\bNITROFURANTOIN MONO 100MG\b/, "NITROFURANTOIN 25/75MG"],
  [/\bWITH\b/, "/"],
  [/(\d),(\d{3})/g, "$1$2"],
];

const FORMS: [RegExp, FormKind][] = [
  [/\bINHAL SOLN\b/, "inhalation-solution"],
  [/\bSUSP\b/, "suspension"],
  [/\bCREAM\b/, "cream"],
  [/\bOINTMENT\b/, "ointment"],
  [/\bDROPS\b/, "eye-drops"],
  [/\bCAP\b/, "capsule"],
  [/\bTAB(LET)?\b/, "tablet"],
];

// RxNorm dose-form words each survey form may map to; anything else (inhalers, nasal sprays, pens) stays unmatched
// because their NADAC unit (per gram, per device, per actuation) cannot be reconciled with the survey quantity.
const FORM_WORDS: Record<FormKind, RegExp> = {
  tablet: /Oral Tablet$/,
  capsule: /Oral Capsule$/,
  suspension: /Oral Suspension$/,
  "inhalation-solution": /Inhalation Solution$/,
  cream: /(Topical|Vaginal) Cream$/,
  ointment: /Topical Ointment$/,
  "eye-drops": /Ophthalmic Solution$/,
};
const UNUSUAL_FORM = /Disintegrating|Chewable|Sublingual|Buccal|Effervescent|Soluble|Kit|Pack/;

export function parseNycDrug(drugName: string, quantityText: string): NycDrug {
  let name = drugName.toUpperCase();
  for (const [pattern, replacement] of ALIASES) name = name.replace(pattern, replacement);
  const [left = "", right] = name.split(" - ");

  const strengths: number[] = [];
  const rest = left
    .replace(/(\d*\.?\d+)%/g, (_, p: string) => (strengths.push(Number(p) * 10), " "))
    .replace(
      /(\d*\.?\d+)MG\/(\d*\.?\d+)ML/g,
      (_, a: string, b: string) => (strengths.push(Number(a) / Number(b)), " "),
    );
  for (const m of rest.matchAll(/(\d*\.?\d+)\s*(MCG)?/g)) strengths.push(Number(m[1]) / (m[2] ? 1000 : 1));

  const words = left.split(/\s+/).filter(Boolean);
  const firstNumber = words.findIndex((w) => /\d/.test(w));
  const named = firstNumber < 0 ? words : words.slice(0, firstNumber);
  const form = FORMS.find(([pattern]) => pattern.test(left))?.[1] ?? null;
  const qty = /^(\d*\.?\d+)\s*(ML|GRAM)?$/.exec(quantityText.trim().toUpperCase());
  const unit: MetricUnit = qty?.[2] === "ML" ? "ML" : qty?.[2] === "GRAM" || form === "cream" ? "GM" : "EA";
  return {
    ingredientWords: named
      .flatMap((w) => w.split("/"))
      .map((w) => w.toLowerCase().replace(/[^a-z-]/g, ""))
      .filter((w) => w.length >= 3 && !NOT_INGREDIENT.test(w)),
    brand: normalizeBrand(right ?? named.filter((w) => !FORM_WORD.test(w)).join(" ")),
    strengths,
    form,
    release: /\b(ER|XR|XL|SR|CR)\b/.test(left) ? "extended" : /\bEC\b/.test(left) ? "delayed" : null,
    quantity: qty ? Number(qty[1]) : NaN,
    unit,
  };
}

const NOT_INGREDIENT =
  /^(tab|tablet|cap|susp|inhal|soln|cream|ointment|drops|nasal|vaginal|inh|inhaler|hfa|er|xr|xl|sr|cr|ec|hcl|sod|mono)$/;
const FORM_WORD = /^(TAB|TABLET|CAP|INH|INHALER|HFA|DISKUS|HANDIHALER|SOLOSTAR|FLEXPEN|SYRN)$/;

// "Adderall xr" and RxNorm's "[Adderall]" name the same brand: release suffixes are dropped before comparing.
function normalizeBrand(brand: string): string | null {
  const words = brand.toLowerCase().split(/\s+/).filter(Boolean);
  while (words.length > 1 && /^(xr|xl|sr|cr|er|es|ds|odt)$/.test(words.at(-1) ?? "")) words.pop();
  return words.join("").replace(/[^a-z0-9]/g, "") || null;
}

type ParsedDescription = { ingredients: string[]; strengths: number[]; form: string; brand: string | null };

export function parseRxNormDescription(description: string): ParsedDescription {
  const brand = /\[([^\]]+)\]\s*$/.exec(description)?.[1] ?? null;
  const body = description
    .replace(/\s*\[[^\]]+\]\s*$/, "")
    .replace(/^(NDA\d+ )?(\d+ (HR|ACTUAT) )?/, "")
    .replace(/^(\d*\.?\d+ ML )/, "");
  const parts = body.split(" / ");
  const ingredients: string[] = [];
  const strengths: number[] = [];
  let form = "";
  for (const part of parts) {
    const m = /^(.*?)\s(\d*\.?\d+)\s(MG|MEQ|UNT|MG\/ML|MG\/MG|MG\/ACTUAT)(.*)$/.exec(part);
    if (!m) return { ingredients: [], strengths: [], form: "", brand };
    ingredients.push((m[1] ?? "").toLowerCase().replace(/[^a-z -]/g, ""));
    strengths.push(Number(m[3] === "MG/MG" ? Number(m[2]) * 1000 : m[2]));
    form = (m[4] ?? "").trim();
  }
  return { ingredients, strengths, form, brand: brand === null ? null : normalizeBrand(brand) };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

// 2: the same strengths; 1: mixed salts ("amphetamine mix salt 10MG" = 4 x 2.5 MG) or one named strength of a fixed
// combination (codeine 30 MG with acetaminophen 300 MG); 0: different.
function strengthScore(nyc: number[], rx: number[]): 0 | 1 | 2 {
  if (rx.length === 0) return 0;
  if (nyc.length === rx.length) {
    const a = [...nyc].sort((x, y) => x - y);
    const b = [...rx].sort((x, y) => x - y);
    if (a.every((v, i) => close(v, b[i] ?? NaN))) return 2;
  }
  const sum = rx.reduce((s, v) => s + v, 0);
  if (nyc.length === 1 && rx.length > 1 && close(nyc[0] ?? NaN, sum)) return 1;
  return nyc.every((v) => rx.some((r) => close(v, r))) ? 1 : 0;
}

// Every ingredient of the RxNorm name is named in the survey entry and every name word is one of its ingredients, so
// "citalopram" is not escitalopram and "clotrimazole/betam" is not plain clotrimazole. Survey words abbreviate
// ("amox", "sulfameth"), hence prefixes.
function coversIngredients(words: string[], ingredients: string[]): boolean {
  const covers = (word: string, ingredient: string) => ingredient.split(/\s+/).some((part) => part.startsWith(word));
  return (
    words.length > 0 &&
    ingredients.length > 0 &&
    words.every((w) => ingredients.some((ing) => covers(w, ing))) &&
    ingredients.every((ing) => words.some((w) => covers(w, ing)))
  );
}

function formMatches(drug: NycDrug, form: string, release: Release): boolean {
  const formRelease = /Extended Release/.test(form) ? "extended" : /Delayed Release/.test(form) ? "delayed" : null;
  if (formRelease !== release) return false;
  if (drug.form === null) return drug.unit === "EA" && /Oral Tablet$/.test(form); // the survey's unnamed forms are tablets
  return FORM_WORDS[drug.form].test(form);
}

function unitMatches(drug: NycDrug, row: NadacRow): boolean {
  if (row.pricingUnit !== null) return row.pricingUnit === drug.unit;
  return drug.unit === "EA" && (drug.form === "tablet" || drug.form === "capsule" || drug.form === null);
}

const withoutBrand = (description: string) => description.replace(/\s*\[[^\]]+\]\s*$/, "");

// Keeps the rows with the best strength score (an exact match beats a partial one), then the usual dose forms.
// Proton-pump inhibitors and duloxetine exist only as delayed-release forms, which the survey does not always say.
function best(drug: NycDrug, rows: NadacRow[], accept: (rx: ParsedDescription) => boolean): NadacRow[] {
  const kept = bestWithRelease(drug, rows, accept, drug.release);
  return kept.length > 0 || drug.release !== null ? kept : bestWithRelease(drug, rows, accept, "delayed");
}

function bestWithRelease(
  drug: NycDrug,
  rows: NadacRow[],
  accept: (rx: ParsedDescription) => boolean,
  release: Release,
): NadacRow[] {
  let top = 0;
  let kept: NadacRow[] = [];
  for (const row of rows) {
    const rx = parseRxNormDescription(row.description);
    if (!accept(rx) || !formMatches(drug, rx.form, release)) continue;
    const score = strengthScore(drug.strengths, rx.strengths) || (drug.strengths.length === 0 ? 1 : 0);
    if (score > top) [top, kept] = [score, []];
    if (score === top && score > 0) kept.push(row);
  }
  const usual = kept.filter((row) => !UNUSUAL_FORM.test(row.description));
  return usual.length > 0 ? usual : kept;
}

// Rows that are the same product as the survey entry: generic rows for "generic" entries, brand rows for "brand".
export function matchNadacRows(drug: NycDrug, priceType: "generic" | "brand", rows: readonly NadacRow[]): NadacRow[] {
  const wantGeneric = priceType === "generic";
  const candidates = rows.filter((row) => row.isGeneric === wantGeneric && unitMatches(drug, row));
  if (!wantGeneric) return best(drug, candidates, (rx) => rx.brand !== null && rx.brand === drug.brand);

  const byIngredient = best(drug, candidates, (rx) => coversIngredients(drug.ingredientWords, rx.ingredients));
  if (byIngredient.length > 0 || drug.brand === null) return byIngredient;
  // A generic entry listed under its brand name ("AVAPRO 150MG TAB", generic): the brand rows name the product.
  const brandRows = best(
    drug,
    rows.filter((row) => !row.isGeneric),
    (rx) => rx.brand === drug.brand,
  );
  const names = new Set(brandRows.map((row) => withoutBrand(row.description)));
  return candidates.filter((row) => names.has(withoutBrand(row.description)));
}
