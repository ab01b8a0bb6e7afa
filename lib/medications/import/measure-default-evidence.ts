// Every medication's default dose and quantity read from the other side (scripts/measure-default-evidence.ts,
// prisma/seed/README.md "Seventeenth pass"): what the dispensing files say is filled most, and where the default
// differs, by class.
//   form      (a) the default's form is not the form with the most prescriptions (every dose's NDCs pooled as the
//                 derivation pools them; "clear" when the default's form has under 80% of the top form's)
//   strength  (b) within the default's form, the default's strength is not the one with the most prescriptions
//   quantity  (c) the default quantity over 1.5x or under 0.67x the fill: SDUD's units per prescription of the default
//                 dose and Part D's units per claim of the drug (newest year), each read as it was filled (a course
//                 as counted) and as a month (x 30 / the source's once-daily fill: 90-day fills are common in both)
//   single    (d) a single-dose or short-course drug (its fill at most 10 units, or under 6 a month) offered at a
//                 month or more (28 units and up) by default
//   fallback  (e) no dose of the medication in a dispensing file: what the fallback chose
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import { alaskaDaysOf, type DispensingIndex } from "./index-dispensing";
import { formKindsOfNames } from "./audit-default-doses";
import { classifyFill, poolEvidence, releaseOf } from "./measure-dispensing-fit";
import { partDKeyOf, type UsualFills } from "./usual-fills";

export type EvidenceClass = "form" | "strength" | "quantity" | "single" | "fallback";
export const EVIDENCE_CLASSES: EvidenceClass[] = ["form", "strength", "quantity", "single", "fallback"];

export const OVER = 1.5; // (c) a default over this many times the fill
export const UNDER = 0.67; // (c) or under this share of it
export const FEW = 10; // (d) a fill of at most this many units is a single dose or a short course
export const SPACED = 6; // (d) or under this many units a month (weekly, monthly)
export const MONTH_OR_MORE = 28; // (d) a default of this many units or more is a month's supply
export const CLEAR_SHARE = 0.8; // (a, b) a dose under this share of the top one is clearly not it

export type EvidenceFinding = {
  cls: EvidenceClass;
  slug: string;
  dose: string;
  defaultQuantity: number;
  offered: number[];
  kind: string; // the default's fill kind read from its counts (classifyFill)
  clear: boolean; // (a, b) under CLEAR_SHARE of the top; (c) outside both readings; (d, e) always
  sdud: number | null; // units per prescription of the default dose
  partD: number | null; // units per claim of the drug
  note: string;
  // how far the default is from the evidence, for ordering the worst cases: the log of the ratio
  distance: number;
};

export type DefaultEvidence = {
  medications: number;
  withEvidence: number;
  counts: Record<EvidenceClass, number>;
  clear: Record<EvidenceClass, number>;
  findings: EvidenceFinding[];
};

