// Every medication's default dose and quantity against what pharmacies dispense (scripts/audit-default-doses.ts).
// A dose's evidence pools the NDCs of every medication selling its strength and form, as the derivation does.
import type { CatalogMedication, DoseForm } from "../catalog-types";
import { FORM_KINDS } from "./dose-forms";
import type { DispensingIndex, DoseDispensing } from "./index-dispensing";
import { partDKeyOf, type Release, type UsualFills } from "./usual-fills";
import { bestSellingLine, type ProductLines } from "./product-lines";

export type AuditFlagKind = "form" | "strength" | "line" | "order" | "quantity" | "single" | "package";
export const AUDIT_FLAG_KINDS: AuditFlagKind[] = ["form", "strength", "line", "order", "quantity", "single", "package"];
export type AuditFlag = {
  flag: AuditFlagKind;
  slug: string;
  dose: string;
  form: DoseForm;
  defaultValue: number; // pricing units (EA, mL or g) of the default quantity
  offered: number[];
  unitKey: string;
  unitsPerRx: number | null;
  source: string | null;
  partD: number | null;
  note: string;
};
export type DefaultDoseAudit = {
  medications: number;
  withEvidence: number;
  counts: Record<AuditFlagKind, number>;
  flags: AuditFlag[];
  // Medications none of whose doses any dispensing file holds, by what the fallback chose (choose-default-dose):
  // one dose only; a plain tablet or capsule; a special form where a plain one is sold; no plain one sold.
  fallback: Record<"single" | "plain" | "special, plain sold" | "no plain sold", number>;
};

// The other evidence the audit reads where a file holds it: a brand's lines in Part D and the doses each is
// (product-lines.ts).
export type AuditExtras = { productLines?: ProductLines };

// A fill of at most this many units is a single dose or a short course (fluconazole 150 mg 1.5, oseltamivir 9.9).
export const FEW_UNITS = 10;
// A default this many times a few-unit fill is a month's supply of a short-course drug.
export const SINGLE_FACTOR = 3;
// A default further than this factor from the usual fill either way is far from it.
export const FAR_FACTOR = 2;
// A form is the one dispensed when its prescriptions reach this share of the form dispensed most (choose-default-dose).
export const FORM_SHARE = 0.8;

const releaseOf = (form: DoseForm): Release =>
  form.includes("extended-release") ? "extended" : form.includes("delayed-release") ? "delayed" : "immediate";
const PLAIN_ORAL = new Set<DoseForm>(["tablet", "capsule"]);
const isPlainOral = (form: DoseForm) => FORM_KINDS[form] === "oral-solid" && /^(tablet|capsule)(-(extended|delayed)-release)?$/.test(form); // prettier-ignore

type Dose = CatalogMedication["doses"][number];

// A single-use nasal device costs $16-$285 priced per each; a bottle's gram or mL at most about $45 (Qnasl).
export const DEVICE_PRICE = 100;
// A bulk oral powder's mL or g costs cents; a unit-dose packet a dollar or more (derive-quantities UNIT_DOSE_PRICE).
export const PACKET_PRICE = 1;

/**
 * Why a dose counted by the gram or mL is really sold whole, or null: a nasal spray whose "gram" costs a device
 * (Nayzilam $319), an oral powder whose strength is an amount a dose ("125 mg", not "200 mg/5 mL") and whose "mL"
 * costs a packet (Lokelma 5 g $27.54).
 */
export function unitAsMeasure(d: Pick<Dose, "doseForm" | "strength" | "nadacPerUnit" | "unitKey">): string | null {
  if (d.unitKey !== "mL" && d.unitKey !== "g") return null;
  const price = d.nadacPerUnit ?? 0;
  if (FORM_KINDS[d.doseForm] === "nasal" && price >= DEVICE_PRICE) return `a device's price ($${price.toFixed(2)}) a ${d.unitKey}`; // prettier-ignore
  if (FORM_KINDS[d.doseForm] === "oral-powder" && !d.strength.includes("/") && price >= PACKET_PRICE)
    return `a packet's price ($${price.toFixed(2)}) a ${d.unitKey}`;
  return null;
}
const doseKey = (m: CatalogMedication, d: Dose) =>
  [m.generic, d.strength, d.doseForm, d.qualifier, d.unitContent?.value, d.unitContent?.unit].join("|");

/**
 * The kinds of form the catalog sells under each generic's Part D name (pack doses aside): a name of several kinds
 * (metronidazole's tablet and gel) has a Part D row pooling them, which speaks for no one form.
 */
