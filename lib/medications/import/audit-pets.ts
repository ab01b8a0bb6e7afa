// The pets side measured over the whole catalog through the domain functions the API uses (scripts/audit-pets.ts,
// lib/medications/search/pets-catalog.test.ts): search as pet owners type it, and pets prices against the pets' terms
// and the people price. Pure over the seed and the Green Book.
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import type { GreenBookProduct } from "./parse-drug-name-files";
import { greenBookNames } from "./derive-search-names";
import { catalogWords, GREEN_BOOK_DOSE_FORMS, greenBookKindWords, greenBookProductForms } from "./green-book-names";
import type { GreenBookForm } from "./green-book-names";
import { VETERINARY_HUMAN_EQUIVALENTS } from "./veterinary-human-equivalents";
import { findMedications, type SearchCatalog } from "../search/find-medications";
import { searchCatalogOf } from "../search/search-catalog-of";
import { normalizeSearchText } from "../search/normalize-search-text";
import { parseDoseQuery } from "../search/parse-dose-query";
import { isVeterinaryOnly } from "../veterinary-only";
import { PET_MEDICATIONS } from "../list-pet-medications";
import { calculatePrice, contractFor } from "../../pricing/calculate-price";
import { priceModel } from "../../pricing/price-model";
import type { PriceModel } from "../../pricing/price-model-schema";

// What the site answers a query: the medications found, the pets side, and "made only for animals" when nothing is
// found and the name is an animal-only Green Book name (lib/site/suggest-medications.ts).
export function answerOf(catalog: SearchCatalog<CatalogMedication>, query: string) {
  const { results, pets } = findMedications(catalog, query, 10);
  return {
    slugs: results.map((r) => r.medication.slug),
    generics: results.map((r) => r.medication.generic),
    pets,
    veterinaryOnly: results.length === 0 && isVeterinaryOnly(query),
  };
}

// The human generics vets prescribe that the catalog sells, from public lists: the pets side's list
// (PET_MEDICATIONS), the Green Book applications whose ingredient is a human generic (VETERINARY_HUMAN_EQUIVALENTS),
// and Green Book products named by a catalog generic ("Meloxicam Oral Suspension", "Enalapril Maleate Tablets").
export function vetPrescribedGenerics(seed: Pick<CatalogSeed, "medications">, greenBook: readonly GreenBookProduct[]) {
  const generics = seed.medications.filter((m) => !m.isBrand && m.name === m.generic);
  const byName = new Map(generics.map((m) => [m.name, m]));
  const found = new Map<string, string>(); // generic -> where it comes from
  for (const g of PET_MEDICATIONS) if (byName.has(g)) found.set(g, "pets list");
  for (const g of Object.values(VETERINARY_HUMAN_EQUIVALENTS))
    if (byName.has(g) && !found.has(g)) found.set(g, "green book equivalent");
  for (const { tradeName } of greenBook) {
    const words = new Set(normalizeSearchText(tradeName.replace(/[®™]/g, " ")).split(" "));
    // The longest catalog generic all of whose words the trade name holds (single-ingredient names of 6+ letters:
    // not "water" of "Water Soluble Powder").
    let best: string | null = null;
    for (const m of generics) {
      const own = normalizeSearchText(m.name).split(" ");
      if (m.name.includes("/") || own[0]!.length < 6 || !own.every((w) => words.has(w))) continue;
      if (best === null || m.name.length > best.length) best = m.name;
    }
    if (best && !found.has(best)) found.set(best, "green book name");
  }
  return [...found].map(([generic, source]) => ({ medication: byName.get(generic)!, source }));
}

// The name a pet owner types for a generic: its molecule without the salt ("trazodone", "levothyroxine").
const SALTS =
  /\s+(hydrochloride|hcl|sodium|potassium|maleate|hyclate|monohydrate|sulfate|citrate|tartrate|mesylate|besylate|succinate|acetate|phosphate|calcium|magnesium|bromide|fumarate|dihydrate|hydrobromide)\b.*$/;
export const typedName = (generic: string) =>
  generic === "amoxicillin / clavulanate" ? "amoxicillin clavulanate" : generic.replace(SALTS, "");

