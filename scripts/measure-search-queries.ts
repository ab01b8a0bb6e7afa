// npx tsx scripts/measure-search-queries.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--misses FILE] [--against DIR [--rounds 3]]
// Patient queries generated from the catalog and the public name lists, answered by findMedications (the code GET
// /search/v1 and the site's search use): found at all (top 10), the right medication first, and the right dose first
// when a strength is typed, per set (prisma/seed/README.md, "Tenth pass"). Sets: every combination's ingredients in
// every order and join, as written with salts, by abbreviation, mistyped, with strengths; combination brands with
// strengths; CMS Part D brand and generic names of catalog medications (2013-2017 brand-level and 2015-2023 files);
// MedlinePlus generic names; Orange Book trade names and ingredient names; a strength before the name; "generic"
// around a brand. The right medication is one of the same ingredients (without salt words); a brand named exactly,
// that brand; "generic <brand>", a non-brand version. Prints the CPU a query of the run. With --against DIR (another
// checkout, such as main exported with `git archive main | tar -x -C DIR`), the CPU a query of both trees over the
// same queries in the same process, alternated in blocks (each tree first in turn, a fresh index a round), and their
// ratio (prisma/seed/README.md, "Sixteenth pass").
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { compareSearchCpu } from "./lib/search-cpu-ab";
import type { CatalogMedication } from "../lib/medications/catalog-types";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import { normalizeSearchText } from "../lib/medications/search/normalize-search-text";
import { withoutSearchSaltWords } from "../lib/medications/search/salt-words";
import { doseQueryCases, inMicrograms } from "../lib/medications/search/dose-query-cases";
import {
  combinationQueryCases,
  isGenericCombination,
  readCombinationQuerySources,
} from "../lib/medications/search/combination-query-cases";
import { answersNothingCase, longTailQueryCases } from "../lib/medications/search/long-tail-query-cases";
import { brandLineQueryCases, readBrandLineQuerySources } from "../lib/medications/search/brand-line-query-cases";
import { labelQueryCases } from "../lib/medications/search/label-query-cases";
import INGREDIENT_ABBREVIATIONS from "../lib/medications/search/ingredient-abbreviations.json";
import { isVeterinaryOnly } from "../lib/medications/veterinary-only";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    misses: { type: "string" },
    // Only the sets whose name starts with this ("dose-" for the eleventh pass's name + form + strength sets).
    sets: { type: "string", default: "" },
    against: { type: "string" },
    rounds: { type: "string", default: "3" },
  },
});
const seed = await readCatalogSeed(values.seed);
const meds = seed.medications;
const catalog = searchCatalogOf(meds, seed.otherDrugNames);
const molecule = (i: string) => {
  const n = normalizeSearchText(i);
  return withoutSearchSaltWords(n) || n;
};
const basesKey = (generic: string) => [...new Set(generic.split(" / ").map(molecule))].sort().join("|");
const byName = new Map(meds.map((m) => [normalizeSearchText(m.name), m]));
const byBases = new Map<string, CatalogMedication[]>();
for (const m of meds) byBases.set(basesKey(m.generic), [...(byBases.get(basesKey(m.generic)) ?? []), m]);

type Case = {
  set: string;
  query: string;
  bases: string;
  slug?: string;
  amounts?: number[];
  family?: string[];
  form?: RegExp;
  strength?: string; // the dose's strength as the catalog writes it: the same amounts in another unit of mass are it
  some?: boolean; // the dose's amounts include `amounts` (one amount typed: "amox clav 875")
  firstCombination?: boolean; // the first combination listed is the one asked for
  only?: string; // the first answer must be this medication (long-tail-query-cases.ts `slug`)
  veterinaryOnly?: boolean;
  asTyped?: string;
  ndcs?: string[]; // the first answer's dose must be one of these (brand-line-query-cases.ts)
};
const cases: Case[] = [];
const add = (c: Case) => cases.push(c);
const csv = (path: string) => {
  const text = gunzipSync(readFileSync(path)).toString("utf8");
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const out: string[] = [];
    let cur = "";
    let q = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (q) {
        if (ch === '"') {
          if (line[i + 1] === '"') {
            cur += '"';
            i++;
          } else q = false;
        } else cur += ch;
      } else if (ch === '"') q = true;
      else if (ch === ",") {
        out.push(cur);
        cur = "";
      } else cur += ch;
    }
    out.push(cur);
    rows.push(out);
  }
  return rows;
};
const perms = <T>(xs: readonly T[]): T[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms(xs.filter((_, j) => j !== i)).map((p) => [x, ...p]));
const JOINS = [" ", "/", " / ", "-", " - ", " and ", " & ", " with ", " w/ ", ", ", "+", " + ", " w ", "/ "];
const amountsOf = (s: string) =>
  s.split(/-(?=\d)| \/ /).flatMap((p) => {
    const m = /^([\d.,]+)/.exec(p.trim());
    return m ? [Number(m[1]!.replace(/,/g, ""))] : [];
  });