export function formKindsOfNames(medications: readonly CatalogMedication[]): Map<string, Set<string>> {
  const kindsOfName = new Map<string, Set<string>>();
  for (const m of medications)
    for (const d of m.doses)
      if (d.doseForm !== "pack") {
        const key = partDKeyOf(m.generic);
        kindsOfName.set(key, (kindsOfName.get(key) ?? new Set()).add(FORM_KINDS[d.doseForm]));
      }
  return kindsOfName;
}

export function auditDefaultDoses(
  medications: readonly CatalogMedication[],
  dispensing: Pick<DispensingIndex, "ofNdcs">,
  usualFills: Pick<UsualFills, "unitsPerClaim">,
  extras: AuditExtras = {},
): DefaultDoseAudit {
  const fallback: DefaultDoseAudit["fallback"] = {
    single: 0,
    plain: 0,
    "special, plain sold": 0,
    "no plain sold": 0,
  };
  const pooled = new Map<string, string[]>();
  for (const m of medications)
    for (const d of m.doses) pooled.set(doseKey(m, d), [...(pooled.get(doseKey(m, d)) ?? []), ...d.ndcs]);
  const cache = new Map<string, DoseDispensing | null>();
  const evidenceOf = (m: CatalogMedication, d: Dose) => {
    const key = doseKey(m, d);
    if (!cache.has(key)) cache.set(key, dispensing.ofNdcs(pooled.get(key) ?? []));
    return cache.get(key) ?? null;
  };
  const kindsOfName = formKindsOfNames(medications);
  const flags: AuditFlag[] = [];
  let withEvidence = 0;
  for (const m of medications) {
    const d = m.doses.find((x) => x.ndc === m.defaultDose);
    if (!d) continue;
    const evidence = evidenceOf(m, d);
    if (evidence) withEvidence++;
    const oral = FORM_KINDS[d.doseForm] === "oral-solid";
    // Part D's row: the medication's own, else its generic's, which pools every product of the name and so speaks
    // for a tablet without dispensing evidence only where the catalog sells no other kind under it (build-catalog).
    const brandRow = oral && m.name !== m.generic ? usualFills.unitsPerClaim(m.name, releaseOf(d.doseForm)) : null;
    const genericRow = oral ? usualFills.unitsPerClaim(m.generic, releaseOf(d.doseForm)) : null;
    const pooled = !evidence && (kindsOfName.get(partDKeyOf(m.generic))?.size ?? 0) > 1;
    const partD = brandRow ?? (pooled ? null : genericRow);
    const base = Number(d.baseValue);
    const defaultValue = Number(d.defaultQuantity);
    const flag = (kind: AuditFlagKind, note: string) =>
      flags.push({
        flag: kind,
        slug: m.slug,
        dose: d.label,
        form: d.doseForm,
        defaultValue,
        offered: d.quantities.map((q) => Number(q.value)),
        unitKey: base === 1 ? d.unitKey : `${d.unitKey} of ${base}`,
        unitsPerRx: evidence ? Math.round(evidence.unitsPerRx * 10) / 10 : null,
        source: evidence?.source ?? null,
        partD: partD === null ? null : Math.round(partD * 10) / 10,
        note,
      });

    // (a3) Line: a brand's default outside the product line Part D claims most of it (product-lines.ts). A default in
    // that line is what the brand's pharmacies dispense, whatever its generic's pooled form says.
    let inBestLine = false;
    if (extras.productLines && m.name !== m.generic) {
      const lines = extras.productLines(m.name, m.generic, m.doses.map((x) => ({ form: x.doseForm, strength: x.strength }))); // prettier-ignore
      const at = m.doses.indexOf(d);
      const best = bestSellingLine(lines, at);
      const top = lines.filter((l) => l.doses.some(Boolean)).sort((a, b) => b.claims - a.claims)[0];
      inBestLine = !best && top?.doses[at] === true;
      if (best) {
        const own = lines.filter((l) => l.doses[at]).map((l) => `${l.name} ${l.claims}`);
        flag("line", `${best.name} claimed most (${best.claims} in ${best.year}); the default's line: ${own.join(", ") || "none named"}`); // prettier-ignore
      }
    }
    // (a) Form: the default's form against the medication's form dispensed most.
    const byForm = new Map<DoseForm, number>();
    for (const x of m.doses) byForm.set(x.doseForm, (byForm.get(x.doseForm) ?? 0) + (evidenceOf(m, x)?.prescriptions ?? 0)); // prettier-ignore
    const [topForm, topRx] = [...byForm].sort(([, a], [, b]) => b - a)[0]!;
    const ownRx = byForm.get(d.doseForm) ?? 0;
    if (topRx > 0 && ownRx < FORM_SHARE * topRx && !inBestLine)
      flag("form", `${topForm} dispensed most (${Math.round(topRx)} a year; the default's form ${Math.round(ownRx)})`);
    else if (topRx === 0 && !PLAIN_ORAL.has(d.doseForm) && m.doses.some((x) => PLAIN_ORAL.has(x.doseForm)))
      flag("form", "no evidence; a plain tablet or capsule is sold");

    // (a2) Strength: within the default's form, the default's strength against the strength dispensed most.
    const ofForm = m.doses.filter((x) => x.doseForm === d.doseForm).map((x) => [x, evidenceOf(m, x)?.prescriptions ?? 0] as const); // prettier-ignore
    const [topOfForm, topOfFormRx] = [...ofForm].sort(([, a], [, b]) => b - a)[0]!;
    if (topOfFormRx > 0 && (evidence?.prescriptions ?? 0) < FORM_SHARE * topOfFormRx)
      flag("strength", `${topOfForm.label} dispensed most of the form (${Math.round(topOfFormRx)} a year; the default ${Math.round(evidence?.prescriptions ?? 0)})`); // prettier-ignore
    // (a4) Order: the list opens with the default's form and each form's strengths ascend (amountOfDose).
    const forms = [...new Set(m.doses.map((x) => x.doseForm))];
    if (m.doses[0]!.doseForm !== d.doseForm) flag("order", `the list opens with ${m.doses[0]!.label}`);
    else
      for (const form of forms) {
        const amounts = m.doses.filter((x) => x.doseForm === form).map(amountOfDose);
        if (amounts.some((a, i) => i > 0 && a !== null && amounts[i - 1] !== null && a < amounts[i - 1]!)) {
          flag("order", `${form} strengths not ascending`);
          break;
        }
      }
    // Fallback: nothing dispensed of any dose.
    if (topRx === 0) {
      const plainSold = m.doses.some((x) => isPlainOral(x.doseForm));
      if (m.doses.length === 1) fallback.single++;
      else if (isPlainOral(d.doseForm)) fallback.plain++;
      else if (plainSold) fallback["special, plain sold"]++;
      else fallback["no plain sold"]++;
    }

    // (c) Single doses and short courses given a month's supply.
    const few = [evidence?.unitsPerRx, partD].filter((u): u is number => u != null && u <= FEW_UNITS);
    if (few.length > 0 && defaultValue >= SINGLE_FACTOR * Math.max(...few) && defaultValue > FEW_UNITS / 2)
      flag("single", `${Math.max(...few).toFixed(1)} units a fill`);
    // (b) Quantity far from the usual fill.
    else if (
      evidence &&
      (defaultValue > FAR_FACTOR * evidence.unitsPerRx || defaultValue < evidence.unitsPerRx / FAR_FACTOR)
    )
      // prettier-ignore
      flag("quantity", `${(defaultValue / evidence.unitsPerRx).toFixed(2)}x the usual fill`);

    // (d) A unit sold whole counted by the gram or mL (unitAsMeasure), or a fraction of a unit.
    if (!d.package && (d.unitKey === "mL" || d.unitKey === "g")) {
      const unitSold = unitAsMeasure(d);
      if (unitSold) flag("package", unitSold);
      else if (defaultValue < 1 || !Number.isInteger(defaultValue * 2)) flag("package", "a fraction of a unit");
    }
  }
  const counts = Object.fromEntries(AUDIT_FLAG_KINDS.map((k) => [k, 0])) as Record<AuditFlagKind, number>;
  for (const f of flags) counts[f.flag]++;
  return { medications: medications.length, withEvidence, counts, flags, fallback };
}

// What one unit of a dose holds, in the label's first amount per unit: "234 mg/1.5 mL" 234 mg, "2.5 mcg/hr" 0.06 mg a
// day, "0.1 mg/24 hr" 0.1; null for a label with no amount. Strengths of one form ascend by it (build-catalog).
export function amountOfDose(d: Pick<Dose, "strength">): number | null {
  // A multiphasic pack's first phase ("20/25/30 mcg-0.15 mg" is 20 mcg).
  const strength = d.strength.replace(/(\d)(?:\/[\d.]+)+(?=\s*[a-z%])/gi, "$1");
  const match = /^([\d.,]+)\s*(mcg|mg|g|units|mEq|%)?(?:\/\s*([\d.]*)\s*(hr|mL|g))?/.exec(strength);
  if (!match) return null;
  const [, amount, unit = "", per = "", perUnit = ""] = match;
  const mass = ({ mcg: 0.001, mg: 1, g: 1000 } as Record<string, number>)[unit] ?? 1;
  const value = Number(amount!.replace(/,/g, "")) * mass;
  return perUnit === "hr" ? (value * 24) / (Number(per) || 1) : value;
}
