// Medicare Part D claims a year of each catalog medication sold under a trade name: the dispensing files count a
// medication's NDCs in Medicaid only (the national file only generic tablets and capsules), so a brand, an inhaler, a
// pen or an injection taken home is counted by Alaska's few fills or not at all; Part D's Spending by Drug counts
// every product a pharmacy fills under a trade name (Lantus, Breo Ellipta, Imvexxy).
import type { PartDDrugYear } from "./parse-dispensing";
import { normalizeSearchText } from "../search/normalize-search-text";
import { withoutSearchSaltWords } from "../search/salt-words";

type Named = { slug: string; name: string; generic: string };

// Part D's name, its abbreviations written whole ("Metformin HCl ER", "Lidocaine HCl Viscous").
const partDName = (name: string) => normalizeSearchText(name).replace(/\bhcl\b/g, "hydrochloride");
const ingredientCount = (generic: string) => generic.split("/").length;
// Words naming the molecules (more than 3 letters, no salt word): a row of another molecule shares none.
const moleculeWords = (generic: string) =>
  new Set(
    withoutSearchSaltWords(normalizeSearchText(generic))
      .split(" ")
      .filter((w) => w.length > 3),
  );

/**
 * The claims of each medication named by a trade name (a brand or a branded generic): the rows of each product's
 * newest year (newestPartDYear) whose product name is the medication's name, or its name and a line, release or
 * device after it ("Lantus Solostar", "Humalog Kwikpen U-100"), of the same number of ingredients and sharing a
 * molecule word with it. A row goes to the longest such name only. Rows of the latest year claimed of each
 * medication only, so a product renamed does not count twice.
 */
export function partDClaimsOf(partD: readonly PartDDrugYear[], medications: readonly Named[]): Map<string, number> {
  const byName = new Map<string, Named[]>();
  for (const m of medications) {
    // Trade names only: Part D writes a generic's salt its own way ("Terbinafine HCl" is RxNorm's terbinafine
    // tablets, not the catalog's terbinafine hydrochloride cream), and the dispensing files count generics by NDC.
    if (m.name === m.generic) continue;
    const key = normalizeSearchText(m.name);
    byName.set(key, [...(byName.get(key) ?? []), m]);
  }
  const rowsOf = new Map<string, PartDDrugYear[]>();
  for (const row of partD) {
    const name = partDName(row.brandName);
    const words = name.split(" ");
    const molecules = moleculeWords(row.genericName);
    // The longest catalog name the product's name starts with, whole words.
    for (let n = words.length; n > 0; n--) {
      const fitting = (byName.get(words.slice(0, n).join(" ")) ?? []).filter(
        (m) =>
          ingredientCount(m.generic) === ingredientCount(row.genericName) &&
          [...moleculeWords(m.generic)].some((w) => molecules.has(w)),
      );
      if (fitting.length === 0) continue;
      for (const m of fitting) rowsOf.set(m.slug, [...(rowsOf.get(m.slug) ?? []), row]);
      break;
    }
  }
  const claims = new Map<string, number>();
  for (const [slug, rows] of rowsOf) {
    const year = Math.max(...rows.map((r) => r.year));
    claims.set(slug, Math.round(rows.filter((r) => r.year === year).reduce((sum, r) => sum + r.claims, 0)));
  }
  return claims;
}
