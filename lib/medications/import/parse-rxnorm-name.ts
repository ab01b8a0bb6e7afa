// Reads an RxNorm clinical/branded drug name (SCD/SBD) into its parts:
// "[qualifier] [quantity] ingredient strength [/ ingredient strength]... Dose Form [Brand]".

export type QuantityUnit = "HR" | "DAY" | "ML" | "ACTUAT" | "MG" | "UNT";

export type RxnormIngredient = { name: string; value: number; unit: string }; // unit as RxNorm writes it: "MG/ML"

export type RxnormName = {
  qualifier: string | null; // RxNorm's distinction between otherwise equal drugs: "Once-Daily", "NDA020983"
  quantity: { value: number; unit: QuantityUnit } | null; // "24 HR", "3 ML", "120 ACTUAT", "2500 MG"
  ingredients: RxnormIngredient[];
  rxnormForm: string; // "Oral Tablet"
  brand: string | null;
};

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const UNIT = String.raw`[A-Z][A-Z0-9-]*(?:/[A-Z0-9]+)?`; // MG, MG/ML, UNT/ACTUAT, MEQ, BAU, SQ-HDM
const BODY = new RegExp(String.raw`^(.*\d ${UNIT}) ([A-Z][a-z].*)$`); // greedy: the form follows the last strength
const COMPONENT = new RegExp(String.raw`^(.+?) (${NUMBER}) (${UNIT})$`);
const QUANTITY = new RegExp(String.raw`^(.*?) ?(${NUMBER}) (HR|DAY|ML|ACTUAT|MG|UNT)$`);

/** Returns null for anything that is not an RxNorm SCD/SBD name (packs, NADAC descriptions in capitals). */
export function parseRxnormName(fullName: string): RxnormName | null {
  const branded = /^(.*?)(?: \[([^\]]+)\])?$/.exec(fullName.trim());
  const body = branded?.[1] ? BODY.exec(branded[1]) : null;
  if (!body?.[1] || !body[2] || body[1].startsWith("{")) return null;
  const parts = body[1].split(" / ").map((part) => COMPONENT.exec(part));
  if (parts.some((p) => !p)) return null;
  const ingredients = parts.map((p) => ({ name: p![1]!, value: Number(p![2]), unit: p![3]! }));
  const first = ingredients[0];
  if (!first) return null;

  // The first component also carries the prefix: every word before the first lower-case word (RxNorm writes
  // ingredients in lower case). "BCG, live" shows why a prefix ending in a comma belongs to the ingredient.
  const words = first.name.split(" ");
  const start = words.findIndex((w) => /^[\d,-]*[a-z]/.test(w)); // "6-aminocaproic" starts an ingredient
  let prefix = start > 0 ? words.slice(0, start).join(" ") : "";
  if (prefix.endsWith(",")) prefix = "";
  first.name = words.slice(prefix ? start : 0).join(" ");
  let quantity: RxnormName["quantity"] = null;
  const q = prefix ? QUANTITY.exec(prefix) : null;
  if (q) {
    quantity = { value: Number(q[2]), unit: q[3] as QuantityUnit };
    prefix = q[1] ?? "";
  }
  return {
    qualifier: prefix.trim() || null,
    quantity,
    ingredients,
    rxnormForm: body[2],
    brand: branded?.[2]?.trim() || null,
  };
}

// The generic name RxNorm implies: the ingredient names in RxNorm's order, e.g. "amlodipine / atorvastatin".
export function genericNameOf(name: RxnormName): string {
  return name.ingredients.map((i) => i.name).join(" / ");
}
