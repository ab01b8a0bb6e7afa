// URL-friendly, unique, stable medication slugs ("atorvastatin", "lipitor", "amlodipine-atorvastatin").

const MAX_LENGTH = 120; // room for a five-ingredient bowel prep, still a short URL

export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_LENGTH) return slug || "medication";
  // Long combinations are cut at a word boundary so the slug still reads.
  return slug.slice(0, MAX_LENGTH + 1).replace(/-[^-]*$/, "");
}

/**
 * Slugs in the order given: the first holder of a name keeps the plain slug, later ones get "-2", "-3"... Callers
 * pass a deterministic order (generics before brands, then by name), so a rebuild of the same data gives the same
 * slugs and a generic never loses its plain name to a brand spelled alike.
 */
export function assignSlugs(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = slugify(name);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}
