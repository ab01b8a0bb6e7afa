// The price a patient would see at the counter for every dose's default quantity, priced by the API's own formula
// (calculatePrice over the shipped price model: people card, every chain, chain level), with flags by class. Pure.
import type { CatalogMedication } from "../catalog-types";
import { calculatePrice } from "../../pricing/calculate-price";
import { priceModel } from "../../pricing/price-model";

export type PriceFlag = {
  flag: "generic1000" | "unitForm" | "strengthStep" | "brandBelow" | "ndcTwice";
  slug: string;
  dose: string;
  form: string;
  unit: string;
  quantity: string;
  nadacPerUnit: number;
  cost: number;
  price: number;
  note: string;
};

type Dose = CatalogMedication["doses"][number];

// Counted forms (sold by the each): tablets, capsules, lozenges, films, gums, suppositories, patches.
const COUNTED = /^(tablet|capsule|lozenge|chewing-gum|film|pellet|suppository|patch|troche)/;
// Liquids measured by the mL.
const LIQUID = /^(oral-solution|oral-suspension|oral-syrup|elixir|mouthwash|solution|suspension)$/;

// The median chain's discounted price (people card, no store variation) for a NADAC cost and quantity.
export function counterPrice(nadacPerUnit: number, quantity: number, isBrand: boolean, ndc: string): number {
  const chains = Object.keys(priceModel.retail.chains);
  const prices = chains
    .map((chainCode) =>
      calculatePrice({ model: priceModel, nadacPerUnit, quantity, isBrand, chainCode, cardType: "people", ndc }),
    )
    .map((p) => p.discounted)
    .sort((a, b) => a - b);
  return prices[Math.floor(prices.length / 2)]!;
}

// The leading number of a strength ("10 mg" -> 10, "200 mg/5 mL" -> 200), null when none.
export function strengthNumber(strength: string): number | null {
  const m = /^(\d+(?:\.\d+)?)/.exec(strength.replace(/,/g, ""));
  return m ? Number(m[1]) : null;
}

export function unitFitsForm(form: string, unit: string): boolean {
  if (COUNTED.test(form)) return unit === "EA";
  if (LIQUID.test(form)) return unit === "ML";
  return true;
}

