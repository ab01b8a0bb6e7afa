// What a pet owner gets for every Green Book product a retail pharmacy could dispense (oral, skin, eye and ear forms;
// no feed, water, livestock or injectable product) and every human generic vets prescribe that the catalog sells,
// asked "for dogs" through the search the API and the site use, and priced on the pets' terms near a zip
// (scripts/measure-pet-products.ts; prisma/seed/README.md, "Nineteenth pass: pets"). Pure over the seed, the Green
// Book and the network.
import type { CatalogDose, CatalogSeed } from "../catalog-types";
import type { GreenBookProduct } from "./parse-drug-name-files";
import { VETERINARY_HUMAN_EQUIVALENTS } from "./veterinary-human-equivalents";
import { greenBookParts } from "./derive-search-names";
import { typedName, vetPrescribedGenerics } from "./audit-pets";
import { findMedications } from "../search/find-medications";
import { searchCatalogOf } from "../search/search-catalog-of";
import { normalizeSearchText } from "../search/normalize-search-text";
import { parseDoseQuery } from "../search/parse-dose-query";
import { isVeterinaryOnly } from "../veterinary-only";
import { regionChainPrices } from "../../pricing/price-region-core";
import { toPricedDrug } from "../../pricing/priced-drug";
import { priceModel } from "../../pricing/price-model";
import type { NetworkIndex } from "../../pharmacies/network-index";

// The routes a pet owner brings a prescription for, by the catalog's dose forms.
export type PetRoute = "oral solid" | "oral liquid" | "eye" | "ear" | "skin";
export const ROUTE_DOSE_FORMS: Record<PetRoute, RegExp> = {
  "oral solid": /^(tablet|capsule)/,
  "oral liquid": /^(oral-(solution|suspension)|powder-for-oral-|granules-for-)/,
  eye: /^ophthalmic-/,
  ear: /^otic-/,
  skin: /^(cream|ointment|gel|lotion|topical-|shampoo|foam|oil|powder-spray)$/,
};
export const routeOfDose = (doseForm: string): PetRoute | null =>
  (Object.keys(ROUTE_DOSE_FORMS) as PetRoute[]).find((r) => ROUTE_DOSE_FORMS[r].test(doseForm)) ?? null;

// A product no retail pharmacy dispenses to a pet owner: feed and water medications, livestock forms, injectables,
// implants, equine pastes and gels, and suspensions or solutions whose route the name does not say.
const NOT_RETAIL =
  /\b(inj|injection|injectable|injectible|sterile|intramammary|premix|feed|soluble|drinking|water|pump|bolus|boluses|drench|pour|implant|paste|gel|block|crumbles|concentrate|swine|cattle|bovine|sheep|poultry|turkeys?|chickens?|calves|pig|dairy|infusion|powder|granules|aerosol|dip|spot|collar|euthanasia|intravenous|iv|transmucosal)\b/;
const ROUTE_WORDS: [PetRoute, RegExp][] = [
  ["eye", /\b(ophthalmic|opthalmic|opthakote|eye)\b/],
  ["ear", /\b(otic|ear)\b/],
  ["skin", /\b(ointment|cream|topical|lotion|spray|shampoo|dermal)\b/],
  ["oral liquid", /\b(oral (suspension|solution|liquid|drops|syrup)|drops|aquadrops|syrup|elixir)\b/],
  ["oral solid", /(tablets?|tabs|caplets?|capsules?|chewables?|wafers|palatabs|oblets)\b/],
];

// The route of one product of a Green Book trade name, as its name writes it; "not retail" for a product no retail
// pharmacy dispenses; null when the name writes no form ("Atopica", "NexGard").
export function greenBookRoute(product: string): PetRoute | "not retail" | null {
  const words = normalizeSearchText(product.replace(/[®™]/g, " "));
  if (NOT_RETAIL.test(words)) return "not retail";
  return ROUTE_WORDS.find(([, re]) => re.test(words))?.[0] ?? null;
}

// The products of a trade name as its label writes each (greenBookParts), without the trade marks.
export const greenBookProducts = (tradeName: string) =>
  greenBookParts(tradeName)
    .map((p) => p.replace(/[®™]/g, "").replace(/\s+/g, " ").trim())
    .filter(Boolean);

// Salt and form words a product's name writes beside its molecule.
const SALT_WORDS = new Set(
  "hydrochloride hcl sodium potassium maleate hyclate monohydrate sulfate sulfates citrate tartrate mesylate besylate succinate acetate phosphate calcium magnesium bromide fumarate dihydrate hydrobromide zinc proxetil trihydrate palmitate pamoate modified".split(" "), // prettier-ignore
);
// A molecule's words: its name without salt words, a letter kept ("penicillin g", "polymyxin b").
const coreWords = (generic: string) =>
  normalizeSearchText(generic)
    .split(" ")
    .filter((w) => (w.length >= 3 || /^[a-z]$/.test(w)) && !SALT_WORDS.has(w));
