// The form a Green Book product of a human generic is, as its trade name writes it, and the catalog doses of that
// form the name stands for on the pets side (prisma/seed/README.md, "Twelfth pass: pets"). A vet prescribes Clavamox
// Drops, Amoxi-Drop, Cefa-Drops or Antirobe Aquadrops as an oral liquid and PrednisTab, Thyro-Tabs, Cefa-Tabs or
// Amoxi-Tabs as tablets: the name alone (the form glued to it, or written after its mark: "Amoxi-Drop® Oral
// Suspension", "Antirobe® Capsules") says which doses, and so which quantities (a bottle's mL, a course of tablets),
// the pet owner is shown. A name whose form the catalog does not sell (Metacam Oral Suspension: no meloxicam
// liquid; Clomicalm Tablets: clomipramine capsules only) or that writes none (Simplicef, Atopica) names every dose.
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "../search/normalize-search-text";
import { parseDoseQuery } from "../search/parse-dose-query";
import type { GreenBookProduct } from "./parse-drug-name-files";
import { greenBookNames, greenBookParts } from "./derive-search-names";
import { VETERINARY_HUMAN_EQUIVALENTS } from "./veterinary-human-equivalents";

export type GreenBookForm = "oral liquid" | "tablet" | "capsule";

// The catalog dose forms of each written form: a pet's drops and suspensions are the oral liquids (and the powders
// a pharmacy makes them from), its tabs the tablets a pet swallows or chews.
export const GREEN_BOOK_DOSE_FORMS: Record<GreenBookForm, RegExp> = {
  "oral liquid": /^(oral-(solution|suspension)$|powder-for-oral-|granules-for-)/,
  tablet: /^tablet(-chewable)?$/,
  capsule: /^capsule$/,
};

// A form word written in a product's name, glued to it ("Cefa-Drops", "PrednisTab", "Aquadrops") or after it.
const WRITTEN: [GreenBookForm, RegExp][] = [
  ["oral liquid", /(drops?|suspension|solution|liquid|syrup)$/],
  ["tablet", /(tabs?|tablets?|chewables?|caplets?)$/],
  ["capsule", /^(caps|capsules?)$/],
];

const OTHER_ROUTES = /^(ophthalmic|otic|topical|injection|injectable|inj|intramammary|spray|ointment|cream|gel|shampoo|pour|implant|premix|feed|soluble|powder|bolus|paste)$/; // prettier-ignore

// The form of each product a Green Book trade name lists: "CLAVAMOX® CHEWABLE Tablets, CLAVAMOX® tablets" is
// CLAVAMOX, tablets twice; "Amoxi-Drop® Oral Suspension" Amoxi-Drop, an oral liquid; "Atopica™" none.
export function greenBookProductForms(tradeName: string): { name: string; form: GreenBookForm | null }[] {
  const parts = greenBookParts(tradeName);
  return greenBookNames(tradeName).map((name, i) => {
    const words = normalizeSearchText(parts[i]!.replace(/[®™]/g, " ")).split(" ").filter(Boolean);
    // The last form word wins ("Drops ... Tablets" is not written; "Amoxi-Drop Oral Suspension" is both liquid).
    let form: GreenBookForm | null = null;
    for (const word of words) for (const [f, re] of WRITTEN) if (re.test(word)) form = f;
    // A route other than the mouth ("Gentamicin Sulfate Ophthalmic Solution", "Furosemide Injection") is none of them.
    return { name, form: words.some((w) => OTHER_ROUTES.test(w)) ? null : form };
  });
}

