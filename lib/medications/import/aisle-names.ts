// The names on an over-the-counter package, as the NADAC file calls the product ("DAYTIME COLD-FLU RELIEF LIQUID",
// "ARTIFICIAL TEARS DROPS", "GNP ACID REDUCER 10 MG TABLET", "QC NIGHTTIME COLD-FLU SOFTGEL"): a patient types them
// from the box ("acid reducer", "nighttime cold flu", "artificial tears") and no public name file knows them, since they
// name no drug (prisma/seed/README.md, "Nineteenth pass: the names on an over-the-counter package — search").
//
// The rule, over the NADAC descriptions of every catalog NDC the file flags as sold over the counter:
// - the product words of a description are its words before the first one holding a digit or a bracket, without a
//   store brand first (store-brand-words.json: "GNP", "QC", "FT", "GS", "SM") and without the words at its end that
//   the file writes after a strength more often than before one ("TABLET", "SOFTGEL", "LIQUID", "DROPS", "GELCAP") or
//   that search reads as a form or unit word;
// - they are a search name (an alias, with the doses the file describes with it as its aliasDoses) of each medication
//   whose over-the-counter NDCs the file describes with them, when they are at most four words of letters, and no
//   name already: no catalog name, alias or ingredient, no name of a drug the catalog does not sell, and neither a
//   start nor a whole of an FDA Green Book trade name (an animal drug's name never answers a human drug: lib's
//   audit-pets test); nor the drug's own name written short, every word a salt word or the start of a word of the
//   medication's ingredients ("LIDOCAINE HCL", "CALCIUM CARB", "NAPROXEN SOD": search reads those as the drug already),
//   nor a name that starts with a catalog name or ingredient of one word ("CALAMINE PLUS", "ACETAMINOPHEN PM"): the
//   drug's own name typed would find it by its start and answer its doses first; nor one holding a pest word search
//   reads as a pet's care ("LICE KILLING": veterinary-care-words.ts);
// - an aisle name several medications carry ("acid reducer": famotidine, omeprazole, esomeprazole, lansoprazole)
//   answers them all, the one whose NDCs carry it most first (aisleOrderOf, written to search/aisle-order.json, which
//   search/aisle-order.ts reads); a medication that carries it on one NDC, fewer than MIN_SHARE of the name's, is a
//   misfiled row, not a product of that name.
import type { CatalogMedication } from "../catalog-types";
import { isFormOrUnitWord, withReleaseDuration } from "../search/parse-dose-query";
import { normalizeSearchText } from "../search/normalize-search-text";
import { SEARCH_SALT_WORDS } from "../search/salt-words";
import { CARE_WORDS } from "../veterinary-care-words";

export type AisleName = { name: string; ndcs: string[]; count: number };

const MAX_WORDS = 4;
const MIN_LETTERS = 4;
// A medication carries an aisle name when at least this share of the name's NDCs are its own, or at least two.
const MIN_SHARE = 0.05;

// Words the file writes after a strength more often than before one: its form and make words ("SOFTGEL", "GELCAP").
export function wordsPastStrength(descriptions: Iterable<string>): Set<string> {
  const after = new Map<string, number>();
  const before = new Map<string, number>();
  for (const description of descriptions) {
    const words = description.toLowerCase().split(/\s+/);
    const at = words.findIndex((w) => /\d/.test(w));
    words.forEach((w, i) => {
      const map = at >= 0 && i > at ? after : before;
      map.set(w, (map.get(w) ?? 0) + 1);
    });
  }
  return new Set([...after].filter(([w, n]) => /^[a-z]+$/.test(w) && n > (before.get(w) ?? 0)).map(([w]) => w));
}

// The product words of a description, normalized; null when none are left.
export function productWordsOf(
  description: string,
  storeBrands: ReadonlySet<string>,
  pastStrength: ReadonlySet<string>,
): string | null {
  const words = description.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 0 && storeBrands.has(words[0]!)) words.shift();
  const at = words.findIndex((w) => /[\d(]/.test(w));
  const named = normalizeSearchText((at < 0 ? words : words.slice(0, at)).join(" "))
    .split(" ")
    .filter(Boolean);
  while (named.length > 0 && (pastStrength.has(named.at(-1)!) || isFormOrUnitWord(named.at(-1)!))) named.pop();
  const name = named.join(" ");
  if (named.length === 0 || named.length > MAX_WORDS || name.replace(/ /g, "").length < MIN_LETTERS) return null;
  return /^[a-z ]+$/.test(name) ? name : null;
}

