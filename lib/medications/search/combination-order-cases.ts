// Every two- and three-ingredient Orange Book product whose ingredients the catalog sells, written every way a patient
// or a prescription writes a combination (prisma/seed/README.md, "Eighteenth pass: a combination written every way —
// search"), used by scripts/measure-combination-names.ts and search-combination-orders.test.ts:
// - "order": its molecules in every order (the six of three), joined by each of " ", "/", "-", " + ", "+", " & ",
//   " and ", " with ", " w/ ", " w/", ", ";
// - "typed in part": in every order, the last word cut to its first five letters ("lisinopril hydro"), as the
//   type-ahead box asks letter by letter;
// - "salts": its ingredients as the book writes them (salts spelled: "amlodipine besylate benazepril hydrochloride"),
//   and with "hcl" for "hydrochloride", in every order;
// - "abbreviations": hydrochlorothiazide as "hctz"/"hct", acetaminophen as "apap", aspirin as "asa", in every order;
// - "strength": "g1/g2 s1/s2 mg" in every order, the strengths following their ingredients ("as written") or in the
//   book's order whatever the ingredients' ("other order": attached to the wrong ingredient);
// - "brand strength": its trade name with its strengths in either order ("lotrel 5/20", "lotrel 20/5", "norco
//   10/325"), and with the unit ("5/20 mg").
// The first answer must be a medication of the ingredients (without salt words); with a strength typed, its dose
// (asked, else default) must be of those amounts (any order), judged only where the first answer sells such a dose.
import type { OrangeBookProduct } from "../import/parse-drug-name-files";
import { tradeNameWithoutStrength } from "../import/derive-search-names";
import { sameStrength } from "../import/orange-book-products";
import { basesOf, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type CombinationOrderCase = {
  set: string;
  query: string;
  // The ingredients (molecules, sorted, "|"-joined) the first answer must have.
  bases: string;
  // The product's strength as the book writes it ("5MG;20MG"): the dose's amounts must be these.
  strength?: string;
};

export const ORDER_JOINS = [" ", "/", "-", " + ", "+", " & ", " and ", " with ", " w/ ", " w/", ", "];
const SHORT_JOINS = [" ", "/", " and "];
// Abbreviations prescriptions write for an ingredient (MeSH's and DrugBank's synonyms: search-abbreviations.test.ts).
const ABBREVIATIONS: Record<string, string[]> = {
  hydrochlorothiazide: ["hctz", "hct"],
  acetaminophen: ["apap"],
  aspirin: ["asa"],
};

const perms = <T>(xs: readonly T[]): T[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms(xs.filter((_, j) => j !== i)).map((p) => [x, ...p]));

// "325MG;10MG" -> ["325", "10"] and "mg" (mass amounts of one unit only), else null.
export function typedAmounts(strength: string): { amounts: string[]; unit: string } | null {
  const parts = strength.split(";").map((p) => /^\s*(?:EQ\s*)?([\d.]+)\s*(MG|MCG|GM|G)\b(?!\/)/i.exec(p));
  if (parts.some((p) => !p) || new Set(parts.map((p) => p![2]!.toUpperCase())).size !== 1) return null;
  return { amounts: parts.map((p) => p![1]!), unit: parts[0]![2]!.toLowerCase().replace("gm", "g") };
}

export function combinationOrderCases(
  orangeBook: readonly OrangeBookProduct[],
  sold: ReadonlySet<string>,
): CombinationOrderCase[] {
  const cases = new Map<string, CombinationOrderCase>();
  const add = (c: CombinationOrderCase) => {
    if (!cases.has(`${c.set}|${c.query}`)) cases.set(`${c.set}|${c.query}`, c);
  };
  for (const p of orangeBook) {
    if (p.ingredients.length < 2 || p.ingredients.length > 3) continue;
    const molecules = p.ingredients.map((i) => moleculeOf(i));
    if (new Set(molecules).size !== molecules.length) continue;
    const bases = [...molecules].sort().join("|");
    if (!sold.has(bases)) continue;
    const written = p.ingredients.map((i) => normalizeSearchText(i));
    const index = perms(molecules.map((_, i) => i));
    for (const order of index) {
      for (const join of ORDER_JOINS) add({ set: "order", query: order.map((i) => molecules[i]).join(join), bases });
      // Type-ahead: the last word typed in part (its first five letters), as a box is answered letter by letter.
      const typing = order.map((i) => molecules[i]).join(" ");
      const cut = typing.replace(/([a-z]{5})[a-z]+$/, "$1");
      if (cut !== typing) add({ set: "typed in part", query: cut, bases });
      for (const join of SHORT_JOINS) {
        add({ set: "salts", query: order.map((i) => written[i]).join(join), bases });
        const hcl = order.map((i) => written[i]!.replace(/\bhydrochloride\b/g, "hcl"));
        add({ set: "salts", query: hcl.join(join), bases });
      }
      const abbreviated = molecules.map((m) => [m, ...(ABBREVIATIONS[m] ?? [])]);
      if (abbreviated.some((a) => a.length > 1))
        for (const mix of product(order.map((i) => abbreviated[i]!)))
          if (mix.some((w, k) => w !== molecules[order[k]!]))
            for (const join of [" ", "/", "-", " w/ "]) add({ set: "abbreviations", query: mix.join(join), bases });
      const typed = p.strength ? typedAmounts(p.strength) : null;
      if (typed && p.strength) {
        const names = order.map((i) => molecules[i]).join("/");
        const amounts = order.map((i) => typed.amounts[i]).join("/");
        add({ set: "strength as written", query: `${names} ${amounts} ${typed.unit}`, bases, strength: p.strength });
        add({ set: "strength as written", query: `${names} ${amounts}`, bases, strength: p.strength });
        const spaced = order.map((i) => molecules[i]).join(" ");
        const other = order.map((_, k) => typed.amounts[index[index.length - 1]![k]!]).join("/");
        if (other !== amounts)
          add({ set: "strength other order", query: `${spaced} ${other} ${typed.unit}`, bases, strength: p.strength });
      }
    }
    const name = normalizeSearchText(tradeNameWithoutStrength(p.tradeName));
    const typed = p.strength ? typedAmounts(p.strength) : null;
    if (name && typed && p.strength && !molecules.some((m) => name.startsWith(m)) && !/\d/.test(name))
      for (const amounts of new Set([typed.amounts.join("/"), [...typed.amounts].reverse().join("/")])) {
        add({ set: "brand strength", query: `${name} ${amounts}`, bases, strength: p.strength });
        add({ set: "brand strength", query: `${name} ${amounts} ${typed.unit}`, bases, strength: p.strength });
      }
  }
  return [...cases.values()];
}

function product<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((xs) => list.map((x) => [...xs, x])), [[]]);
}

// Whether a medication (its generic) is of the ingredients: the Orange Book leaves out the iron tablets of a pill
// pack's last week ("LOESTRIN 24 FE" is ethinyl estradiol; norethindrone acetate), RxNorm names them (ferrous
// fumarate), so iron is left out on both sides.
export const ofIngredients = (generic: string, bases: string) => withoutIron(basesOf(generic)) === withoutIron(bases);
const withoutIron = (bases: string) =>
  bases
    .split("|")
    .filter((b) => b !== "ferrous")
    .join("|");

// Whether a dose's strength is the product's amounts (in any order, units read).
export const ofStrength = (productStrength: string, doseStrength: string) =>
  sameStrength(productStrength, doseStrength);
