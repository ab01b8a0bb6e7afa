// Combination products as patients and pharmacists type them, generated over the whole catalog (prisma/seed/README.md,
// "Twelfth pass: combinations as typed"): every multi-ingredient medication by its ingredients in each order, joined
// as people join them ("/", "-", " and ", " & ", "+", " with ", commas, nothing), each ingredient with its salt words
// kept or dropped, or by an abbreviation a public name list gives it (MeSH's and DrugBank's APAP, HCTZ, ASA, SMX);
// with a form word, with its strengths in each common spelling ("5/325", "5-325", "5 325", "5 mg/325 mg", the first
// amount alone: "amox clav 875"), with one ingredient misspelt; and the NADAC file's own description of each of its
// NDCs ("AMOX-CLAV 875-125 MG TABLET", "HYDROCODONE-APAP 10-325 MG TAB", "BUPRENORPHINE-NALOXONE 8-2 MG SL FILM").
// Each case names the ingredients (without salt words) the first answer must have, and the amounts and form class its
// dose (the asked dose, else the default) must have. Used by scripts/measure-search-queries.ts and
// search-combinations.test.ts. The form classes are what the words mean on a label (the measure's own truth, not the
// search code's patterns).
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import type { CatalogMedication } from "../catalog-types";
import { parseNadacWeeklyCsv } from "../import/parse-nadac-weekly-csv";
import { SOURCE_FILES } from "../import/read-catalog-sources";
import { readDrugNameSources } from "../import/read-drug-name-sources";
import { basesOf, FORM_CLASSES, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type CombinationQueryCase = {
  set: string;
  query: string;
  bases: string;
  // The case is about the first combination listed, not the first answer ("benazepril": amlodipine / benazepril,
  // the combination of it dispensed most, is the first combination after benazepril itself).
  firstCombination?: boolean;
  // The amounts typed: the dose's amounts must be these (all typed), or include this one (`some`).
  amounts?: number[];
  some?: boolean;
  form?: RegExp;
};

// An abbreviation as the public name files write one: three to five capitals, or two to four after a position
// number (as search-abbreviations.test.ts reads them).
export const PUBLIC_ABBREVIATION = /^([A-Z]{3,5}|\d{1,2}-[A-Z]{2,4})$/;

// The joins people type between ingredients; "" is no join at all but a space.
const JOINS = [" ", "/", " / ", "-", " - ", " and ", " & ", "+", " + ", " with ", ", ", ","];
// Joins tried where every order, salt and abbreviation is spelt out (fewer, to keep the sets a few thousand).
const SHORT_JOINS = [" ", "/", "-", " and "];
// Orders tried: every one up to four ingredients, else as written and reversed; combinations of more are not typed.
const MAX_PERMUTED = 4;
const MAX_TYPED = 4;

// Words naming a form beyond the eleventh pass's classes, as labels and the NADAC file write them.
const EXTRA_FORM_CLASSES = [
  { forms: /^oral-solution/, words: ["syrup", "elixir"] },
  { forms: /^film/, words: ["film", "films"] },
  { forms: /^film-sublingual/, words: ["sublingual film", "sl film"] },
  { forms: /sublingual/, words: ["sl"] },
];
const COMBINATION_FORM_CLASSES = [...FORM_CLASSES, ...EXTRA_FORM_CLASSES];

// Form words of the NADAC file's descriptions (its abbreviations included), read by the measure's truth only.
const NADAC_FORMS: [RegExp, RegExp][] = [
  [/\b(TABLET|TAB|TB)S?\b/, /^tablet/],
  [/\b(CAPSULE|CAP|CP)S?\b/, /^capsule/],
  [/\bODT\b/, /orally-disintegrating/],
  [/\b(CHEWABLE|CHEW|CHW)\b/, /chewable/],
  [/\bFILM\b/, /^film/],
  [/\b(SUSPENSION|SUSP|SUS)\b/, /suspension/],
  [/\b(SOLUTION|SOLN)\b/, /solution/],
  [/\b(SYRUP|ELIXIR)\b/, /^oral-solution/],
  [/\b(CREAM|CRM)\b/, /cream/],
  [/\b(OINTMENT|OINT)\b/, /ointment/],
  [/\bGEL\b/, /gel/],
  [/\bLOTION\b/, /lotion/],
  [/\b(INHALER|INHALR|INH)\b/, /^inhal/],
  [/\bDISKUS\b/, /inhaler-dry-powder/],
  [/\bPATCH\b/, /patch/],
];

const perms = <T>(xs: readonly T[]): T[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms(xs.filter((_, j) => j !== i)).map((p) => [x, ...p]));
const ordersOf = <T>(xs: readonly T[]): T[][] => (xs.length <= MAX_PERMUTED ? perms(xs) : [[...xs], [...xs].reverse()]);

// Each amount of a strength, as numbers ("325 mg-10 mg": 325 and 10; "400 mg-57 mg/5 mL": 400 and 57).
export const amountsOfStrength = (strength: string): number[] =>
  strength.split(/-(?=\d)| \/ /).flatMap((p) => {
    const m = /^([\d.,]+)/.exec(p.trim());
    return m ? [Number(m[1]!.replace(/,/g, ""))] : [];
  });
// A strength patients type as numbers: each amount in mg or mcg (optionally over a volume).
const typable = (strength: string) =>
  strength.split(/-(?=\d)| \/ /).every((p) => /^[\d.,]+ (mg|mcg)(\/[\d.]* ?mL)?$/.test(p.trim()));

// `abbreviations`: molecule -> the public name files' abbreviations of it (lower case).
export function combinationQueryCases(
  meds: readonly CatalogMedication[],
  abbreviations: ReadonlyMap<string, readonly string[]> = new Map(),
  nadacDescriptions: readonly { ndc: string; description: string }[] = [],
): CombinationQueryCase[] {
  const cases: CombinationQueryCase[] = [];
  const seen = new Set<string>();
  const add = (c: CombinationQueryCase) => {
    const key = normalizeSearchText(c.query) + (c.amounts ? `|${c.amounts.join()}` : "") + (c.form ? `|${c.form.source}` : ""); // prettier-ignore
    if (seen.has(key)) return;
    seen.add(key);
    cases.push(c);
  };
  // One entry per set of ingredients (without salt words): its ingredients as written (a generic's when one is sold),
  // and the doses of every medication of them.
  const groups = new Map<string, { ingredients: string[]; doses: CatalogMedication["doses"][number][] }>();
  for (const m of meds) {
    const ingredients = m.generic.split(" / ");
    if (ingredients.length < 2) continue;
    const bases = basesOf(m.generic);
    if (new Set(ingredients.map(moleculeOf)).size < ingredients.length) continue; // two salts of one molecule
    const group = groups.get(bases) ?? { ingredients, doses: [] };
    if (!m.isBrand && m.name === m.generic) group.ingredients = ingredients;
    group.doses.push(...m.doses);
    groups.set(bases, group);
  }
  for (const [bases, { ingredients, doses }] of groups) {
    // Patients type a few ingredients, not a multivitamin's fifteen.
    if (ingredients.length > MAX_TYPED) continue;
    // An ingredient is typed by its molecule where its name starts with it ("hydrocodone" of hydrocodone
    // bitartrate), else as written ("sodium fluoride", "magnesium oxide", not "fluoride" or "oxide").
    const molecules = ingredients.map((i) =>
      normalizeSearchText(i).startsWith(moleculeOf(i)) ? moleculeOf(i) : normalizeSearchText(i),
    );
    const written = ingredients.map(normalizeSearchText);
    const orders = ordersOf(ingredients.map((_, k) => k));
    // 1. Each order, every join; and MedlinePlus's "a, b, and c" for three or more.
    for (const order of orders) {
      const names = order.map((k) => molecules[k]!);
      for (const join of JOINS) add({ set: "combo-typed-join", query: names.join(join), bases });
      if (names.length >= 3) {
        add({ set: "combo-typed-join", query: `${names.slice(0, -1).join(", ")}, and ${names.at(-1)}`, bases });
        add({ set: "combo-typed-join", query: `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`, bases });
      }
    }
    // 2. Each ingredient as its molecule, as written with its salt, or by a public abbreviation: every mix of them.
    const spellings = ingredients.map((_, k) => [
      ...new Set([molecules[k]!, written[k]!, ...(abbreviations.get(molecules[k]!) ?? [])]),
    ]);
    const mixes = (order: number[]): string[][] =>
      order.reduce<string[][]>((acc, k) => acc.flatMap((p) => spellings[k]!.map((s) => [...p, s])), [[]]);
    if (ingredients.length <= 3)
      for (const order of orders)
        for (const mix of mixes(order))
          for (const join of SHORT_JOINS) add({ set: "combo-typed-spelling", query: mix.join(join), bases });
    // The spellings a query of this set uses: the molecules, and each ingredient by its salt or abbreviation alone.
    const typical = (order: number[]) => {
      const out = [order.map((k) => molecules[k]!)];
      for (const k of order)
        for (const s of spellings[k]!.slice(1)) out.push(order.map((j) => (j === k ? s : molecules[j]!)));
      return out;
    };
    const twoOrders = [orders[0]!, ...(orders.length > 1 ? [orders.at(-1)!] : [])];
    // 3. With a form word of each form sold.
    for (const c of COMBINATION_FORM_CLASSES) {
      if (!doses.some((d) => c.forms.test(d.doseForm))) continue;
      for (const order of twoOrders)
        for (const names of typical(order))
          for (const join of [" ", "/", " and "])
            for (const w of c.words)
              add({ set: "combo-typed-form", query: `${names.join(join)} ${w}`, bases, form: c.forms });
    }
    // 4. With the strengths of each dose, in each spelling, in the order the ingredients are typed; and the first
    // ingredient's amount alone ("amox clav 875"). With its form word too.
    for (const d of doses) {
      if (!typable(d.strength)) continue;
      const amounts = amountsOfStrength(d.strength);
      if (amounts.length !== ingredients.length) continue;
      const form = COMBINATION_FORM_CLASSES.find((c) => c.forms.test(d.doseForm));
      const mg = /^[\d.,]+ mg/.test(d.strength) && amounts.every((_, k) => /^[\d.,]+ mg/.test(d.strength.split(/-(?=\d)| \/ /)[k]!.trim())); // prettier-ignore
      for (const order of twoOrders) {
        const typed = order.map((k) => amounts[k]!);
        const spelt = [
          typed.join("/"),
          typed.join("-"),
          typed.join(" "),
          ...(mg ? [typed.map((a) => `${a} mg`).join("/"), typed.map((a) => `${a}mg`).join(" "), `${typed.join("-")}mg`] : []), // prettier-ignore
        ];
        for (const names of typical(order))
          for (const join of [" ", "/"]) {
            const name = names.join(join);
            for (const s of spelt) {
              add({ set: "combo-typed-strength", query: `${name} ${s}`, bases, amounts });
              if (form) add({ set: "combo-typed-strength-form", query: `${name} ${s} ${form.words[0]}`, bases, amounts, form: form.forms }); // prettier-ignore
            }
            add({ set: "combo-typed-strength", query: `${name} ${typed[0]}`, bases, amounts: [typed[0]!], some: true });
            if (form) add({ set: "combo-typed-strength-form", query: `${name} ${typed[0]} ${form.words[0]}`, bases, amounts: [typed[0]!], some: true, form: form.forms }); // prettier-ignore
          }
      }
    }
    // 5. One ingredient misspelt (a letter of its middle left out, two of its middle swapped), alone and with a
    // dose's strengths.
    const dose = doses.find((d) => typable(d.strength) && amountsOfStrength(d.strength).length === ingredients.length);
    for (const order of twoOrders)
      for (const k of order) {
        const w = molecules[k]!;
        if (w.includes(" ") || w.length < 6) continue;
        const at = Math.floor(w.length / 2);
        for (const typo of new Set([
          w.slice(0, at) + w.slice(at + 1),
          w.slice(0, at - 1) + w[at] + w[at - 1] + w.slice(at + 1),
        ])) {
          // prettier-ignore
          if (typo === w) continue;
          const name = order.map((j) => (j === k ? typo : molecules[j]!)).join(" ");
          add({ set: "combo-typed-typo", query: name, bases });
          if (dose) {
            const amounts = amountsOfStrength(dose.strength);
            add({ set: "combo-typed-typo", query: `${name} ${order.map((j) => amounts[j]).join("/")}`, bases, amounts }); // prettier-ignore
          }
        }
      }
  }
  // 6. One ingredient alone, as a molecule and as written with its salt: of the generic combinations holding it
  // (isGenericCombination), the one dispensed most (at least twice as much as the next, by the dispensing files) is
  // listed first of them, whichever place the ingredient has in its name ("benazepril": amlodipine / benazepril before benazepril / hydrochlorothiazide;
  // "hydrocodone bitartrate": acetaminophen / hydrocodone before hydrocodone / ibuprofen).
  const dispensedOf = new Map<string, number>();
  for (const m of meds.filter(isGenericCombination))
    dispensedOf.set(basesOf(m.generic), (dispensedOf.get(basesOf(m.generic)) ?? 0) + (m.dispensed ?? 0));
  const holding = new Map<string, Set<string>>();
  for (const m of meds) {
    if (!isGenericCombination(m)) continue;
    for (const i of m.generic.split(" / "))
      for (const typed of new Set([moleculeOf(i), normalizeSearchText(i)]))
        holding.set(typed, (holding.get(typed) ?? new Set()).add(basesOf(m.generic)));
  }
  for (const [typed, all] of holding) {
    const ranked = [...all].sort((a, b) => (dispensedOf.get(b) ?? 0) - (dispensedOf.get(a) ?? 0));
    const [top, next] = ranked.map((b) => dispensedOf.get(b) ?? 0);
    if (ranked.length < 2 || !top || top < 2 * (next ?? 0)) continue;
    add({ set: "combo-typed-ingredient", query: typed, bases: ranked[0]!, firstCombination: true });
  }
  // 7. The NADAC file's description of each of the catalog's combination NDCs named by its ingredients, as a
  // pharmacist types it ("AMOX-CLAV 875-125 MG TABLET", "CARBIDOPA-LEVO ER 25-100 TAB"): every word before the
  // strength the start of an ingredient's molecule, or an abbreviation the public lists give it.
  const doseOf = new Map<string, { generic: string; strength: string; doseForm: string }>();
  for (const m of meds)
    if (m.generic.includes(" / "))
      for (const d of m.doses) for (const n of d.ndcs) doseOf.set(n, { generic: m.generic, ...d });
  for (const { ndc, description } of nadacDescriptions) {
    const d = doseOf.get(ndc);
    if (!d) continue;
    const bases = basesOf(d.generic);
    const words = bases.split("|").flatMap((b) => [...b.split(" "), ...(abbreviations.get(b) ?? [])]);
    const tokens = description.toLowerCase().split(/\s+/);
    const at = tokens.findIndex((t) => /\d/.test(t) || NADAC_FORMS.some(([w]) => w.test(t.toUpperCase())));
    const named = normalizeSearchText(tokens.slice(0, at < 0 ? tokens.length : at).join(" ")).split(" ");
    const release = new Set(["er", "dr", "sr", "xr", "xl", "odt", "sl", "pf", "ds", "eye", "drops", "ec", "hfa"]);
    const ingredientWord = (w: string) => w.length >= 3 && words.some((x) => x.startsWith(w));
    if (named.filter(ingredientWord).length < 2 || !named.every((w) => release.has(w) || ingredientWord(w))) continue;
    const typed = tokens.find((t) => /^[\d.,]+(-[\d.,]+)+$/.test(t) || /^[\d.,]+$/.test(t));
    const own = amountsOfStrength(d.strength);
    const amounts =
      typed &&
      sameNumbers(
        typed.split("-").map((x) => Number(x.replace(/,/g, ""))),
        own,
      )
        ? own
        : undefined;
    const form = NADAC_FORMS.find(([word]) => word.test(description))?.[1];
    add({ set: "combo-nadac", query: description.toLowerCase(), bases, amounts, form: form?.test(d.doseForm) ? form : undefined }); // prettier-ignore
  }
  return cases;
}

// A generic medication of two to four ingredients (brands follow their generic; a multivitamin is not typed so).
export const isGenericCombination = (m: Pick<CatalogMedication, "name" | "generic" | "isBrand">) =>
  !m.isBrand && m.name === m.generic && m.generic.includes(" / ") && m.generic.split(" / ").length <= MAX_TYPED;

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

// Whether an answer is right: its ingredients, and its dose (the asked dose, else the default) of the amounts typed
// and the form class named.
export function answersCombinationCase(
  c: CombinationQueryCase,
  first: { generic: string; dose: { strength: string; doseForm: string } | undefined } | undefined,
): { medication: boolean; dose: boolean } {
  const medication = !!first && basesOf(first.generic) === c.bases;
  const d = first?.dose;
  const amounts = d ? amountsOfStrength(d.strength) : [];
  const dose =
    medication &&
    !!d &&
    (!c.amounts || (c.some ? c.amounts.every((a) => amounts.includes(a)) : sameNumbers(c.amounts, amounts))) &&
    (!c.form || c.form.test(d.doseForm));
  return { medication, dose };
}

// The public lists the cases are written from: the abbreviations MeSH and DrugBank give each molecule the catalog
// sells in a combination, and the NADAC week's description of each NDC.
export async function readCombinationQuerySources(
  dataDir: string,
  meds: readonly CatalogMedication[],
): Promise<{ abbreviations: Map<string, string[]>; nadacDescriptions: { ndc: string; description: string }[] }> {
  const { sources } = await readDrugNameSources(dataDir);
  const sold = new Set(meds.flatMap((m) => (m.generic.includes(" / ") ? m.generic.split(" / ").map(moleculeOf) : [])));
  const abbreviations = new Map<string, string[]>();
  for (const group of [...sources.mesh, ...sources.drugbank]) {
    const molecules = [...new Set(group.names.map(moleculeOf))].filter((m) => sold.has(m));
    // An abbreviation of one molecule only ("TMP" is also thymidine monophosphate's, in another group).
    if (molecules.length !== 1) continue;
    for (const n of group.names)
      if (PUBLIC_ABBREVIATION.test(n.trim())) {
        const list = abbreviations.get(molecules[0]!) ?? [];
        if (!list.includes(n.toLowerCase())) list.push(n.toLowerCase());
        abbreviations.set(molecules[0]!, list);
      }
  }
  const { records } = await parseNadacWeeklyCsv(
    createReadStream(`${dataDir}/${SOURCE_FILES.week}`).pipe(createGunzip()),
  );
  return { abbreviations, nadacDescriptions: records.map(({ ndc, description }) => ({ ndc, description })) };
}
