// Biological products of one molecule. FDA names each biological product by its molecule's core name, a hyphen and four
// lower-case letters of no meaning ("Nonproprietary Naming of Biological Products", guidance for industry, 2017):
// Cyltezo is adalimumab-adbm and Hadlima adalimumab-bwwd, biosimilars of Humira (adalimumab); Semglee is insulin
// glargine-yfgn, interchangeable with Lantus (insulin glargine). Each is its own product with its own price, so search
// names it by its own proper name only (derive-search-names.ts), and the alternatives of one are the others
// (catalog-index.ts): what a patient on the reference product may ask the prescriber and the pharmacist about.
// The core ends in a word of lower-case letters: "FSH-beta" (an abbreviation's Greek letter) and "Camphor D-form" are no
// proper names of biological products.
const SUFFIXED = /^(.*[a-z]{3})-[a-z]{4}$/;

// The core name of a biological product's proper name ("adalimumab" of "adalimumab-adbm"), or undefined for a name
// without the suffix (a combination's generic, "a / b", never has one).
export function biologicCoreOf(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.includes(" / ")) return undefined;
  return SUFFIXED.exec(trimmed)?.[1];
}

// Families of versions (each a medication's generic and brands, as groupVersions makes them) joined with the families of
// the other biological products of their molecule: a family whose generic is "X-abcd" joins the family whose generic is
// X, and every "X-…" family beside it, when the catalog has X or two of them. Every member's list is the joined one:
// generics first, then brands, by name. Families of no biological molecule are returned as they are.
export function joinBiologicFamilies<M extends { slug: string; name: string; generic: string; isBrand: boolean }>(
  versions: ReadonlyMap<string, M[]>,
): Map<string, M[]> {
  const families = new Set(versions.values());
  const byMolecule = new Map<string, M[][]>();
  for (const family of families) {
    const generic = family[0]!.generic.toLowerCase();
    const molecule = biologicCoreOf(generic) ?? generic;
    byMolecule.set(molecule, [...(byMolecule.get(molecule) ?? []), family]);
  }
  const joined = new Map(versions);
  for (const group of byMolecule.values()) {
    if (group.length < 2) continue;
    const members = [...new Set(group.flat())].sort(
      (a, b) => Number(a.isBrand) - Number(b.isBrand) || a.name.localeCompare(b.name),
    );
    for (const m of members) joined.set(m.slug, members);
  }
  return joined;
}