// Abbreviations of single ingredients (short aliases of single-ingredient catalog products).
const abbrev = new Map<string, string[]>();
for (const m of meds)
  if (!m.generic.includes(" / "))
    for (const a of m.aliases)
      if (a.length <= 4 && !a.includes(" "))
        abbrev.set(molecule(m.generic), [...(abbrev.get(molecule(m.generic)) ?? []), a]);

// 1. combinations in every order and separator, with and without strengths
const combos = meds.filter(
  (m) => !m.isBrand && m.name === m.generic && m.generic.includes(" / ") && m.generic.split(" / ").length <= 3,
);
for (const m of combos) {
  const ings = m.generic.split(" / ");
  const bases = basesKey(m.generic);
  const names = [...new Set(ings.map(molecule))];
  if (names.length < ings.length) continue;
  for (const order of perms(ings.map((i, k) => k))) {
    for (const join of JOINS) {
      add({ set: "combo-order", query: order.map((k) => molecule(ings[k]!)).join(join), bases });
    }
    add({ set: "combo-written", query: order.map((k) => ings[k]!.toLowerCase()).join(" / "), bases });
    // abbreviations
    const variants = order.map((k) => [molecule(ings[k]!), ...(abbrev.get(molecule(ings[k]!)) ?? [])]);
    if (variants.some((v) => v.length > 1)) {
      const pick = order.map((k, j) => variants[j]![variants[j]!.length - 1]!);
      add({ set: "combo-abbrev", query: pick.join(" "), bases });
      add({ set: "combo-abbrev", query: pick.join("/"), bases });
    }
    // strengths in the order typed
    for (const d of m.doses.slice(0, 3)) {
      const a = amountsOf(d.strength);
      if (a.length !== ings.length) continue;
      const typed = order.map((k) => a[k]!);
      add({
        set: "combo-strength",
        query: `${order.map((k) => molecule(ings[k]!)).join(" ")} ${typed.join("/")}`,
        bases,
        amounts: a,
      });
      const unit = /^[\d.,]+\s*([a-z%]+)/i.exec(d.strength)?.[1] ?? "";
      const mg = unit === "mg" ? "mg" : "";
      add({
        set: "combo-strength",
        query: `${order.map((k) => molecule(ings[k]!)).join("/")} ${typed.join("-")}${mg}`,
        bases,
        amounts: a,
      });
      add({
        set: "combo-strength",
        query: `${order.map((k) => molecule(ings[k]!)).join(" ")} ${typed.join(" ")}`,
        bases,
        amounts: a,
      });
      add({
        set: "combo-strength",
        query: `${order.map((k) => molecule(ings[k]!)).join(" ")} ${typed.map((x) => x + (mg ? " mg" : "")).join(" / ")}`,
        bases,
        amounts: a,
      });
    }
  }
}
// 1b. every combination (brand-only ones too) by its ingredients as written with salts, in every order and join,
// and with each ingredient's abbreviation in every order and join
const doneBases = new Set(combos.map((m) => basesKey(m.generic)));
for (const m of meds.filter((m) => m.generic.includes(" / ") && m.generic.split(" / ").length <= 3)) {
  const ings = m.generic.split(" / ");
  const bases = basesKey(m.generic);
  if ([...new Set(ings.map(molecule))].length < ings.length) continue;
  const brandOnly = !doneBases.has(bases);
  for (const order of perms(ings.map((_, k) => k))) {
    for (const join of [" ", "/", "-", " and ", " & "]) {
      if (brandOnly) add({ set: "combo-brandonly", query: order.map((k) => molecule(ings[k]!)).join(join), bases });
      add({ set: "combo-salts", query: order.map((k) => normalizeSearchText(ings[k]!)).join(join), bases });
      const ab = order.map((k) => abbrev.get(molecule(ings[k]!)) ?? []);
      if (ab.some((a) => a.length > 0))
        for (const a of new Set(ab.flat()))
          add({
            set: "combo-abbrev-all",
            query: order.map((k, j) => (ab[j]!.includes(a) ? a : molecule(ings[k]!))).join(join),
            bases,
          });
    }
  }
}
// 1c. a combination with one ingredient mistyped (a letter in its middle left out), in both orders
for (const m of combos.filter((m) => m.generic.split(" / ").length === 2)) {
  const ings = m.generic.split(" / ").map(molecule);
  if (ings.some((i) => i.includes(" ") || i.length < 6)) continue;
  for (const k of [0, 1]) {
    const w = ings[k]!;
    const at = Math.floor(w.length / 2);
    const typo = w.slice(0, at) + w.slice(at + 1);
    const typed = ings.map((x, j) => (j === k ? typo : x));
    add({ set: "combo-typo", query: typed.join(" "), bases: basesKey(m.generic) });
    add({ set: "combo-typo", query: [...typed].reverse().join(" "), bases: basesKey(m.generic) });
  }
}
// 2. brands (catalog) with combination strengths
for (const m of meds.filter((m) => m.isBrand && m.generic.includes(" / "))) {
  for (const d of m.doses.slice(0, 3)) {
    const a = amountsOf(d.strength);
    if (a.length < 2) continue;
    add({
      set: "brand-strength",
      query: `${m.name.toLowerCase()} ${a.join("/")}`,
      bases: basesKey(m.generic),
      slug: m.slug,
      amounts: a,
    });
    add({
      set: "brand-strength",
      query: `${m.name.toLowerCase()} ${[...a].reverse().join("-")}`,
      bases: basesKey(m.generic),
      slug: m.slug,
      amounts: a,
    });
  }
}
// 3. CMS Part D brand-level and 2015-2023 product names
const D = values.data!;
const cmsPairs = new Map<string, string>();
for (const r of csv(`${D}/quantities/cms_partd_spending_brandlevel_2013-2017.csv.gz`).slice(1))
  cmsPairs.set(r[0]!, r[2]!);
