// A brand's product lines and what pharmacies dispense of each: Medicare Part D's Spending by Drug names a brand's
// lines apart ("Advair Diskus" 1.51 M claims in 2023, "Advair HFA" 0.65 M; "Invega Sustenna" 613 k, "Invega" 10 k;
// "Adderall XR" 54 k, "Adderall" 15 k) where the dispensing files pool a strength and form over every labeler (so a
// brand's default read the generic's tablets). The Orange Book says which products each line is (its trade names'
// dose forms and strengths), so the line Part D claims most names the doses a brand's default is chosen among.
import type { DoseForm } from "../catalog-types";
import type { PartDDrugYear } from "./parse-dispensing";
import type { OrangeBookProduct } from "./parse-drug-name-files";
import { doseFormsOfOrangeBook, releasesOf, sameStrength } from "./orange-book-products";
import { normalizeSearchText } from "../search/normalize-search-text";
import { moleculeOf } from "../search/dose-query-cases";

// A line is a brand's best seller over another when it holds more claims; within this share of the line claimed most,
// the default's own line stands (choose-default-dose's CLOSE: Depakote's 17.1 k delayed-release tablets against
// Depakote ER's 17.5 k).
export const LINE_CLOSE = 0.8;

export type LineDose = { form: DoseForm; strength: string };
// `ownName`: which of the doses are products of the line whose trade name is the brand's name alone, or with only a
// strength after it (the Orange Book's "INVEGA" tablets, "ADDERALL 20"; not "PULMICORT RESPULES").
export type ProductLine = { name: string; claims: number; year: number; doses: boolean[]; ownName: boolean[] };
export type ProductLines = (brand: string, generic: string, doses: readonly LineDose[]) => ProductLine[];

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
// Part D's generic name ("Risperidone Microspheres", "Dextroamphetamine/Amphetamine") shares a word with the
// medication's ingredients: "Tylenol" lines of another molecule are not Tylenol's.
const words = (s: string) =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 3);

/**
 * Indexes Part D's rows (newest year of each product, newestPartDYear) and the Orange Book's products. For a brand,
 * its lines are Part D's product names that are the brand's name or start with it and a space ("Abilify",
 * "Abilify Maintena"), of the newest year any of them is claimed in, whose generic shares a word with the brand's
 * ingredients. Each Orange Book trade name of the brand belongs to the longest line name it starts with ("ABILIFY
 * MAINTENA KIT" to "Abilify Maintena", "ADVAIR DISKUS 250/50" to "Advair Diskus", "PULMICORT RESPULES" to
 * "Pulmicort", Part D's name of the Respules). A line's doses are the medication's doses of its products' forms, and
 * of their strengths where any is sold (orange-book-products.ts); a line whose trade names the book lacks has none.
 */
export function indexProductLines(
  partD: readonly PartDDrugYear[],
  orangeBook: readonly OrangeBookProduct[],
): ProductLines {
  const byFirstWord = new Map<string, PartDDrugYear[]>();
  for (const row of partD) {
    const first = norm(row.brandName).split(" ")[0]!;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), row]);
  }
  const products = new Map<string, OrangeBookProduct[]>();
  for (const p of orangeBook) {
    const first = norm(p.tradeName).split(" ")[0]!;
    products.set(first, [...(products.get(first) ?? []), p]);
  }
  return (brand, generic, doses) => {
    const name = norm(brand);
    const first = name.split(" ")[0]!;
    const ingredients = new Set(words(generic));
    const rows = (byFirstWord.get(first) ?? []).filter(
      (r) =>
        (norm(r.brandName) === name || norm(r.brandName).startsWith(`${name} `)) &&
        words(r.genericName).some((w) => ingredients.has(w)),
    );
    const year = Math.max(...rows.map((r) => r.year));
    const lines = rows.filter((r) => r.year === year);
    if (lines.length < 2) return [];
    const names = lines.map((r) => norm(r.brandName)).sort((a, b) => b.length - a.length);
    const ofLine = new Map<string, OrangeBookProduct[]>();
    for (const p of products.get(first) ?? []) {
      const trade = norm(p.tradeName);
      const line = names.find((n) => trade === n || trade.startsWith(`${n} `));
      if (line) ofLine.set(line, [...(ofLine.get(line) ?? []), p]);
    }
    return lines.map((r) => ({
      name: r.brandName,
      claims: r.claims,
      year: r.year,
      doses: dosesOfProducts(ofLine.get(norm(r.brandName)) ?? [], doses),
      ownName: dosesOfProducts(
        (ofLine.get(norm(r.brandName)) ?? []).filter((p) => isOwnName(p.tradeName, name)),
        doses,
      ),
    }));
  };
}

