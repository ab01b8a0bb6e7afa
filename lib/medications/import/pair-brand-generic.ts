// Links each brand-named medication to its generic medication (genericSlug) and each generic to its brands.
import { genericNameOf, parseRxnormName } from "./parse-rxnorm-name";

export type PairingMedication = {
  slug: string;
  name: string;
  generic: string; // generic name, e.g. "atorvastatin"
  ingredientNames: string[];
  brandNamed: boolean; // named by an RxNorm [Brand]
  rxcuis: string[];
  doseKeys: string[]; // what identifies each dose: its English label, e.g. "150 mg extended-release tablet (24 hr)"
};

export type Mate = { rxcui: string; name: string | null };

export type Pairing = {
  genericSlug: Map<string, string | null>;
  brandSlugs: Map<string, string[]>;
  via: Map<string, "rxnorm" | "drugsfda">; // how each brand found its generic
};

/**
 * A brand's generic is the generic medication holding the RxNorm mates (mate_rxcui / Generic_RxCUI) of the brand's
 * RxCUIs, found by RxCUI or, when that strength has no current generic NDC, by the mate's generic name; the
 * medication most mates point to wins. A brand with no mate in the catalog falls back to the generic of the same
 * ingredients only when they share a dose (strength, form, qualifier) and Drugs@FDA lists a marketed A-rated ANDA for those
 * ingredients: an eye drop of an ingredient sold generically as tablets has no generic version. A generic is its own
 * genericSlug (spec 2.1).
 */
export function pairBrandGeneric(
  medications: readonly PairingMedication[],
  matesOf: (rxcui: string) => readonly Mate[],
  hasApprovedGeneric: (ingredientNames: readonly string[]) => boolean,
): Pairing {
  const generics = medications.filter((m) => !m.brandNamed);
  const genericByName = new Map(generics.map((m) => [m.generic, m.slug]));
  const doseKeysOf = new Map(generics.map((m) => [m.slug, new Set(m.doseKeys)]));
  const genericByRxcui = new Map(generics.flatMap((m) => m.rxcuis.map((r) => [r, m.slug] as const)));
  const pairing: Pairing = { genericSlug: new Map(), brandSlugs: new Map(), via: new Map() };

  for (const medication of medications) {
    if (!medication.brandNamed) {
      pairing.genericSlug.set(medication.slug, medication.slug);
      continue;
    }
    const votes = new Map<string, number>();
    for (const rxcui of medication.rxcuis) {
      for (const mate of matesOf(rxcui)) {
        const parsed = mate.name ? parseRxnormName(mate.name) : null;
        const slug = genericByRxcui.get(mate.rxcui) ?? (parsed ? genericByName.get(genericNameOf(parsed)) : undefined);
        if (slug) votes.set(slug, (votes.get(slug) ?? 0) + 1);
      }
    }
    const voted = [...votes].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0];
    const fallback = genericByName.get(medication.generic);
    const sameProduct = fallback !== undefined && medication.doseKeys.some((k) => doseKeysOf.get(fallback)?.has(k));
    if (voted) {
      pairing.genericSlug.set(medication.slug, voted);
      pairing.via.set(medication.slug, "rxnorm");
    } else if (fallback && sameProduct && hasApprovedGeneric(medication.ingredientNames)) {
      pairing.genericSlug.set(medication.slug, fallback);
      pairing.via.set(medication.slug, "drugsfda");
    } else {
      pairing.genericSlug.set(medication.slug, null);
    }
  }

  const brandsOf = new Map<string, PairingMedication[]>();
  for (const medication of medications) {
    const generic = pairing.genericSlug.get(medication.slug);
    if (!medication.brandNamed || !generic) continue;
    brandsOf.set(generic, [...(brandsOf.get(generic) ?? []), medication]);
  }
  for (const medication of medications) {
    const generic = pairing.genericSlug.get(medication.slug);
    const brands = generic ? (brandsOf.get(generic) ?? []) : [];
    const slugs = brands
      .filter((b) => b.slug !== medication.slug)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((b) => b.slug);
    pairing.brandSlugs.set(medication.slug, slugs);
  }
  return pairing;
}
