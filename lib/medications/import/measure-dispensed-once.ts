// Quantities a patient would not be dispensed (eighteenth pass, prisma/seed/README.md): over every dose of the catalog
// (not only defaults), a month's supply offered by default where the dispensing evidence says the drug is dispensed
// once or as a short course, a scheduled injection's device count read off a mean of mixed fills, and an
// over-the-counter bottle offered by day counts; and, nineteenth pass, a regimen sold as one course offered by months,
// two devices of one strength at two counts, a weekly carton beside its loose tablet, a tablet with no evidence at all
// at a month. Read by scripts/measure-dispensed-once.ts and the seed tests.
import { isAntiInfective, SCHEDULED_DEVICE_KINDS, SHORT_COURSE_FILL as SHORT_FILL } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import { alaskaDaysOf, type DispensingIndex } from "./index-dispensing";
import type { UsualFills } from "./usual-fills";
import type { CatalogDose, CatalogMedication, NdcRecord } from "../catalog-types";

export const ONCE_CLASSES = ["own-short", "molecule-short", "combination-course", "claim-short", "device-month", "generic-days", "otc-bottle", "regimen-month", "device-sibling", "weekly-carton", "unread-month"] as const; // prettier-ignore
export type OnceClass = (typeof ONCE_CLASSES)[number];

// One dose an audit of the catalog's quantities finds (here, and measure-quantity-packages.ts).
export type DoseFinding<C extends string> = {
  cls: C;
  slug: string;
  dose: string;
  isDefaultDose: boolean;
  offered: number[];
  defaultCount: number;
  note: string;
};
export type OnceFinding = DoseFinding<OnceClass>;

// A month's supply of counted units, as the day rules write it: 28-30, 56-60 or 84-90 (one a day), and their
// multiples for several a day.
export const MONTH_COUNTS = new Set([28, 30, 56, 60, 84, 90, 112, 120, 168, 180, 270, 360]);

const countOf = (d: CatalogDose, value: string) => d.quantities.find((q) => q.value === value)?.unitCount ?? NaN;
const isCounted = (d: CatalogDose) => FORM_KINDS[d.doseForm] === "oral-solid" && !d.package && d.baseValue === "1";

/**
 * The molecule's fills over every dose of every medication of the same generic (brands with their generic): the
 * prescriptions filled under SHORT_FILL units against all of them, counting each dose's NDCs once.
 */
export function moleculeFills(medications: readonly CatalogMedication[], dispensing: DispensingIndex) {
  const byMolecule = new Map<string, Map<string, CatalogDose>>();
  for (const m of medications)
    for (const d of m.doses) {
      if (FORM_KINDS[d.doseForm] !== "oral-solid") continue;
      const key = m.genericSlug ?? m.slug;
      const doses = byMolecule.get(key) ?? new Map<string, CatalogDose>();
      doses.set(`${d.doseForm}|${d.strength}`, d);
      byMolecule.set(key, doses);
    }
  const result = new Map<string, { short: number; total: number; fills: number[]; allNationalShort: boolean }>();
  for (const [key, doses] of byMolecule) {
    let short = 0;
    let total = 0;
    let allNationalShort = true;
    const fills: number[] = [];
    for (const d of doses.values()) {
      const own = dispensing.ofNdcs(d.ndcs);
      if (!own) continue;
      total += own.prescriptions;
      fills.push(Number(own.unitsPerRx.toFixed(1)));
      if (own.unitsPerRx < SHORT_FILL) short += own.prescriptions;
      if (own.unitsPerRx >= SHORT_FILL || own.source !== "national") allNationalShort = false;
    }
    result.set(key, { short, total, fills, allNationalShort: allNationalShort && total > 0 });
  }
  return result;
}

