// One medication by slug, and its brand and generic versions.
import type { Locale } from "../vocabulary/locale";
import { notFound } from "../platform/errors";
import { getCatalog } from "./catalog-index";
import { plainNames } from "./plain-generic";

const NOT_FOUND = () => notFound("Medication not found.", { errorCode: "MEDICATION_NOT_FOUND" });

export async function findMedication({ slug, locale }: { slug: string; locale: Locale }) {
  const response = (await getCatalog()).response(slug.toLowerCase(), locale);
  if (!response) throw NOT_FOUND();
  return response;
}

// Every version sharing the medication's generic, and the other biological products of its molecule (biosimilars and
// their reference product: biologic-names.ts): the generics first, then brands by name.
export async function listAlternatives({ slug }: { slug: string }) {
  const versions = (await getCatalog()).alternatives.get(slug.toLowerCase());
  if (!versions) throw NOT_FOUND();
  return { results: versions.map((m) => ({ slug: m.slug, label: plainNames(m).name, generic: !m.isBrand })) };
}
