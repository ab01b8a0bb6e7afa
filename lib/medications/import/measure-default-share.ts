// Every medication's default against its retail fills (scripts/measure-default-share.ts, prisma/seed/README.md
// "Twenty-third pass"): the default's share of the prescriptions the dispensing files count over its doses (SDUD
// national, Alaska at national scale, a pack's regimen), and Part D's claims of a brand's lines; each medication whose
// default is not its most-filled dose, or has no count while another dose has, classed and given the rule that decides.
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import { isPlainOral } from "../plain-oral";
import { CLINIC_FORMS } from "../search/search-entries";
import { broughtToRetail, CLOSE, givenInClinic, infusedFrom, PLAIN_STOCK, stocked, type DoseCandidate } from "./choose-default-dose"; // prettier-ignore
import { FORM_KINDS } from "./dose-forms";
import type { DispensingIndex } from "./index-dispensing";
import { poolEvidence, releaseOf } from "./measure-dispensing-fit";
import type { PartDDrugYear } from "./parse-dispensing";

// What the default is, beside the dose filled most (the brief's classes, first that applies).
export type ShareClass =
  | "route" // the dose filled most is a vial or bag given in a clinic or infused; the default a form patients bring
  | "pack" // a pack or kit beside a single product, or the reverse
  | "release" // an extended- or delayed-release form beside an immediate one, or the reverse
  | "liquid" // a liquid, granules or powder beside a tablet or capsule, or the reverse
  | "form" // another form (a cream beside an ointment, an inhaler beside a nebuliser)
  | "strength"; // another strength of the same form

// Why the default stands (the rule of choose-default-dose.ts / build-catalog.ts that decides it), or "unexplained".
export type ShareReason =
  | "retail" // administeredOnly / the clinic rule: the filled dose is one administration or an infusion bag
  | "close" // a plain tablet or capsule within CLOSE of the most filled dose
  | "tie" // as many fills as the most filled dose (one product pooled under two labels)
  | "brand" // a brand: its own NDCs' fills and Part D's lines decide (ownFilledDefault, bestSellingLine)
  | "state" // a generic no national count decides: the state's fills read whole with NADAC's breadth (thinFormDefault)
  | "stock" // no dose counted: the form stocked most (withoutCounts), the state's quarters ranking only its strengths
  | "use" // a generic of two brands' uses, opened on the brand pharmacies stock (two-brand-uses.ts, twenty-fifth pass)
  | "unexplained";

export type ShareFinding = {
  slug: string;
  brand: boolean;
  dose: string;
  top: string;
  share: number; // the default's prescriptions over the medication's
  cls: ShareClass;
  // The default has no counted fill while another dose has; where no dose is counted, no quarter of the state's file
  // while another dose is in one (suppressed rows: 1 to 10 fills).
  unfilled: boolean;
  reason: ShareReason;
  lines: string; // Part D's lines of a brand, newest year: "Jentadueto 103706, Jentadueto XR 32955"
};

export type DefaultShare = {
  medications: number;
  oneDose: number;
  counted: number; // medications with a counted dose
  onTop: number; // of those, the default is the dose filled most
  shares: { atLeastHalf: number; underHalf: number; none: number }; // the default's share, of the counted
  withoutCounts: number; // two or more doses, none counted
  findings: ShareFinding[];
};

const LIQUID = new Set(["oral-liquid", "oral-powder"]);
const PACK = /^(pack|kit)$/;

export function classOf(def: CatalogDose, top: CatalogDose): ShareClass {
  const clinic = (d: CatalogDose) => !broughtToRetail(d.doseForm);
  if (clinic(top) !== clinic(def)) return "route";
  if (PACK.test(def.doseForm) !== PACK.test(top.doseForm)) return "pack";
  if (def.doseForm === top.doseForm) return "strength";
  const kind = (d: CatalogDose) => FORM_KINDS[d.doseForm] as string | undefined;
  const liquid = (d: CatalogDose) => LIQUID.has(kind(d) ?? "");
  if (liquid(def) !== liquid(top)) return "liquid";
  if (kind(def) === "oral-solid" && kind(top) === "oral-solid" && releaseOf(def) !== releaseOf(top)) return "release";
  return "form";
}

