// Queries written as labels, prescriptions and the NADAC file write them, generated over the whole catalog
// (prisma/seed/README.md, "Fifteenth pass: rates, the NADAC file's abbreviations, a release's hours — search"), used
// by scripts/measure-search-queries.ts and search-label-words.test.ts:
// - every dose whose strength is written over a time ("0.1 mg/24 hr", "25 mcg/hr"), after its name, in each way a
//   label or prescription writes the time ("/day", "per day", "/24 hours", "/h", "per hour"), in the other unit of
//   mass ("0.05 mg/day" of "50 mcg/24 hr"), per hour where it is per day ("0.2 mg/hr" of "4.8 mg/24 hr"), and the
//   NADAC file's descriptions of its NDCs;
// - every NADAC description of a catalog NDC ("TIMOLOL MALEATE 0.5% EYE DROP", "ALBUTEROL SUL 2.5 MG/3 ML SOL"), and
//   every dose of the catalog written as the file writes its form: the name, the strength, and each word the file
//   writes after the strength of three or more NDCs of that form ("ophth sol", "inh", "oint", "syr");
// - every name of the Orange Book, Part D and the NADAC file holding a release's hours ("CLARINEX-D 12 HOUR",
//   "ALLEGRA-D 24 HOUR ALLERGY AND CONGESTION" up to the hours), as written and with the hours first.
// Each case's first answer must have the ingredients `bases` and be at one of `ndcs`; `slug`, when set, that
// medication.
import type { CatalogMedication } from "../catalog-types";
import type { OrangeBookProduct } from "../import/parse-drug-name-files";
import type { PartDDrugYear } from "../import/parse-dispensing";
import { basesOf, inMicrograms, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type LabelQueryCase = { set: string; query: string; bases: string; ndcs: string[]; slug?: string };

// A strength written over a time: its amounts in micrograms (or as written, for units) and the hours.
const RATE = /^(.*)\/\s*([\d.]*)\s*hr$/i;
const MICROGRAMS: Record<string, number> = { mcg: 1, mg: 1000, g: 1e6 };
export function rateOf(strength: string): { amounts: { value: number; unit: string }[]; hours: number } | null {
  const m = RATE.exec(strength);
  if (!m) return null;
  const hours = Number(m[2] || 1);
  const amounts = m[1]!.split(/-(?=\d)/).flatMap((p) => {
    const [, v, u = ""] = /^([\d.,]+)\s*([a-z%]*)/i.exec(p.trim()) ?? [];
    return v ? [{ value: Number(v.replace(/,/g, "")), unit: u.toLowerCase() }] : [];
  });
  return amounts.length > 0 ? { amounts, hours } : null;
}
// The same rate: amounts per hour in micrograms, in any order.
const rateKey = (strength: string) => {
  const r = rateOf(strength);
  if (!r) return null;
  return r.amounts
    .map(
      (a) => `${+((a.value * (MICROGRAMS[a.unit] ?? 1)) / r.hours).toPrecision(6)}${MICROGRAMS[a.unit] ? "" : a.unit}`,
    )
    .sort()
    .join(",");
};
// A number as a label prints it (no trailing zeros, at most three decimals), null when it needs more.
const printed = (n: number) => (Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6 ? String(+n.toFixed(3)) : null);

const nameOf = (m: CatalogMedication) =>
  !m.isBrand && m.name === m.generic ? moleculeOf(m.generic) : normalizeSearchText(m.name);

export function labelQueryCases(
  meds: readonly CatalogMedication[],
  nadacDescriptions: readonly { ndc: string; description: string }[],
  orangeBook: readonly OrangeBookProduct[],
  partD: readonly PartDDrugYear[],
): LabelQueryCase[] {
  const cases: LabelQueryCase[] = [];
  const seen = new Set<string>();
  const add = (c: LabelQueryCase) => {
    const key = `${c.set}|${c.query}`;
    if (c.ndcs.length === 0 || seen.has(key)) return;
    seen.add(key);
    cases.push(c);
  };
  const byBases = new Map<string, CatalogMedication[]>();
  for (const m of meds) byBases.set(basesOf(m.generic), [...(byBases.get(basesOf(m.generic)) ?? []), m]);
  const doseOf = new Map<string, { m: CatalogMedication; d: CatalogMedication["doses"][number] }>();
  for (const m of meds) for (const d of m.doses) for (const n of d.ndcs) doseOf.set(n, { m, d });

  // 1. Rates. The right doses: those of the same ingredients at the same rate; a brand's own, typed by its name.
  for (const m of meds) {
    const name = nameOf(m);
    if (/\d/.test(name)) continue;
    const family = byBases.get(basesOf(m.generic)) ?? [];
    for (const d of m.doses) {
      // A pack's strength lists its components (nicotine's step kit: 7, 14 and 21 mg/24 hr), not one rate.
      if (d.doseForm === "pack") continue;
      const rate = rateOf(d.strength);
      const key = rateKey(d.strength);
      if (!rate || !key) continue;
      const own = m.isBrand ? [m] : family;
      const ndcs = own.flatMap((o) => o.doses.filter((x) => rateKey(x.strength) === key).map((x) => x.ndc));
      const slug = m.isBrand ? m.slug : undefined;
      const { amounts, hours } = rate;
      const unit = amounts[0]!.unit;
      if (!amounts.every((a) => a.unit === unit) && amounts.some((a) => !MICROGRAMS[a.unit])) continue;
      // The amounts in one unit of mass, as a label of a combination writes them ("150/35 mcg").
      const inUnit = (u: string) => {
        const values = amounts.map((a) => printed((a.value * (MICROGRAMS[a.unit] ?? 1)) / (MICROGRAMS[u] ?? 1)));
        return values.every((v) => v !== null) ? `${values.join("/")}` : null;
      };
      const units = MICROGRAMS[unit] ? ["mcg", "mg"] : [unit];
      const base = { bases: basesOf(m.generic), ndcs, slug };
      add({ set: "rate-catalog", query: `${name} ${d.strength.toLowerCase()}`, ...base });
      for (const u of units) {
        const a = inUnit(u);
        if (a === null || Number(a.split("/")[0]) >= 10_000 || Number(a.split("/")[0]) < 0.001) continue;
        const h = hours === 1 ? "" : String(hours);
        const spellings =
          hours === 24
            ? [`${a} ${u}/day`, `${a}${u}/day`, `${a} ${u} per day`, `${a} ${u}/24 hours`, `${a}${u}/24hr`, `${a} ${u}/24 hr`]
            : [`${a} ${u}/${h}hr`, `${a} ${u}/${h ? h + " " : ""}h`, `${a} ${u} per ${h ? h + " hours" : "hour"}`, `${a}${u}/${h}hr`]; // prettier-ignore
        for (const s of spellings) {
          add({ set: "rate-written", query: `${name} ${s}`, ...base });
          add({ set: "rate-written-form", query: `${name} ${s} ${/ring/.test(d.doseForm) ? "ring" : "patch"}`, ...base }); // prettier-ignore
        }
      }
      // Per hour where the catalog writes per day, as nitroglycerin's labels do ("0.2 mg/hr" of "4.8 mg/24 hr").
      if (hours === 24 && amounts.length === 1)
        for (const u of units) {
          const a = printed((amounts[0]!.value * (MICROGRAMS[unit] ?? 1)) / (MICROGRAMS[u] ?? 1) / 24);
          if (a !== null && Number(a) >= 0.01 && Number(a) < 10_000)
            add({ set: "rate-per-hour", query: `${name} ${a} ${u}/hr`, ...base });
        }
    }
  }
  for (const { ndc, description } of nadacDescriptions) {
    const found = doseOf.get(ndc);
    const key = found && rateKey(found.d.strength);
    if (!found || !key) continue;
    const { m } = found;
    const brand = m.isBrand && normalizeSearchText(description).startsWith(normalizeSearchText(m.name));
    const own = brand ? [m] : (byBases.get(basesOf(m.generic)) ?? []);
    const ndcs = own.flatMap((o) => o.doses.filter((x) => rateKey(x.strength) === key).map((x) => x.ndc));
    add({ set: "rate-nadac", query: description.toLowerCase(), bases: basesOf(m.generic), ndcs, slug: brand ? m.slug : undefined }); // prettier-ignore
  }

  // 2. The NADAC file's descriptions of every catalog NDC, and every dose written the file's way. The right doses:
  // of the same ingredients, strength and form; a brand's own when its name starts the description.
  const sameDose = (m: CatalogMedication, d: CatalogMedication["doses"][number], brand: boolean) =>
    (brand ? [m] : (byBases.get(basesOf(m.generic)) ?? [])).flatMap(
      (o) =>
      o.doses.filter((x) => x.doseForm === d.doseForm && inMicrograms(x.strength) === inMicrograms(d.strength) && (rateKey(x.strength) ?? "") === (rateKey(d.strength) ?? "")).map((x) => x.ndc), // prettier-ignore
    );
  const wordsOfForm = new Map<string, Map<string, number>>();
  for (const { ndc, description } of nadacDescriptions) {
    const found = doseOf.get(ndc);
    if (!found) continue;
    const { m, d } = found;
    const brand = m.isBrand && normalizeSearchText(description).startsWith(normalizeSearchText(m.name));
    add({ set: "nadac-described", query: description.toLowerCase(), bases: basesOf(m.generic), ndcs: sameDose(m, d, brand), slug: brand ? m.slug : undefined }); // prettier-ignore
    // The words after the strength, as the file ends the description ("OPHTH SOL", "INH", "SYR").
    const words = description.toLowerCase().split(/\s+/);
    const at = words.findIndex((w) => /\d/.test(w));
    let end = at + 1;
    while (end < words.length && /\d|^(mg|mcg|ml|g|gm|units?|meq|%)$|\//.test(words[end]!)) end++;
    const tail = words.slice(end);
    if (at < 0 || tail.length === 0 || tail.length > 2 || !tail.every((w) => /^[a-z]+$/.test(w))) continue;
    const counts = wordsOfForm.get(d.doseForm) ?? new Map<string, number>();
    counts.set(tail.join(" "), (counts.get(tail.join(" ")) ?? 0) + 1);
    wordsOfForm.set(d.doseForm, counts);
  }
  // A tail names the form when at least 3/4 of the NDCs it ends are of it ("TABLET" the plain tablet's, not the
  // extended one's whose "ER" comes before the strength), as form-abbreviations.ts reads a word.
  const tails = new Map<string, number>();
  for (const counts of wordsOfForm.values()) for (const [t, n] of counts) tails.set(t, (tails.get(t) ?? 0) + n);
  for (const m of meds) {
    const name = nameOf(m);
    if (/\d/.test(name)) continue;
    for (const d of m.doses) {
      const strength = / \/ /.test(d.strength) ? null : d.strength.replace(/ (?=%)/, "");
      if (!strength) continue;
      for (const [tail, n] of wordsOfForm.get(d.doseForm) ?? [])
        if (n >= 3 && n >= 0.75 * tails.get(tail)!) add({ set: "nadac-written", query: `${name} ${strength.toLowerCase()} ${tail}`, bases: basesOf(m.generic), ndcs: sameDose(m, d, m.isBrand), slug: m.isBrand ? m.slug : undefined }); // prettier-ignore
    }
  }

  // 3. Names holding a release's hours, up to the hours: the right doses those of the ingredients labelled with them.
  const DURATION = /^(.*?\b\d{1,2}[\s-]*(?:hour|hr)s?)\b/i;
  const names = new Map<string, string>(); // name as written -> bases
  const bookBases = (p: OrangeBookProduct) => [...new Set(p.ingredients.map(moleculeOf))].sort().join("|");
  for (const p of orangeBook) {
    const found = DURATION.exec(p.tradeName);
    if (found) names.set(found[1]!.toLowerCase(), bookBases(p));
  }
  for (const r of partD) {
    const found = DURATION.exec(r.brandName);
    if (!found) continue;
    const m = meds.find((x) => normalizeSearchText(x.name) === normalizeSearchText(r.brandName));
    const generic = meds.find((x) => basesOf(x.generic) === basesOf(r.genericName.replace(/\//g, " / ")));
    const bases = m ? basesOf(m.generic) : generic ? basesOf(generic.generic) : null;
    if (bases) names.set(found[1]!.toLowerCase(), bases);
  }
  for (const { ndc, description } of nadacDescriptions) {
    const found = DURATION.exec(description);
    const dose = doseOf.get(ndc);
    if (found && dose && !/\d\s*(mg|mcg)\s*\/\s*$/i.test(found[1]!.replace(/\d+[\s-]*(hour|hr)s?$/i, "")))
      names.set(found[1]!.toLowerCase(), basesOf(dose.m.generic));
  }
  for (const [name, bases] of names) {
    const hours = Number(/(\d{1,2})[\s-]*(?:hour|hr)s?$/i.exec(name)![1]);
    const family = byBases.get(bases) ?? [];
    const ndcs = family.flatMap((o) => o.doses.filter((d) => d.label?.includes(`(${hours} hr`)).map((d) => d.ndc));
    if (/\d\s*(mg|mcg)/.test(name)) continue; // a strength before the hours: a rate, the first set's
    add({ set: "release-hours", query: name, bases, ndcs });
    const words = name.replace(/[-\s]+(?=\d{1,2}[\s-]*(hour|hr))/i, " ").split(" ");
    const at = words.findIndex((w) => /^\d/.test(w));
    if (at > 0) add({ set: "release-hours-order", query: [...words.slice(at), ...words.slice(0, at)].join(" "), bases, ndcs }); // prettier-ignore
  }
  return cases;
}