export function measureDefaultEvidence(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  usualFills: Pick<UsualFills, "unitsPerClaim" | "daysPerClaim" | "brandDaysPerClaim">,
  isBrandNdc: (ndc: string) => boolean,
): DefaultEvidence {
  const { evidenceOf, ndcsOf } = poolEvidence(medications, dispensing);
  const kindsOfName = formKindsOfNames(medications);
  const findings: EvidenceFinding[] = [];
  let withEvidence = 0;
  for (const m of medications) {
    const d = m.doses.find((x) => x.ndc === m.defaultDose);
    if (!d) continue;
    const rx = (x: CatalogDose) =>
      x.doseForm === "pack" ? (x.dispensed ?? 0) : (evidenceOf(m, x)?.prescriptions ?? 0);
    const push = (f: Omit<EvidenceFinding, "slug" | "dose" | "defaultQuantity" | "offered" | "kind">) =>
      findings.push({
        slug: m.slug,
        dose: d.label,
        defaultQuantity: Number(d.defaultQuantity),
        offered: d.quantities.map((q) => Number(q.value)),
        kind: classifyFill(d),
        ...f,
      });
    const evidence = d.doseForm === "pack" ? null : evidenceOf(m, d);
    const partD = partDOf(m, d, usualFills, (kindsOfName.get(partDKeyOf(m.generic))?.size ?? 0) > 1);
    const anyRx = m.doses.some((x) => rx(x) > 0);
    if (anyRx) withEvidence++;

    // (a) form
    const byForm = new Map<string, number>();
    for (const x of m.doses) byForm.set(x.doseForm, (byForm.get(x.doseForm) ?? 0) + rx(x));
    const [topForm, topFormRx] = [...byForm].sort(([, a], [, b]) => b - a)[0]!;
    const ownFormRx = byForm.get(d.doseForm) ?? 0;
    if (topFormRx > 0 && topForm !== d.doseForm && ownFormRx < topFormRx)
      push({
        cls: "form",
        clear: ownFormRx < CLEAR_SHARE * topFormRx,
        sdud: evidence?.unitsPerRx ?? null,
        partD,
        note: `${topForm} ${Math.round(topFormRx)} prescriptions, the default's form ${Math.round(ownFormRx)}`,
        distance: Math.log((topFormRx + 1) / (ownFormRx + 1)),
      });
    // (b) strength, within the default's form
    const ofForm = m.doses.filter((x) => x.doseForm === d.doseForm);
    const top = [...ofForm].sort((a, b) => rx(b) - rx(a))[0]!;
    if (rx(top) > 0 && top.strength !== d.strength && rx(d) < rx(top))
      push({
        cls: "strength",
        clear: rx(d) < CLEAR_SHARE * rx(top),
        sdud: evidence?.unitsPerRx ?? null,
        partD,
        note: `${top.label} ${Math.round(rx(top))} prescriptions, the default ${Math.round(rx(d))}`,
        distance: Math.log((rx(top) + 1) / (rx(d) + 1)),
      });
    if (!anyRx && partD === null) {
      push({
        cls: "fallback",
        clear: true,
        sdud: null,
        partD: null,
        note: `${m.doses.length} dose(s); chose ${d.label} x ${d.defaultQuantity} (${classifyFill(d)})`,
        distance: 0,
      });
      continue;
    }
    const value = Number(d.defaultQuantity);
    // (c) quantity, and (d) a single dose or short course at a month's supply
    const readings: { source: string; fill: number; month: number }[] = [];
    // A generic's tablet only the state's file fills is read at the state's generics' days (eighteenth pass), as the
    // derivation reads it: loratadine 10 mg's 55.5 a fill is a month of one a day at 47.9 days, not two at 33.4.
    const genericDays = d.doseForm === "pack" ? null : alaskaDaysOf(dispensing, d.doseForm, ndcsOf(m, d), isBrandNdc);
    if (evidence)
      readings.push({ source: evidence.source, fill: evidence.unitsPerRx, month: (evidence.unitsPerRx * 30) / (genericDays ?? evidence.daysPerRx) }); // prettier-ignore
    if (partD !== null) {
      const days = m.isBrand ? usualFills.brandDaysPerClaim : usualFills.daysPerClaim;
      readings.push({ source: "Part D", fill: partD, month: (partD * 30) / days });
    }
    // The dose's own fill decides; Part D's pooled row of the drug only where no file counts the dose.
    const own = readings[0];
    if (!own) continue;
    const few = own.fill <= FEW || own.month < SPACED;
    const packageLike = d.package || d.unitKey === "mL" || d.unitKey === "g" || d.doseForm === "pack";
    if (few && !packageLike && value >= MONTH_OR_MORE && value >= 3 * own.fill)
      push({
        cls: "single",
        clear: true,
        sdud: evidence?.unitsPerRx ?? null,
        partD,
        note: `${own.source} ${own.fill.toFixed(1)} a fill (${own.month.toFixed(1)} a month); default ${value}`,
        distance: Math.log(value / own.fill),
      });
    else {
      // Within the window a fill and a month of it span (a course is its fill; a chronic drug's month of it).
      const high = Math.max(own.fill, own.month) * OVER;
      const low = Math.min(own.fill, own.month) * UNDER;
      const monthHigh = own.month * OVER;
      const monthLow = own.month * UNDER;
      const outside = value > high || value < low;
      const offMonth = value > monthHigh || value < monthLow;
      // a month's supply (its 30-day count) is read against the month; a course or a package against its fill
      const read = packageLike || classifyFill(d) === "course" || classifyFill(d) === "single-dose" ? outside : offMonth && outside; // prettier-ignore
      if (read)
        push({
          cls: "quantity",
          clear: outside,
          sdud: evidence?.unitsPerRx ?? null,
          partD,
          note: `${own.source} ${own.fill.toFixed(1)} a fill, ${own.month.toFixed(1)} a month; default ${value}`,
          distance: Math.abs(Math.log(value / (value > high ? high : low))),
        });
    }
  }
  const counts = Object.fromEntries(EVIDENCE_CLASSES.map((k) => [k, 0])) as Record<EvidenceClass, number>;
  const clear = Object.fromEntries(EVIDENCE_CLASSES.map((k) => [k, 0])) as Record<EvidenceClass, number>;
  for (const f of findings) {
    counts[f.cls]++;
    if (f.clear) clear[f.cls]++;
  }
  return { medications: medications.length, withEvidence, counts, clear, findings };
}

// Part D's units per claim of the drug (its own row, else its generic's unless that pools other kinds of product).
// Part D counts liquids in mL and creams in g, as the catalog's pricing units do; a device or pack per unit.
function partDOf(
  m: CatalogMedication,
  d: CatalogDose,
  usualFills: Pick<UsualFills, "unitsPerClaim">,
  pooledKinds: boolean,
): number | null {
  const release = releaseOf(d);
  const own = m.name !== m.generic ? usualFills.unitsPerClaim(m.name, release) : null;
  if (own !== null) return own;
  return pooledKinds ? null : usualFills.unitsPerClaim(m.generic, release);
}
