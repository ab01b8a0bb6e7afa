// The names a patient uses that are not a medication's own name, from the public name files: the generic of a
// brand-only drug (apixaban -> Eliquis), US names and abbreviations (alendronate, HCTZ, APAP), brands the catalog
// sells only as the generic (Keflex -> cephalexin) and veterinary trade names of human drugs (Clavamox). Names of
// drugs the catalog does not sell are kept too, so that search answers them with nothing rather than a neighbour.
import { normalizeSearchText } from "../search/normalize-search-text";
import { parseDoseQuery } from "../search/parse-dose-query";
import { SALT_WORDS } from "../search/salt-words";
import { unmarkedName } from "../search/spoken-name";
import type { BrandList, GreenBookProduct, OrangeBookProduct, SynonymGroup } from "./parse-drug-name-files";
import type { CatalogMedication } from "../catalog-types";
import { VETERINARY_HUMAN_EQUIVALENTS } from "./veterinary-human-equivalents";
import { greenBookAliasDoses, greenBookAnimalOnlyNames } from "./green-book-names";
import { doseFormsOfOrangeBook, releasesOf, sameStrength } from "./orange-book-products";
import { routesOfDoseForm, routesOfOrangeBook, sellsByRoute, type Route } from "./routes";
import { lineBrandOf } from "./product-lines";
import { PRESCRIPTION_NAMES } from "./prescription-names";
import { ALIAS_SOURCES } from "../search/alias-sources";
import { biologicCoreOf } from "../biologic-names";
import { withoutContainer } from "../search/premix-vehicles";
import { bookByTradeName, isIngredientsName, isOwnName, substitutableProducts } from "./equivalent-brands";

export type DrugNameSources = {
  orangeBook: OrangeBookProduct[];
  drugbank: SynonymGroup[];
  mesh: SynonymGroup[];
  medlinePlus: BrandList[];
  greenBook: GreenBookProduct[];
};

export type SearchNames = {
  aliases: Map<string, string[]>; // slug -> normalized other names
  // slug -> alias -> the NDCs of the doses its trade name is, where the medication sells others too ("flovent" is
  // fluticasone propionate's inhalers, not its nasal spray; "zyclara" imiquimod's 3.75% cream, not the 5%)
  aliasDoses: Map<string, Record<string, string[]>>;
  // slug -> alias -> the files that give the medication that name (ALIAS_SOURCES' letters, sorted: "dm" is DrugBank's
  // and MeSH's, "lo" MedlinePlus' and the Orange Book's)
  aliasSources: Map<string, Map<string, string>>;
  otherDrugNames: string[]; // normalized, sorted
  bySource: Record<string, number>; // aliases added per source
};

// Route and form words MedlinePlus appends to a generic ("Semaglutide Injection").
const ROUTE_WORDS =
  /\b(injection|oral inhalation|inhalation|oral|rectal|topical|ophthalmic|otic|nasal spray|nasal|transdermal|vaginal|sublingual|buccal|extended release|subcutaneous|intravenous)\b.*$/;

// The Orange Book and RxNorm name a crystal form differently: MACROBID's "nitrofurantoin, macrocrystalline" is
// RxNorm's "nitrofurantoin, macrocrystals".
const CRYSTAL_FORMS: Record<string, string> = { macrocrystalline: "macrocrystals", microcrystalline: "microcrystals" };

// An ingredient without its salt words; one made only of them is itself without its water of crystallisation
// ("potassium chloride"; "sodium sulfate, anhydrous" is sodium sulfate), so that a name of salt words alone
// ("maleate", in pyrilamine's synonyms) never stands for every such product.
const HYDRATION_WORDS = new Set(["anhydrous", "monohydrate", "dihydrate", "trihydrate"]);
// `labelSalts`: salt words the Orange Book writes where RxNorm names the molecule alone (labelSaltWords).
// The pharmacopeia's mark RxNorm writes after some ingredients is no word of them: "sennosides, USP" is DrugBank's
// "Sennosides", "estrogens, conjugated (USP)" its "Estrogens, Conjugated" (unmarkedName).
const baseWithout = (labelSalts: ReadonlySet<string>) => (ingredient: string) => {
  const words = unmarkedName(ingredient).split(" ");
  const without = (drop: ReadonlySet<string>, more: ReadonlySet<string> = new Set()) =>
    words
      .filter((w) => !drop.has(w) && !more.has(w))
      .map((w) => CRYSTAL_FORMS[w] ?? w)
      .join(" ");
  return without(SALT_WORDS, labelSalts) || without(HYDRATION_WORDS);
};

/**
 * Salt and form words a label writes that RxNorm leaves out of the catalog's generic name, read from the products
 * both name: the Orange Book's LEXAPRO is "ESCITALOPRAM OXALATE" where the catalog's Lexapro is escitalopram, MAXALT
 * "RIZATRIPTAN BENZOATE", INGREZZA "VALBENAZINE TOSYLATE", TEKTURNA "ALISKIREN HEMIFUMARATE", GRIFULVIN V
 * "GRISEOFULVIN, MICROSIZE". A word is the words an Orange Book ingredient of a trade name the catalog sells adds to
 * that product's catalog ingredient (the catalog's name followed by them), unless taking it out of some catalog
 * ingredient leaves another name: "zinc" (Neo-Polycin's bacitracin zinc) is zinc oxide's, "palmitate" paliperidone
 * palmitate's, another product; SALT_WORDS are stripped already.
 */
