// One medication by slug, and its brand and generic versions.
import type { Locale } from "../api/common-schemas";
import { notFound } from "../api/errors";
import { getCatalog, type StoredMedication } from "./catalog-store";

const NOT_FOUND = () => notFound("Medication not found.", { errorCode: "MEDICATION_NOT_FOUND" });

export async function findMedication({ slug, locale }: { slug: string; locale: Locale }) {
  const response = (await getCatalog()).response(slug.toLowerCase(), locale);
  if (!response) throw NOT_FOUND();
  return response;
}

// Every version sharing the medication's generic: the generic first, then brands by name.
export async function listAlternatives({ slug }: { slug: string }) {
  const catalog = await getCatalog();
  const medication = catalog.bySlug.get(slug.toLowerCase());
  if (!medication) throw NOT_FOUND();
  const family = medication.genericSlug ?? medication.slug;
  const versions: StoredMedication[] = [...catalog.bySlug.values()].filter(
    (m) => m.slug === medication.slug || (m.genericSlug ?? m.slug) === family,
  );
  versions.sort((a, b) => Number(a.isBrand) - Number(b.isBrand) || a.name.localeCompare(b.name));
  return { results: versions.map((m) => ({ slug: m.slug, label: m.name, generic: !m.isBrand })) };
}