const ingredientKey = (generic: string) => coreWords(generic).sort().join(" ");

type Molecule = { name: string; core: string[] };
const moleculesOf = (names: readonly string[]): Molecule[] =>
  names.map((name) => ({ name, core: coreWords(name) })).filter((m) => m.core.length > 0 && m.core[0]!.length >= 5);

// The ingredient a product is of: the Green Book application's human equivalent, else the catalog generic whose
// molecule words the name writes, the longest such, unless the name also writes an ingredient the catalog does not
// sell (DrugBank's common names: "Pentobarbital Sodium and Phenytoin Sodium", "Trimeprazine with Prednisolone");
// null when the name writes none ("Rimadyl", "NexGard").
export function productIngredient(
  application: string,
  product: string,
  generics: readonly Molecule[],
  unsold: readonly Molecule[],
): { ingredient: string; sold: boolean } | null {
  const equivalent = VETERINARY_HUMAN_EQUIVALENTS[application];
  if (equivalent) return { ingredient: equivalent, sold: true };
  const words = new Set(normalizeSearchText(product.replace(/[®™]/g, " ")).split(" "));
  // A molecule's letter ("polymyxin b") counts only where the name writes letters ("Penicillin G Potassium").
  const letters = [...words].some((w) => /^[a-z]$/.test(w));
  const writes = (m: Molecule) => m.core.every((w) => words.has(w) || (!letters && w.length === 1));
  const longest = (molecules: readonly Molecule[]) => {
    let best: Molecule | null = null;
    for (const m of molecules) if (writes(m) && (best === null || m.core.length > best.core.length)) best = m;
    return best;
  };
  const sold = longest(generics);
  const other = longest(unsold);
  if (other && (!sold || !other.core.every((w) => sold.core.includes(w)))) return { ingredient: other.name, sold: false }; // prettier-ignore
  return sold ? { ingredient: sold.name, sold: true } : null;
}

const sameIngredient = (generic: string, ingredient: string) => ingredientKey(generic) === ingredientKey(ingredient);

export type PetProductRow = {
  group: string;
  application: string;
  query: string;
  ingredient: string;
  route: string;
  shown: string;
  dose: string;
  quantity: string;
  verdict: string;
  price: string;
};

// Zips of five regions (New York, Chicago, Houston, San Francisco, Atlanta): the pets' region pricing near each.
export const PRICE_ZIPS = ["10001", "60614", "77002", "94110", "30303"];

