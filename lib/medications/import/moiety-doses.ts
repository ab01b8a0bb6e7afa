// One dose of a molecule however RxNorm names its salt (twentieth pass, prisma/seed/README.md): Zituvimet's "metformin
// hydrochloride 500 MG / sitagliptin 50 MG Oral Tablet" and Janumet's "... / sitagliptin phosphate 50 MG ..." are the
// same ingredients, strengths and form, taken the same way (twice a day with meals). A dose with no dispensing evidence
// of its own reads the fills of the doses of this key (build-catalog.ts `borrowedFillOf`).
import { SALT_WORDS } from "../search/salt-words";
import type { RxnormName } from "./parse-rxnorm-name";
import type { DoseForm } from "../catalog-types";

/** An ingredient without its salt words ("sitagliptin phosphate" -> "sitagliptin"); one made only of them is itself. */
export function moietyOf(ingredient: string): string {
  const words = ingredient.toLowerCase().split(/\s+/);
  const kept = words.filter((w) => !SALT_WORDS.has(w));
  return (kept.length > 0 ? kept : words).join(" ");
}

/**
 * What makes two doses the same dose of the same molecules: RxNorm's qualifier, quantity factor and dose form (so the
 * release) and each ingredient's moiety and strength, in a fixed order.
 */
export function moietyKeyOf(name: RxnormName, form: DoseForm): string {
  const ingredients = name.ingredients.map((i) => `${moietyOf(i.name)} ${i.value} ${i.unit}`).sort();
  return [name.qualifier, name.quantity?.value, name.quantity?.unit, form, ...ingredients].join("|");
}
