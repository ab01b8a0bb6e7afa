// What one metered pump holds (twenty-first pass, prisma/seed/README.md): RxNorm names a topical or nasal pump by its
// doses and the drug each holds ("60 ACTUAT testosterone 20.25 MG/ACTUAT Topical Gel"), NADAC by the gel or solution
// each dose is ("NATESTO NASAL 5.5 MG/0.122 GM", "TESTOSTERONE 30 MG/1.5 ML PUMP") or by its concentration
// ("TESTOSTERONE 1.62% GEL PUMP": 20.25 mg is 1.25 g of a 16.2 mg/g gel). The doses times that amount is what the pump
// dispenses, the amount its label states and a pharmacy bills: AndroGel 1.62% 60 x 1.25 g = 75 g; testosterone
// solution 60 x 1.5 mL = 90 mL (Axiron's label: 90 mL); Natesto 60 x 0.122 g = 7.32 g.
import type { RxnormName } from "./parse-rxnorm-name";
import type { PricingUnit } from "../catalog-types";

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?|\.\d+`;
const PER_DOSE = new RegExp(String.raw`(${NUMBER}) ?MG ?/ ?(${NUMBER}) ?(GM|G|GRAM|ML)\b`);
const PERCENT = new RegExp(String.raw`(${NUMBER}) ?%`);
const num = (s: string) => Number(s.replace(/,/g, ""));

/**
 * The grams or mL one pump dispenses (its doses times the amount of one), in the NDC's pricing unit, or null when the
 * name is no pump of one drug counted by the dose or no NADAC description states the amount of a dose.
 */
export function pumpContentOf(
  name: RxnormName,
  pricingUnit: PricingUnit,
  descriptions: readonly string[],
): number | null {
  const [drug, ...others] = name.ingredients;
  if (!drug || others.length > 0 || name.quantity?.unit !== "ACTUAT" || drug.unit !== "MG/ACTUAT") return null;
  if (pricingUnit !== "GM" && pricingUnit !== "ML") return null;
  const doses = name.quantity.value;
  for (const text of descriptions) {
    const per = PER_DOSE.exec(text);
    const unit = per?.[3] === "ML" ? "ML" : "GM";
    if (per && num(per[1]!) === drug.value && unit === pricingUnit) return round(doses * num(per[2]!));
  }
  if (pricingUnit !== "GM") return null;
  for (const text of descriptions) {
    const percent = PERCENT.exec(text);
    // A percentage is grams in 100 g: mg per g is ten times it.
    if (percent && num(percent[1]!) > 0) return round((doses * drug.value) / (num(percent[1]!) * 10));
  }
  return null;
}

const round = (n: number) => Math.round(n * 100) / 100;
