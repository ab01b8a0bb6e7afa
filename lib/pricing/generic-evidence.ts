// What the catalog knows about a generic NDC beyond its cost (PRICE-MODEL.md, "Twenty-sixth session"): when its
// molecule and form first had a generic (the FDA Orange Book's first ANDA approval), which its cash level follows, and
// the NADAC of its brand at the same dose (label and pricing unit), which caps its prices. Pure over catalog rows, so
// the pricing endpoints (ndc-costs.ts, from the database) and the measures (from the seed) read the same evidence.
import firstGenericApprovals from "./first-generic-approvals.json";

// doseNdc: the representative NDC of the generic's dose, which keys the chain's MAC list (calculate-price.ts);
// brandNdc: the representative NDC of the brand's dose whose NADAC is brandNadacPerUnit, which keys the brand's store
// price the generic's cash price is held to.
// genericOfBrand (brand NDCs only): the generic of the brand's dose (the same label and pricing unit), by its
// representative NDC, its NADAC and its own evidence, which holds the brand's cash price above the generic's.
// otc: NADAC flags the dose over the counter, some NDC of it OTC and none Rx (a generic the Orange Book does not date is then a
// monograph product's: PRICE-MODEL.md, "Twenty-eighth session").
export type GenericEvidence = {
  genericSince?: string;
  otc?: boolean;
  brandNadacPerUnit?: number;
  brandNdc?: string;
  doseNdc?: string;
  genericOfBrand?: GenericOfBrand;
};
export type GenericOfBrand = Omit<GenericEvidence, "genericOfBrand"> & { ndc: string; nadacPerUnit: number };

export type EvidenceRows = {
  medications: readonly { slug: string; generic: string; isBrand: boolean; genericSlug: string | null }[];
  doses: readonly {
    medicationSlug: string;
    ndc: string;
    label: string;
    doseForm: string;
    pricingUnit: string | null;
  }[];
  ndcs: readonly {
    ndc: string;
    isBrand: boolean;
    nadacPerUnit: number | null;
    doseNdc: string | null;
    otc?: boolean | null;
  }[];
};

const FIRST_GENERIC: Readonly<Record<string, string>> = firstGenericApprovals.generics;

// The key of first-generic-approvals.json: the catalog's generic name and dose form as written.
export const firstGenericKey = (generic: string, doseForm: string) => `${generic}|${doseForm}`;

// Generic NDC -> its evidence; brand NDC -> its generic at the same dose; NDCs of neither (NDCs outside a dose, brands
// without a priced generic at their dose) are absent.
export function genericEvidenceOf({ medications, doses, ndcs }: EvidenceRows): Map<string, GenericEvidence> {
  const nadac = new Map(ndcs.map((n) => [n.ndc, n]));
  const dosesOf = new Map<string, EvidenceRows["doses"][number][]>();
  for (const d of doses) dosesOf.set(d.medicationSlug, [...(dosesOf.get(d.medicationSlug) ?? []), d]);
  const brandsOf = new Map<string, string[]>();
  for (const m of medications)
    if (m.isBrand && m.genericSlug) brandsOf.set(m.genericSlug, [...(brandsOf.get(m.genericSlug) ?? []), m.slug]);

  // A dose sold over the counter: NADAC flags some NDC of it OTC and none Rx (most NDCs carry no flag).
  const flags = new Map<string, Set<boolean>>();
  for (const n of ndcs)
    if (n.doseNdc && typeof n.otc === "boolean") flags.set(n.doseNdc, (flags.get(n.doseNdc) ?? new Set()).add(n.otc));
  const otcDoses = new Set([...flags].filter(([, f]) => f.has(true) && !f.has(false)).map(([ndc]) => ndc));

  const byDose = new Map<string, GenericEvidence>();
  for (const m of medications) {
    if (m.isBrand) continue;
    for (const d of dosesOf.get(m.slug) ?? []) {
      const evidence: GenericEvidence = { doseNdc: d.ndc };
      const since = FIRST_GENERIC[firstGenericKey(m.generic, d.doseForm)];
      if (since) evidence.genericSince = since;
      if (otcDoses.has(d.ndc)) evidence.otc = true;
      // The cheapest brand of this generic sold at the same dose: a pharmacist dispenses it where it is cheaper.
      const brandCosts = (brandsOf.get(m.slug) ?? []).flatMap((b) =>
        (dosesOf.get(b) ?? []).flatMap((bd) => {
          const n = nadac.get(bd.ndc);
          const same = bd.label === d.label && bd.pricingUnit === d.pricingUnit;
          return same && n?.isBrand && n.nadacPerUnit ? [{ ndc: bd.ndc, nadacPerUnit: n.nadacPerUnit }] : [];
        }),
      );
      const cheapest = brandCosts.reduce<(typeof brandCosts)[number] | undefined>(
        (best, b) => (best === undefined || b.nadacPerUnit < best.nadacPerUnit ? b : best),
        undefined,
      );
      if (cheapest) [evidence.brandNadacPerUnit, evidence.brandNdc] = [cheapest.nadacPerUnit, cheapest.ndc];
      byDose.set(d.ndc, evidence);
    }
  }
  // Each brand dose's generic: the generic medication's dose of the same label and unit, priced by NADAC.
  const bySlug = new Map(medications.map((m) => [m.slug, m]));
  const genericOfDose = new Map<string, GenericOfBrand>();
  for (const m of medications) {
    const generic = m.isBrand && m.genericSlug ? bySlug.get(m.genericSlug) : undefined;
    if (!generic || generic.isBrand) continue;
    for (const bd of dosesOf.get(m.slug) ?? []) {
      const gd = (dosesOf.get(generic.slug) ?? []).find(
        (d) => d.label === bd.label && d.pricingUnit === bd.pricingUnit,
      );
      const n = gd && nadac.get(gd.ndc);
      if (gd && n && !n.isBrand && n.nadacPerUnit)
        genericOfDose.set(bd.ndc, { ...byDose.get(gd.ndc), ndc: gd.ndc, nadacPerUnit: n.nadacPerUnit });
    }
  }
  const out = new Map<string, GenericEvidence>();
  for (const n of ndcs) {
    if (!n.doseNdc) continue;
    const genericOfBrand = n.isBrand ? genericOfDose.get(n.doseNdc) : undefined;
    const evidence = genericOfBrand ? { genericOfBrand } : n.isBrand ? undefined : byDose.get(n.doseNdc);
    if (evidence) out.set(n.ndc, evidence);
  }
  return out;
}
