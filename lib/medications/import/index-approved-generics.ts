// From Drugs@FDA: which active-ingredient combinations have a marketed, therapeutically equivalent (A-rated) ANDA.
import type { DrugsFdaApplication, DrugsFdaProduct, DrugsFdaTeCode } from "./parse-drugsfda";

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Returns a test for RxNorm ingredient names. Drugs@FDA names the salt ("ATORVASTATIN CALCIUM") where RxNorm may
 * not ("atorvastatin"), so an RxNorm ingredient matches an FDA one when all its words appear in it.
 */
export function indexApprovedGenerics(
  products: readonly DrugsFdaProduct[],
  applications: readonly DrugsFdaApplication[],
  teCodes: readonly DrugsFdaTeCode[],
): (ingredientNames: readonly string[]) => boolean {
  const anda = new Set(applications.filter((a) => a.applType === "ANDA").map((a) => a.applNo));
  // Marketing status 1 (Rx) or 2 (OTC) with an "A" code: FDA rates it substitutable and it is on the market.
  const rated = new Set(
    teCodes
      .filter((t) => t.teCode.startsWith("A") && t.marketingStatusId <= 2)
      .map((t) => `${t.applNo}/${t.productNo}`),
  );
  const combinations = products
    .filter((p) => anda.has(p.applNo) && rated.has(`${p.applNo}/${p.productNo}`))
    .map((p) => p.activeIngredients.map((i) => new Set(words(i))));
  return (ingredientNames) =>
    combinations.some(
      (fda) =>
        fda.length === ingredientNames.length &&
        ingredientNames.every((name) => fda.some((ingredient) => words(name).every((w) => ingredient.has(w)))),
    );
}
