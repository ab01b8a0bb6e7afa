// Every dose label and medication name of a catalog against how a pharmacist writes them (twentieth pass; the table in
// prisma/seed/README.md): a multiphasic pack by one phase, an FDA application number, RxNorm's unit words in capitals,
// RxNorm's inversions and marks, a name in capitals, a pack brand's name at another regimen, one product type's
// quantities written two ways. Each flag names the medication and what it says.
import { doseLabels, quantityChoiceLabel } from "../dose-labels";
import { packPhases, phasedStrength } from "./build-pack-dose";
import { isGenericName, regimenOf } from "./pack-regimens";
import { packCycleDays, type RxnormPack } from "./parse-rxnorm-packs";
import type { CatalogMedication } from "../catalog-types";
import { plainNames } from "../plain-generic";
import { normalizeSearchText } from "../search/normalize-search-text";

export const DOSE_LABEL_CLASSES = [
  "multiphasic pack labelled by one phase",
  "application number in a label",
  "unit word in capitals",
  "technical qualifier in a label",
  "name inverted or marked",
  "name in capitals or with a stray space or date",
  "pack brand's name at another regimen",
  "product type's quantities written two ways",
  "two doses of one medication labelled alike",
] as const;
export type DoseLabelClass = (typeof DOSE_LABEL_CLASSES)[number];
export type DoseLabelFlag = { kind: DoseLabelClass; slug: string; text: string };

const APPLICATION = /\b(?:NDA|ANDA|BLA)\d{6}\b/;
const UNIT_CAPITALS = /\d\s*(?:MG|MCG|ML|UNT|ACTUAT|HR|MEQ)\b/;
// RxNorm's FDA therapeutic-equivalence rating ("BX Rating"): a code for pharmacists' reference books, not a label.
const TECHNICAL = /\b[A-Z]{2} Rating\b/;
const INVERTED = /,|\((?:USP|rDNA)\)|\bUSP\b/;
const CAPITALS = (name: string) => /[A-Z]{4}/.test(name) && !/[a-z]/.test(name);
const STRAY = /\w-\s+\w|\w\s+-\w|\bReformulated\b/;
// Forms sold whole whose quantity a patient counts by the device (an inhaler, a pen), not by the gram or mL it holds.
const DEVICE_FORMS = new Set(["inhaler", "inhaler-dry-powder", "inhalation-spray", "pen-injector", "auto-injector"]);

export type DoseLabelMeasure = {
  labels: number;
  names: number;
  counts: Record<DoseLabelClass, number>;
  flags: DoseLabelFlag[];
};

export function measureDoseLabels(
  medications: readonly CatalogMedication[],
  packs: readonly RxnormPack[],
): DoseLabelMeasure {
  const flags: DoseLabelFlag[] = [];
  const flag = (kind: DoseLabelClass, slug: string, text: string) => flags.push({ kind, slug, text });
  const byRxcui = new Map(packs.map((p) => [p.rxcui, p]));
  let labels = 0;
  for (const m of medications) {
    // The labels as the catalog loads them (load-catalog.ts) and as the seed stores them.
    const loaded = doseLabels(m.doses, "en-US");
    m.doses.forEach((d, i) => {
      const written = [...new Set([loaded[i]!, d.label])];
      labels++;
      // A cycle's phases (a course pack, a titration, already states each of its drugs' strengths).
      const pack = d.doseForm === "pack" ? byRxcui.get(d.rxcui) : undefined;
      const cycle = pack ? packCycleDays(pack) !== null : false;
      const phased = pack ? phasedStrength(pack) : null;
      if (pack && cycle && packPhases(pack).length > 1 && (!phased || written.some((l) => !l.startsWith(`${phased} `))))
        flag("multiphasic pack labelled by one phase", m.slug, written.join(" | "));
      for (const l of written) {
        if (APPLICATION.test(l)) flag("application number in a label", m.slug, l);
        if (UNIT_CAPITALS.test(l)) flag("unit word in capitals", m.slug, l);
        if (TECHNICAL.test(l)) flag("technical qualifier in a label", m.slug, l);
      }
    });
    for (const label of new Set(loaded))
      if (loaded.indexOf(label) !== loaded.lastIndexOf(label))
        flag("two doses of one medication labelled alike", m.slug, label);
    // The names as the API and the pages show them (plain-generic.ts).
    const shown = plainNames(m);
    if (INVERTED.test(shown.name) || INVERTED.test(shown.generic))
      flag("name inverted or marked", m.slug, shown.name === shown.generic ? shown.name : `${shown.name} (${shown.generic})`); // prettier-ignore
    if (CAPITALS(m.name) || STRAY.test(m.name)) flag("name in capitals or with a stray space or date", m.slug, m.name);
  }
  flags.push(...packBrandsAtOtherRegimens(medications, packs));
  flags.push(...quantitiesWrittenTwoWays(medications));
  const counts = Object.fromEntries(DOSE_LABEL_CLASSES.map((k) => [k, 0])) as Record<DoseLabelClass, number>;
  for (const f of flags) counts[f.kind]++;
  return { labels, names: medications.length, counts, flags };
}