export function measureDefaultShare(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  partD: readonly PartDDrugYear[] = [],
  openedByUse: ReadonlySet<string> = new Set(), // generics otherUseDoses opened (measure-shared-counts.ts)
): DefaultShare {
  const { evidenceOf, ndcsOf } = poolEvidence(medications, dispensing);
  const result: DefaultShare = {
    medications: medications.length,
    oneDose: 0,
    counted: 0,
    onTop: 0,
    shares: { atLeastHalf: 0, underHalf: 0, none: 0 },
    withoutCounts: 0,
    findings: [],
  };
  for (const m of medications) {
    if (m.doses.length < 2) {
      result.oneDose++;
      continue;
    }
    const def = m.doses.find((d) => d.ndc === m.defaultDose);
    if (!def) continue;
    const rows = m.doses.map((d) => {
      const e = d.doseForm === "pack" ? null : evidenceOf(m, d);
      const rx = d.doseForm === "pack" ? (d.dispensed ?? 0) : (e?.prescriptions ?? 0);
      const administered =
        givenInClinic(CLINIC_FORMS.has(d.doseForm), e?.unitsPerRx ?? null) ||
        infusedFrom(CLINIC_FORMS.has(d.doseForm), d.unitContent);
      return { d, rx, administered, national: e?.source === "national" };
    });
    const total = rows.reduce((sum, r) => sum + r.rx, 0);
    if (total === 0) {
      result.withoutCounts++;
      const quarters = (d: CatalogDose) => dispensing.quartersOf?.(ndcsOf(m, d)) ?? 0;
      const filled = [...m.doses].sort((a, b) => quarters(b) - quarters(a))[0]!;
      if (quarters(def) > 0 || quarters(filled) === 0) continue;
      const brand = m.name !== m.generic;
      result.findings.push({
        slug: m.slug,
        brand,
        dose: def.label,
        top: filled.label,
        share: 0,
        cls: classOf(def, filled),
        unfilled: true,
        reason: brand ? "brand" : "stock",
        lines: brand ? linesOf(m.name, partD) : "",
      });
      continue;
    }
    result.counted++;
    const own = rows.find((r) => r.d === def)!;
    const share = own.rx / total;
    if (share === 0) result.shares.none++;
    else if (share >= 0.5) result.shares.atLeastHalf++;
    else result.shares.underHalf++;
    const top = [...rows].sort((a, b) => b.rx - a.rx)[0]!;
    if (top.d === def) {
      result.onTop++;
      continue;
    }
    const brand = m.name !== m.generic;
    const reason: ShareReason =
      top.administered && !own.administered
        ? "retail"
        : own.rx === top.rx
          ? "tie"
          : brand
            ? "brand"
            : openedByUse.has(m.slug)
              ? "use"
              : isPlainOral(def.doseForm) && own.rx >= CLOSE * top.rx
                ? "close"
                : rows.every((r) => !r.national) || !own.national
                  ? "state"
                  : "unexplained";
    result.findings.push({
      slug: m.slug,
      brand,
      dose: def.label,
      top: top.d.label,
      share,
      cls: classOf(def, top.d),
      unfilled: own.rx === 0,
      reason,
      lines: brand ? linesOf(m.name, partD) : "",
    });
  }
  return result;
}

// Part D's product names of a brand (its name, or its name and more words), newest year any is claimed in.
export function linesOf(brand: string, partD: readonly PartDDrugYear[]): string {
  const name = brand.toLowerCase();
  const rows = partD.filter((r) => {
    const n = r.brandName.toLowerCase();
    return n === name || n.startsWith(`${name} `);
  });
  const year = Math.max(0, ...rows.map((r) => r.year));
  return rows
    .filter((r) => r.year === year && r.claims > 0)
    .sort((a, b) => b.claims - a.claims)
    .map((r) => `${r.brandName} ${Math.round(r.claims)}`)
    .join(", ");
}

/**
 * The medications no count of a dose taken home decides (none counted, or only vials and bags given in a clinic)
 * opening on another form where a plain tablet or capsule form is stocked at least PLAIN_STOCK of the form stocked
 * most, among the forms patients bring (twenty-third pass: Mapap's children's chewable tablets beside its 500 mg
 * capsule, sodium chloride's eye drops beside its 1 g tablet).
 */
export function plainStockOutliers(
  medications: readonly CatalogMedication[],
  candidates: ReadonlyMap<string, DoseCandidate[]>,
  countedAtHome: (m: CatalogMedication) => boolean,
): string[] {
  return medications.flatMap((m) => {
    const pool = (candidates.get(m.slug) ?? []).filter((c) => c.retail !== false);
    const def = pool.find((c) => c.ndc === m.defaultDose);
    if (!def || def.plainOral || countedAtHome(m)) return [];
    const forms = new Map<string, number>();
    for (const c of pool) forms.set(c.form ?? c.ndc, (forms.get(c.form ?? c.ndc) ?? 0) + stocked(c));
    const plainForms = new Set(pool.filter((c) => c.plainOral).map((c) => c.form ?? c.ndc));
    const plain = Math.max(0, ...[...forms].filter(([f]) => plainForms.has(f)).map(([, n]) => n));
    return plain > 0 && plain >= PLAIN_STOCK * Math.max(...forms.values()) ? [m.slug] : [];
  });
}

// Whether a file counts a dose of the medication taken home: a pack's regimen, or a form patients bring.
export function countedAtHomeOf(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  candidates: ReadonlyMap<string, DoseCandidate[]>,
): (m: CatalogMedication) => boolean {
  const { evidenceOf } = poolEvidence(medications, dispensing);
  return (m) =>
    m.doses.some((d, i) =>
      d.doseForm === "pack"
        ? Boolean(d.dispensed)
        : (evidenceOf(m, d)?.prescriptions ?? 0) > 0 && candidates.get(m.slug)?.[i]?.retail !== false,
    );
}
