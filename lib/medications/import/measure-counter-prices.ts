// Prices at the counter over the whole catalog, by the invariants a pharmacist expects (scripts/measure-counter-prices.ts;
// lib/pricing/PRICE-MODEL.md, "Twenty-fifth session"): the card below the UNC shown beside it, totals that grow with the
// quantity and unit prices that do not, a generic not above its brand, no price of $0.00 nor past the model's bound,
// pets on the pets' rules, NPI pricing within the store band of region pricing, one NDC at one price. Pure.
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { calculatePrice, contractFor, retailFor, type CalculatedPrice } from "../../pricing/calculate-price";
import type { PriceModel } from "../../pricing/price-model-schema";
import type { CardType } from "../../accounts/permissions";
import { seedGenericEvidence } from "./seed-generic-evidence";
import { doseLabels } from "../dose-labels";
import { genericCeilingAt, genericYears } from "../../pricing/usual-and-customary";
import { measureGenericCompetition, pricesDateOf, yearsBand } from "./measure-generic-competition";

type Dose = CatalogMedication["doses"][number];
export type Store = { npi: string; chainCode: string };

// The chain codes of the model and one it does not list (default terms), as region pricing prices them.
export function modelChains(model: PriceModel): string[] {
  return [...new Set([...Object.keys(model.retail.chains), ...Object.keys(model.contracts.people.chains), "TARGET"])];
}

// Cost bands of the ingredient cost C = NADAC x quantity: the 2013 survey holds generics under $15 of cost.
export function costBand(cost: number): string {
  if (cost < 15) return "C<$15";
  if (cost < 100) return "$15-100";
  if (cost < 1000) return "$100-1000";
  return "C>=$1000";
}

// The highest price the model can give a fill of cost C (PRICE-MODEL.md, "the bound"): a generic's UNC is at most the
// larger of the ceiling (max(minimum, ratio x C)) and the reference its card discounts from (the dearest contract:
// a MAC drawn at the top of its band, or cost plus, plus a fee, over 1 - the largest people discount), x the store band; a
// brand's UNC is at most the brand curve x the highest brand index x the band; the card never above the UNC, and a
// chain without a UNC charges at most its dearest contract; a brand held above its generic (genericBrandCash) at most
// the generic's bound over levelRatio, x the band. Every fee and minimum is at most $15.
export function priceBound(model: PriceModel, cost: number): number {
  const band = 1 + model.storeVariation.band;
  const ceiling = model.retail.genericCeiling;
  const chains = [model.retail.default, ...Object.values(model.retail.chains)];
  const brandIndex = Math.max(...chains.map((c) => c.brandIndex));
  const brandCash = (cost * model.retail.curves.brand.multiplier + model.retail.curves.brand.fee) * brandIndex * band;
  const terms = (["people", "pets"] as const).flatMap((card) =>
    [model.contracts[card].default, ...Object.values(model.contracts[card].chains)].map((t) => ({ t, card })),
  );
  const contractRatio = Math.max(
    ...terms.map(({ t, card }) =>
      t.generic.basis === "mac"
        ? 1 + (t.generic.macMultiplier - 1) * (1 + (model.contracts[card].macBand ?? 0))
        : 1 + t.generic.margin,
    ),
    model.reference.brandAwpFactor,
  );
  const people = [model.contracts.people.default, ...Object.values(model.contracts.people.chains)];
  const discount = Math.max(...people.map((t) => t.brand.discountOffReference));
  const contract = (contractRatio * cost + 15) * band;
  const reference = model.retail.referenceFloor ? contract / (1 - discount) : 0;
  const generic = Math.max(ceiling ? genericCeilingAt(model, cost) * band : 0, reference);
  // A brand's cash price held above its generic's (of no greater cost) over levelRatio, at a store of its own factor.
  const rule = model.retail.genericBrandCash;
  const brandAboveGeneric = rule ? (generic / rule.levelRatio) * band : 0;
  return Math.max(generic, brandCash, contract, brandAboveGeneric, 15);
}

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export type CounterFlag = { flag: string; cls: string; what: string; note: string };

