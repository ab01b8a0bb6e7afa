// Fills a missing pricing unit from the dose form, but only where the CMS-stated units of that form all agree.
import { FORM_KINDS, toDoseForm } from "./dose-forms";
import { parseRxnormName, type RxnormName } from "./parse-rxnorm-name";
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
  const devices = billLikeTheBrandsDevices(records);
  return { records: billFlatDevicesEach(billLikeTheSameDrug(devices.records)), filled: filled + devices.filled };
}

/**
 * A measured device NADAC gives no unit (the form is billed both ways, so no form-wide vote fills it) takes the unit
 * CMS states for the brand's other devices of the same form and volume priced the same per unit (within 5%), where
 * they all agree: Mounjaro's 0.5 mL pens cost $523 a unit at every strength, and CMS bills its 7.5 to 15 mg pens per
 * mL, so its 2.5, 5 and 10 mg pens are billed per mL too. A single-dose device of 1 mL with no such sibling costs the
 * same per each as per mL, so its unit cannot change its price: it is billed per each, one device a unit (Repatha's,
 * Aimovig's, Emgality's 1 mL auto-injectors). Any other device priced unlike a stated sibling stays without a unit.
 */
function billLikeTheBrandsDevices(ndcs: NdcRecord[]): { records: NdcRecord[]; filled: number } {
  const keyOf = (ndc: NdcRecord) => {
    const name = parseRxnormName(ndc.description);
    const form = name ? toDoseForm(name.rxnormForm) : null;
    return name?.brand && form && name.quantity ? `${name.brand}|${form}|${name.quantity.value} ${name.quantity.unit}` : null; // prettier-ignore
  };
  const stated = new Map<string, { unit: PricingUnit; price: number }[]>();
  for (const ndc of ndcs) {
    const key = ndc.pricingUnitSource === "cms" && ndc.pricingUnit && ndc.nadacPerUnit ? keyOf(ndc) : null;
    if (key) stated.set(key, [...(stated.get(key) ?? []), { unit: ndc.pricingUnit!, price: ndc.nadacPerUnit! }]);
  }
  let filled = 0;
  const records = ndcs.map((ndc) => {
    const key = ndc.pricingUnit || !ndc.nadacPerUnit ? null : keyOf(ndc);
    const same = key ? (stated.get(key) ?? []).filter((s) => samePrice(s.price, ndc.nadacPerUnit!)) : [];
    const units = new Set(same.map((s) => s.unit));
    if (key && units.size === 0 && isOneMlDevice(ndc)) units.add("EA");
    if (units.size !== 1) return ndc;
    filled++;
    return { ...ndc, pricingUnit: [...units][0]!, pricingUnitSource: "inferred" as const };
  });
  return { records, filled };
}

/**
 * An inferred unit gives way to CMS's own units for the same clinical drug (the RxNorm name without its brand),
 * where two or more CMS-stated NDCs of it agree: the drug's own evidence outranks a vote over its form or a unit the
 * flattened file inferred. NADAC bills generic naloxone 4 mg nasal spray per each (two CMS NDCs), which the file
 * inferred per gram ($34.27 a "gram": a 2-device carton $6.85); chorionic gonadotropin 10,000 units per each vial
 * (Pregnyl's CMS NDCs), inferred per mL ($250.63 a "mL" of a vial reconstituted in 10 mL).
 */
function billLikeTheSameDrug(ndcs: NdcRecord[]): NdcRecord[] {
  const clinical = (ndc: NdcRecord) => ndc.description.replace(/ \[[^\]]+\]$/, "");
  const units = new Map<string, Map<PricingUnit, number>>();
  for (const ndc of ndcs) {
    if (ndc.pricingUnitSource !== "cms" || !ndc.pricingUnit) continue;
    const byUnit = units.get(clinical(ndc)) ?? new Map<PricingUnit, number>();
    units.set(clinical(ndc), byUnit.set(ndc.pricingUnit, (byUnit.get(ndc.pricingUnit) ?? 0) + 1));
  }
  return ndcs.map((ndc) => {
    if (ndc.pricingUnitSource !== "inferred" || !ndc.pricingUnit) return ndc;
    const [only, ...others] = [...(units.get(clinical(ndc)) ?? [])];
    if (!only || others.length > 0 || only[1] < MIN_EVIDENCE || only[0] === ndc.pricingUnit) return ndc;
    return { ...ndc, pricingUnit: only[0] };
  });
}

function isOneMlDevice(ndc: NdcRecord): boolean {
  const name = parseRxnormName(ndc.description);
  const form = name ? toDoseForm(name.rxnormForm) : null;
  const kind = form ? FORM_KINDS[form] : null;
  return (kind === "syringe" || kind === "pen") && name?.quantity?.unit === "ML" && name.quantity.value === 1;
}

