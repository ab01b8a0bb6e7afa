// Fills a missing pricing unit from the dose form, but only where the CMS-stated units of that form all agree.
import { toDoseForm } from "./dose-forms";
import { parseRxnormName } from "./parse-rxnorm-name";
import type { NdcRecord, PricingUnit } from "../catalog-types";

// Agreeing CMS rows needed before a form's unit is trusted: two independent NDCs, none against.
const MIN_EVIDENCE = 2;

/**
 * NADAC bills by the NCPDP billing-unit standard, which follows the dosage form (films and gum per each, otic and
 * injectable solutions per mL, vaginal creams per gram). The flattened file left about 1,400 current NDCs without a
 * unit; for a form whose CMS-stated units (from the CMS weekly files) are unanimous, that unit is filled in and
 * flagged "inferred". Forms CMS bills both ways (powder vials and auto-injectors: EA or mL) stay without a unit.
 * A measured volume ("0.5 ML ... Injection") is part of the form key: a syringe and a multi-dose vial differ.
 */
export function inferPricingUnits(ndcs: readonly NdcRecord[]): { records: NdcRecord[]; filled: number } {
  const formKey = (ndc: NdcRecord) => {
    const name = parseRxnormName(ndc.description);
    const form = name ? toDoseForm(name.rxnormForm) : null;
    return form ? `${form}${name?.quantity?.unit === "ML" ? "+volume" : ""}` : null;
  };
  const evidence = new Map<string, Map<PricingUnit, number>>();
  for (const ndc of ndcs) {
    const key = formKey(ndc);
    if (!key || ndc.pricingUnitSource !== "cms" || !ndc.pricingUnit) continue;
    const units = evidence.get(key) ?? new Map<PricingUnit, number>();
    units.set(ndc.pricingUnit, (units.get(ndc.pricingUnit) ?? 0) + 1);
    evidence.set(key, units);
  }
  const unanimous = new Map<string, PricingUnit>();
  for (const [key, units] of evidence) {
    const [only, ...others] = [...units];
    if (only && others.length === 0 && only[1] >= MIN_EVIDENCE) unanimous.set(key, only[0]);
  }
  let filled = 0;
  const records = ndcs.map((ndc) => {
    const key = ndc.pricingUnit ? null : formKey(ndc);
    const unit = key ? unanimous.get(key) : undefined;
    if (!unit) return ndc;
    filled++;
    return { ...ndc, pricingUnit: unit, pricingUnitSource: "inferred" as const };
  });
  return { records: billFlatDevicesEach(records), filled };
}

// Same price per unit within 5%.
const samePrice = (a: number, b: number) => Math.abs(a / b - 1) < 0.05;

/**
 * A measured device that costs the same per unit whatever volume it holds is billed per each. NADAC's Humira costs
 * $3,369 for a 0.2 mL syringe (CMS: EA) and $3,369 for a 0.8 mL one, which an inference bills per mL (a syringe
 * priced at 80% of its cost). An inferred per-mL unit of a measured volume other than 1 mL becomes EA when a
 * CMS-stated EA NDC of the same brand and form costs the same per unit.
 */
function billFlatDevicesEach(ndcs: NdcRecord[]): NdcRecord[] {
  const deviceOf = (ndc: NdcRecord) => {
    const name = parseRxnormName(ndc.description);
    const form = name ? toDoseForm(name.rxnormForm) : null;
    return name?.brand && form && name.quantity?.unit === "ML" ? { key: `${name.brand}:${form}`, name } : null;
  };
  const eachPrices = new Map<string, number[]>();
  for (const ndc of ndcs) {
    const device = ndc.pricingUnitSource === "cms" && ndc.pricingUnit === "EA" ? deviceOf(ndc) : null;
    if (device && ndc.nadacPerUnit)
      eachPrices.set(device.key, [...(eachPrices.get(device.key) ?? []), ndc.nadacPerUnit]);
  }
  return ndcs.map((ndc) => {
    if (ndc.pricingUnitSource !== "inferred" || ndc.pricingUnit !== "ML" || !ndc.nadacPerUnit) return ndc;
    const device = deviceOf(ndc);
    if (!device || device.name.quantity?.value === 1) return ndc;
    const price = ndc.nadacPerUnit;
    return eachPrices.get(device.key)?.some((each) => samePrice(each, price)) ? { ...ndc, pricingUnit: "EA" } : ndc;
  });
}