for (const r of csv(`${D}/dispensing/partd_spending_by_drug_units_per_claim_2015_2023.csv.gz`).slice(1))
  cmsPairs.set(r[1]!, r[2]!);
const seen = new Set<string>();
for (const [brand, generic] of cmsPairs) {
  const m = byName.get(normalizeSearchText(brand));
  if (!m) continue;
  const bases = basesKey(m.generic);
  const b = brand.toLowerCase();
  if (!seen.has(b)) {
    seen.add(b);
    add({ set: "cms-brand", query: b, bases, slug: m.isBrand ? m.slug : undefined });
  }
  const g = generic.toLowerCase();
  if (!seen.has(g)) {
    seen.add(g);
    add({ set: generic.includes("/") ? "cms-generic-combo" : "cms-generic", query: g, bases });
  }
}
// 4. MedlinePlus generic -> brands
for (const r of csv(`${D}/names/medlineplus_generic_to_brands.csv.gz`).slice(1)) {
  const common = r[1]!;
  const syn = (r[2] ?? "").split(/[,;]\s*/).filter(Boolean);
  const m =
    syn.map((s) => byName.get(normalizeSearchText(s))).find((x) => x) ?? byName.get(normalizeSearchText(common));
  if (!m) continue;
  const bases = basesKey(m.generic);
  const q = common
    .toLowerCase()
    .replace(
      /\b(injection|oral inhalation|inhalation|oral|rectal|topical|ophthalmic|otic|nasal spray|nasal|transdermal|vaginal|sublingual|buccal|extended release|subcutaneous|intravenous)\b.*$/,
      "",
    )
    .trim();
  if (!seen.has(q)) {
    seen.add(q);
    add({ set: common.includes(",") || / and /.test(common) ? "medline-combo" : "medline-generic", query: q, bases });
  }
}
// 5. Orange Book trade names (and every alias of the catalog) land on a medication that name is
const aliasOf = new Map<string, Set<string>>();
for (const m of meds)
  for (const a of [normalizeSearchText(m.name), ...m.aliases])
    aliasOf.set(a, (aliasOf.get(a) ?? new Set()).add(basesKey(m.generic)));