export function labelSaltWords(
  medications: readonly Pick<CatalogMedication, "name" | "generic">[],
  orangeBook: readonly OrangeBookProduct[],
): Set<string> {
  const byName = new Map<string, string[][]>();
  const catalogWords = new Set<string>();
  for (const m of medications) {
    const ingredients = m.generic.split(" / ").map(normalizeSearchText);
    // A word whose removal leaves another name of the ingredient ("zinc" of zinc oxide, "palmitate" of paliperidone
    // palmitate) distinguishes products; one beside salt words only ("lactate" of sodium lactate) does not.
    for (const i of ingredients)
      for (const w of i.split(" "))
        if (i.split(" ").some((other) => other !== w && !SALT_WORDS.has(other))) catalogWords.add(w);
    const name = normalizeSearchText(m.name);
    byName.set(name, [...(byName.get(name) ?? []), ingredients]);
  }
  const words = new Set<string>();
  for (const p of orangeBook) {
    for (const ingredients of byName.get(normalizeSearchText(p.tradeName)) ?? []) {
      if (ingredients.length !== p.ingredients.length) continue;
      for (const written of p.ingredients.map(normalizeSearchText)) {
        if (ingredients.includes(written)) continue;
        // The longest catalog ingredient the label's starts ("cefadroxil" of "cefadroxil cefadroxil hemihydrate").
        const named = ingredients.filter((i) => written.startsWith(`${i} `)).sort((a, b) => b.length - a.length)[0];
        if (!named) continue;
        for (const w of written.slice(named.length + 1).split(" "))
          if (!SALT_WORDS.has(w) && !CRYSTAL_FORMS[w] && !catalogWords.has(w) && /^[a-z]{3,}$/.test(w)) words.add(w);
      }
    }
  }
  return words;
}

const keyOf = (ingredients: readonly string[], of: (i: string) => string) => ingredients.map(of).sort().join(" / ");

// DrugBank and MeSH list a biological product's proper name ("adalimumab-adbm": Cyltezo) among its molecule's synonyms
// (biologic-names.ts): it names only the catalog's medication of that proper name, never the reference product of the
// bare name (Humira), and where the catalog has none, nothing.
export function isOtherBiologic(name: string, groupNames: readonly string[]): boolean {
  const core = biologicCoreOf(name);
  return core !== undefined && groupNames.some((n) => normalizeSearchText(n) === normalizeSearchText(core));
}

// An abbreviation as DrugBank and MeSH write it: three to five capitals, or two to four after a position number.
const CAPITALS = /^([A-Z]{3,5}|\d{1,2}-[A-Z]{2,4})$/;

// A usable search name: letters (a few with hyphens or spaces), 3 to 40 characters, at most 4 words; or an
// abbreviation written in capitals after a position number, as prescribers write them (DrugBank's and MeSH's
// "5-FU", "6-MP", "5-ASA", "4-AP", "13-RA"; not a laboratory code such as "YM-617", letters before the number).
const NUMBERED_ABBREVIATION = /^\d{1,2}-[A-Z]{2,4}$/;
function usable(name: string): string | null {
  const n = normalizeSearchText(name.replace(/[®™]/g, " "));
  if (NUMBERED_ABBREVIATION.test(name.trim())) return n;
  if (n.length < 3 || n.length > 40 || /\d/.test(n) || n.split(" ").length > 4) return null;
  return n;
}

