// The answers of a search in the order pharmacies fill them (prisma/seed/README.md, nineteenth and twenty-fifth
// passes, search): each tier by fills a year, a generic counting the versions it can fill; a bare ingredient name's
// products in one order after the first answer; a generic that cannot fill the version most dispensed giving way to it.
import { biologicCoreOf } from "../biologic-names";
import type { SearchableMedication, SearchCatalog } from "./find-medications";
import { MatchTier, type RankedEntry } from "./medication-search-index";
import { normalizeSearchText } from "./normalize-search-text";
import { withoutSearchSaltWords } from "./salt-words";

/**
 * The answers of each tier in the order of their fills a year (the index's popularity: Medicaid prescriptions, else a
 * trade name's Part D claims), a generic's counting those of its brands and branded generics of a strength and form
 * it sells (familyFills: "rivaroxaban" is Xarelto's fills). Within a tier, answers matched by their
 * name, their generic name as written and another name stay apart, in that order (RankedEntry's group: "pen" is
 * penicillin being typed before an alias that starts so), and so do a generic, its branded generics and its brands
 * found by another name, and a single drug before combinations where the index ranks it so. The first answer stays
 * where the index put it when it is an exact match (the name typed, the salt a molecule is dispensed as, a
 * combination that leads its molecule); else it is the top group's most filled ("insulin": Lantus). A brand listed
 * beside its generic (withBrandsBeside) is in its generic's group. Typos and substrings keep the index's order (the
 * closest spelling first): a name misspelt or found inside another is not a question of fills.
 */
export function inOrderOfFills<M extends SearchableMedication>(
  listed: readonly M[],
  ranked: readonly RankedEntry[],
  catalog: Pick<SearchCatalog<M>, "index" | "versions">,
  name = "",
  bare = true,
): M[] {
  if (listed.length < 2) return [...listed];
  const found = new Map(ranked.map((r) => [r.entry.slug, r]));
  const fills = (m: M) => familyFills(m, catalog.versions, (v) => catalog.index.popularity(v.slug));
  let [group, parts, ordered] = [Number.MAX_SAFE_INTEGER, 0, false];
  const keyed = listed.map((m, at) => {
    const hit = found.get(m.slug);
    if (hit) [group, parts, ordered] = [hit.group, hit.parts, hit.tier <= MatchTier.WordPrefix];
    // Typos and substrings: where the index put them, after every tier ordered.
    return ordered
      ? { m, at, group, parts, fills: fills(m) }
      : { m, at, group: Number.MAX_SAFE_INTEGER, parts: 0, fills: 0 };
  });
  const kept = found.get(listed[0]!.slug)?.tier === MatchTier.Exact ? 1 : 0;
  // An ingredient's name typed whole, bare: after the first answer, every product found as typed that holds it (its
  // salts, brands, branded generics and combinations) is in one order by fills ("timolol": Combigan's generic before
  // Timoptic; "chlorthalidone": atenolol / chlorthalidone before Hemiclor, which nobody's fills show). A strength or
  // form typed asks for a product of the name: the molecule's own before its combinations ("norethindrone tablet":
  // norethindrone acetate's, not ethinyl estradiol / norethindrone acetate's).
  const holding = kept && name && bare ? holdsIngredient(name) : null;
  const rest = keyed
    .slice(kept)
    .map((k) => (holding && k.group !== Number.MAX_SAFE_INTEGER && holding(k.m) ? { ...k, group: -1, parts: 0 } : k))
    .sort((a, b) => a.group - b.group || a.parts - b.parts || b.fills - a.fills || a.at - b.at);
  const answers = [...keyed.slice(0, kept), ...rest].map((k) => k.m);
  const lead = kept && name ? brandFilledInstead(answers, name, catalog, fills) : null;
  return lead ? [lead, ...answers.filter((m) => m !== lead)] : answers;
}

// Whether a medication holds the ingredient named: as written, followed by a hydrate's or a biosimilar's word
// ("timolol hemihydrate", "insulin glargine-yfgn"), and in any salt where the name has no salt word ("naproxen sodium"
// is not esomeprazole / naproxen).
function holdsIngredient(name: string) {
  const molecule = withoutSearchSaltWords(name);
  const salted = molecule !== name;
  const of = (written: string) => written === name || written.replace(HYDRATE, "") === name;
  return (m: SearchableMedication) =>
    m.generic.split(" / ").some((i) => {
      const written = normalizeSearchText(biologicCoreOf(i) ?? i);
      return of(written) || (!salted && of(withoutSearchSaltWords(written)));
    });
}
const HYDRATE = / [a-z]*hydrate$/;

/**
 * A generic named as typed that cannot fill the version of it most dispensed: that version opens the answer. Where
 * the generic sells none of a brand's or branded generic's strengths and forms, and that version is filled
 * BRAND_INSTEAD times as much as the generic with every version it can fill, a pharmacist hands the patient the
 * version ("insulin glargine": RxNorm's generic is the 300 units/mL pen, Toujeo's, 87 k fills; Lantus' 100 units/mL
 * pens 1.9 M).
 */
function brandFilledInstead<M extends SearchableMedication>(
  ordered: readonly M[],
  name: string,
  catalog: Pick<SearchCatalog<M>, "versions">,
  fills: (m: M) => number,
): M | null {
  const [first] = ordered;
  if (!first || first.isBrand || first.name !== first.generic || normalizeSearchText(first.name) !== name) return null;
  const own = new Set(first.doses.map(doseKey));
  const family = new Set(catalog.versions.get(first.slug) ?? []);
  const unfilled = ordered.filter(
    (v) => v !== first && family.has(v) && v.generic === first.generic && !v.doses.some((d) => own.has(doseKey(d))),
  );
  const [most] = unfilled.sort((a, b) => fills(b) - fills(a));
  return most && fills(most) >= BRAND_INSTEAD * fills(first) ? most : null;
}
const BRAND_INSTEAD = 10;

/**
 * A medication's fills a year, a generic's with those of its versions (brands, branded generics) it can fill: a
 * pharmacy fills a brand's prescription with the generic of its strength and form, so "rivaroxaban" counts Xarelto's
 * fills, but generic insulin glargine, sold only as the 300 units/mL pen, counts Toujeo's and not Lantus' (100
 * units/mL).
 */
export function familyFills<M extends Pick<SearchableMedication, "slug" | "name" | "generic" | "isBrand" | "doses">>(
  m: M,
  versions: ReadonlyMap<string, readonly M[]>,
  fillsOf: (m: M) => number,
): number {
  if (m.isBrand || m.name !== m.generic) return fillsOf(m);
  let filled = fillableVersions.get(m) as M[] | undefined;
  if (!filled) {
    const own = new Set(m.doses.map(doseKey));
    filled = (versions.get(m.slug) ?? []).filter((v) => v !== m && v.doses.some((d) => own.has(doseKey(d))));
    fillableVersions.set(m, filled);
  }
  return filled.reduce((sum, v) => sum + fillsOf(v), fillsOf(m));
}
// Per generic medication, the versions whose fills it counts (familyFills), found once: search asks on every query.
const fillableVersions = new WeakMap<object, readonly object[]>();

export const doseKey = (d: { strength: string; doseForm: string }) => `${d.strength}|${d.doseForm}`;
