// The US names of ingredients RxNorm writes by their international name: "alendronic acid" is sold in the US as
// alendronate (FDA Orange Book: ALENDRONATE SODIUM), while valproic and tranexamic acid keep their name.
import type { OrangeBookProduct } from "./parse-drug-name-files";

/**
 * An ingredient "X-ic acid" is named "X-ate" when the Orange Book (the US list of approved products) names no
 * ingredient "X-ic ..." and some ingredient "X-ate ...": alendronic and ibandronic acid; not valproic acid (VALPROIC
 * ACID is listed), nor mycophenolic acid (MYCOPHENOLIC SODIUM). Other names are returned as they are.
 */
export function indexUsNames(products: readonly OrangeBookProduct[]): (ingredient: string) => string {
  const words = new Set(products.flatMap((p) => p.ingredients.map((i) => i.toLowerCase().split(/\s+/)[0] ?? "")));
  return (ingredient) => {
    const m = /^(\S+)ic acid$/.exec(ingredient);
    if (!m || words.has(`${m[1]}ic`) || !words.has(`${m[1]}ate`)) return ingredient;
    return `${m[1]}ate`;
  };
}