// Pet words in every position a pet owner writes them, in English and Spanish.
export const PET_FORMS: [string, (name: string) => string][] = [
  ["for dogs", (n) => `${n} for dogs`],
  ["for my cat", (n) => `${n} for my cat`],
  ["dog before", (n) => `dog ${n}`],
  ["canine after", (n) => `${n} canine`],
  ["para perros", (n) => `${n} para perros`],
  ["para mi gato", (n) => `${n} para mi gato`],
  ["perro before", (n) => `perro ${n}`],
  ["my dog's before", (n) => `my dog's ${n}`],
  ["para mi perra", (n) => `${n} para mi perra`],
  ["for my kitty", (n) => `${n} for my kitty`],
  ["for my horse", (n) => `${n} for my horse`],
  ["horse before", (n) => `horse ${n}`],
  ["para mi caballo", (n) => `${n} para mi caballo`],
];

// Two misspellings of a name: a letter dropped and two letters swapped, both inside the word (not its first two or
// last letters), as typed quickly; names under 7 letters are left as they are.
export function misspellings(name: string): string[] {
  const word = name.split(" ")[0]!;
  if (word.length < 7) return [];
  const rest = name.slice(word.length);
  const i = Math.floor(word.length / 2);
  const dropped = word.slice(0, i) + word.slice(i + 1);
  const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return [...new Set([dropped, swapped])].filter((w) => w !== word).map((w) => w + rest);
}

export type SearchTally = { queries: number; right: number; pets: number; wrong: number; none: number };
type Row = (string | number)[];

// The first answer is the same drug as a Green Book name when the name holds a word of 5+ letters of its generic.
const sameDrug = (name: string, generic: string) => {
  const words = new Set(normalizeSearchText(name).split(" "));
  return normalizeSearchText(generic)
    .split(" ")
    .some((w) => w.length >= 5 && words.has(w));
};

// A product the catalog sells under the very name typed (Lasix, Robinul, Medrol: human brands the Green Book lists
// too), as typed or as the query parser reads it (it reads "medrol" as the methylprednisolone of its Dosepak).
const namedSo = (catalog: SearchCatalog<CatalogMedication>, slug: string, query: string) => {
  const m = catalog.bySlug.get(slug)!;
  const typed = new Set([parseDoseQuery(query).name, normalizeSearchText(query)]);
  return [m.name, ...m.aliases].some((n) => typed.has(normalizeSearchText(n)));
};

const startsNameOf = (catalog: SearchCatalog<CatalogMedication>, slug: string, query: string) => {
  const m = catalog.bySlug.get(slug)!;
  const typed = parseDoseQuery(query).name;
  return [m.name, ...m.aliases].some((n) => normalizeSearchText(n).startsWith(typed));
};