export function measurePetProducts(
  seed: Pick<CatalogSeed, "medications" | "otherDrugNames" | "ndcs">,
  greenBook: readonly GreenBookProduct[],
  ingredients: readonly string[], // DrugBank's common names
  network?: Pick<NetworkIndex, "chains" | "regionOf">,
) {
  const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  const ndcs = new Map(seed.ndcs.map((n) => [n.ndc, n]));
  const generics = moleculesOf([...new Set(seed.medications.map((m) => m.generic))]);
  const soldKeys = new Set(generics.map((g) => [...g.core].sort().join(" ")));
  const unsold = moleculesOf(ingredients.map(normalizeSearchText)).filter((m) => !soldKeys.has([...m.core].sort().join(" "))); // prettier-ignore
  const byIngredient = new Map<string, CatalogSeed["medications"]>();
  for (const m of seed.medications) byIngredient.set(ingredientKey(m.generic), [...(byIngredient.get(ingredientKey(m.generic)) ?? []), m]); // prettier-ignore
  const tally: Record<string, Record<string, number>> = {};
  const rows: PetProductRow[] = [];

  // The pets' region price of the dose shown at its default quantity near each zip: "priced" when every zip's region
  // prices it at a local chain, "national" when some zip gets only national prices, "not covered" when none prices it.
  const priceOf = (dose: CatalogDose) => {
    const record = ndcs.get(dose.ndc);
    if (!record || record.nadacPerUnit === null) return "no NADAC price";
    if (!network) return "-";
    const drug = toPricedDrug(
      { ndc: dose.ndc, isBrand: record.isBrand, nadacPerUnit: record.nadacPerUnit, pricingUnit: record.pricingUnit },
      Number(dose.defaultQuantity),
    );
    let local = 0;
    for (const zip of PRICE_ZIPS) {
      const chains = regionChainPrices(network, { zip, drug, cardType: "pets", featured: false, model: priceModel });
      if (chains.length === 0) return "not covered";
      if (chains.some((c) => c.count !== null)) local++;
    }
    return local === PRICE_ZIPS.length ? "priced" : "national";
  };

  const shownOf = (query: string) => {
    const { results } = findMedications(catalog, query, 10);
    return results.map(({ medication, askedDose }) => ({
      medication,
      dose: medication.doses.find((d) => d.ndc === (askedDose ?? medication.defaultDose))!,
    }));
  };
  const soldIn = (ingredient: string, route: PetRoute) =>
    (byIngredient.get(ingredientKey(ingredient)) ?? []).some((m) =>
      m.doses.some((d) => ROUTE_DOSE_FORMS[route].test(d.doseForm)),
    );

  const count = (
    row: Omit<PetProductRow, "shown" | "dose" | "quantity" | "price">,
    first?: ReturnType<typeof shownOf>[number],
  ) => {
    // prettier-ignore
    const t = (tally[row.group] ??= {});
    t[row.verdict] = (t[row.verdict] ?? 0) + 1;
    const priced = first && row.verdict.startsWith("right") ? priceOf(first.dose) : "-";
    if (priced !== "-") t[`price: ${priced}`] = (t[`price: ${priced}`] ?? 0) + 1;
    rows.push({ ...row, shown: first?.medication.slug ?? "-", dose: first?.dose.label ?? "-", quantity: first?.dose.defaultQuantity ?? "-", price: priced }); // prettier-ignore
  };

  // A verdict for a product of a known ingredient and route (null: no route written, the drug is what counts).
  const judge = (query: string, ingredient: { ingredient: string; sold: boolean } | null, route: PetRoute | null) => {
    const shown = shownOf(query);
    const first = shown[0];
    if (!ingredient) {
      if (!first) return { verdict: isVeterinaryOnly(query) ? "clear 404 (made only for animals)" : "clear 404", first }; // prettier-ignore
      const named = parseDoseQuery(query).name;
      const m = first.medication;
      const so = [m.name, ...m.aliases].some((n) => normalizeSearchText(n) === named);
      const routed = route === null || ROUTE_DOSE_FORMS[route].test(first.dose.doseForm);
      const verdict = !so ? "a human drug shown for a name of no ingredient" : routed ? "right first (a product of that name)" : "a product of that name, another route"; // prettier-ignore
      return { verdict, first };
    }
    const right = (s: (typeof shown)[number]) => sameIngredient(s.medication.generic, ingredient.ingredient);
    const inRoute = (s: (typeof shown)[number]) => route === null || ROUTE_DOSE_FORMS[route].test(s.dose.doseForm);
    if (!ingredient.sold || (route !== null && !soldIn(ingredient.ingredient, route))) {
      if (!first) return { verdict: "clear 404 (not sold)", first };
      if (!right(first)) return { verdict: "another drug (not sold)", first };
      return { verdict: inRoute(first) ? "right first" : "same drug, another route (form not sold)", first };
    }
    if (!first) return { verdict: "nothing found (sold)", first };
    if (right(first)) return { verdict: inRoute(first) ? "right first" : "same drug, another route (route sold)", first }; // prettier-ignore
    return { verdict: shown.some(right) ? "found lower" : "another drug", first };
  };

  // 1. Every Green Book product a retail pharmacy could dispense, by the name on its label, "for dogs".
  const seen = new Set<string>();
  for (const { application, tradeName } of greenBook) {
    for (const product of greenBookProducts(tradeName)) {
      const route = greenBookRoute(product);
      if (route === "not retail") continue;
      const query = `${product} for dogs`;
      const key = normalizeSearchText(query);
      if (seen.has(key)) continue;
      seen.add(key);
      const ingredient = productIngredient(application, product, generics, unsold);
      const group =
        ingredient === null ? "Green Book: no ingredient written" : ingredient.sold ? "Green Book: ingredient sold" : "Green Book: ingredient not sold"; // prettier-ignore
      const { verdict, first } = judge(query, ingredient, route);
      count({ group, application, query, ingredient: ingredient?.ingredient ?? "-", route: route ?? "-", verdict }, first); // prettier-ignore
    }
  }
  // 2. The human generics vets prescribe that the catalog sells, "for dogs", at their default form.
  for (const { medication } of vetPrescribedGenerics(seed, greenBook)) {
    const query = `${typedName(medication.generic)} for dogs`;
    const { verdict, first } = judge(query, { ingredient: medication.generic, sold: true }, null);
    count({ group: "vet generics", application: "-", query, ingredient: medication.generic, route: "-", verdict }, first); // prettier-ignore
  }
  return { tally, rows };
}