// A search name of a pack brand the catalog does not sell under its own name whose doses (aliasDoses, else every
// dose) hold no pack of that brand's regimen: "ortho tri cyclen lo" answered with 35 mcg packs.
function packBrandsAtOtherRegimens(
  medications: readonly CatalogMedication[],
  packs: readonly RxnormPack[],
): DoseLabelFlag[] {
  const byRxcui = new Map(packs.map((p) => [p.rxcui, p]));
  const regimens = new Map<string, Set<string>>();
  for (const p of packs)
    if (p.brand !== null)
      regimens.set(normalizeSearchText(p.brand), (regimens.get(normalizeSearchText(p.brand)) ?? new Set()).add(regimenOf(p))); // prettier-ignore
  const names = new Set(medications.map((m) => normalizeSearchText(m.name)));
  const flags: DoseLabelFlag[] = [];
  for (const m of medications) {
    if (!m.doses.some((d) => d.doseForm === "pack")) continue;
    for (const alias of m.aliases) {
      const own = regimens.get(normalizeSearchText(alias));
      if (!own || names.has(normalizeSearchText(alias)) || isGenericName(alias, m.generic)) continue;
      const named = m.aliasDoses[alias] ?? m.doses.map((d) => d.ndc);
      const doses = m.doses.filter((d) => named.includes(d.ndc));
      const pack = (rxcui: string) => byRxcui.get(rxcui);
      if (!doses.some((d) => d.doseForm === "pack" && own.has(regimenOf(pack(d.rxcui) ?? { components: [] }))))
        flags.push({ kind: "pack brand's name at another regimen", slug: m.slug, text: `${alias}: ${doses.map((d) => d.label).join(", ")}` }); // prettier-ignore
    }
  }
  return flags;
}

// Within one device form, doses whose quantities are counted by the gram or mL where most of the form's are counted
// by the device ("11 g" for Breyna's inhaler beside "1 inhaler (10.2 g)" for its generic).
function quantitiesWrittenTwoWays(medications: readonly CatalogMedication[]): DoseLabelFlag[] {
  const ways = new Map<string, { slug: string; label: string; metric: boolean }[]>();
  for (const m of medications)
    for (const d of m.doses) {
      if (!DEVICE_FORMS.has(d.doseForm)) continue;
      const metric = d.unitKey === "g" || d.unitKey === "mL";
      const label = `${d.label}: ${d.quantities.map((q) => quantityChoiceLabel(d, q, "en-US")).join(", ")}`;
      ways.set(d.doseForm, [...(ways.get(d.doseForm) ?? []), { slug: m.slug, label, metric }]);
    }
  const flags: DoseLabelFlag[] = [];
  for (const doses of ways.values()) {
    const metric = doses.filter((d) => d.metric);
    if (metric.length === 0 || metric.length === doses.length) continue;
    const minority = metric.length * 2 <= doses.length ? metric : doses.filter((d) => !d.metric);
    for (const d of minority)
      flags.push({ kind: "product type's quantities written two ways", slug: d.slug, text: d.label });
  }
  return flags;
}
