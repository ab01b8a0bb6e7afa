// Every medication's default form and strength against its own NDCs' fills (scripts/measure-default-forms.ts,
// prisma/seed/README.md "Eighteenth pass"): the derivation and measure-default-evidence.ts pool a strength and form
// over every medication selling it; this reads each medication's own NDCs only, and reads the forms again on the
// one file that holds every product type (Alaska), where the national file's generic tablets cannot outweigh a
// liquid or a device it never counts.
//   form          the default's form is not the form whose own NDCs hold the most prescriptions
//   form-alaska   the same, on Alaska's fills alone
//   strength      within the default's form, the default is not the strength with the most prescriptions
//   unread        no dose's own NDCs are in a file: the fallback's choice, with each form's NDCs and labelers
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import type { DispensingIndex } from "./index-dispensing";

export type FormClass = "form" | "form-alaska" | "strength" | "unread";
export const FORM_CLASSES: FormClass[] = ["form", "form-alaska", "strength", "unread"];

export type FormFinding = { cls: FormClass; slug: string; dose: string; top: string; note: string; share: number };

const labelers = (d: CatalogDose) => new Set(d.ndcs.map((n) => n.slice(0, 5))).size;

export function measureDefaultForms(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex, // national first, Alaska scaled
  alaska: DispensingIndex, // Alaska alone
): { findings: FormFinding[]; counts: Record<FormClass, number>; read: number } {
  const findings: FormFinding[] = [];
  let read = 0;
  for (const m of medications) {
    const d = m.doses.find((x) => x.ndc === m.defaultDose);
    if (!d) continue;
    const own = (index: DispensingIndex) => (x: CatalogDose) =>
      x.doseForm === "pack" ? (x.dispensed ?? 0) : (index.ofNdcs(x.ndcs)?.prescriptions ?? 0);
    const rx = own(dispensing);
    if (!m.doses.some((x) => rx(x) > 0)) {
      const forms = new Map<string, { ndcs: number; labelers: number }>();
      for (const x of m.doses) {
        const f = forms.get(x.doseForm) ?? { ndcs: 0, labelers: 0 };
        forms.set(x.doseForm, { ndcs: f.ndcs + x.ndcs.length, labelers: Math.max(f.labelers, labelers(x)) });
      }
      const [top] = [...forms].sort(([, a], [, b]) => b.ndcs - a.ndcs);
      if (forms.size > 1 && top && top[0] !== d.doseForm)
        findings.push({
          cls: "unread",
          slug: m.slug,
          dose: d.label,
          top: top[0],
          note: [...forms].map(([f, n]) => `${f} ${n.ndcs} NDCs/${n.labelers} labelers`).join(", "),
          share: (forms.get(d.doseForm)?.ndcs ?? 0) / top[1].ndcs,
        });
      continue;
    }
    read++;
    for (const [cls, count] of [
      ["form", rx],
      ["form-alaska", own(alaska)],
    ] as const) {
      const byForm = new Map<string, number>();
      for (const x of m.doses) byForm.set(x.doseForm, (byForm.get(x.doseForm) ?? 0) + count(x));
      const [topForm, topRx] = [...byForm].sort(([, a], [, b]) => b - a)[0]!;
      const ownRx = byForm.get(d.doseForm) ?? 0;
      if (topRx > 0 && topForm !== d.doseForm && ownRx < topRx)
        findings.push({
          cls,
          slug: m.slug,
          dose: d.label,
          top: topForm,
          note: `${topForm} ${Math.round(topRx)}, the default's form ${Math.round(ownRx)}`,
          share: ownRx / topRx,
        });
    }
    const ofForm = m.doses.filter((x) => x.doseForm === d.doseForm);
    const top = [...ofForm].sort((a, b) => rx(b) - rx(a))[0]!;
    if (rx(top) > 0 && top.ndc !== d.ndc && rx(d) < rx(top))
      findings.push({
        cls: "strength",
        slug: m.slug,
        dose: d.label,
        top: top.label,
        note: `${top.label} ${Math.round(rx(top))}, the default ${Math.round(rx(d))}`,
        share: rx(d) / rx(top),
      });
  }
  const counts = Object.fromEntries(FORM_CLASSES.map((c) => [c, 0])) as Record<FormClass, number>;
  for (const f of findings) counts[f.cls]++;
  return { findings, counts, read };
}
