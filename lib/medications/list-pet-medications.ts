// The pets side's list: medications vets commonly prescribe to be filled at a human pharmacy, in the order shown, as
// the catalog sells them (a drug the catalog does not price is left out: carprofen and other animal-only drugs).
// Hand-kept from veterinary formularies' most-dispensed human generics; names are the catalog's generic names.
import type { Locale } from "../vocabulary/locale";
import { getCatalog } from "./catalog-index";

export const PET_MEDICATIONS = [
  "gabapentin",
  "trazodone hydrochloride",
  "amoxicillin / clavulanate",
  "prednisone",
  "fluoxetine",
  "metronidazole",
  "meloxicam",
  "cephalexin",
  "doxycycline hyclate",
  "famotidine",
  "clindamycin",
  "levothyroxine sodium",
  "furosemide",
  "prednisolone",
] as const;

export async function listPetMedications({ locale, limit }: { locale: Locale; limit: number }) {
  const catalog = await getCatalog();
  const bySlug = [...catalog.bySlug.values()];
  const slugs = PET_MEDICATIONS.flatMap((generic) => bySlug.find((m) => m.name === generic)?.slug ?? []);
  return { results: slugs.slice(0, limit).map((slug) => catalog.response(slug, locale)!) };
}