// slug -> normalized trade name -> the NDCs of the doses it names, for every Green Book product of a human generic
// (VETERINARY_HUMAN_EQUIVALENTS) whose written form is some but not all of the catalog's doses of that generic. Names
// shared by products of two forms (Clavamox tablets and Clavamox Drops) name the doses of both.
export function greenBookAliasDoses(
  medications: readonly Pick<CatalogMedication, "slug" | "name" | "doses">[],
  greenBook: readonly Pick<GreenBookProduct, "application" | "tradeName">[],
): Map<string, Record<string, string[]>> {
  const forms = new Map<string, { slug: string; forms: Set<GreenBookForm | null> }>(); // slug|name -> forms
  for (const { application, tradeName } of greenBook) {
    const generic = VETERINARY_HUMAN_EQUIVALENTS[application];
    if (!generic) continue;
    for (const m of medications.filter((m) => m.name === generic)) {
      for (const { name, form } of greenBookProductForms(tradeName)) {
        const key = `${m.slug}|${normalizeSearchText(name.replace(/[®™]/g, " "))}`;
        const entry = forms.get(key) ?? { slug: m.slug, forms: new Set() };
        entry.forms.add(form);
        forms.set(key, entry);
      }
    }
  }
  const bySlug = new Map(medications.map((m) => [m.slug, m]));
  const out = new Map<string, Record<string, string[]>>();
  for (const [key, { slug, forms: written }] of forms) {
    const name = key.slice(slug.length + 1);
    const { doses } = bySlug.get(slug)!;
    // Each written form's doses; a form the catalog does not sell, or none written, names every dose.
    const named = new Set<string>();
    for (const form of written) {
      const of = form === null ? [] : doses.filter((d) => GREEN_BOOK_DOSE_FORMS[form].test(d.doseForm));
      for (const d of of.length > 0 ? of : doses) named.add(d.ndc);
    }
    if (named.size < doses.length) out.set(slug, { ...out.get(slug), [name]: doses.flatMap((d) => (named.has(d.ndc) ? [d.ndc] : [])) }); // prettier-ignore
  }
  return out;
}

// The Green Book's names of animal drugs with no human equivalent (every application but VETERINARY_HUMAN_EQUIVALENTS'),
// normalized: in the US each is an animal product, whatever a foreign or chemical synonym list makes of the name.
// MeSH lists Antagonil among nicardipine's foreign brands (the Green Book's Antagonil is a wildlife drug), DrugBank
// "MGA" for megestrol acetate (the Green Book's MGA is melengestrol acetate for heifers), and Droncit, Eqvalan,
// Ivomec, Valbazen, Telmin, Torbugesic and Dolorex, the animal products themselves: none is a US human product (no
// Orange Book, Drugs@FDA, MedlinePlus or NADAC name), so those lists make none of them an alias of a human drug.
export function greenBookAnimalOnlyNames(greenBook: readonly Pick<GreenBookProduct, "application" | "tradeName">[]) {
  const names = new Set<string>();
  for (const { application, tradeName } of greenBook)
    if (!VETERINARY_HUMAN_EQUIVALENTS[application])
      for (const name of greenBookNames(tradeName)) names.add(normalizeSearchText(name.replace(/[®™]/g, " ")));
  return names;
}

// The kinds of animal product pet owners ask for by kind ("horse dewormer", "wormer for my dog", "anthelmintic for
// horses"): the word a Green Book name written for an animal ends with after its own name ("Purina® Liquid Dog
// Wormer", "Tapeworm Dewormer for Dogs (OTC)", "Task Dog Anthelmintic"), when the names of two applications or more
// end with it and no catalog medication's name holds it; a word any drug is called ("Sulfodene® Medication for
// Dogs", "Albamix® Feed Medication") is no kind. Typed with an animal word, such a kind is answered "made only for
// animals", as a Green Book name is.
// A route ("Tetracycline Intramuscular Vet") is no kind either.
const ANY_DRUG = new Set(["medication", "medications", "medicine", "medicines", "drug", "drugs", "intramuscular", "intravenous", "subcutaneous"]); // prettier-ignore
export function greenBookKindWords(
  greenBook: readonly Pick<GreenBookProduct, "application" | "tradeName">[],
  catalogWords: ReadonlySet<string>,
): string[] {
  const lastWord = (name: string) =>
    name
      .split(" ")
      .filter((w) => w !== "otc")
      .at(-1) ?? "";
  const endings = new Map<string, Set<string>>(); // last word -> applications
  const asked = new Set<string>();
  for (const { application, tradeName } of greenBook) {
    for (const part of greenBookParts(tradeName)) {
      const read = parseDoseQuery(part.replace(/[®™()]/g, " "));
      const last = lastWord(read.name);
      endings.set(last, new Set([...(endings.get(last) ?? []), application]));
      if (read.pets && read.name.split(" ").filter((w) => w !== "otc").length > 1) asked.add(last);
    }
  }
  return [...asked]
    .filter((w) => w.length >= 6 && (endings.get(w)?.size ?? 0) >= 2 && !catalogWords.has(w) && !ANY_DRUG.has(w))
    .sort();
}

// Every word of the catalog's own names, generics and aliases (a kind of animal product is none of them).
export const catalogWords = (medications: readonly Pick<CatalogMedication, "name" | "generic" | "aliases">[]) =>
  new Set(
    medications.flatMap((m) => [m.name, m.generic, ...m.aliases]).flatMap((n) => normalizeSearchText(n).split(" ")),
  );