export function auditPetSearch(
  seed: Pick<CatalogSeed, "medications" | "otherDrugNames">,
  greenBook: readonly GreenBookProduct[],
) {
  const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  const tally: Record<string, SearchTally> = {};
  const rows: Row[] = [["group", "query", "expected", "first", "pets", "veterinaryOnly", "verdict"]];
  const count = (group: string, query: string, expected: string | null, pets: boolean) => {
    const a = answerOf(catalog, query);
    const t = (tally[group] ??= { queries: 0, right: 0, pets: 0, wrong: 0, none: 0 });
    t.queries++;
    const first = a.generics[0] ?? null;
    let verdict: string;
    if (expected === null) verdict = first === null ? (a.veterinaryOnly ? "right" : "none") : "wrong";
    else if (first === null) verdict = "none";
    else verdict = first === expected || sameDrug(expected, first) ? "right" : "wrong";
    // An animal-only name answered with a human drug of the same ingredient is that drug, not a typo match; typed
    // without a pet word, the start of a human drug's name is type-ahead (the index keeps it listed).
    if (expected === null && first !== null && namedSo(catalog, a.slugs[0]!, query)) verdict = "named so";
    else if (expected === null && first !== null && sameDrug(query, first)) verdict = "same ingredient";
    else if (expected === null && first !== null && !a.pets && startsNameOf(catalog, a.slugs[0]!, query))
      verdict = "type-ahead";
    if (["right", "named so", "same ingredient", "type-ahead"].includes(verdict)) t.right++;
    if (verdict === "wrong") t.wrong++;
    if (verdict === "none") t.none++;
    if (a.pets === pets) t.pets++;
    rows.push([group, query, expected ?? "-", `${a.slugs[0] ?? "-"} (${first ?? "-"})`, String(a.pets), String(a.veterinaryOnly), verdict]); // prettier-ignore
  };

  // 1. Every Green Book trade name, as the product is called.
  const seen = new Set<string>();
  for (const { application, tradeName } of greenBook) {
    const equivalent = VETERINARY_HUMAN_EQUIVALENTS[application] ?? null;
    for (const raw of greenBookNames(tradeName)) {
      const name = raw.replace(/[®™]/g, "").trim();
      const key = normalizeSearchText(name);
      if (key.length < 3 || seen.has(key)) continue;
      seen.add(key);
      count(equivalent ? "green book: human equivalent" : "green book: animal-only", name, equivalent, false);
      count(equivalent ? "green book + pet word: human equivalent" : "green book + pet word: animal-only", `${name} for dogs`, equivalent, true); // prettier-ignore
      count(equivalent ? "green book + horse word: human equivalent" : "green book + horse word: animal-only", `${name} for horses`, equivalent, true); // prettier-ignore
    }
  }
  // 2. The human generics vets prescribe, with pet words and misspelt.
  for (const { medication } of vetPrescribedGenerics(seed, greenBook)) {
    const name = typedName(medication.generic);
    count("vet generics: as typed", name, medication.generic, false);
    for (const [form, write] of PET_FORMS) count(`vet generics: ${form}`, write(name), medication.generic, true);
    for (const misspelt of misspellings(name)) count("vet generics: misspelt for dogs", `${misspelt} for dogs`, medication.generic, true); // prettier-ignore
  }
  // 3. Kinds of animal product asked for an animal ("horse dewormer", "dewormer for dogs"): made only for animals.
  for (const kind of greenBookKindWords(greenBook, catalogWords(seed.medications)))
    for (const write of [
      (k: string) => `horse ${k}`,
      (k: string) => `${k} for dogs`,
      (k: string) => `${k} para mi gato`,
    ])
      count("kinds of animal product + animal word", write(kind), null, true);
  return { tally, rows };
}