export function measureDispensedOnce(
  medications: readonly CatalogMedication[],
  ndcs: readonly NdcRecord[],
  dispensing: DispensingIndex,
  usualFills: UsualFills,
): { findings: OnceFinding[]; doses: number; monthDefaults: number } {
  const otc = new Map(ndcs.map((n) => [n.ndc, n.otc]));
  const brand = new Map(ndcs.map((n) => [n.ndc, n.isBrand]));
  const molecules = moleculeFills(medications, dispensing);
  const genericSlugs = new Map(medications.filter((m) => !m.isBrand).map((m) => [m.generic.toLowerCase(), m.slug]));
  const findings: OnceFinding[] = [];
  let doses = 0;
  let monthDefaults = 0;
  for (const m of medications)
    for (const d of m.doses) {
      doses++;
      const offered = d.quantities.map((q) => q.unitCount);
      const defaultCount = countOf(d, d.defaultQuantity);
      const base = { slug: m.slug, dose: d.label, isDefaultDose: d.ndc === m.defaultDose, offered, defaultCount };
      const own = dispensing.ofNdcs(d.ndcs);
      const molecule = molecules.get(m.genericSlug ?? m.slug);
      const courses = !!molecule && molecule.short * 2 > molecule.total;
      // Nineteenth pass: a device of the same strength and content as another of the medication's, both scheduled,
      // offered another default (Humira's 40 mg/0.4 mL syringe 1 beside its pen's 2: one regimen, every other week).
      // A molecule used as needed (sumatriptan) has no regimen: each device is counted as filled.
      if (SCHEDULED_DEVICE_KINDS.has(FORM_KINDS[d.doseForm]) && d.package && !courses) {
        const twins = m.doses.filter((o) => o !== d && o.package && SCHEDULED_DEVICE_KINDS.has(FORM_KINDS[o.doseForm]) && o.strength === d.strength && o.qualifier === d.qualifier && o.baseValue === d.baseValue && o.unitKey.startsWith("box") === d.unitKey.startsWith("box")); // prettier-ignore
        const other = twins.find((o) => countOf(o, o.defaultQuantity) !== defaultCount);
        if (other)
          findings.push({ ...base, cls: "device-sibling", note: `${other.label} ${countOf(other, other.defaultQuantity)}` }); // prettier-ignore
      }
      // A weekly carton of a tablet the medication also sells loose (risedronate's 35 mg cartons beside its tablet).
      if (d.doseForm === "pack" && (d.baseValue === "4" || d.baseValue === "12")) {
        const release = (form: string) => (/delayed/i.test(form) ? "delayed" : /extended/i.test(form) ? "extended" : "immediate"); // prettier-ignore
        const loose = m.doses.find((o) => o.doseForm !== "pack" && o.strength === d.strength && isCounted(o) && release(o.doseForm) === release(d.label)); // prettier-ignore
        if (loose) findings.push({ ...base, cls: "weekly-carton", note: `beside ${loose.label}` });
      }
      if (SCHEDULED_DEVICE_KINDS.has(FORM_KINDS[d.doseForm]) && d.package && own && !d.unitKey.startsWith("box")) {
        if (courses) continue; // used as needed (sumatriptan's cartridges): counted as filled
        const perDevice = Number(d.baseValue);
        const raw = Math.max(1, Math.round(own.unitsPerRx / perDevice));
        const month = (own.unitsPerRx / perDevice) * (30 / own.daysPerRx);
        const read = Math.max(1, Math.round(month));
        // Only a default read off the raw mean: a carton (epinephrine's twin pack) or a dose billed by the box
        // (enoxaparin) is decided by another rule.
        if (read !== defaultCount && raw === defaultCount)
          findings.push({ ...base, cls: "device-month", note: `${own.source} ${(own.unitsPerRx / perDevice).toFixed(2)} a fill, ${month.toFixed(2)} a month at ${own.daysPerRx.toFixed(1)} days: ${read}` }); // prettier-ignore
        continue;
      }
      if (!isCounted(d) || !MONTH_COUNTS.has(defaultCount)) continue;
      monthDefaults++;
      // A regimen sold as one course (a combination of an anti-infective with other drugs: Pylera, Talicia) offered a
      // month of doses a day.
      if (m.generic.includes(" / ") && isAntiInfective(m.generic.split(" / ")) && offered.includes(2 * defaultCount))
        findings.push({ ...base, cls: "regimen-month", note: own ? `${own.source} ${own.unitsPerRx.toFixed(1)} a fill` : "no fill" }); // prettier-ignore
      if (d.ndcs.some((n) => otc.get(n) === true)) {
        const bottles = (dispensing.bottlesOf?.(d.ndcs) ?? []).filter((b) => !offered.includes(b.volume));
        if (bottles.length > 0)
          findings.push({ ...base, cls: "otc-bottle", note: `bottles read ${bottles.map((b) => `${b.volume} (${b.unitsPerRx.toFixed(1)} a fill)`).join(", ")}` }); // prettier-ignore
      }
      // A generic tablet or capsule only the state's file fills, offered more a day than its fill reads at the state's
      // generics' days (alaskaDaysOf, the derivation's own predicate).
      const genericDays = alaskaDaysOf(dispensing, d.doseForm, d.ndcs, (n) => brand.get(n) === true);
      if (own && genericDays) {
        const perDay = Math.max(1, Math.round((own.unitsPerRx * 30) / genericDays / 30));
        if (defaultCount > 30 * perDay)
          findings.push({ ...base, cls: "generic-days", note: `alaska ${own.unitsPerRx.toFixed(1)} a fill, ${perDay} a day at ${genericDays.toFixed(1)} days` }); // prettier-ignore
      }
      if (own) {
        if (own.unitsPerRx < SHORT_FILL)
          findings.push({ ...base, cls: "own-short", note: `${own.source} ${own.unitsPerRx.toFixed(1)} a fill` });
        continue;
      }
      if (molecule && molecule.total > 0) {
        if (courses)
          findings.push({ ...base, cls: "molecule-short", note: `molecule's fills ${molecule.fills.join("/")}, ${((100 * molecule.short) / molecule.total).toFixed(0)}% of prescriptions under ${SHORT_FILL}` }); // prettier-ignore
        continue;
      }
      // A combination none of whose doses is filled, with an ingredient every filled dose of which is a course on the
      // national file: taken as that ingredient is (Symbravo's rizatriptan).
      const parts = m.generic.split(" / ");
      const courseParts = parts.filter((p) => {
        const f = molecules.get(genericSlugs.get(p.toLowerCase()) ?? "");
        return !!f && f.total > 0 && f.allNationalShort;
      });
      if (parts.length > 1 && courseParts.length > 0 && !molecule?.total) {
        findings.push({ ...base, cls: "combination-course", note: `${courseParts.join(", ")}: every filled dose a course` }); // prettier-ignore
        continue;
      }
      const claim = usualFills.unitsPerClaim(m.name, "immediate") ?? usualFills.unitsPerClaim(m.generic, "immediate");
      if (claim !== null && claim < SHORT_FILL)
        findings.push({ ...base, cls: "claim-short", note: `Part D ${claim.toFixed(1)} a claim` });
      // No evidence at all (Journavx): no fill of the dose or its molecule, no claim of the drug, a month by default.
      if (claim === null && !molecule?.total)
        findings.push({ ...base, cls: "unread-month", note: m.isBrand ? "brand" : "generic" });
    }
  return { findings, doses, monthDefaults };
}