export function auditPrices(medications: readonly CatalogMedication[]) {
  const flags: PriceFlag[] = [];
  const defaults: number[] = [];
  const over1000 = { generic: 0, brand: 0 };
  const flag = (f: PriceFlag["flag"], m: CatalogMedication, d: Dose, note: string) => {
    const q = Number(d.defaultQuantity);
    const cost = (d.nadacPerUnit ?? 0) * q;
    const price = d.nadacPerUnit ? counterPrice(d.nadacPerUnit, q, m.isBrand, d.ndc) : 0;
    flags.push({
      flag: f, slug: m.slug, dose: d.label, form: d.doseForm, unit: d.pricingUnit ?? "", quantity: d.defaultQuantity,
      nadacPerUnit: d.nadacPerUnit ?? 0, cost, price, note,
    }); // prettier-ignore
  };
  const byNdc = new Map<string, number>();
  const bySlug = new Map(medications.map((m) => [m.slug, m]));
  for (const m of medications) {
    for (const d of m.doses) {
      if (d.nadacPerUnit === null || d.pricingUnit === null) continue;
      const isDefault = d.ndc === m.defaultDose;
      if (isDefault) {
        const price = counterPrice(d.nadacPerUnit, Number(d.defaultQuantity), m.isBrand, d.ndc);
        defaults.push(price);
        if (price > 1000) {
          over1000[m.isBrand ? "brand" : "generic"]++;
          if (!m.isBrand) flag("generic1000", m, d, `median chain $${price.toFixed(2)}`);
        }
      }
      if (!unitFitsForm(d.doseForm, d.pricingUnit)) flag("unitForm", m, d, `${d.doseForm} by ${d.pricingUnit}`);
      const seen = byNdc.get(d.ndc);
      if (seen !== undefined && seen !== d.nadacPerUnit) flag("ndcTwice", m, d, `also ${seen}`);
      byNdc.set(d.ndc, d.nadacPerUnit);
    }
    // Neighbouring strengths of one form and unit: per-unit NADAC 10x apart.
    const groups = new Map<string, Dose[]>();
    for (const d of m.doses) {
      if (d.nadacPerUnit === null || strengthNumber(d.strength) === null) continue;
      const key = `${d.doseForm}|${d.qualifier ?? ""}|${d.pricingUnit}|${d.strength.replace(/^[\d.,]+\s*/, "")}`;
      groups.set(key, [...(groups.get(key) ?? []), d]);
    }
    for (const group of groups.values()) {
      group.sort((a, b) => strengthNumber(a.strength)! - strengthNumber(b.strength)!);
      for (let i = 1; i < group.length; i++) {
        const a = group[i - 1]!.nadacPerUnit!;
        const b = group[i]!.nadacPerUnit!;
        const ratio = Math.max(a, b) / Math.min(a, b);
        if (ratio >= 10)
          flag("strengthStep", m, group[i]!, `${group[i - 1]!.label} $${a} -> $${b} (${ratio.toFixed(1)}x)`);
      }
    }
    // A brand's per-unit NADAC under half its generic's for the same strength and form.
    const generic = m.isBrand && m.genericSlug ? bySlug.get(m.genericSlug) : undefined;
    if (generic) {
      for (const d of m.doses) {
        const g = generic.doses.find(
          (x) => x.strength === d.strength && x.doseForm === d.doseForm && x.pricingUnit === d.pricingUnit,
        );
        if (g?.nadacPerUnit && d.nadacPerUnit && d.nadacPerUnit < g.nadacPerUnit / 2)
          flag("brandBelow", m, d, `generic ${generic.slug} $${g.nadacPerUnit}`);
      }
    }
  }
  defaults.sort((a, b) => a - b);
  const counts = Object.fromEntries(
    (["generic1000", "unitForm", "strengthStep", "brandBelow", "ndcTwice"] as const).map((k) => [
      k,
      flags.filter((f) => f.flag === k).length,
    ]),
  );
  return {
    flags,
    counts,
    over1000,
    priced: defaults.length,
    medianDefault: defaults[Math.floor(defaults.length / 2)] ?? 0,
  };
}

// NDCs whose inferred pricing unit disagrees with CMS's own units for the same clinical drug (the RxNorm name without
// its brand: two or more CMS-stated NDCs, unanimous), or, for a branded measured device of a volume other than 1 mL,
// with its brand's CMS-stated units of that description's form (each only). Empty when the pricing-unit rules hold.
export function unitDisagreements(
  ndcs: readonly { ndc: string; description: string; pricingUnit: string | null; pricingUnitSource: string | null }[],
) {
  const clinical = (d: string) => d.replace(/ \[[^\]]+\]$/, "");
  const device = (d: string) => {
    const m =
      /^([\d.]+) ML .* (Prefilled Syringe|Auto-Injector|Pen Injector|Cartridge|Injection)(?: \[([^\]]+)\])?$/.exec(d);
    return m?.[3] ? { volume: Number(m[1]), key: `${m[3]}:${m[2]}` } : null;
  };
  const cms = new Map<string, Set<string>>();
  const add = (key: string, unit: string) => cms.set(key, (cms.get(key) ?? new Set()).add(unit));
  const counts = new Map<string, number>();
  for (const n of ndcs) {
    if (n.pricingUnitSource !== "cms" || !n.pricingUnit) continue;
    add(`drug|${clinical(n.description)}`, n.pricingUnit);
    counts.set(clinical(n.description), (counts.get(clinical(n.description)) ?? 0) + 1);
    const dev = device(n.description);
    if (dev) add(`brand|${dev.key}`, n.pricingUnit);
  }
  return ndcs.filter((n) => {
    if (n.pricingUnitSource !== "inferred" || !n.pricingUnit) return false;
    const drug = cms.get(`drug|${clinical(n.description)}`);
    if (drug?.size === 1 && (counts.get(clinical(n.description)) ?? 0) >= 2 && !drug.has(n.pricingUnit)) return true;
    const dev = device(n.description);
    const brand = dev && dev.volume !== 1 ? cms.get(`brand|${dev.key}`) : undefined;
    return brand?.size === 1 && brand.has("EA") && n.pricingUnit === "ML";
  });
}