// The dose and quantities the pets side shows for every pet product a pet owner names (prisma/seed/README.md,
// "Twelfth pass: pets"): each Green Book product of a human generic by its own name, "for dogs" (the form its trade
// name writes against the form shown: "Amoxi-Drop® Oral Suspension" is an oral liquid, so mL of a bottle, not 20
// capsules), each vet generic "for dogs" (its default dose and the quantities offered), and each animal-only Green
// Book name (nothing priced, so no quantity: flea, tick and heartworm products are all of these).
export function auditPetQuantities(
  seed: Pick<CatalogSeed, "medications" | "otherDrugNames">,
  greenBook: readonly GreenBookProduct[],
) {
  const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  const tally: Record<string, Record<string, number>> = {};
  const rows: Row[] = [["group", "query", "written form", "dose shown", "default quantity", "quantities", "verdict"]];
  const shown = (query: string) => {
    const first = findMedications(catalog, query, 10).results[0];
    if (!first) return null;
    const m = first.medication;
    const dose = m.doses.find((d) => d.ndc === (first.askedDose ?? m.defaultDose))!;
    return { m, dose };
  };
  const count = (group: string, query: string, written: string, verdict: string) => {
    const t = (tally[group] ??= {});
    t[verdict] = (t[verdict] ?? 0) + 1;
    const s = shown(query);
    rows.push([group, query, written, s?.dose.label ?? "-", s?.dose.defaultQuantity ?? "-", s?.dose.quantities.map((q) => q.value).join(",") ?? "-", verdict]); // prettier-ignore
  };
  // Each product name with the forms its products are written in (Clavamox: tablets, and Clavamox Drops' liquid).
  const products = new Map<string, { name: string; generic: string | null; forms: Set<GreenBookForm | null> }>();
  for (const { application, tradeName } of greenBook) {
    const generic = VETERINARY_HUMAN_EQUIVALENTS[application] ?? null;
    for (const { name, form } of greenBookProductForms(tradeName)) {
      const key = `${normalizeSearchText(name)}|${generic}`;
      const p = products.get(key) ?? { name: name.replace(/[®™]/g, "").trim(), generic, forms: new Set() };
      products.set(key, p.forms.add(form) && p);
    }
  }
  for (const { name, generic, forms } of products.values()) {
    const query = `${name} for dogs`;
    const written = [...forms].map((f) => f ?? "-").join("+");
    const s = shown(query);
    if (generic === null) {
      // An animal-only product: priced by nothing unless the catalog sells a product of that very name.
      // (an oral liquid, tablet or capsule written where the product shown is another form is told apart).
      const known = [...forms].filter((f) => f !== null);
      const other = s && known.length > 0 && !known.some((f) => GREEN_BOOK_DOSE_FORMS[f].test(s.dose.doseForm));
      count("animal-only Green Book products", query, written, !s ? "nothing priced" : other ? "a human product of another form shown" : "a human product shown"); // prettier-ignore
      continue;
    }
    const doses = seed.medications.filter((m) => m.name === generic).flatMap((m) => m.doses);
    const sold = [...forms].filter((f) => f !== null && doses.some((d) => GREEN_BOOK_DOSE_FORMS[f].test(d.doseForm)));
    const verdict = !s
      ? "nothing found"
      : forms.has(null) && forms.size === 1
        ? "no form written"
        : sold.length === 0
          ? "form not sold"
          : sold.some((f) => GREEN_BOOK_DOSE_FORMS[f!].test(s.dose.doseForm))
            ? "form as written"
            : "another form";
    count("Green Book products of human generics", query, written, verdict);
  }
  for (const { medication } of vetPrescribedGenerics(seed, greenBook)) {
    const query = `${typedName(medication.generic)} for dogs`;
    const s = shown(query);
    const verdict = !s
      ? "nothing found"
      : s.dose.duration || Number(s.dose.defaultQuantity) < 30
        ? "course or pack"
        : "month";
    count("vet generics for dogs", query, "-", verdict);
  }
  return { tally, rows };
}

// Forms a pet owner fills at a human pharmacy, grouped to read the price classes.
export function formClass(doseForm: string): string {
  if (/^(tablet|capsule)/.test(doseForm)) return "tablet/capsule";
  if (/^oral-|^powder-for-oral|^granules/.test(doseForm)) return "oral liquid";
  if (/inject|syringe|pen-|cartridge|vial/.test(doseForm)) return "injectable";
  if (/ophthalmic|otic/.test(doseForm)) return "eye/ear";
  return "other";
}

export type PetPriceCheck = {
  ndc: string;
  npi?: string;
  region?: ReturnType<typeof calculatePrice>; // the chain's price (region pricing) when npi is a store's
  isBrand: boolean;
  form: string;
  chainCode: string;
  cost: number;
  pets: ReturnType<typeof calculatePrice>;
  people: ReturnType<typeof calculatePrice>;
  petsLongSupply: ReturnType<typeof calculatePrice>;
};

// Every catalog NDC with a NADAC price, at its dose's default quantity, at each chain the model lists and at a chain
// it does not (default terms), for pets and people, chain level (region pricing); and at `stores` (real NPIs of the
// network, one a chain: NPI pricing, with the store factor) against their chain's price.
export function* petPriceChecks(
  seed: Pick<CatalogSeed, "medications" | "ndcs">,
  model: PriceModel = priceModel,
  stores: readonly { npi: string; chainCode: string }[] = [],
) {
  const ndcs = new Map(seed.ndcs.map((n) => [n.ndc, n]));
  const codes = [...new Set([...Object.keys(model.retail.chains), ...Object.keys(model.contracts.pets.chains), "TARGET"])]; // prettier-ignore
  const chains: { chainCode: string; npi?: string }[] = [...codes.map((chainCode) => ({ chainCode })), ...stores];
  const done = new Set<string>();
  for (const m of seed.medications) {
    for (const dose of m.doses) {
      const quantity = Number(dose.defaultQuantity);
      for (const ndc of dose.ndcs) {
        const record = ndcs.get(ndc);
        if (!record || record.nadacPerUnit === null || done.has(`${ndc}|${quantity}`)) continue;
        done.add(`${ndc}|${quantity}`);
        const { nadacPerUnit, isBrand } = record;
        for (const { chainCode, npi } of chains) {
          const input = { model, nadacPerUnit, quantity, isBrand, chainCode, ndc, npi };
          yield {
            ndc,
            npi,
            region: npi === undefined ? undefined : calculatePrice({ ...input, npi: undefined, cardType: "pets" }),
            isBrand,
            form: formClass(dose.doseForm),
            chainCode,
            cost: nadacPerUnit * quantity,
            pets: calculatePrice({ ...input, cardType: "pets" }),
            people: calculatePrice({ ...input, cardType: "people" }),
            petsLongSupply: calculatePrice({ ...input, cardType: "pets", daysSupply: 90 }),
          } satisfies PetPriceCheck;
        }
      }
    }
  }
}