for (const p of gunzipSync(readFileSync(`${D}/names/orange_book_products_2024-05.txt.gz`))
  .toString("utf8")
  .split("\n")
  .slice(1)) {
  const t = p.split("~")[2];
  if (!t) continue;
  const q = t.toLowerCase();
  const want = aliasOf.get(normalizeSearchText(q));
  if (!want || want.size !== 1 || seen.has(q)) continue;
  seen.add(q);
  add({ set: "ob-trade", query: q, bases: [...want][0]! });
}
// 6. a strength before the name; "generic" around a brand; label ingredient names of trade names the catalog sells
for (const m of meds.filter((m) => !m.isBrand && m.name === m.generic && !m.generic.includes(" / "))) {
  const d = m.doses.find((d) => /^[\d.]+ (mg|mcg|mEq)$/.test(d.strength));
  if (!d) continue;
  const [amount, unit] = d.strength.split(" ");
  add({
    set: "leading-strength",
    query: `${amount} ${unit!.toLowerCase()} ${molecule(m.generic)}`,
    bases: basesKey(m.generic),
    amounts: [Number(amount)],
  });
}
for (const b of meds.filter((m) => m.isBrand && /^[a-z-]+$/i.test(m.name))) {
  const fam = catalog.versions.get(b.slug) ?? [];
  if (!fam.some((m) => !m.isBrand)) continue;
  for (const q of [`generic ${b.name.toLowerCase()}`, `${b.name.toLowerCase()} generic`])
    add({
      set: "generic-of-brand",
      query: q,
      bases: basesKey(b.generic),
      slug: fam.find((m) => !m.isBrand)!.slug,
      family: fam.filter((m) => !m.isBrand).map((m) => m.slug),
    });
}
const obSeen = new Set<string>();
for (const p of gunzipSync(readFileSync(`${D}/names/orange_book_products_2024-05.txt.gz`))
  .toString("utf8")
  .split("\n")
  .slice(1)) {
  const [ing, , trade] = p.split("~");
  if (!ing || !trade || ing.includes(";")) continue;
  const m = byName.get(normalizeSearchText(trade));
  if (!m || m.generic.includes(" / ")) continue;
  const q = ing.toLowerCase();
  if (obSeen.has(q) || normalizeSearchText(q) === normalizeSearchText(m.generic)) continue;
  obSeen.add(q);
  add({ set: "ob-ingredient-salt", query: q, bases: basesKey(m.generic) });
}

// 7. What a patient types beyond a name (eleventh pass): dose-query-cases.ts.
for (const c of doseQueryCases(meds)) add(c);
// 8. Combinations as typed (twelfth pass): combination-query-cases.ts.
const combinationSources = await readCombinationQuerySources(D, meds);
for (const c of combinationQueryCases(meds, combinationSources.abbreviations, combinationSources.nadacDescriptions))
  add(c);
// 9. The long tail (thirteenth pass): abbreviations of ingredients sold only in combinations, names in another word
// order, device words, a purpose after the name, pests asked against (long-tail-query-cases.ts).
const longTail = longTailQueryCases(meds, INGREDIENT_ABBREVIATIONS, combinationSources.nadacDescriptions, seed.otherDrugNames); // prettier-ignore
for (const { slug, ...c } of longTail) add({ ...c, only: slug });
// 10. A brand's other lines by their names (fourteenth pass): brand-line-query-cases.ts.
const lineSources = await readBrandLineQuerySources(D);
for (const { slug, ...c } of brandLineQueryCases(
  meds,
  lineSources.orangeBook,
  lineSources.partD,
  combinationSources.nadacDescriptions,
))
  // prettier-ignore
  add({ ...c, only: slug });
// 11. Labels' and the NADAC file's writing (fifteenth pass): rates, the file's abbreviations, a release's hours
// (label-query-cases.ts).
for (const { slug, ...c } of labelQueryCases(
  meds,
  combinationSources.nadacDescriptions,
  lineSources.orangeBook,
  lineSources.partD,
))
  // prettier-ignore
  add({ ...c, ...(slug ? { only: slug } : {}) });
