// A pack brand's name answered with its regimen (twentieth pass): RxNorm's packs file lists brands the catalog does not
// price, with their tablets ("Ortho Tri-Cyclen Lo 28 Day": 7 tablets each of 25 mcg of ethinyl estradiol with 0.18,
// 0.215 and 0.25 mg of norgestimate, 7 inert). A search name of such a brand names the catalog's packs of the same
// tablets (Tri-Lo-Sprintec, Tri-Lo-Marzia ...), never a pack of other strengths sold under the same ingredients.
import type { RxnormPack } from "./parse-rxnorm-packs";
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "../search/normalize-search-text";

// A pack's regimen: each of its tablets by count and contents, in a fixed order.
export function regimenOf(pack: Pick<RxnormPack, "components">): string {
  return pack.components
    .map((c) => `${c.count} ${c.drug.ingredients.map((i) => `${i.name} ${i.value} ${i.unit}`).join(" / ")}`)
    .sort()
    .join(" + ");
}

const GENERIC_JOINS = new Set(["and", "with", "plus"]);
export function isGenericName(name: string, generic: string): boolean {
  const ingredientWords = new Set(normalizeSearchText(generic).split(" "));
  return normalizeSearchText(name)
    .split(" ")
    .every((w) => ingredientWords.has(w) || GENERIC_JOINS.has(w));
}

export type RegimenAlias = { name: string; from: string; to: string[] };

/**
 * Each alias that is the name of a pack brand in RxNorm's file (normalized) names the medication's packs of that
 * brand's regimen (aliasDoses); where the medication sells none, the alias moves to every medication that sells one.
 * Returns the aliases moved.
 */
export function aliasPackRegimens(medications: CatalogMedication[], packs: readonly RxnormPack[]): RegimenAlias[] {
  const byRxcui = new Map(packs.map((p) => [p.rxcui, p]));
  const regimensOfBrand = new Map<string, Set<string>>();
  for (const p of packs) {
    if (p.brand === null) continue;
    const name = normalizeSearchText(p.brand);
    regimensOfBrand.set(name, (regimensOfBrand.get(name) ?? new Set()).add(regimenOf(p)));
  }
  const regimenDoses = (m: CatalogMedication, regimens: ReadonlySet<string>) =>
    m.doses.filter((d) => d.doseForm === "pack" && regimens.has(regimenOf(byRxcui.get(d.rxcui) ?? { components: [] })));
  const moved: RegimenAlias[] = [];
  for (const m of medications) {
    for (const alias of [...m.aliases]) {
      const regimens = regimensOfBrand.get(normalizeSearchText(alias));
      // Only a brand the catalog does not sell under its own name, named on a medication selling packs.
      if (!regimens || !m.doses.some((d) => d.doseForm === "pack")) continue;
      if (medications.some((o) => normalizeSearchText(o.name) === normalizeSearchText(alias))) continue;
      // A "brand" that is the generic's own name ("Norgestimate and Ethinyl Estradiol 28 Day") names every dose.
      if (isGenericName(alias, m.generic)) continue;
      const own = regimenDoses(m, regimens);
      if (own.length > 0) {
        if (own.length < m.doses.length) m.aliasDoses[alias] = own.map((d) => d.ndc);
        continue;
      }
      m.aliases = m.aliases.filter((a) => a !== alias);
      delete m.aliasDoses[alias];
      const to: string[] = [];
      for (const o of medications) {
        const doses = regimenDoses(o, regimens);
        if (doses.length === 0 || o.aliases.includes(alias)) continue;
        o.aliases.push(alias);
        if (doses.length < o.doses.length) o.aliasDoses[alias] = doses.map((d) => d.ndc);
        to.push(o.slug);
      }
      moved.push({ name: alias, from: m.slug, to });
    }
  }
  return moved;
}