// The flags of one check, by the pets' documented rules (lib/pricing/PRICE-MODEL.md).
export function petPriceFlags(c: PetPriceCheck, model: PriceModel = priceModel): string[] {
  const flags: string[] = [];
  const terms = contractFor(model, "pets", c.chainCode);
  if (c.pets.contract < terms.minimumPrice) flags.push("petsBelowMinimum");
  if (c.pets.discounted < Math.round(c.cost * 100) / 100) flags.push("petsBelowCost");
  if (c.pets.discounted < c.people.discounted) flags.push("petsBelowPeople");
  if (c.pets.contract < c.people.contract) flags.push("petsContractBelowPeople");
  if (c.people.discounted < Math.round(c.cost * 100) / 100) flags.push("peopleBelowCost");
  if (c.pets.discounted === c.people.discounted)
    flags.push(c.pets.discounted === c.pets.unc ? "petsEqualsPeopleAtUnc" : "petsEqualsPeopleContract");
  if (c.region) {
    // NPI pricing is the chain's price within the store band, or a limit (minimum, floor, cost) that is not varied.
    const { band } = model.storeVariation;
    const low = Math.min(c.region.discounted * (1 - band), terms.minimumPrice, c.cost) - 0.011;
    const high = Math.max(c.region.discounted * (1 + band), terms.minimumPrice, c.cost) + 0.011;
    if (c.pets.discounted < low || c.pets.discounted > high) flags.push("storeOutsideChainBand");
  }
  if (c.pets.unc !== null && c.pets.discounted > c.pets.unc) flags.push("petsAboveUnc");
  if (c.pets.unc !== c.people.unc) flags.push("uncDiffers");
  if (c.petsLongSupply.discounted !== c.pets.discounted) flags.push("petsDaysSupplyChanges");
  return flags;
}

export function auditPetPrices(
  seed: Pick<CatalogSeed, "medications" | "ndcs">,
  model: PriceModel = priceModel,
  stores: readonly { npi: string; chainCode: string }[] = [],
) {
  const counts: Record<string, number> = {};
  const byClass: Record<string, Record<string, number>> = {};
  const rows: Row[] = [["flag", "ndc", "brand", "form", "chain", "cost", "pets", "pets contract", "people", "unc"]];
  const fills = new Set<string>();
  let priced = 0;
  const chains = new Set<string>();
  for (const c of petPriceChecks(seed, model, stores)) {
    priced++;
    fills.add(c.ndc);
    chains.add(c.npi ?? c.chainCode);
    for (const flag of petPriceFlags(c, model)) {
      counts[flag] = (counts[flag] ?? 0) + 1;
      const cls = `${c.isBrand ? "brand" : "generic"} ${c.form}`;
      (byClass[flag] ??= {})[cls] = (byClass[flag]![cls] ?? 0) + 1;
      if (!flag.startsWith("petsEqualsPeople") && flag !== "uncDiffers" && rows.length < 20_000)
        rows.push([flag, c.ndc, String(c.isBrand), c.form, c.chainCode, c.cost.toFixed(2), c.pets.discounted, c.pets.contract, c.people.discounted, c.pets.unc ?? "null"]); // prettier-ignore
    }
  }
  return { fills: fills.size, chains: chains.size, priced, counts, byClass, rows };
}