// run
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const tally = new Map<string, { n: number; found: number; first: number; doseN: number; dose: number }>();
const misses: string[] = [];
for (const c of cases) {
  if (!c.set.startsWith(values.sets!)) continue;
  const found10 = findMedications(catalog, c.query, 10).results;
  if (c.bases === "") {
    // No medication is the answer; for an animal, the site's "made only for animals".
    const t = tally.get(c.set) ?? { n: 0, found: 0, first: 0, doseN: 0, dose: 0 };
    t.n++;
    const right = answersNothingCase(c, found10[0]?.medication, isVeterinaryOnly(c.query));
    if (right) [t.found, t.first] = [t.found + 1, t.first + 1];
    else
      misses.push(`${c.set}\t${c.query}\t-> ${found10[0]?.medication.slug ?? "NONE (no animal note)"}\t(want nothing)`);
    tally.set(c.set, t);
    continue;
  }
  // A case about the first combination listed looks from there (combination-query-cases.ts).
  const res = c.firstCombination ? found10.filter((r) => isGenericCombination(r.medication)) : found10;
  const t = tally.get(c.set) ?? { n: 0, found: 0, first: 0, doseN: 0, dose: 0 };
  t.n++;
  const ok = (m: CatalogMedication) => basesKey(m.generic) === c.bases && (!c.slug || m.slug === c.slug || true);
  const found = res.some((r) => ok(r.medication));
  const first =
    res[0] &&
    (!c.only || res[0].medication.slug === c.only) &&
    ok(res[0].medication) &&
    (!c.slug || res[0].medication.slug === c.slug || (c.family ?? []).includes(res[0].medication.slug));
  if (found) t.found++;
  if (first) t.first++;
  let doseOk = true;
  if (c.amounts || c.form || c.strength || c.ndcs) {
    t.doseN++;
    const r0 = res[0];
    const d = r0 && r0.medication.doses.find((x) => x.ndc === (r0.askedDose ?? r0.medication.defaultDose));
    doseOk =
      !!d &&
      (!c.ndcs || c.ndcs.includes(d.ndc)) &&
      (c.strength
        ? inMicrograms(d.strength) === inMicrograms(c.strength)
        : !c.amounts ||
          (c.some
            ? c.amounts.every((a) => amountsOf(d.strength).includes(a))
            : amountsOf(d.strength).slice().sort().join() === c.amounts.slice().sort().join())) &&
      (!c.form || c.form.test(d.doseForm));
    if (doseOk && first) t.dose++;
  }
  if (!first || !doseOk) {
    const r0 = res[0];
    const d = r0 && r0.medication.doses.find((x) => x.ndc === (r0.askedDose ?? r0.medication.defaultDose));
    misses.push(
      `${c.set}\t${c.query}\t-> ${r0 ? r0.medication.slug + " [" + d?.strength + " " + d?.doseForm + "]" : "NONE"}\t(want ${c.only ?? c.slug ?? c.bases}${c.amounts ? " " + c.amounts.join("/") : ""}${c.form ? " " + c.form.source : ""})${found ? "" : " NOTFOUND"}`,
    );
  }
  tally.set(c.set, t);
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const measured = cases.filter((c) => c.set.startsWith(values.sets!)).length;
for (const [s, t] of tally)
  console.log(
    `${s.padEnd(24)} n=${t.n} found=${t.found} first=${t.first} (${((100 * t.first) / t.n).toFixed(1)}%)${t.doseN ? ` doseFirst=${t.dose}/${t.doseN} (${((100 * t.dose) / t.doseN).toFixed(1)}%)` : ""}`,
  );
const all = [...tally.values()].reduce(
  (a, t) => ({ n: a.n + t.n, found: a.found + t.found, first: a.first + t.first, doseN: a.doseN + t.doseN, dose: a.dose + t.dose }), // prettier-ignore
  { n: 0, found: 0, first: 0, doseN: 0, dose: 0 },
);
console.log(
  `ALL n=${all.n} found=${all.found} first=${all.first} (${((100 * all.first) / all.n).toFixed(1)}%) doseFirst=${all.dose}/${all.doseN}  time ${ms.toFixed(0)} ms, CPU ${((cpu.user + cpu.system) / 1000 / measured).toFixed(3)} ms a query`,
);
if (values.misses) writeFileSync(values.misses, misses.join("\n") + "\n");
if (values.against) {
  // The same queries answered by this tree and another (scripts/lib/search-cpu-ab.ts): CPU a query of each and their
  // ratio.
  const queries = cases.filter((c) => c.set.startsWith(values.sets!)).map((c) => c.query);
  const rounds = Number(values.rounds);
  const r = await compareSearchCpu({ against: values.against, queries, rounds, seed, withOtherDrugNames: true });
  console.log(
    `CPU a query over ${queries.length} queries x ${rounds} rounds: this tree ${r.hereMs.toFixed(3)} ms, ${values.against} ${r.thereMs.toFixed(3)} ms, ratio ${r.ratio.toFixed(3)}`,
  );
}
