// Drug names as pharmacists' screens and the public lists write them, over whole files (prisma/seed/README.md,
// "Twenty-first pass: names as the public lists write them — search"), used by scripts/measure-written-names.ts and
// search-written-names.test.ts:
// - nadac-week / nadac-week-name: every description of the complete NADAC week as written ("AMOX-CLAV 875-125 MG
//   TABLET"), and its name part, the words before the strength ("amox-clav", "fluticasone prop");
// - sdud-ak / sdud-national: SDUD's product_name, Alaska's official rows (cut short: "ATORVASTATIN CALCIU", "NOVOLOG
//   FL") and the national totals;
// - partd-brand / partd-product / partd-generic: Part D 2023's Product_Name (a brand's, a generic's) and Generic_Name
//   ("Insulin Glargine,Hum.Rec.Anlog", "Amlodipine Besy/Benazepril Hcl");
// - fda-name / fda-ingredient: Drugs@FDA's DrugName and ActiveIngredient ("ACETAMINOPHEN; HYDROCODONE BITARTRATE");
// - rx-written: each dose as a prescription writes it ("metoprolol succinate er 25 mg tablet", "amoxicillin 500mg
//   caps", "lisinopril-hydrochlorothiazide 20-12.5");
// - pair-written: every two-ingredient product in both orders, with its salts and without, joined as labels join.
// Truth comes from the files' own handles: an NDC's catalog dose, else the ingredients the row names. The first answer
// must have one of `bases` (ingredients without salt words); `slugs`, when set, be one of them (a brand named); `ndcs`,
// when set, be at one of them (the same ingredients, strength and form).
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import type { CatalogMedication } from "../catalog-types";
import { parsePartDSpendingByDrug, parseSdudByNdc, parseSdudOfficial } from "../import/parse-dispensing";
import { parseDrugsFdaProducts } from "../import/parse-drugsfda";
import { parseNadacWeeklyCsv } from "../import/parse-nadac-weekly-csv";
import { SOURCE_FILES } from "../import/read-catalog-sources";
import { ofIngredients } from "./combination-order-cases";
import { basesOf, inMicrograms, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type WrittenNameCase = { set: string; query: string; bases: string[]; slugs?: string[]; ndcs?: string[] };
export type WrittenNameSources = {
  nadacWeek: readonly { ndc: string; description: string }[];
  sdudAlaska: readonly { ndc: string; name?: string }[];
  sdudNational: readonly { ndc: string; name?: string }[];
  partD: readonly { year: number; brandName: string; genericName: string; brand?: boolean }[];
  drugsFda: readonly { drugName: string; activeIngredients: string[] }[];
};
type Dose = CatalogMedication["doses"][number];

const words = (text: string) =>
  normalizeSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
// The words before the first one that starts with a number: a description's name part.
export const namePartOf = (description: string) => {
  const all = description.trim().split(/\s+/);
  const at = all.findIndex((w) => /^[\d.#(]/.test(w));
  return (at < 0 ? all : all.slice(0, at)).join(" ").toLowerCase();
};

// `unsold`: names the public files give drugs the catalog does not sell (the seed's otherDrugNames): rightly answered
// with nothing ("jakafi": the catalog sells ruxolitinib's cream only), so not cases.
export function writtenNameCases(
  meds: readonly CatalogMedication[],
  sources: WrittenNameSources,
  unsold: readonly string[],
): WrittenNameCase[] {
  const cases: WrittenNameCase[] = [];
  const seen = new Set<string>(unsold.map((n) => `|${normalizeSearchText(n)}`));
  const add = (c: WrittenNameCase) => {
    const key = `${c.set}|${c.query}`;
    if (!c.query.trim() || c.bases.length === 0 || seen.has(key) || seen.has(`|${normalizeSearchText(c.query)}`))
      return;
    seen.add(key);
    cases.push(c);
  };
  const byBases = new Map<string, CatalogMedication[]>();
  for (const m of meds) byBases.set(basesOf(m.generic), [...(byBases.get(basesOf(m.generic)) ?? []), m]);
  const doseOf = new Map<string, { m: CatalogMedication; d: Dose }>();
  for (const m of meds) for (const d of m.doses) for (const n of d.ndcs) doseOf.set(n, { m, d });
  const byName = new Map<string, CatalogMedication[]>();
  for (const m of meds) byName.set(normalizeSearchText(m.name), [...(byName.get(normalizeSearchText(m.name)) ?? []), m]); // prettier-ignore
  // The doses of the same ingredients, strength and form (a brand's own when it is named).
  const sameDose = (m: CatalogMedication, d: Dose, brand: boolean) =>
    (brand ? [m] : (byBases.get(basesOf(m.generic)) ?? [])).flatMap(
      (o) =>
      o.doses.filter((x) => x.doseForm === d.doseForm && inMicrograms(x.strength) === inMicrograms(d.strength)).map((x) => x.ndc), // prettier-ignore
    );
  // A brand the text is written by: its name starts the text (or the text, cut, starts its name).
  const brandNamed = (m: CatalogMedication, text: string) => {
    const [t, n] = [normalizeSearchText(text), normalizeSearchText(m.name)];
    return m.isBrand && (t === n || t.startsWith(`${n} `) || (t.length >= 8 && n.startsWith(t)));
  };

  // 1. Rows with an NDC: the NADAC week, SDUD's product names.
  const byNdcRows = (set: string, rows: readonly { ndc: string; text: string }[], dose: boolean) => {
    const grouped = new Map<string, { m: CatalogMedication; d: Dose }[]>();
    for (const { ndc, text } of rows) {
      const found = doseOf.get(ndc);
      const q = text.trim().toLowerCase().replace(/\s+/g, " ");
      if (found && q) grouped.set(q, [...(grouped.get(q) ?? []), found]);
    }
    const names = new Map<string, { bases: Set<string>; slugs: Set<string>; generic: boolean }>();
    for (const [q, found] of grouped) {
      const brand = found.every(({ m }) => brandNamed(m, q));
      const ndcs = dose ? [...new Set(found.flatMap(({ m, d }) => sameDose(m, d, brand)))] : undefined;
      const slugs = brand ? [...new Set(found.map(({ m }) => m.slug))] : undefined;
      add({ set, query: q, bases: [...new Set(found.map(({ m }) => basesOf(m.generic)))], slugs, ndcs });
      const part = namePartOf(q);
      if (!dose || part === q) continue;
      const n = names.get(part) ?? { bases: new Set(), slugs: new Set(), generic: false };
      for (const { m } of found) n.bases.add(basesOf(m.generic));
      if (brand) for (const { m } of found) n.slugs.add(m.slug);
      else n.generic = true;
      names.set(part, n);
    }
    for (const [part, n] of names)
      add({ set: `${set}-name`, query: part, bases: [...n.bases], slugs: n.generic ? undefined : [...n.slugs] });
  };
  byNdcRows(
    "nadac-week",
    sources.nadacWeek.map((r) => ({ ndc: r.ndc, text: r.description })),
    true,
  );
  byNdcRows(
    "sdud-ak",
    sources.sdudAlaska.map((r) => ({ ndc: r.ndc, text: r.name ?? "" })),
    false,
  );
  byNdcRows(
    "sdud-national",
    sources.sdudNational.map((r) => ({ ndc: r.ndc, text: r.name ?? "" })),
    true,
  );

  // 2. Rows naming ingredients: each ingredient the catalog molecule whose every word a word of it starts, in order
  // ("amlodipine besy" amlodipine, "insulin glargine,hum.rec.anlog" insulin glargine); null where none or several.
  const molecules = [...new Set(meds.flatMap((m) => m.generic.split(" / ").map(moleculeOf)))];
  const byFirst = new Map<string, string[]>();
  for (const mol of molecules) byFirst.set(mol.slice(0, 3), [...(byFirst.get(mol.slice(0, 3)) ?? []), mol]);
  const moleculeNamed = (part: string): string | null => {
    const typed = words(part.split(",")[0]!);
    if (typed.length === 0 || typed[0]!.length < 3) return null;
    const fits = (byFirst.get(typed[0]!.slice(0, 3)) ?? []).filter((mol) => {
      let i = 0;
      for (const w of words(mol)) {
        while (i < typed.length && !w.startsWith(typed[i]!)) i++;
        if (i++ >= typed.length) return false;
      }
      return words(mol)[0]!.startsWith(typed[0]!);
    });
    const longest = Math.max(...fits.map((f) => words(f).length));
    const best = fits.filter((f) => words(f).length === longest);
    return best.length === 1 ? best[0]! : null;
  };
  // Ingredients joined by "/", " with " or "-" ("norgestrel-ethinyl estradiol"); a "-" may also join a suffix
  // ("adalimumab-aaty"), so the reading without it is tried next.
  const basesNamed = (name: string) =>
    basesOfParts(name.split(/\/| with |-(?=[a-z]{3})/i)) ?? basesOfParts(name.split(/\/| with /i));
  const basesOfParts = (parts: string[]) => {
    const mols = parts.map(moleculeNamed);
    if (mols.some((x) => x === null)) return null;
    const key = [...new Set(mols as string[])].sort().join("|");
    return byBases.has(key) ? key : null;
  };
  const newest = Math.max(...sources.partD.map((r) => r.year));
  for (const r of sources.partD.filter((r) => r.year === newest)) {
    const bases = basesNamed(r.genericName);
    if (!bases) continue;
    add({ set: "partd-generic", query: r.genericName.toLowerCase(), bases: [bases] });
    if (!r.brand) {
      add({ set: "partd-product", query: r.brandName.toLowerCase(), bases: [bases] });
      continue;
    }
    const own = (byName.get(normalizeSearchText(r.brandName)) ?? []).filter((m) => m.isBrand && basesOf(m.generic) === bases); // prettier-ignore
    add({ set: "partd-brand", query: r.brandName.toLowerCase(), bases: [bases], slugs: own.length ? own.map((m) => m.slug) : undefined }); // prettier-ignore
  }
  for (const p of sources.drugsFda) {
    const bases = basesOf(p.activeIngredients.join(" / "));
    if (!byBases.has(bases)) continue;
    add({ set: "fda-ingredient", query: p.activeIngredients.join("; ").toLowerCase(), bases: [bases] });
    const own = (byName.get(normalizeSearchText(p.drugName)) ?? []).filter((m) => basesOf(m.generic) === bases);
    const brands = own.filter((m) => m.isBrand);
    add({ set: "fda-name", query: p.drugName.toLowerCase(), bases: [bases], slugs: brands.length && brands.length === own.length ? brands.map((m) => m.slug) : undefined }); // prettier-ignore
  }

  // 3. Each dose as a prescription writes it, and each pair in both orders with every join labels use.
  const FORM_WORDS: [RegExp, string, string[]][] = [
    [/^tablet$/, "", ["tab", "tablet", "tabs", "tablets"]],
    [/^capsule$/, "", ["cap", "caps", "capsule", "capsules"]],
    [/^tablet-extended-release$/, "er", ["tablet", "tab", "tabs"]],
    [/^capsule-extended-release$/, "er", ["capsule", "cap", "caps"]],
    [/^tablet-delayed-release$/, "dr", ["tablet", "tab"]],
    [/^capsule-delayed-release$/, "dr", ["capsule", "cap"]],
  ];
  let turn = 0;
  for (const m of meds) {
    if (m.isBrand || m.name !== m.generic) continue;
    const ings = m.generic.split(" / ");
    for (const d of m.doses) {
      const form = FORM_WORDS.find(([f]) => f.test(d.doseForm));
      const amounts = d.strength.split(/-(?=\d)| \/ /).map((p) => /^([\d.,]+)\s*(mg|mcg|g|meq)$/i.exec(p.trim()));
      if (!form || amounts.some((a) => !a) || amounts.length !== ings.length) continue;
      const unit = amounts[0]![2]!.toLowerCase();
      const numbers = amounts.map((a) => a![1]!);
      const [, release, formWords] = form;
      const base = { bases: [basesOf(m.generic)], ndcs: sameDose(m, d, false) };
      const salts = ings.map((i) => i.toLowerCase());
      const plain = ings.map(moleculeOf);
      for (const names of salts.join() === plain.join() ? [plain] : [salts, plain]) {
        const t = turn++;
        const name = names.join(ings.length > 1 ? ["-", "/"][t % 2]! : "");
        const strength = ings.length > 1 ? `${numbers.join(["-", "/"][t % 2]!)}${t % 3 === 0 ? ` ${unit}` : ""}` : `${numbers[0]}${t % 2 ? "" : " "}${unit}`; // prettier-ignore
        const word = formWords[t % formWords.length]!;
        add({ set: "rx-written", query: [name, release, strength, word].filter(Boolean).join(" "), ...base });
      }
    }
  }
  const JOINS = ["-", "/", " and ", " & ", ", ", " with "];
  for (const m of meds) {
    const ings = m.generic.split(" / ");
    if (ings.length !== 2 || new Set(ings.map(moleculeOf)).size !== 2) continue;
    const bases = [basesOf(m.generic)];
    for (const names of [ings.map((i) => i.toLowerCase()), ings.map(moleculeOf)])
      for (const order of [names, [...names].reverse()])
        for (const join of JOINS) add({ set: "pair-written", query: order.join(join), bases });
  }
  return cases;
}

export type WrittenNameVerdict = "first" | "wrong dose" | "lower" | "other" | "404";
// The right medication first (and at the case's dose, where it names one), found lower, only other drugs, or nothing.
export function judgeWrittenName(
  c: WrittenNameCase,
  results: readonly { medication: CatalogMedication; askedDose: string | null }[],
): WrittenNameVerdict {
  // A pill pack's iron tablets count on neither side (ofIngredients: Drugs@FDA leaves them out, RxNorm names them).
  const right = (m: CatalogMedication) =>
    c.bases.some((b) => ofIngredients(m.generic, b)) && (!c.slugs || c.slugs.includes(m.slug));
  const at = results.findIndex((r) => right(r.medication));
  if (at < 0) return results.length === 0 ? "404" : "other";
  if (at > 0) return "lower";
  const first = results[0]!;
  return !c.ndcs || c.ndcs.includes(first.askedDose ?? first.medication.defaultDose) ? "first" : "wrong dose";
}

// The files of the data folder the cases are written from.
export async function readWrittenNameSources(dataDir: string): Promise<WrittenNameSources> {
  const open = (file: string) => createReadStream(`${dataDir}/${file}`).pipe(createGunzip());
  return {
    nadacWeek: (await parseNadacWeeklyCsv(open(SOURCE_FILES.week))).records,
    sdudAlaska: (await parseSdudOfficial(open("dispensing/sdud-2022-alaska-ffsu-official-columns.csv.gz"))).records,
    sdudNational: (await parseSdudByNdc(open("dispensing/sdud_national_generic_oral_solid_by_ndc.csv.gz"))).records,
    partD: (await parsePartDSpendingByDrug(open("dispensing/partd_spending_by_drug_units_per_claim_2015_2023.csv.gz"))).records, // prettier-ignore
    drugsFda: (await parseDrugsFdaProducts(open(SOURCE_FILES.products))).records,
  };
}