// Same price per unit within 5%.
const samePrice = (a: number, b: number) => Math.abs(a / b - 1) < 0.05;

/**
 * A measured device inferred per mL is billed per each on the brand's own evidence (volumes other than 1 mL, where
 * the unit changes the price):
 * - the brand's CMS-stated units of the form are each, and only each (brand evidence outranks the form-wide vote):
 *   NADAC bills Lupron Depot's 3.75 mg kit ("1 ML ... Prefilled Syringe [Lupron]") per each, and its 3-month
 *   11.25 mg kit costs $5,202, three times the 3.75 mg kit's $1,739, not $5,202 a mL ($7,803 a kit);
 * - or a CMS-stated each NDC of the same brand and form costs the same per unit: NADAC's Humira costs $3,369 for a
 *   0.2 mL syringe (CMS: EA) and $3,369 for a 0.8 mL one, which an inference bills per mL (80% of its cost);
 * - or the brand sells the same amount of the same ingredient without a volume (a kit or powder vial, "aripiprazole
 *   400 MG Injection [Abilify]": one kit, priced per each since there is no mL to price) at the same price: Abilify
 *   Maintena's 2 mL syringe costs $2,776 and its 400 mg vial kit $2,773, so the syringe is $2,776 each, not $5,553.
 */
function billFlatDevicesEach(ndcs: NdcRecord[]): NdcRecord[] {
  const deviceOf = (ndc: NdcRecord) => {
    const name = parseRxnormName(ndc.description);
    const form = name ? toDoseForm(name.rxnormForm) : null;
    return name?.brand && form && name.quantity?.unit === "ML" ? { key: `${name.brand}:${form}`, name } : null;
  };
  const eachPrices = new Map<string, number[]>();
  const brandUnits = new Map<string, Set<string>>();
  const kitPrices = new Map<string, number[]>(); // brand:ingredient:amount -> prices of NDCs naming no volume
  for (const ndc of ndcs) {
    const device = ndc.pricingUnitSource === "cms" ? deviceOf(ndc) : null;
    if (device && ndc.pricingUnit) brandUnits.set(device.key, (brandUnits.get(device.key) ?? new Set()).add(ndc.pricingUnit)); // prettier-ignore
    if (device && ndc.pricingUnit === "EA" && ndc.nadacPerUnit)
      eachPrices.set(device.key, [...(eachPrices.get(device.key) ?? []), ndc.nadacPerUnit]);
    const kit = amountOnly(ndc);
    if (kit && ndc.nadacPerUnit) kitPrices.set(kit, [...(kitPrices.get(kit) ?? []), ndc.nadacPerUnit]);
  }
  return ndcs.map((ndc) => {
    if (ndc.pricingUnitSource !== "inferred" || ndc.pricingUnit !== "ML" || !ndc.nadacPerUnit) return ndc;
    const device = deviceOf(ndc);
    if (!device || device.name.quantity?.value === 1) return ndc;
    const price = ndc.nadacPerUnit;
    const units = brandUnits.get(device.key);
    const brandEach = units?.size === 1 && units.has("EA");
    const sameEach = eachPrices.get(device.key)?.some((each) => samePrice(each, price));
    const kit = deviceAmount(device.name);
    const sameKit = kit !== null && kitPrices.get(kit)?.some((each) => samePrice(each, price));
    return brandEach || sameEach || sameKit ? { ...ndc, pricingUnit: "EA" } : ndc;
  });
}

// "brand:ingredient:amount in mg" of a single-ingredient NDC naming an amount and no volume ("aripiprazole 400 MG
// Injection [Abilify]"), else null.
function amountOnly(ndc: NdcRecord): string | null {
  const name = parseRxnormName(ndc.description);
  const only = name?.ingredients.length === 1 ? name.ingredients[0] : undefined;
  if (!name?.brand || name.quantity || !only || only.unit !== "MG") return null;
  return `${name.brand}:${only.name}:${Number(only.value.toPrecision(6))}`;
}

// The same key for a measured device: its volume times its concentration ("2 ML aripiprazole 200 MG/ML": 400 mg).
function deviceAmount(name: RxnormName): string | null {
  const only = name.ingredients.length === 1 ? name.ingredients[0] : undefined;
  if (!name.brand || !only || only.unit !== "MG/ML" || name.quantity?.unit !== "ML") return null;
  return `${name.brand}:${only.name}:${Number((only.value * name.quantity.value).toPrecision(6))}`;
}