export function deriveAisleNames(
  medications: readonly Pick<CatalogMedication, "slug" | "name" | "generic" | "aliases" | "doses">[],
  otcNdcs: ReadonlySet<string>,
  descriptionsOf: (ndc: string) => readonly string[],
  storeBrands: ReadonlySet<string>,
  knownNames: Iterable<string>, // names of drugs the catalog does not sell, and every Green Book trade name
): Map<string, AisleName[]> {
  const known = new Set<string>();
  for (const n of knownNames) known.add(normalizeSearchText(n));
  for (const m of medications)
    for (const n of [m.name, ...m.generic.split(" / "), m.generic, ...m.aliases]) known.add(normalizeSearchText(n));
  const knownStarts = (name: string) => known.has(name) || [...known].some((k) => k.startsWith(`${name} `));
  const all: string[] = [];
  for (const m of medications) for (const d of m.doses) for (const ndc of d.ndcs) all.push(...descriptionsOf(ndc));
  const pastStrength = wordsPastStrength(all);

  // name -> slug -> { representative NDCs of the doses described, NDCs described }
  const carried = new Map<string, Map<string, { doses: Set<string>; ndcs: Set<string> }>>();
  for (const m of medications)
    for (const d of m.doses)
      for (const ndc of d.ndcs) {
        if (!otcNdcs.has(ndc)) continue;
        // A name with an apostrophe is typed with and without it ("athlete's foot", "athletes foot").
        const written = new Set(descriptionsOf(ndc).flatMap((d) => [d, d.replace(/'/g, "")]));
        for (const description of written) {
          const name = productWordsOf(description, storeBrands, pastStrength);
          if (name === null) continue;
          const bySlug = carried.get(name) ?? new Map<string, { doses: Set<string>; ndcs: Set<string> }>();
          const own = bySlug.get(m.slug) ?? { doses: new Set<string>(), ndcs: new Set<string>() };
          own.doses.add(d.ndc);
          own.ndcs.add(ndc);
          bySlug.set(m.slug, own);
          carried.set(name, bySlug);
        }
      }

  const salts = new Set(SEARCH_SALT_WORDS);
  const genericOf = new Map(medications.map((m) => [m.slug, normalizeSearchText(m.generic).split(" ")]));
  const namesDrug = (name: string, slug: string) =>
    name.split(" ").every((w) => salts.has(w) || genericOf.get(slug)!.some((g) => g.startsWith(w)));
  // A catalog medication's name or ingredient of one word, without its salt words ("calamine", "acetaminophen",
  // "genteal"; not "acid" of folic acid).
  const drugWords = new Set(
    medications
      .flatMap((m) => [m.name, ...m.generic.split(" / ")])
      .map((n) =>
        normalizeSearchText(n)
          .split(" ")
          .filter((w) => !salts.has(w)),
      )
      .filter((words) => words.length === 1)
      .map(([w]) => w!),
  );
  const out = new Map<string, AisleName[]>();
  for (const [name, bySlug] of carried) {
    if (knownStarts(name) || drugWords.has(name.split(" ")[0]!)) continue;
    // A pest search reads as a pet's care ("LICE KILLING": "lice for my dog" is no human drug's name).
    if (name.split(" ").some((w) => CARE_WORDS.has(w))) continue;
    const total = [...bySlug.values()].reduce((sum, o) => sum + o.ndcs.size, 0);
    for (const [slug, { doses, ndcs }] of bySlug) {
      if (namesDrug(name, slug)) continue;
      if (ndcs.size < 2 && ndcs.size < MIN_SHARE * total) continue;
      out.set(slug, [...(out.get(slug) ?? []), { name, ndcs: [...doses].sort(), count: ndcs.size }]);
    }
  }
  return out;
}

// The aisle names several medications carry -> their slugs, the one whose NDCs carry the name most first (then by
// slug): search/aisle-order.json.
export function aisleOrderOf(names: ReadonlyMap<string, readonly AisleName[]>): Record<string, string[]> {
  const bySlug = new Map<string, { slug: string; count: number }[]>();
  for (const [slug, list] of names)
    for (const { name, count } of list) bySlug.set(name, [...(bySlug.get(name) ?? []), { slug, count }]);
  return Object.fromEntries(
    [...bySlug]
      .filter(([, carried]) => carried.length > 1)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, carried]) => [
        name,
        carried.sort((a, b) => b.count - a.count || (a.slug < b.slug ? -1 : 1)).map((c) => c.slug),
      ]),
  );
}

// The file's words for a package's make that search does not know ("SOFTGEL", "GELCAP", "MINITAB", "PKT"): the words it
// writes after a strength more often than before one, that are no form or unit word and no word of a drug's name
// (a catalog name, alias or ingredient, or a name of a drug the catalog does not sell) nor a release's hours:
// search/package-words.json,
// which find-medications.ts reads past at the end of a name ("nighttime cold-flu softgel").
export function packageWordsOf(
  medications: readonly Pick<CatalogMedication, "name" | "generic" | "aliases" | "doses">[],
  descriptionsOf: (ndc: string) => readonly string[],
  otherDrugNames: readonly string[],
): string[] {
  const named = new Set<string>();
  for (const n of [...medications.flatMap((m) => [m.name, m.generic, ...m.aliases]), ...otherDrugNames])
    for (const w of normalizeSearchText(n).split(" ")) named.add(w);
  const all = medications.flatMap((m) => m.doses.flatMap((d) => d.ndcs.flatMap(descriptionsOf)));
  // Search reads a release's hours already ("12 HOUR", "24 HR": withReleaseDuration).
  const hours = (w: string) => withReleaseDuration(`name 12 ${w}`) !== null;
  return [...wordsPastStrength(all)].filter((w) => !isFormOrUnitWord(w) && !named.has(w) && !hours(w)).sort();
}