export function measureCounterPrices(
  seed: Pick<CatalogSeed, "medications" | "ndcs"> & Partial<Pick<CatalogSeed, "history">>,
  model: PriceModel,
  stores: readonly Store[] = [],
) {
  const chains = modelChains(model);
  const ndcs = new Map(seed.ndcs.map((n) => [n.ndc, n]));
  const counts: Record<string, number> = {};
  const byClass: Record<string, Record<string, number>> = {};
  const rows: CounterFlag[] = [];
  const savings: Record<string, number[]> = {};
  // What a pet pays over what a person pays for the same NDC, quantity and chain (twenty-ninth session).
  const petsOverPeople: Record<string, number[]> = {};
  let priced = 0;
  const tally = (name: string, cls: string) => {
    counts[name] = (counts[name] ?? 0) + 1;
    (byClass[name] ??= {})[cls] = (byClass[name]![cls] ?? 0) + 1;
  };
  const flag = (name: string, cls: string, what: string, note: string) => {
    tally(name, cls);
    if (rows.length < 50_000) rows.push({ flag: name, cls, what, note });
  };
  // Each generic's evidence as the API reads it (first generic approval, its brand's NADAC at the same dose).
  const evidence = seedGenericEvidence(seed);
  const price = (ndc: string, quantity: number, chainCode: string, cardType: CardType, npi?: string) => {
    const n = ndcs.get(ndc)!;
    priced++;
    return calculatePrice({ model, nadacPerUnit: n.nadacPerUnit!, quantity, isBrand: n.isBrand, chainCode, cardType, ndc, npi, ...evidence.get(ndc) }); // prettier-ignore
  };
  // Where a generic's cash price sits against the curve (UNC / (curve x the chain's index)), cost under $15 (the
  // survey's range), off the lists, at chain level: the drug's level, which should follow evidence, not a hash.
  const levels: Record<string, number[]> = {};
  // Two NDCs of one generic dose at one NADAC: one card and one cash price at a chain (a level drawn per NDC, and a
  // MAC list keyed by the package, priced them apart).
  const doseUnc = new Map<string, string>();
  const kind = (isBrand: boolean) => (isBrand ? "brand" : "generic");
  const byAge = model.retail.genericAgeLevels;
  const asOf = byAge?.asOf;
  // A generic first approved after asOf by the band of years the model counts it at (twenty-eighth session: at
  // laterAsOf, the prices' date; before, as new).
  const ageClass = (since?: string, otc?: boolean) => {
    if (!since || !asOf) return otc ? "undated OTC" : "undated";
    if (since <= asOf) return genericYears({ asOf }, since) < 3 ? "generic under 3 years at asOf" : "older";
    return byAge.laterAsOf ? `generic after asOf, ${yearsBand(genericYears(byAge, since))} at laterAsOf` : "generic after asOf"; // prettier-ignore
  };

  // 1. Every priced NDC at its dose's default quantity, every chain, both cards: the card against the UNC, the bound,
  //    $0.00, below cost, pets against people.
  const seen = new Map<string, { baseValue: string; unitKey: string; slug: string }>();
  const done = new Set<string>();
  for (const m of seed.medications) {
    for (const d of m.doses) {
      for (const ndc of d.ndcs) {
        const n = ndcs.get(ndc);
        const before = seen.get(ndc);
        if (before && (before.baseValue !== d.baseValue || before.unitKey !== d.unitKey))
          flag("ndcUnitDiffers", d.doseForm, `${ndc} ${m.slug} ${d.label}`, `${before.slug}: ${before.unitKey} x ${before.baseValue}; here ${d.unitKey} x ${d.baseValue}`); // prettier-ignore
        seen.set(ndc, { baseValue: d.baseValue, unitKey: d.unitKey, slug: m.slug });
        if (!n || n.nadacPerUnit === null) continue;
        const quantity = Number(d.defaultQuantity);
        if (done.has(`${ndc}|${quantity}`)) continue;
        done.add(`${ndc}|${quantity}`);
        const cost = n.nadacPerUnit * quantity;
        const cls = `${kind(n.isBrand)} ${costBand(cost)}`;
        const what = `${ndc} ${m.slug} ${d.label} x${d.defaultQuantity} ($${cost.toFixed(2)})`;
        const bound = priceBound(model, cost);
        for (const chainCode of chains) {
          const people = price(ndc, quantity, chainCode, "people");
          const pets = price(ndc, quantity, chainCode, "pets");
          const terms = contractFor(model, "people", chainCode);
          const list = retailFor(model, chainCode).genericList;
          for (const [card, p] of [
            ["people", people],
            ["pets", pets],
          ] as const) {
            if (p.discounted <= 0 || (p.unc !== null && p.unc <= 0)) flag("zeroPrice", cls, `${what} ${chainCode} ${card}`, JSON.stringify(p)); // prettier-ignore
            if (p.discounted > bound || (p.unc ?? 0) > bound)
              flag("aboveBound", cls, `${what} ${chainCode} ${card}`, `bound $${bound.toFixed(2)}: ${JSON.stringify(p)}`); // prettier-ignore
            if (p.unc !== null && p.discounted > p.unc) flag("aboveUnc", cls, `${what} ${chainCode} ${card}`, JSON.stringify(p)); // prettier-ignore
          }
          // Below the NDC's cost: a fault, unless the generic is priced at its cheaper brand's fill (belowCostAtBrand).
          if (people.discounted < Math.round(cost * 100) / 100)
            flag(model.genericBrandCap && evidence.get(ndc)?.brandNadacPerUnit ? "belowCostAtBrand" : "belowCost", cls, `${what} ${chainCode}`, JSON.stringify(people)); // prettier-ignore
          (petsOverPeople[cls] ??= []).push(pets.discounted / people.discounted);
          if (pets.discounted < people.discounted) flag("petsBelowPeople", cls, `${what} ${chainCode}`, `${pets.discounted} < ${people.discounted}`); // prettier-ignore
          if (pets.unc !== people.unc) flag("petsUncDiffers", cls, `${what} ${chainCode}`, `${pets.unc} / ${people.unc}`); // prettier-ignore
          if (people.unc === null) continue;
          const sameFill = `${d.ndc}|${n.nadacPerUnit}|${quantity}|${chainCode}`;
          const both = `${people.discounted}/${people.unc}`;
          if (!n.isBrand && (doseUnc.get(sameFill) ?? both) !== both)
            flag("differsInDose", cls, `${what} ${chainCode}`, `card/UNC ${both}; another NDC of the dose at its NADAC ${doseUnc.get(sameFill)}`); // prettier-ignore
          doseUnc.set(sameFill, both);
          const retail = retailFor(model, chainCode);
          // A generic's cash price at the ceiling (the survey's 95th percentile, grown with the cost past the survey's
          // range where the model says so), by its years as a generic.
          const ceiling = model.retail.genericCeiling;
          if (!n.isBrand && ceiling && Math.abs(people.unc - genericCeilingAt(model, cost)) < 0.005)
            tally("atCeiling", ageClass(evidence.get(ndc)?.genericSince, evidence.get(ndc)?.otc)); // counted, not listed: a measure, not a fault
          if (!n.isBrand && cost < 15 && !(list && cost <= list.maxIngredientCost)) {
            const curve = model.retail.curves.generic;
            const base = "scale" in curve ? curve.scale * cost ** curve.exponent : cost * curve.multiplier + curve.fee;
            const level = people.unc / (base * retail.genericIndex);
            const e = evidence.get(ndc);
            const dated = e?.genericSince ? "dated" : "undated";
            // Twenty-eighth session: the generics first approved after asOf, and the undated OTC products, apart.
            const more = [...(asOf && e?.genericSince && e.genericSince > asOf ? ["after asOf"] : []), ...(!e?.genericSince && e?.otc ? ["undated OTC"] : [])]; // prettier-ignore
            for (const key of ["all", dated, ...more]) (levels[key] ??= []).push(level);
          }
          const saving = 1 - people.discounted / people.unc;
          (savings[cls] ??= []).push(saving);
          // The card saves nothing: a listed generic ($4 list), a fill at the contract's minimum (the UNC at most the
          // minimum), else the class this pass is about.
          if (people.discounted >= people.unc) {
            const why =
              list && people.unc === list.price ? "noSavingList" : people.unc <= terms.minimumPrice ? "noSavingMinimum" : "noSaving"; // prettier-ignore
            flag(why, cls, `${what} ${chainCode}`, `card ${people.discounted} = UNC ${people.unc} (contract ${people.contract})`); // prettier-ignore
          } else if (saving < 0.05) {
            flag("savingUnder5", cls, `${what} ${chainCode}`, `card ${people.discounted}, UNC ${people.unc}`);
          }
        }
        // 2. NPI pricing against region pricing: a store's price is its chain's within the store band, or a limit.
        for (const store of stores) {
          const region = price(ndc, quantity, store.chainCode, "people");
          const at = price(ndc, quantity, store.chainCode, "people", store.npi);
          if (!withinBand(model, region, at, store.chainCode, cost))
            flag("storeOutsideChainBand", cls, `${what} ${store.chainCode} ${store.npi}`, `${JSON.stringify(at)} vs ${JSON.stringify(region)}`); // prettier-ignore
        }
      }
    }
  }

  // 3. Every dose's quantities, in order, at every chain and at one store of each network chain code (NPI pricing):
  //    the total grows, the unit price does not, and a pet's fill is never below a person's at the store.
  const places = [...chains.map((chainCode) => ({ chainCode, npi: undefined })), ...stores];
  for (const m of seed.medications) {
    for (const d of m.doses) {
      const n = ndcs.get(d.ndc);
      if (!n || n.nadacPerUnit === null) continue;
      const quantities = d.quantities.map((q) => Number(q.value)).sort((a, b) => a - b);
      for (const { chainCode, npi } of places) {
        const at = npi ? "store" : "";
        const prefix = (name: string) => (at ? `${at}${name[0]!.toUpperCase()}${name.slice(1)}` : name);
        const peopleAt = new Map<number, CalculatedPrice>();
        for (const card of ["people", "pets"] as const) {
          let last: { q: number; p: CalculatedPrice } | null = null;
          for (const q of quantities) {
            const p = price(d.ndc, q, chainCode, card, npi);
            const where = `${m.slug} ${d.label} ${chainCode}${npi ? ` ${npi}` : ""}`;
            if (card === "people") peopleAt.set(q, p);
            else if (npi && p.discounted < peopleAt.get(q)!.discounted)
              flag("storePetsBelowPeople", kind(n.isBrand), `${where} x${q}`, `${p.discounted} < ${peopleAt.get(q)!.discounted}`); // prettier-ignore
            if (last) {
              const cls = `${kind(n.isBrand)} ${card}`;
              const what = `${where} x${last.q} -> x${q}`;
              const list = retailFor(model, chainCode).genericList;
              if (p.discounted < last.p.discounted) flag(prefix("totalFalls"), cls, what, `${last.p.discounted} -> ${p.discounted}`); // prettier-ignore
              // More than a cent of rounding per unit dearer at the larger quantity.
              if (p.discounted / q > last.p.discounted / last.q + 0.01 / last.q)
                flag(prefix(list && last.p.unc === list.price ? "unitRisesPastList" : "unitRises"), cls, what, `${last.p.discounted} -> ${p.discounted}`); // prettier-ignore
              // The cash price too: a larger fill never sells for less, nor dearer a unit.
              if (p.unc !== null && last.p.unc !== null && card === "people") {
                // A generic's cash price the same for more units at a chain (a ceiling's or floor's flat price): counted.
                if (!npi && !n.isBrand && p.unc === last.p.unc && !(list && last.p.unc === list.price))
                  tally("uncSameTotal", ageClass(evidence.get(d.ndc)?.genericSince, evidence.get(d.ndc)?.otc));
                if (p.unc < last.p.unc) flag(prefix("uncTotalFalls"), cls, what, `${last.p.unc} -> ${p.unc}`);
                if (p.unc / q > last.p.unc / last.q + 0.01 / last.q && !(list && last.p.unc === list.price))
                  flag(prefix("uncUnitRises"), cls, what, `${last.p.unc} -> ${p.unc}`);
              }
            }
            last = { q, p };
          }
        }
      }
    }
  }

  // 4. A generic against its brand, same dose and quantity, at every chain (people card).
  const bySlug = new Map(seed.medications.map((m) => [m.slug, m]));
  for (const brand of seed.medications) {
    const generic = brand.isBrand && brand.genericSlug ? bySlug.get(brand.genericSlug) : undefined;
    if (!generic) continue;
    // The same dose: the label a patient reads (strength, form and pack, as the database holds it) and pricing unit.
    const [brandLabels, genericLabels] = [doseLabels(brand.doses, "en-US"), doseLabels(generic.doses, "en-US")];
    for (const [i, d] of brand.doses.entries()) {
      const g = generic.doses.find((x, j) => genericLabels[j] === brandLabels[i] && x.pricingUnit === d.pricingUnit);
      const bn = ndcs.get(d.ndc);
      const gn = g && ndcs.get(g.ndc);
      if (!g || !bn?.nadacPerUnit || !gn?.nadacPerUnit || !bn.isBrand || gn.isBrand) continue;
      const quantity = Number(d.defaultQuantity);
      const cls = gn.nadacPerUnit > bn.nadacPerUnit ? "generic NADAC above brand" : "generic NADAC at or below brand";
      for (const chainCode of chains) {
        const bp = price(d.ndc, quantity, chainCode, "people");
        const gp = price(g.ndc, quantity, chainCode, "people");
        const what = `${brand.slug} / ${generic.slug} ${d.label} x${quantity} ${chainCode}`;
        if (gp.discounted > bp.discounted + 0.005) flag("genericAboveBrand", cls, what, `${gp.discounted} > ${bp.discounted}; NADAC ${gn.nadacPerUnit} / ${bn.nadacPerUnit}`); // prettier-ignore
        if (gp.unc !== null && bp.unc !== null && gp.unc > bp.unc + 0.005) flag("genericUncAboveBrand", cls, what, `${gp.unc} > ${bp.unc}`); // prettier-ignore
      }
      // At one store of each network chain code: the generic's cash price not above its brand's at the same counter.
      for (const store of stores) {
        const bp = price(d.ndc, quantity, store.chainCode, "people", store.npi);
        const gp = price(g.ndc, quantity, store.chainCode, "people", store.npi);
        const what = `${brand.slug} / ${generic.slug} ${d.label} x${quantity} ${store.chainCode} ${store.npi}`;
        if (gp.unc !== null && bp.unc !== null && gp.unc > bp.unc + 0.005) flag("storeGenericUncAboveBrand", cls, what, `${gp.unc} > ${bp.unc}`); // prettier-ignore
      }
    }
  }

  // 5. Neighbouring strengths of one form, qualifier and unit at the lower strength's default quantity (median chain):
  //    the higher strength priced under half the lower's (NADAC's own steps are listed by audit-prices.ts).
  for (const m of seed.medications) {
    const groups = new Map<string, Dose[]>();
    for (const d of m.doses) {
      const s = /^(\d+(?:\.\d+)?)\s*(.*)$/.exec(d.strength.replace(/,/g, ""));
      if (!s || d.nadacPerUnit === null || !ndcs.get(d.ndc)?.nadacPerUnit) continue;
      const key = `${d.doseForm}|${d.qualifier ?? ""}|${d.pricingUnit}|${s[2]}`;
      groups.set(key, [...(groups.get(key) ?? []), d]);
    }
    const lead = (d: Dose) => Number(d.strength.replace(/,/g, "").match(/^[\d.]+/)![0]);
    for (const group of groups.values()) {
      group.sort((a, b) => lead(a) - lead(b));
      for (let i = 1; i < group.length; i++) {
        const lo = group[i - 1]!;
        const hi = group[i]!;
        const q = Number(lo.defaultQuantity);
        const median = (ndc: string) =>
          pct(
            chains.map((c) => price(ndc, q, c, "people").discounted),
            0.5,
          );
        const [a, b] = [median(lo.ndc), median(hi.ndc)];
        if (b < a / 2) flag("strengthInverted", `${kind(m.isBrand)}`, `${m.slug} ${lo.label} -> ${hi.label} x${q}`, `$${a} -> $${b}`); // prettier-ignore
      }
    }
  }

  // 6. NADAC's own word on competition, by years as a generic at the prices' date (twenty-eighth session).
  const pricesDate = byAge?.laterAsOf ?? pricesDateOf(seed.ndcs);
  const settledYears = byAge?.settledYears ?? 3; // the survey's launch window, whether or not the model reads it
  const { nadacOverBrand, nadacYearlyChange } = measureGenericCompetition(seed, evidence, asOf, pricesDate, settledYears); // prettier-ignore

  const savingQuantiles = Object.fromEntries(
    Object.entries(savings)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cls, v]) => [cls, { n: v.length, p10: pct(v, 0.1), p50: pct(v, 0.5), p90: pct(v, 0.9) }]),
  );
  const levelQuantiles = Object.fromEntries(
    Object.entries(levels).map(([k, v]) => [k, { n: v.length, p05: pct(v, 0.05), p25: pct(v, 0.25), p50: pct(v, 0.5), p75: pct(v, 0.75), p95: pct(v, 0.95) }]), // prettier-ignore
  );
  const petsQuantiles = Object.fromEntries(
    Object.entries(petsOverPeople)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cls, v]) => [cls, { n: v.length, same: v.filter((r) => r === 1).length, p10: pct(v, 0.1), p50: pct(v, 0.5), p90: pct(v, 0.9), max: pct(v, 1) }]), // prettier-ignore
  );
  return { priced, counts, byClass, rows, savingQuantiles, levelQuantiles, petsQuantiles, nadacOverBrand, nadacYearlyChange, pricesDate }; // prettier-ignore
}

// NPI pricing is the chain's price within the store band, or a limit (minimum, floor, cost) that is not varied.
export function withinBand(
  model: PriceModel,
  region: CalculatedPrice,
  at: CalculatedPrice,
  chainCode: string,
  cost: number,
) {
  const { band } = model.storeVariation;
  const retail = retailFor(model, chainCode);
  const limits = [contractFor(model, "people", chainCode).minimumPrice, retail.floor, retail.genericList?.price ?? cost, cost]; // prettier-ignore
  const low = Math.min(region.discounted * (1 - band), ...limits) - 0.011;
  const high = Math.max(region.discounted * (1 + band), ...limits) + 0.011;
  return at.discounted >= low && at.discounted <= high;
}