// `otcNdcs`: the NDCs a NADAC file flags as sold over the counter (monograph products, which the Orange Book omits).
export function deriveSearchNames(
  medications: readonly CatalogMedication[],
  sources: DrugNameSources,
  otcNdcs: ReadonlySet<string> = new Set(),
): SearchNames {
  const catalogNames = new Set(medications.map((m) => normalizeSearchText(m.name)));
  const base = baseWithout(new Set());
  // The Orange Book's ingredients are read with the salt words labels add too; the other sources' synonyms are not
  // ("estradiol benzoate", a veterinary ester in DrugBank, is not estradiol). No catalog ingredient has such a word,
  // so a catalog generic's key is the same either way.
  const labelBase = baseWithout(labelSaltWords(medications, sources.orangeBook));
  // Trade names as patients write them, without the strength or count some carry ("K-DUR 20" is K-Dur), unless the
  // name alone is another of the book's trade names (MAXZIDE is the 75 mg-50 mg tablet, MAXZIDE-25 the 37.5-25) or
  // it starts a name the catalog sells ("AVIANE-28": "aviane" finds Aviane-28 by its own name; "SULF-10" is not
  // "sulf", the start of sulfasalazine).
  const bookNames = new Set(sources.orangeBook.map((p) => normalizeSearchText(p.tradeName)));
  const catalogNameStarts = (name: string) => [...catalogNames].some((n) => n.startsWith(name));
  // The label's note on a bag is no word of the name ("LACTATED RINGER'S IN PLASTIC CONTAINER", premix-vehicles.ts).
  const tradeNamed = sources.orangeBook.map((p) => {
    const tradeName = tradeNameWithoutStrength(withoutContainer(p.tradeName).toUpperCase());
    const name = tradeName === p.tradeName ? null : usable(tradeName);
    return name && !bookNames.has(name) && !catalogNameStarts(name) ? { ...p, tradeName } : p;
  });
  // Generic medications by ingredients (as written, and without salts); a brand stands for its ingredients only
  // when no generic medication has them (apixaban -> Eliquis).
  const generics = { exact: new Map<string, CatalogMedication[]>(), loose: new Map<string, CatalogMedication[]>() };
  const brands = new Map<string, CatalogMedication[]>();
  const add = (map: Map<string, CatalogMedication[]>, key: string, m: CatalogMedication) =>
    map.set(key, [...(map.get(key) ?? []), m]);
  for (const m of medications) {
    const ingredients = m.generic.split(" / ");
    if (m.name !== m.generic) add(brands, keyOf(ingredients, base), m);
    else {
      add(generics.exact, keyOf(ingredients, normalizeSearchText), m);
      add(generics.loose, keyOf(ingredients, base), m);
    }
  }
  // The medications the ingredients name: the generic as written, else without salts, else the brands (sitagliptin
  // names Januvia, sitagliptin phosphate, and Zituvio alike); of those, the ones given by one of the routes when they
  // are known. Another salt is another product (Flonase Sensimist, fluticasone furoate, is not the propionate spray),
  // but RxNorm names some salts by their base: LAMISIL's terbinafine hydrochloride tablets are its "terbinafine".
  const resolve = (
    ingredients: readonly string[],
    routes: ReadonlySet<Route> | null = null,
    of: (ingredient: string) => string = base,
  ): CatalogMedication[] => {
    const loose = keyOf(ingredients, of);
    const exact = generics.exact.get(keyOf(ingredients, normalizeSearchText));
    const onRoute = (ms: readonly CatalogMedication[] | undefined) =>
      (ms ?? []).filter((m) => sellsByRoute(m.doses, routes));
    if (!exact) return onRoute(generics.loose.get(loose) ?? brands.get(loose));
    const asWritten = onRoute(exact);
    if (asWritten.length > 0 || routes === null) return asWritten;
    const namedByBase = (m: CatalogMedication) =>
      m.generic.split(" / ").every((i) => base(i) === normalizeSearchText(i));
    return onRoute(generics.loose.get(loose)).filter(namedByBase);
  };

  // A trade name whose Orange Book ingredients are a catalog generic as written (VISTARIL: hydroxyzine pamoate;
  // ALEVE: naproxen sodium) is that product; the salt-blind sources (a MedlinePlus monograph of "hydroxyzine", MeSH)
  // never add its other salts to it.
  const labelled = new Set<string>();
  for (const p of tradeNamed) {
    const name = usable(p.tradeName);
    if (name && generics.exact.has(keyOf(p.ingredients, normalizeSearchText))) labelled.add(name);
  }
  const targets = new Map<string, { slugs: Set<string>; parts: number }>();
  // name -> slug -> the sources that gave the name to that medication.
  const origins = new Map<string, Map<string, Set<string>>>();
  const originOf = (name: string, slug: string) => {
    const bySlug = origins.get(name) ?? new Map<string, Set<string>>();
    origins.set(name, bySlug);
    const found = bySlug.get(slug) ?? new Set<string>();
    bySlug.set(slug, found);
    return found;
  };
  const bySource: Record<string, number> = {};
  const known = new Set<string>();
  // A trade name the Orange Book gives only to products of routes that no catalog product of its ingredients is
  // given by names a product the catalog does not sell (Vivitrol, naltrexone for injection, is not the tablets;
  // Seasonique, pills, is not the Twirla patch, the only other levonorgestrel / ethinyl estradiol product without a
  // generic of its own name): no source makes it an alias, and search answers it with nothing.
  const onRoute = new Set<string>();
  const offRoute = new Set<string>();
  // Every Orange Book product of a trade name.
  const tradeProducts = new Map<string, OrangeBookProduct[]>();
  const byRoute = tradeNamed.map((p) => {
    const all = resolve(p.ingredients, null, labelBase);
    const routes = routesOfOrangeBook(p.form ?? "");
    const to = resolve(p.ingredients, routes, labelBase);
    // A generic product's trade name is its molecule ("HYDROXYZINE", an injection): a name of every route.
    const name = usable(p.tradeName);
    const molecule = p.ingredients.some((i) => name === base(i) || name === normalizeSearchText(i));
    if (name && !molecule && all.length > 0) (to.length > 0 ? onRoute : offRoute).add(name);
    if (name && !molecule) tradeProducts.set(name, [...(tradeProducts.get(name) ?? []), p]);
    return { product: p, to, all };
  });
  const alias = (source: keyof typeof ALIAS_SOURCES, raw: string, to: readonly CatalogMedication[], exact = false) => {
    const name = usable(raw);
    const abroad = source === "drugbank" || source === "mesh";
    if (!name) return;
    known.add(name);
    if (offRoute.has(name) && !onRoute.has(name)) return;
    if (catalogNames.has(name) || to.length === 0 || (labelled.has(name) && !exact)) return;
    // A name of a single drug and of its combinations ("Tylenol") means the single drug.
    const parts = Math.min(...to.map((m) => m.generic.split(" / ").length));
    const found = targets.get(name);
    if (found && found.parts < parts) return;
    const entry = found && found.parts === parts ? found : { slugs: new Set<string>(), parts };
    if (entry !== found) origins.delete(name);
    for (const m of to)
      if (m.generic.split(" / ").length === parts) {
        entry.slugs.add(m.slug);
        originOf(name, m.slug).add(ALIAS_SOURCES[abroad && CAPITALS.test(raw.trim()) ? "abbreviation" : source]);
      }
    targets.set(name, entry);
    bySource[source] = (bySource[source] ?? 0) + 1;
  };

  // The generic of a brand-only drug (RxNorm's own pairing): apixaban -> Eliquis.
  for (const m of medications) if (m.name !== m.generic) alias("rxnorm", m.generic, resolve(m.generic.split(" / ")));
  const isGeneric = (m: CatalogMedication) => m.name === m.generic;
  for (const { product: p, to, all } of byRoute) {
    alias("orange-book", p.tradeName, to, generics.exact.has(keyOf(p.ingredients, normalizeSearchText)));
    // A possessive as lists write it without its apostrophe (the NADAC file's "lactated ringers").
    if (/'S\b/i.test(p.tradeName))
      alias(
        "orange-book",
        p.tradeName.replace(/'S\b/gi, "S"),
        to,
        generics.exact.has(keyOf(p.ingredients, normalizeSearchText)),
      );
    // An ingredient's name names its generic products; a brand only when the catalog has no generic of it
    // (raltegravir potassium: Isentress; dextroamphetamine, of the Xelstrym patch, is the generic tablets).
    if (p.ingredients.length === 1)
      alias("orange-book", p.ingredients[0]!, all.some(isGeneric) ? to.filter(isGeneric) : to);
  }
  // Single-ingredient medications by their ingredient's words sorted, for names written in another word order; a
  // generic before brands, as resolve has them.
  // Without the pharmacopeia's mark: DrugBank's "Conjugated estrogens" is "estrogens, conjugated (USP)" (Premarin).
  const sortedWordsOf = (name: string) => unmarkedName(name).split(" ").sort().join(" ");
  const inAnyOrder = new Map<string, CatalogMedication[]>();
  for (const m of [...medications].sort((a, b) => Number(a.name !== a.generic) - Number(b.name !== b.generic))) {
    if (m.generic.includes(" / ") || normalizeSearchText(m.generic).split(" ").length < 2) continue;
    const key = sortedWordsOf(m.generic);
    const found = inAnyOrder.get(key) ?? [];
    // Generics only where one is sold (resolve's rule: a brand stands for its ingredients only without a generic).
    if (found.length > 0 && isGeneric(found[0]!) && !isGeneric(m)) continue;
    inAnyOrder.set(key, [...found, m]);
  }
  const animalOnly = greenBookAnimalOnlyNames(sources.greenBook);
  for (const [source, groups] of [
    ["mesh", sources.mesh],
    ["drugbank", sources.drugbank],
  ] as const) {
    for (const g of groups) {
      // A group none of whose names is a catalog ingredient as written may hold one in another word order: DrugBank's
      // "Insulin human" lists "Insulin Human Regular", RxNorm's "insulin, regular, human" (Humulin R, Novolin R).
      const to =
        g.names.map((n) => resolve([n])).find((t) => t.length > 0) ??
        g.names.map((n) => inAnyOrder.get(sortedWordsOf(n)) ?? []).find((t) => t.length > 0) ??
        [];
      // DrugBank synonyms are chemical and foreign names too: only its common name is a known drug name. A US animal
      // product's name that is no ingredient's is not theirs to give a human drug (greenBookAnimalOnlyNames).
      for (const n of source === "drugbank" && to.length === 0 ? g.names.slice(0, 1) : g.names)
        if (isOtherBiologic(n, g.names)) alias(source, n, resolve([n]));
        else alias(source, n, animalOnly.has(normalizeSearchText(n)) && resolve([n]).length === 0 ? [] : to);
    }
  }
  // Names no public file links to their ingredient (prescription-names.ts: NPH insulin).
  for (const [name, generic] of Object.entries(PRESCRIPTION_NAMES)) alias("prescription", name, resolve([generic]));
  for (const { generic, brands } of sources.medlinePlus) {
    const ingredients = generic
      .replace(ROUTE_WORDS, "")
      .split(/,\s*(?:and\s+)?|\s+and\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const to = resolve(ingredients);
    alias("medlineplus", ingredients.join(" and "), to);
    for (const brand of brands) alias("medlineplus", brand, to);
  }
  // Green Book trade names: "CLAVAMOX® CHEWABLE Tablets, CLAVAMOX® tablets" names CLAVAMOX.
  for (const { application, tradeName } of sources.greenBook) {
    const generic = VETERINARY_HUMAN_EQUIVALENTS[application];
    const to = generic ? medications.filter((m) => m.name === generic) : [];
    for (const name of greenBookNames(tradeName)) alias("greenbook", name, to);
  }

  // A prescription trade name names the doses of its products, marketed or discontinued (Flagyl is the 375 mg
  // capsules and the 500 mg tablets a prescriber still writes it for), where the medication sells others too; one none
  // of whose products the medication sells (Evamist, an estradiol spray; Zipsor, diclofenac capsules) names nothing
  // the catalog has. A name with no prescription product on the market says only its routes: an OTC brand's Orange
  // Book products are its few NDA line extensions, never its monograph products ("TYLENOL" is only the 650 mg
  // extended-release tablet there), and a name switched to OTC under another ("ZYRTEC" is a discontinued syrup);
  // "FLOVENT", discontinued since Flovent HFA, is still the inhalers.
  // The routes by which each combination of ingredients is sold over the counter, under any name: its Orange Book OTC
  // products and the catalog's doses with an NDC NADAC flags OTC (Benadryl's capsules are monograph products now).
  const otcRoutes = new Map<string, Set<Route>>();
  const otcBy = (ingredients: readonly string[], routes: Iterable<Route>) => {
    const key = keyOf(ingredients, labelBase);
    otcRoutes.set(key, new Set([...(otcRoutes.get(key) ?? []), ...routes]));
  };
  for (const p of sources.orangeBook)
    if (p.type === "OTC") otcBy(p.ingredients, routesOfOrangeBook(p.form ?? "") ?? []);
  for (const m of medications)
    for (const d of m.doses)
      if (d.ndcs.some((n) => otcNdcs.has(n))) otcBy(m.generic.split(" / "), routesOfDoseForm(d.doseForm));
  // A dose sold over the counter under the monograph: an NDC of it NADAC flags OTC, and no Orange Book product of its
  // ingredients (under any name, marketed or not) is of its form and strength (acetaminophen's 325 mg and 500 mg
  // tablets; not ibuprofen's 200 mg tablets, approved products).
  const approved = new Map<string, OrangeBookProduct[]>();
  for (const p of sources.orangeBook) {
    const key = keyOf(p.ingredients, labelBase);
    approved.set(key, [...(approved.get(key) ?? []), p]);
  }
  const monograph = (generic: string, d: CatalogMedication["doses"][number]) =>
    d.ndcs.some((n) => otcNdcs.has(n)) &&
    dosesOfTradeName([d], approved.get(keyOf(generic.split(" / "), labelBase)) ?? [], true, true).length === 0;
  const bySlug = new Map(medications.map((m) => [m.slug, m]));
  const aliasDoses = new Map<string, Record<string, string[]>>();
  const everyDose = new Map<string, string[]>(); // slug -> its names of every dose
  // One brand's trade name given to another brand (a brand stands for its ingredients where no generic is sold) opens
  // it only at the doses of its products the book rates substitutable (equivalent-brands.ts): "glucagen" (a powder
  // vial) is no Gvoke pen, "kyzatrex" no Jatenzo; "lo ovral" is Cryselle, AB-rated to it. Else the name is not sold.
  const bookByName = bookByTradeName(sources.orangeBook);
  const substitutedDoses = (m: CatalogMedication, own: readonly OrangeBookProduct[]) => {
    const key = keyOf(m.generic.split(" / "), labelBase);
    const written = [m.name, tradeNameWithoutStrength(m.name)].map(normalizeSearchText);
    const book = (bookByName.get(written[0]!) ?? bookByName.get(written[1]!) ?? []).filter(
      (p) => keyOf(p.ingredients, labelBase) === key,
    );
    // A brand the book does not list cannot be rated: only the name's unrated products (discontinued, over the
    // counter), at their strengths.
    const substitutable = book.length > 0 ? substitutableProducts(own, book) : own.filter((p) => p.type !== "RX");
    return dosesOfTradeName(m.doses, substitutable, true, true);
  };
  for (const [name, { slugs }] of targets) {
    const products = tradeProducts.get(name);
    if (!products) continue;
    for (const slug of slugs) {
      const m = bySlug.get(slug)!;
      const { doses, generic } = m;
      // Its products of the medication's ingredients (a name from another source may be of other ones).
      const own = products.filter((p) => keyOf(p.ingredients, labelBase) === keyOf(generic.split(" / "), labelBase));
      if (own.length === 0) continue;
      if (m.name !== m.generic && !isOwnName(name, m.name) && !isIngredientsName(name, generic.split(" / "))) {
        const substituted = substitutedDoses(m, own);
        if (substituted.length === 0) slugs.delete(slug);
        else if (substituted.length < doses.length)
          aliasDoses.set(slug, { ...aliasDoses.get(slug), [name]: substituted.map((d) => d.ndc) });
        else everyDose.set(slug, [...(everyDose.get(slug) ?? []), name]);
        bySource["cross-brand"] = (bySource["cross-brand"] ?? 0) + 1;
        continue;
      }
      const prescribed = own.some((p) => p.type === "RX");
      // A name all of whose products are discontinued prescription ones, of ingredients sold over the counter by none
      // of their routes, is still the name prescribers write for the doses of them the catalog sells (Dyazide, the
      // 37.5 mg-25 mg capsules); where it sells none of them (Lorcet HD's 500 mg of acetaminophen), by its routes.
      const otc = otcRoutes.get(keyOf(generic.split(" / "), labelBase));
      const retired =
        !prescribed &&
        own.every((p) => p.type === "DISCN") &&
        !own.some((p) => [...(routesOfOrangeBook(p.form ?? "") ?? [])].some((r) => otc?.has(r)));
      const ofRetired = retired ? dosesOfTradeName(doses, own, true) : [];
      // A name sold over the counter and not on prescription (ADVIL, ALEVE, PRILOSEC OTC, PEPCID AC, NEXIUM 24HR) is
      // the forms and strengths of its products on the market (ibuprofen's 200 mg tablets and capsules, not the 800
      // mg a prescription is), and every dose of its ingredients sold over the counter under the monograph, which the
      // book never lists under any name (TYLENOL there is only the 650 mg extended-release tablet; a patient asking
      // for it means the 325 mg and 500 mg tablets too). By its routes where the medication sells none of them.
      // Of the routes of its products: a nicotine patch's name is not the gum.
      const sold = own.filter((p) => p.type === "OTC");
      const soldRoutes = new Set(sold.flatMap((p) => [...(routesOfOrangeBook(p.form ?? "") ?? [])]));
      const ofCounter =
        !prescribed && sold.length > 0
          ? dosesOfTradeName(doses, sold, true, true).concat(
              doses.filter((d) => monograph(generic, d) && routesOfDoseForm(d.doseForm).some((r) => soldRoutes.has(r))),
            )
          : [];
      const named =
        ofRetired.length > 0
          ? ofRetired
          : ofCounter.some((d) => !monograph(generic, d))
            ? doses.filter((d) => ofCounter.includes(d))
            : dosesOfTradeName(doses, prescribed ? own.filter((p) => p.type !== "OTC") : own, prescribed);
      if (named.length === 0) slugs.delete(slug);
      else if (named.length < doses.length)
        aliasDoses.set(slug, { ...aliasDoses.get(slug), [name]: named.map((d) => d.ndc) });
      else everyDose.set(slug, [...(everyDose.get(slug) ?? []), name]);
    }
    if (slugs.size === 0) targets.delete(name);
  }
  // A name of every dose says so where a longer name narrows, so that search never reads it as that name's start
  // ("ddavp" is every desmopressin dose, not the "ddavp nasal spray" it begins).
  for (const [slug, names] of everyDose) {
    const narrowed = Object.keys(aliasDoses.get(slug) ?? {});
    const every = bySlug.get(slug)!.doses.map((d) => d.ndc);
    for (const name of names) {
      if (!narrowed.some((n) => n.startsWith(`${name} `))) continue;
      aliasDoses.set(slug, { ...aliasDoses.get(slug), [name]: every });
    }
  }
  // A brand's other lines by their names (fourteenth pass): a prescription trade name that starts with a catalog
  // brand's name and a space, of the brand's ingredients (lineBrandOf: "ABILIFY MAINTENA KIT", "RISPERDAL CONSTA",
  // "LOTEMAX SM", "CARTIA XT"), names that brand alone, at the doses of its products the brand sells, where a generic
  // sells those doses too (a patient typing "risperdal consta" means Risperdal's injection, not risperidone's) or
  // none (no generic sells Abilify's Maintena injections: the name aliased nothing). An over-the-counter line
  // (Prevacid 24HR) is not the prescription brand, and a brand that sells none of the line's products keeps the name
  // as before.
  const lineBrand = lineBrandOf(medications);
  const lines = new Map<string, { m: CatalogMedication; products: OrangeBookProduct[] }>();
  // A line's name may hold a number in a word of letters ("KLOR-CON M10"), not a strength.
  const lineName = (tradeName: string) => {
    const n = normalizeSearchText(tradeName);
    const words = n.split(" ");
    const named = words.every((w) => /^[a-z]+\d*$/.test(w) || !/\d/.test(w));
    return named && n.length <= 40 && words.length <= 4 ? n : null;
  };
  for (const p of tradeNamed) {
    const name = p.type === "OTC" ? null : lineName(p.tradeName);
    const m = name ? lineBrand(name, p.ingredients) : null;
    if (!name || !m) continue;
    const line = lines.get(name) ?? { m, products: [] };
    if (line.m === m) line.products.push(p);
    lines.set(name, line);
  }
  // Its name in another word order, from another source ("consta risperdal", MeSH's), names the same.
  const lineOrders = new Map<string, string[]>();
  for (const name of targets.keys()) {
    const sorted = name.split(" ").sort().join(" ");
    lineOrders.set(sorted, [...(lineOrders.get(sorted) ?? []), name]);
  }
  for (const [line, { m, products }] of lines) {
    const named = dosesOfTradeName(m.doses, products, true);
    if (named.length === 0) continue;
    const orders = lineOrders.get(line.split(" ").sort().join(" ")) ?? [];
    for (const name of new Set([line, ...orders])) {
      for (const slug of targets.get(name)?.slugs ?? []) {
        const before = aliasDoses.get(slug);
        if (slug !== m.slug && before?.[name]) delete before[name];
      }
      targets.set(name, { slugs: new Set([m.slug]), parts: m.generic.split(" / ").length });
      // The line's own name is the Orange Book's; its name in another order keeps the sources that gave it.
      const given = [...(origins.get(name)?.values() ?? [])].flatMap((s) => [...s]);
      for (const s of name === line ? [ALIAS_SOURCES["orange-book"]] : given) originOf(name, m.slug).add(s);
      // Every dose too where its name ends with form words, so that they never narrow them ("cotempla xr odt":
      // Cotempla's orally disintegrating tablets, which RxNorm does not call extended-release); not otherwise, where a
      // last word of every dose would designate the brand's doses for a generic's name ("dorzolamide timolol pf").
      const own = { ...aliasDoses.get(m.slug), [name]: named.map((d) => d.ndc) };
      if (named.length === m.doses.length && parseDoseQuery(name).written === undefined) delete own[name];
      aliasDoses.set(m.slug, own);
      bySource["orange-book-line"] = (bySource["orange-book-line"] ?? 0) + 1;
    }
  }
  // A trade name numbered by its strength ("TYLENOL W/ CODEINE NO. 3": 300 mg-30 mg) names that dose as patients and
  // prescribers write it ("tylenol 3", "tylenol #3", "tylenol no 3", "tylenol with codeine 3"), discontinued or not.
  for (const p of sources.orangeBook) {
    const names = numberedNames(p.tradeName);
    if (names.length === 0 || !p.strength) continue;
    const forms = doseFormsOfOrangeBook(p.form ?? "");
    for (const m of resolve(p.ingredients, null, labelBase)) {
      const named = m.doses.filter(
        (d) => (forms === null || forms.includes(d.doseForm)) && sameStrength(p.strength!, d.strength),
      );
      if (named.length === 0) continue;
      for (const name of names) {
        const ndcs = new Set([...(aliasDoses.get(m.slug)?.[name] ?? []), ...named.map((d) => d.ndc)]);
        aliasDoses.set(m.slug, { ...aliasDoses.get(m.slug), [name]: [...ndcs] });
        const slugs = new Set([...(targets.get(name)?.slugs ?? []), m.slug]);
        targets.set(name, { slugs, parts: m.generic.split(" / ").length });
        originOf(name, m.slug).add(ALIAS_SOURCES["orange-book"]);
      }
    }
  }
  // An over-the-counter line named by a release's hours ("NEXIUM 24HR", "PREVACID 24 HR", "XYZAL ALLERGY 24HR"):
  // its name before the hours and the hours ("nexium 24 hr") name the doses of its products' forms and strengths of
  // each medication of its ingredients (esomeprazole's 20 mg delayed-release capsule, lansoprazole's 15 mg), as
  // search reads "nexium 24hr" (a release's hours after a name: find-medications.ts). Only a key of aliasDoses: no
  // alias (a name with a number is none), and none where it would name every dose.
  const hourLines = new Map<string, { hours: number; products: OrangeBookProduct[] }>();
  for (const p of sources.orangeBook) {
    const [, named, hours] = /^(.+?)[\s-]+(\d{1,2})\s*(?:HR|HOURS?)\b/i.exec(p.tradeName.trim()) ?? [];
    const name = named && p.type === "OTC" ? normalizeSearchText(named) : null;
    if (!name) continue;
    // The line's name before the hours is a trade name of its products too ("xyzal allergy", "nasacort allergy"),
    // as the Orange Book's other trade names are (a name the catalog sells, "nexium", stays that medication's).
    alias("orange-book", named!, resolve(p.ingredients, routesOfOrangeBook(p.form ?? ""), labelBase));
    const key = `${name} ${Number(hours)} hr`;
    const line = hourLines.get(key) ?? { hours: Number(hours), products: [] };
    line.products.push(p);
    hourLines.set(key, line);
  }
  for (const [key, { products }] of hourLines)
    for (const m of resolve(products[0]!.ingredients, null, labelBase)) {
      const own = products.filter((p) => keyOf(p.ingredients, labelBase) === keyOf(m.generic.split(" / "), labelBase));
      const named = own.length > 0 ? dosesOfTradeName(m.doses, own, true, true) : [];
      if (named.length === 0 || named.length === m.doses.length || aliasDoses.get(m.slug)?.[key]) continue;
      aliasDoses.set(m.slug, { ...aliasDoses.get(m.slug), [key]: named.map((d) => d.ndc) });
    }
  // A Green Book product of a human generic names the doses of the form its trade name writes (green-book-names.ts).
  for (const [slug, named] of greenBookAliasDoses(medications, sources.greenBook))
    for (const [name, ndcs] of Object.entries(named))
      if (targets.get(name)?.slugs.has(slug) && !aliasDoses.get(slug)?.[name])
        aliasDoses.set(slug, { ...aliasDoses.get(slug), [name]: ndcs });
  const aliases = new Map<string, string[]>();
  const aliasSources = new Map<string, Map<string, string>>();
  for (const [name, { slugs }] of targets)
    for (const slug of slugs) {
      aliases.set(slug, [...(aliases.get(slug) ?? []), name]);
      const sources = aliasSources.get(slug) ?? new Map<string, string>();
      aliasSources.set(slug, sources.set(name, [...(origins.get(name)?.get(slug) ?? [])].sort().join("")));
    }
  for (const list of aliases.values()) list.sort();
  const otherDrugNames = [...known].filter((n) => !catalogNames.has(n) && !targets.has(n)).sort();
  return { aliases, aliasDoses, aliasSources, otherDrugNames, bySource };
}

// The doses of a trade name's products: of their routes and, when `exact`, of their forms (a plain tablet or capsule
// its modified-release ones where none is plain) and of their strengths where any dose has one.
// `strict`: only doses of a product's strength too, none where no dose has one (an over-the-counter name is its
// strengths: Aleve's 220 mg is no naproxen sodium 550 mg).
function dosesOfTradeName<D extends CatalogMedication["doses"][number]>(
  doses: readonly D[],
  products: readonly OrangeBookProduct[],
  exact: boolean,
  strict = false,
): D[] {
  const fitsAs = (release: boolean) => (d: D, p: OrangeBookProduct) => {
    const routes = routesOfOrangeBook(p.form ?? "");
    const forms = exact ? doseFormsOfOrangeBook(p.form ?? "") : null;
    return (
      (routes === null || routesOfDoseForm(d.doseForm).some((r) => routes.has(r))) &&
      (forms === null || (release ? releasesOf(forms) : forms).includes(d.doseForm))
    );
  };
  const ofFormAs = (fits: ReturnType<typeof fitsAs>) => doses.filter((d) => products.some((p) => fits(d, p)));
  const fits = ofFormAs(fitsAs(false)).length > 0 ? fitsAs(false) : fitsAs(true);
  const ofForm = ofFormAs(fits);
  const ofStrength = ofForm.filter((d) =>
    products.some((p) => exact && fits(d, p) && p.strength !== undefined && sameStrength(p.strength, d.strength)),
  );
  return ofStrength.length > 0 || strict ? ofStrength : ofForm;
}

/**
 * The Orange Book writes some trade names with the strength or pack count of the product ("K-DUR 20", "MICRO-K 10",
 * "ADVAIR DISKUS 250/50", "ANEXSIA 7.5/325", "AVIANE-28", "ALDOCLOR-150"): 198 names end so, and the name
 * patients and prescribers write is the one before it, with the strength after it as any strength ("k-dur 20"). A
 * number after "No." is part of the name (numberedNames).
 */
export function tradeNameWithoutStrength(tradeName: string): string {
  const name = tradeName.trim();
  if (/\bNO\.?\s*\d+$/i.test(name)) return name;
  return name.replace(/(?:[\s-]+\d[\d.,/]*%?)+$/, "") || name;
}

// The names patients write for a trade name numbered by its strength: "TYLENOL W/ CODEINE NO. 3" is "tylenol 3",
// "tylenol no 3", "tylenol w codeine 3", "tylenol with codeine 3" and the same with "no"; none for other names.
export function numberedNames(tradeName: string): string[] {
  const [, named, number] = /^(.+?)\s+NO\.?\s*(\d{1,2})$/i.exec(tradeName.trim()) ?? [];
  const base = named ? usable(named) : null;
  if (!base) return [];
  const spelled = base.replace(/\bw\b/g, "with");
  const starts = [...new Set([base.split(" ")[0]!, base, spelled])];
  return starts.flatMap((start) => [`${start} ${number}`, `${start} no ${number}`]);
}

// The product names of a Green Book trade name: "CLAVAMOX® CHEWABLE Tablets, CLAVAMOX® tablets" names CLAVAMOX.
export function greenBookNames(tradeName: string): string[] {
  // The pharmacopeia's mark a part ends with is the label's, not the name's ("Isoflurane, USP" is Isoflurane).
  return greenBookParts(tradeName).map((part) =>
    part
      .split(/[®™]/)[0]!
      .replace(/,\s*usp\b.*$/i, "")
      .replace(/\s+(tablets?|caplets|capsules|chewables?|canine)\b.*$/i, ""),
  );
}

// The products a Green Book trade name lists, one per comma-separated part, except parts that continue the one
// before as a label does: the pharmacopeia's mark ("Phenylbutazone Tablets, USP 1 gram", "Isoflurane, USP") and,
// after a name without a trade mark, the last ingredient of a combination ("Neomycin and Polymyxin B Sulfates, and
// Bacitracin Zinc Ophthalmic Ointment"; "Deccox®, Rumensin™, and Tylovet® 100" lists three marked names). A bare
// strength ("Mupirocin Ointment USP, 2%") names nothing and is left apart, as before.
export function greenBookParts(tradeName: string): string[] {
  const parts: string[] = [];
  for (const part of tradeName.split(/,\s*/)) {
    const before = parts.at(-1);
    const continues = /^usp\b/i.test(part) || (/^and\b/i.test(part) && before !== undefined && !/[®™]/.test(before));
    if (continues && before !== undefined) parts[parts.length - 1] = `${before}, ${part}`;
    else parts.push(part);
  }
  return parts;
}

// Names of animal drugs whose ingredient no human pharmacy fills (every Green Book application the catalog has no
// human equivalent for): the site tells a pet owner that such a product has no public price. Each is kept as a query
// naming it is read (parseDoseQuery: form and salt words after the name dropped, "Amphoderm Ointment" is
// "amphoderm"), with and without the strength the trade name ends with ("Aquachel-100" is also "aquachel"); a name
// that holds a pet word ("Pet-Dec", read as "dec" for a pet) is kept whole too; none the catalog sells under that
// name (`sold`: its names, generics and aliases; "Lasix", "Furosemide Injection" read as "furosemide").
export function listVeterinaryOnlyNames(
  greenBook: readonly GreenBookProduct[],
  sold: ReadonlySet<string> = new Set(),
): string[] {
  // Metacam is an oral suspension a pharmacy fills as meloxicam and an injection it does not: not vet-only.
  const filled = new Set<string>();
  const names = new Set<string>();
  for (const { application, tradeName } of greenBook) {
    for (const product of greenBookNames(tradeName)) {
      for (const written of new Set([product, tradeNameWithoutStrength(product)])) {
        const read = parseDoseQuery(written.replace(/[®™]/g, " "));
        for (const name of new Set([read.name, ...(read.pets ? [written] : [])].map(usable))) {
          if (name) (VETERINARY_HUMAN_EQUIVALENTS[application] ? filled : names).add(name);
        }
      }
    }
  }
  return [...names].filter((n) => !filled.has(n) && !sold.has(n)).sort();
}