const isOwnName = (tradeName: string, brand: string) => {
  const trade = norm(tradeName);
  return trade === brand || (trade.startsWith(`${brand} `) && /^[\d.]+$/.test(trade.slice(brand.length + 1)));
};

// Which of the medication's doses the products are: their forms (a plain tablet or capsule names the modified ones
// where the medication sells no plain one of the kind), narrowed to their strengths where any dose has one.
export function dosesOfProducts(products: readonly OrangeBookProduct[], doses: readonly LineDose[]): boolean[] {
  const sold = new Set(doses.map((d) => d.form));
  const formed = products.flatMap((p) => {
    const forms = doseFormsOfOrangeBook(p.form ?? "");
    if (!forms) return [];
    const plainSold = forms.some((f) => sold.has(f));
    return [{ forms: plainSold ? forms : [...forms, ...releasesOf(forms)], strength: p.strength ?? "" }];
  });
  const ofForm = doses.map((d) => formed.filter((p) => p.forms.includes(d.form)));
  const strengthOf = ofForm.map((ps, i) => ps.some((p) => sameStrength(p.strength, doses[i]!.strength)));
  const narrowed = strengthOf.some(Boolean);
  return ofForm.map((ps, i) => ps.length > 0 && (!narrowed || strengthOf[i]!));
}

/**
 * The doses a brand's default is chosen among, or null to keep its default: the doses of the line Part D claims most
 * (of the lines the Orange Book names doses for) when the default is in no line holding LINE_CLOSE of its claims.
 * A default among the products whose trade name is the brand's name alone stays: "Invega", "Abilify", "Risperdal",
 * "Adderall" are the tablets sold under that name on the box, and the name a patient asks for; their other lines
 * (Invega Sustenna, Abilify Maintena, Risperdal Consta, Adderall XR) are names of their own, found when typed (a trade
 * name's own form, eighth pass), however many more claims they hold. A brand with no product of its name alone
 * (Pulmicort: Respules and Flexhaler; Asmanex: Twisthaler and HFA) takes its line claimed most.
 */
export function bestSellingLine(lines: readonly ProductLine[], defaultIndex: number): ProductLine | null {
  const mapped = lines.filter((l) => l.doses.some(Boolean));
  const top = [...mapped].sort((a, b) => b.claims - a.claims)[0];
  if (!top || top.doses[defaultIndex]) return null;
  if (mapped.some((l) => l.ownName[defaultIndex])) return null;
  const own = Math.max(0, ...mapped.filter((l) => l.doses[defaultIndex]).map((l) => l.claims));
  return own >= LINE_CLOSE * top.claims ? null : top;
}

/**
 * The catalog brand a trade name is another line of: the brand medication with the longest name the trade name
 * starts with, followed by a space, whose ingredients the trade name's are, without salt words, or the brand's with a
 * word after ("ABILIFY MAINTENA KIT" and "ABILIFY ASIMTUFII", aripiprazole, are Abilify's; "INVEGA SUSTENNA",
 * paliperidone palmitate, Invega's, whose generic is paliperidone). None for a name the catalog sells under its own
 * ("Advair Diskus") or one of its names in another word order ("AUROVELA 24 FE", Aurovela Fe 24), nor for a brand's
 * name with only numbers after it ("AUGMENTIN '200'", a strength). `name` is normalized (normalizeSearchText).
 */
export function lineBrandOf<M extends { name: string; generic: string }>(
  medications: readonly M[],
): (name: string, ingredients: readonly string[]) => M | null {
  const brands = new Map<string, M[]>();
  for (const m of medications) {
    const key = normalizeSearchText(m.name);
    if (m.name !== m.generic) brands.set(key, [...(brands.get(key) ?? []), m]);
  }
  const sorted = (name: string) => name.split(" ").sort().join(" ");
  const catalogNames = new Set(medications.map((m) => sorted(normalizeSearchText(m.name))));
  return (name, ingredients) => {
    if (catalogNames.has(sorted(name))) return null;
    const words = name.split(" ");
    const molecules = ingredients.map(moleculeOf);
    for (let n = words.length - 1; n > 0; n--) {
      if (words.slice(n).every((w) => !/[a-z]/.test(w))) continue;
      for (const m of brands.get(words.slice(0, n).join(" ")) ?? []) {
        const own = m.generic.split(" / ").map(moleculeOf);
        const is = (a: string, b: string) => a === b || a.startsWith(`${b} `);
        if (own.length !== molecules.length) continue;
        if (molecules.every((a) => own.some((b) => is(a, b))) && own.every((b) => molecules.some((a) => is(a, b))))
          return m;
      }
    }
    return null;
  };
}
