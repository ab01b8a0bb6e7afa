// Over-the-counter products as a patient types their package's name (prisma/seed/README.md, "Nineteenth pass: the
// names on an over-the-counter package — search"), used by scripts/measure-aisle-names.ts and
// search-aisle-names.test.ts: for every catalog NDC a NADAC file flags as sold over the counter, the NADAC week's
// description of it as written ("qc nighttime cold-flu softgel", set otc-described) and its product words alone, without
// a store brand, strength and form words ("nighttime cold flu", set otc-words: aisle-names.ts productWordsOf). A case is
// right when the first answer is one of `slugs`, the medications whose over-the-counter NDCs the file describes so;
// `most` is the one of them with the most such NDCs.
import type { CatalogMedication } from "../catalog-types";
import { productWordsOf, wordsPastStrength } from "../import/aisle-names";
import type { SearchCatalog } from "./find-medications";
import STORE_BRAND_WORDS from "./store-brand-words.json";

export type AisleQueryCase = { set: "otc-described" | "otc-words"; query: string; slugs: string[]; most: string };
export type AisleVerdict = "first" | "lower" | "404" | "other";

export function aisleQueryCases(
  medications: readonly CatalogMedication[],
  otcNdcs: ReadonlySet<string>,
  nadacDescriptions: readonly { ndc: string; description: string }[],
): AisleQueryCase[] {
  const slugOf = new Map<string, string>();
  for (const m of medications) for (const d of m.doses) for (const n of d.ndcs) slugOf.set(n, m.slug);
  const pastStrength = wordsPastStrength(nadacDescriptions.filter((r) => slugOf.has(r.ndc)).map((r) => r.description));
  const storeBrands = new Set(Object.keys(STORE_BRAND_WORDS));
  const counts = new Map<string, Map<string, Set<string>>>(); // set|query -> slug -> NDCs
  const count = (key: string, slug: string, ndc: string) => {
    const bySlug = counts.get(key) ?? new Map<string, Set<string>>();
    bySlug.set(slug, (bySlug.get(slug) ?? new Set()).add(ndc));
    counts.set(key, bySlug);
  };
  for (const { ndc, description } of nadacDescriptions) {
    const slug = slugOf.get(ndc);
    if (slug === undefined || !otcNdcs.has(ndc)) continue;
    count(`otc-described|${description.toLowerCase()}`, slug, ndc);
    const words = productWordsOf(description, storeBrands, pastStrength);
    if (words !== null) count(`otc-words|${words}`, slug, ndc);
  }
  return [...counts].map(([key, bySlug]) => {
    const [set, query] = key.split("|") as [AisleQueryCase["set"], string];
    const ranked = [...bySlug].sort(([a, x], [b, y]) => y.size - x.size || a.localeCompare(b));
    return { set, query, slugs: ranked.map(([s]) => s), most: ranked[0]![0] };
  });
}

export function aisleVerdict<M extends CatalogMedication>(
  c: AisleQueryCase,
  find: (catalog: SearchCatalog<M>, query: string, limit: number) => { results: { medication: M }[] },
  catalog: SearchCatalog<M>,
): { verdict: AisleVerdict; first: string | undefined } {
  const slugs = find(catalog, c.query, 5).results.map((r) => r.medication.slug);
  const verdict: AisleVerdict =
    slugs.length === 0
      ? "404"
      : c.slugs.includes(slugs[0]!)
        ? "first"
        : slugs.some((s) => c.slugs.includes(s))
          ? "lower"
          : "other";
  return { verdict, first: slugs[0] };
}
