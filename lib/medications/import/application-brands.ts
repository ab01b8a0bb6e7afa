// The brand an application number names (twentieth pass): RxNorm tells two generics of one strength and form apart by
// the FDA application each is sold under ("NDA019430", "NDA020800": epinephrine's auto-injectors), which no patient or
// pharmacist reads; they say whose device it is, the brand approved under that application (EpiPen, Adrenaclick).
import type { DrugsFdaProduct } from "./parse-drugsfda";
import type { CatalogMedication } from "../catalog-types";

const APPLICATION = /^(?:NDA|BLA)(\d{6})$/;

// The first amount of a strength in mg: "0.3 mg/0.3 mL" and Drugs@FDA's "EQ 0.3MG/DELIVERY" are both 0.3.
function firstAmountMg(strength: string): number | null {
  const match = /([\d.]+)\s*(MG|MCG)\b/i.exec(strength);
  if (!match) return null;
  return Number(match[1]) / (match[2]!.toUpperCase() === "MCG" ? 1000 : 1);
}

/**
 * An application's brand for a dose: the reference product of the application at the dose's strength ("EPIPEN JR."
 * for 0.15 mg under NDA019430), else its first reference product ("EPIPEN"); null for an ANDA's number (its product
 * is named by its generic) or an application Drugs@FDA does not list, or whose products are named by their
 * ingredient.
 */
export function indexApplicationBrands(
  products: readonly DrugsFdaProduct[],
): (qualifier: string, strength: string) => string | null {
  const byApplication = new Map<string, DrugsFdaProduct[]>();
  for (const p of products) byApplication.set(p.applNo, [...(byApplication.get(p.applNo) ?? []), p]);
  return (qualifier, strength) => {
    const applNo = APPLICATION.exec(qualifier)?.[1];
    const own = applNo ? (byApplication.get(applNo) ?? []) : [];
    const named = own.filter((p) => !p.activeIngredients.some((i) => i.toUpperCase() === p.drugName.toUpperCase()));
    const references = named.filter((p) => p.referenceDrug);
    const candidates = references.length > 0 ? references : named;
    const amount = firstAmountMg(strength);
    const atStrength = candidates.find((p) => amount !== null && firstAmountMg(p.strength) === amount);
    return (atStrength ?? candidates[0])?.drugName ?? null;
  };
}

/**
 * A Drugs@FDA name ("EPIPEN JR.", upper case) written as the catalog writes the brand: each word as a catalog name
 * spells it ("Epipen"), else capitalized ("Jr.", "Adrenaclick").
 */
export function writeBrandName(upperName: string, medications: readonly Pick<CatalogMedication, "name">[]): string {
  const spelled = new Map<string, string>();
  for (const m of medications)
    for (const word of m.name.split(/\s+/)) if (/[a-z]/.test(word)) spelled.set(word.toUpperCase(), word);
  return upperName
    .split(/\s+/)
    .map((word) => spelled.get(word) ?? word.charAt(0) + word.slice(1).toLowerCase())
    .join(" ");
}

/**
 * Sets `applicationBrand` on every dose of a generic medication whose qualifier is an application number with a brand
 * (a brand's own doses are that brand). Returns how many doses it named.
 */
export function nameApplicationBrands(
  medications: CatalogMedication[],
  brandOf: (qualifier: string, strength: string) => string | null,
): number {
  let named = 0;
  for (const m of medications) {
    if (m.isBrand || m.name !== m.generic) continue;
    for (const d of m.doses) {
      const brand = d.qualifier ? brandOf(d.qualifier, d.strength) : null;
      if (!brand) continue;
      d.applicationBrand = writeBrandName(brand, medications);
      named++;
    }
  }
  return named;
}
