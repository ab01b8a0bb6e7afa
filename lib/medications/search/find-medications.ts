// The search answer shared by GET /search/v1 and the site's search box: the index's matches, with each generic the
// brands of it that have strengths or forms no generic version has (rivaroxaban: Xarelto 10/15/20 mg), each tier in
// the order of their fills (inOrderOfFills), then the medications that have the strength or form the query asks for
// before those that do not ("flovent hfa": the inhaler, not the nasal spray), each with the dose it asks for. A brand
// that lacks the asked form brings the medications of the same generic that have it ("proair hfa": albuterol's HFA
// inhaler).
import { routesOfDoseForm } from "../import/routes";
import {
  askedForDose,
  chooseAskedDose,
  fittingDoses,
  fitsOnlyByConcentration,
  fitsOnlyWithoutVolume,
} from "./choose-asked-dose";
import type { MedicationSearchIndex } from "./medication-search-index";
import { doseKey, inOrderOfFills } from "./in-order-of-fills";
import { normalizeSearchText } from "./normalize-search-text";
import STORE_BRAND_WORDS from "./store-brand-words.json";
import { inAisleOrder, withoutPackageWords } from "./aisle-order";
import { inTradeNameOrder, isBrandFamily, tradeNameDose } from "./trade-name-order";
import {
  abbreviatesWordOf,
  asidesAsNames,
  joinedNumberReadings,
  withConcentrationWritten,
  withoutAsides,
} from "./written-asides";
import { withoutVehicle } from "./premix-vehicles";
import { milligramsPerMeqOf } from "./milliequivalent-weights";
import { deviceWordTyped, soldDeviceWord, withDeviceNamesPast } from "./device-word-typed";
import { isSearchSaltWord, withoutSearchSaltWords } from "./salt-words";
import {
  deviceFormsOf,
  parseDoseQuery,
  ROUTE_FORMS,
  withFormWordsSpelled,
  withReleaseDuration,
  withWordsPastStrength,
  type DoseQuery,
} from "./parse-dose-query";

export type SearchableMedication = {
  slug: string;
  name: string;
  generic: string;
  isBrand: boolean;
  genericSlug: string | null;
  defaultDose: string;
  // `dispensed`: prescriptions a year of the dose (null when no file says).
  // `label` names a release's hours ("... extended-release tablet (12 hr)").
  doses: readonly { ndc: string; strength: string; doseForm: string; dispensed?: number | null; label?: string }[];
  // An alias -> the doses (NDCs) its trade name is (CatalogMedication.aliasDoses).
  aliasDoses?: Readonly<Record<string, readonly string[]>>;
};

export type SearchCatalog<M extends SearchableMedication = SearchableMedication> = {
  index: MedicationSearchIndex;
  bySlug: ReadonlyMap<string, M>;
  // Every version sharing a generic (the generic first, then brands by name), keyed by each member's slug.
  versions: ReadonlyMap<string, readonly M[]>;
};

// `askedDose`: the NDC of the dose the query names, null when it names none.
export type FoundMedication<M> = { medication: M; askedDose: string | null };

// Matches looked at before the asked dose reorders them: enough for a form word to reach past a full page.
const CANDIDATES = 30;

export function findMedications<M extends SearchableMedication>(
  catalog: SearchCatalog<M>,
  query: string,
  limit: number,
  spelt = false,
  purposed = false,
  releaseHours: number | null = null,
): { results: FoundMedication<M>[]; pets: boolean } {
  // A store brand before the name, as the NADAC file writes it ("gnp ibuprofen 200 mg", "qc allergy rlf (fexo)"): the
  // name after it (store-brand-words.ts; the word starts no drug's name, so never a typo's neighbour: "gs citalopram"
  // is citalopram, not escitalopram).
  let asked = parseDoseQuery(query);
  // Not where the word is part of a name typed in another order ("sm lotemax": Lotemax SM).
  const store = withoutStoreBrand(query);
  if (store && !catalog.index.namedInAnyOrder(asked.name))
    return findMedications(catalog, store, limit, spelt, purposed, releaseHours);
  // A device's word being typed or cut at a file's width after a name typed whole ("novolog fl", "humalog kw", "taltz
  // auto"; device-word-typed.ts): the device of the name's first medication that the word starts, written whole.
  const typing = !asked.pets ? deviceWordTyped(query) : null;
  if (typing && catalog.index.knownName(normalizeSearchText(typing.name)) === "name") {
    const first = findMedications(catalog, typing.name, 1, spelt, purposed, releaseHours).results[0]?.medication;
    const word = first
      ? soldDeviceWord(
          typing.words,
          first.doses.map((d) => d.doseForm),
        )
      : null;
    if (word) return findMedications(catalog, `${typing.name} ${word}`, limit, spelt, purposed, releaseHours);
  }
  // A device or route word alone ("inhaler", "nebulizer", "eye drops", "nasal spray"): what is dispensed most in it.
  // One word that starts a drug's name ("pen": penicillin, "neb": nebivolol) is that name being typed.
  const device = deviceFormsOf(query);
  if (device && (device.length > 1 || catalog.index.knownName(normalizeSearchText(query)) === null))
    return dispensedMostIn(catalog, device, limit, asked.pets);
  let ranked = catalog.index.searchRanked(query, Math.max(limit, CANDIDATES));
  let hits = ranked.flatMap((h) => catalog.bySlug.get(h.entry.slug) ?? []);
  // A form word misspelt ("amoxicillin suspention", "albuterol inhailer"), read only when nothing is found as typed.
  // A purpose after the name ("latanoprost eye drops for glaucoma", "albuterol inhaler for an infection"): the name.
  const named = hits.length === 0 && !purposed ? withoutPurpose(query, asked.pets) : null;
  if (named) return findMedications(catalog, named, limit, spelt, true, releaseHours);
  const spelled = hits.length === 0 && !spelt ? withFormWordsSpelled(query) : null;
  if (spelled) return findMedications(catalog, spelled, limit, true, purposed, releaseHours);
  // An aside in parentheses ("humira(cf) pen", "oxycodone hcl (ir) 5 mg tab", "ft allergy (lorat) 10 mg tab") or a
  // number joined to a name ("dilantin-125", "altavera-28 tablet"), as the public lists write them (written-asides.ts).
  const written =
    hits.length === 0 && !asked.pets
      ? readAsWritten(catalog, query, (q) => findMedications(catalog, q, limit, spelt, purposed, releaseHours))
      : null;
  if (written) return written;
  // An insulin's concentration as its label writes it ("humalog kwikpen u-100", "insulin glargine solostar u300"): the
  // strength in units/mL, where the name then names the first answer whole.
  const concentrated = hits.length === 0 && !asked.pets ? withConcentrationWritten(query) : null;
  const concentratedFound = concentrated ? findMedications(catalog, concentrated, limit, spelt, purposed, releaseHours) : null; // prettier-ignore
  if (concentrated && concentratedFound && namedWhole(concentratedFound, concentrated)) return concentratedFound;
  // A premix written with its vehicle or container ("fluconazole in sodium chloride 0.9% in plastic container",
  // "potassium chloride in d5w", "levofloxacin-d5w"; premix-vehicles.ts): the drug, at an injection where it sells one.
  const premix = hits.length === 0 && !asked.pets ? withoutVehicle(query) : null;
  if (premix) {
    // The drug named whole or by a name of its own ("diflucan"), never a typo's neighbour; its injection where one of
    // the same molecule comes first ("clindamycin in 0.9% nacl": Cleocin's; "potassium chloride in d5w" is no Lactated
    // Ringer's, which also holds potassium chloride).
    const find = (q: string) => findMedications(catalog, q, limit, spelt, purposed, releaseHours);
    const plain = find(premix);
    const first = plain.results[0]?.medication;
    if (first && (namedWhole(plain, premix) || catalog.index.knownName(parseDoseQuery(premix).name) === "name")) {
      const injected = find(`${premix} injection`);
      const molecule = (m?: SearchableMedication) => m && withoutSearchSaltWords(normalizeSearchText(m.generic));
      return molecule(injected.results[0]?.medication) === molecule(first) ? injected : plain;
    }
  }
  // A release named by its hours ("clarinex d 12 hour", "allegra d 24 hour"): the line's name, at that release.
  const duration = hits.length === 0 && releaseHours === null ? withReleaseDuration(query) : null;
  if (duration) return findMedications(catalog, duration.query, limit, spelt, purposed, duration.hours);
  // A word of the NADAC file's or a label's after the strength that names no form ("amlodipine 10 mg gelcap",
  // "pregabalin 300 mg mini sfgl"), read only when nothing is found as typed nor by
  // a release's hours: the query without it.
  // Only where what is left names a drug whole: an unknown product's name is no start of one, nor a typo of one
  // ("ESB 3 Soluble Powder", an animal drug, is not Esbriet; "Veltrim 1% Dermatologic Cream" is no drug of the catalog).
  const past = hits.length === 0 && !asked.pets ? withWordsPastStrength(query) : null; // never for a pet: the pet word would go
  const pastFound = past ? findMedications(catalog, past, limit, spelt, purposed, releaseHours) : null;
  if (past && pastFound && namedWhole(pastFound, past)) return pastFound;
  // The file's word for a package's make at the end of a name ("nighttime cold-flu softgel"), read past the same way.
  const made = hits.length === 0 && !asked.pets ? withoutPackageWords(query) : null;
  const madeFound = made ? findMedications(catalog, made, limit, spelt, purposed, releaseHours) : null;
  if (made && madeFound && namedWhole(madeFound, made)) return madeFound;
  // A salt word cut short after a molecule's name, as Part D and the NADAC file cut them ("amlodipine bes/olmesartan
  // med", "sumatriptan succ/naproxen sod", "morphine sulf 100 mg/5 ml conc"): written whole, where the first answer
  // is found and its name or generic name has each molecule the salts followed.
  const salted = hits.length === 0 && !asked.pets ? catalog.index.writeSalts(query) : null;
  const saltedFound = salted ? findMedications(catalog, salted.query, limit, spelt, purposed, releaseHours) : null;
  const saltedFirst = saltedFound?.results[0]?.medication;
  if (salted && saltedFound && saltedFirst && namedByWords(saltedFirst, salted.molecules.join(" "))) return saltedFound;
  // Ingredient and salt words cut short as the NADAC file cuts them ("pot chloride er 10 meq", "sod fluoride 1.1% gel",
  // "norethind-eth estrad 1-20"), read only when nothing is found as typed: written whole; never for a pet; with a
  // strength, or two words or more cut (a combination's: "potass cit-sod cit-citric soln"), as "Amoxi-Sol" and
  // "Neo-Sol" are animal drugs' names, not "amoxicillin solution"; and only where every word then names the drug
  // ("Amoxi-Bol" is no "amoxicillin bol").
  const whole = hits.length === 0 && !asked.pets ? catalog.index.completeWords(query) : null;
  const strength = asked.strength !== null || asked.strengths.length > 0;
  const wholeFound =
    whole && (strength || wordsCompleted(query, whole) >= 2 || lastWordCompleted(query, whole))
      ? findMedications(catalog, whole, limit, spelt, purposed, releaseHours)
      : null;
  if (whole && wholeFound && namedWhole(wholeFound, whole)) return wholeFound;
  // A device's or pack's own name between a name and its form or pack word ("cosentyx sensoready pen", "humalog junior
  // kwikpen", "toujeo max solostar", "gvoke hypopen 2-pack", "humira pen crohn's-uc-hs"): read past, where the name is
  // typed whole and then names the first answer whole.
  const lined =
    hits.length === 0 && !asked.pets
      ? withDeviceNamesPast(query, (name) => catalog.index.knownName(normalizeSearchText(name)) === "name")
      : null;
  const linedFound = lined ? findMedications(catalog, lined.query, limit, spelt, purposed, releaseHours) : null;
  if (lined && linedFound && namedWhole(linedFound, lined.name)) return linedFound;
  // A combination typed in part, name by name or every word cut ("medroxyprogesterone estrogens conju", "medrox estrog
  // conjug", "bictegravir emtricit"; IngredientMatcher.typedInPart), read last: only where nothing else reads it.
  if (hits.length === 0 && !asked.pets) {
    ranked = catalog.index.searchTypedInPart(query, Math.max(limit, CANDIDATES));
    hits = ranked.flatMap((h) => catalog.bySlug.get(h.entry.slug) ?? []);
  }
  const designated = hits.length === 0 ? designatedDoses(catalog, asked) : null;
  if (designated) {
    asked = { ...asked, name: designated.name };
    hits = designated.hits;
  }
  const beside = withBrandsBeside(hits, catalog.versions);
  const ordered = designated ? beside : inOrderOfFills(beside, ranked, catalog, asked.name, !askedForDose(asked));
  let listed = namedWithinTop3(ordered, asked.name, normalizeSearchText(query));
  // An over-the-counter aisle name several medications carry: the one the NADAC file describes so most first.
  listed = inAisleOrder(listed, asked.name);
  // A trade name: the medications selling what it sells now first, the one most listed first (trade-name-order.ts).
  listed = inTradeNameOrder(listed, asked.name);
  const brand = asked.generic ? brandAskedGeneric(listed) : null;
  if (brand) {
    // Its versions (RxNorm's pairing: Invega's paliperidone) given as the brand's default dose is (Dilantin's
    // extended capsules: phenytoin sodium, not phenytoin's chewable tablets), the generic before branded generics.
    const usual = brand.doses.filter((d) => d.ndc === brand.defaultDose);
    const family = new Set([
      ...(catalog.versions.get(brand.slug) ?? []),
      ...ofGeneric(catalog, brand.generic, () => true),
    ]);
    // A brand whose default no generic sells (Pulmicort's default is its Flexhaler, Part D's best-selling line) asks
    // its generics for any dose given as one of the brand's (budesonide's nebulizer suspension).
    const givenAs = (doses: SearchableMedication["doses"]) =>
      [...family].filter((m) => !m.isBrand && givenAsBrand({ ...brand, doses }, m).length > 0);
    const usualGenerics = givenAs(usual);
    const generics = (usualGenerics.length > 0 ? usualGenerics : givenAs(brand.doses)).sort(
      (a, b) => Number(a.name !== a.generic) - Number(b.name !== b.generic),
    );
    listed = [...generics, ...listed.filter((m) => !generics.includes(m))];
  }
  // A release named by its hours: each medication's doses of that release when it sells any ("claritin d 24 hour":
  // loratadine / pseudoephedrine's 24-hour tablet); a brand that sells none is asked for its line of those hours
  // elsewhere, an over-the-counter one ("prevacid 24hr": lansoprazole, the Orange Book's Prevacid 24HR), its generic.
  const lasting = (m: M) => m.doses.filter((d) => releaseHours !== null && d.label?.includes(`(${releaseHours} hr`));
  if (releaseHours !== null && listed[0]?.isBrand && lasting(listed[0]).length === 0) {
    const generics = ofGeneric(catalog, listed[0].generic, (m) => !m.isBrand);
    listed = [...generics, ...listed.filter((m) => !generics.includes(m))];
  }
  // Hours after an amount are a rate where a medication found writes a dose over them ("nicotine 21 mg 24 hr": the
  // patch), else the release its label states ("pramipexole 0.375 mg 24 hr": the extended-release tablet).
  const release = asked.perHours === 12 || asked.perHours === 24 ? asked.perHours : null;
  if (release !== null && asked.hours === null && !listed.some((m) => fittingDoses(m.doses, asked).length > 0))
    asked = { ...asked, perHours: null, hours: release, forms: [...asked.forms, /extended-release/] };
  const askedOfEach_ = askedOfEach(listed, asked, brand);
  // A line named by its hours that no dose's label says ("nexium 24hr", "prevacid 24 hr": over-the-counter delayed-
  // release capsules): the doses the Orange Book's line of that name is (the seed's aliasDoses, "nexium 24 hr").
  const hourLine = (m: M) => (releaseHours === null ? undefined : m.aliasDoses?.[`${asked.name} ${releaseHours} hr`]);
  const askedOfIt = (m: M) => {
    const own = releaseHours === null ? [] : lasting(m);
    const doses = designated?.doses.get(m) ?? (own.length > 0 ? own.map((d) => d.ndc) : hourLine(m));
    return doses ? { ...askedOfEach_(m), doses } : askedOfEach_(m);
  };
  if (askedForDose(asked)) listed = askedDoseFirst(listed, asked, catalog, askedOfIt);
  return {
    results: listed.slice(0, limit).map((medication) => ({
      medication,
      askedDose: askedDoseOf(medication, asked.name, askedOfIt(medication)),
    })),
    pets: asked.pets,
  };
}

// The dose offered: the one asked (chooseAskedDose); for a brand family's name, the first of its products that fits;
// for a trade name whose products leave out the medication's default, the first of its products that fits (the one
// most listed under the name: "motrin" is the 200 mg tablet, not the children's suspension Medicaid fills most).
function askedDoseOf(m: SearchableMedication, name: string, asked: DoseQuery): string | null {
  const chosen = chooseAskedDose(m.doses, m.defaultDose, asked);
  // A brand family's name opens on the first of its products that fits, the medication's default or not ("midol":
  // ibuprofen's 200 mg tablet, not the 800 mg Medicaid fills most; trade-name-order.ts isBrandFamily).
  // A form typed chooses as for any trade name ("wal phed tablet": the 30 mg tablet, not the 120 mg extended one).
  if (isBrandFamily(name) && asked.forms.length === 0 && (chosen !== null || !askedForDose(asked))) {
    const fitting = askedForDose(asked) ? fittingDoses(m.doses, asked) : m.doses;
    return (
      tradeNameDose(
        name,
        fitting.map((d) => d.ndc),
      ) ?? chosen
    );
  }
  if (chosen === null || chosen === m.defaultDose) return chosen;
  return (
    tradeNameDose(
      name,
      fittingDoses(m.doses, asked).map((d) => d.ndc),
    ) ?? chosen
  );
}

/**
 * The medications sold in the forms a device or route word names, those whose doses of the forms are dispensed most
 * first (the dispensing files' prescriptions of each dose), each at its dose of the forms dispensed most: "inhaler"
 * is albuterol's HFA inhaler, "nebulizer" albuterol's inhalation solution, "eye drops" the drops dispensed most.
 */
function dispensedMostIn<M extends SearchableMedication>(
  catalog: SearchCatalog<M>,
  forms: readonly RegExp[],
  limit: number,
  pets: boolean,
): { results: FoundMedication<M>[]; pets: boolean } {
  const found: { medication: M; dose: string; dispensed: number }[] = [];
  for (const medication of catalog.bySlug.values()) {
    let dose: string | null = null;
    let most = -1;
    let dispensed = 0;
    for (const d of medication.doses) {
      if (!forms.every((f) => f.test(d.doseForm))) continue;
      dispensed += d.dispensed ?? 0;
      if ((d.dispensed ?? 0) > most) [dose, most] = [d.ndc, d.dispensed ?? 0];
    }
    if (dose !== null && dispensed > 0) found.push({ medication, dose, dispensed });
  }
  // Versions of a molecule share their doses' counts: the generic before its brands.
  const rank = (m: M) => (m.isBrand ? 2 : m.name === m.generic ? 0 : 1);
  found.sort(
    (a, b) =>
      b.dispensed - a.dispensed ||
      rank(a.medication) - rank(b.medication) ||
      a.medication.name.localeCompare(b.medication.name),
  );
  return {
    results: found.slice(0, limit).map(({ medication, dose }) => ({ medication, askedDose: dose })),
    pets,
  };
}

// Whether the query's name (its words before a strength or form) is a drug's name or alias as a whole, in any order.
// Whether the first medication found is named by every word of the query's name, whole (not a word's start or a
// typo's neighbour): "omeprazole bicarb..." written whole is omeprazole / sodium bicarbonate; or by a trade or aisle
// name with doses of its own (aliasDoses), typed whole.
function namedWhole(found: { results: FoundMedication<SearchableMedication>[] }, query: string): boolean {
  const first = found.results[0]?.medication;
  if (!first) return false;
  const name = parseDoseQuery(query).name;
  // A trade or aisle name with its own doses, typed whole ("pain relief 500 mg gelcap": acetaminophen's).
  return namedByWords(first, query) || Object.hasOwn(first.aliasDoses ?? {}, normalizeSearchText(name));
}

// Whether every word of the query's name is a word of the medication's name or generic name, salt words aside (search
// compares ingredients without them: "vancomycin hcl" names vancomycin, "esomeprazole magnesium" esomeprazole).
function namedByWords(m: SearchableMedication, query: string): boolean {
  const words = (text: string) =>
    normalizeSearchText(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const named = new Set([...words(m.name), ...words(m.generic)]);
  const typed = words(parseDoseQuery(query).name);
  const salt = (w: string) => isSearchSaltWord(w) || SALT_ABBREVIATIONS.has(w);
  return typed.some((w) => named.has(w)) && typed.every((w) => named.has(w) || salt(w));
}
// HCl and HBr, as chemistry and the files write them (ingredient-matcher.ts reads them so).
const SALT_ABBREVIATIONS = new Set(["hcl", "hbr"]);

// The query read past its asides or with its joined number apart (written-asides.ts), null when no reading names a
// drug. Past its asides: where the words outside them name the first answer whole, that answer; where an aside of
// letters names an ingredient as the file cuts it ("lorat", "cetrzn": loratadine, cetirizine), the answers of that
// ingredient first ("ft allergy (cetrzn) 10 mg tab": cetirizine, not the first of the aisle's "allergy"), none if no
// answer has it; else the words outside as typed (not a typo's neighbour). Then a letters aside that is an
// ingredient's start written whole, with the strength and form after it. Then the number apart as a strength, or
// left out as a count, naming the first answer whole (not "Aviane 28" for "altavera-28").
function readAsWritten<M extends SearchableMedication>(
  catalog: SearchCatalog<M>,
  query: string,
  find: (q: string) => { results: FoundMedication<M>[]; pets: boolean },
): { results: FoundMedication<M>[]; pets: boolean } | null {
  const plain = withoutAsides(query);
  const asides = asidesAsNames(query);
  const found = plain ? find(plain) : null;
  if (plain && found && found.results.length > 0) {
    const first = found.results[0]!.medication;
    if (namedByWords(first, plain)) return found;
    const agree = (m: M) => asides.every(({ aside }) => abbreviatesWordOf(aside, m.generic));
    if (asides.length > 0) {
      const agreeing = found.results.filter((r) => agree(r.medication));
      if (agreeing.length > 0) return { ...found, results: [...agreeing, ...found.results.filter((r) => !agree(r.medication))] }; // prettier-ignore
    } else if (namedWhole(found, plain) || !catalog.index.matchesNothingAsTyped(plain)) return found;
  }
  for (const { aside, after } of asides) {
    const name = catalog.index.knownName(aside) === "name" ? aside : catalog.index.completeWords(aside);
    const named = name ? find(`${name} ${after}`.trim()) : null;
    if (named && namedWhole(named, `${name} ${after}`)) return named;
  }
  for (const q of joinedNumberReadings(plain ?? query)) {
    const numbered = find(q);
    if (namedWhole(numbered, q)) return numbered;
  }
  return null;
}

// How many words completeWords wrote whole: those of its answer the query does not have.
// Whether only the last word typed was completed, after words typed whole: an ingredient of several words being
// typed in the type-ahead box ("bictegravir emtricitabine tenofovir alafe", "ethinyl estra", "isosorbide dinit").
function lastWordCompleted(query: string, whole: string): boolean {
  const typed = query
    .toLowerCase()
    .split(/[^a-z0-9.,%]+/)
    .filter(Boolean);
  const words = whole.split(" ");
  return (
    typed.length >= 2 &&
    typed.length === words.length &&
    typed.slice(0, -1).every((w, i) => w === words[i]) &&
    words.at(-1) !== typed.at(-1) &&
    words.at(-1)!.startsWith(typed.at(-1)!)
  );
}

function wordsCompleted(query: string, whole: string): number {
  const typed = new Set(query.toLowerCase().split(/[^a-z0-9.,%]+/));
  return whole.split(" ").filter((w) => !typed.has(w)).length;
}

const STORE_BRANDS = new Set(Object.keys(STORE_BRAND_WORDS));
function withoutStoreBrand(query: string): string | null {
  const [, first, rest] = /^\s*([a-z]+)\s+(\S.*)$/i.exec(query) ?? [];
  return first && STORE_BRANDS.has(first.toLowerCase()) ? rest! : null;
}

// The query without a purpose after "for" or "para" ("... eye drops for dry eyes"), kept for a pet; null when none.
function withoutPurpose(query: string, pets: boolean): string | null {
  const at = query.search(/\s(?:for|para)\s/i);
  if (at <= 0) return null;
  const name = query.slice(0, at).trim();
  return name ? (pets ? `${name} for pets` : name) : null;
}

/**
 * A word a medication's trade names end with, every one of them naming the same doses, names those doses: "ds" of
 * Bactrim DS, Septra DS, Sulfatrim DS and Uroplus DS (800 mg-160 mg), "ss" of Sulfatrim SS and Uroplus SS (400 mg-80
 * mg), "pediatric" of Bactrim and Sulfatrim Pediatric (the suspension). Typed after the ingredients or another of its
 * names ("smx tmp ds", "sulfamethoxazole trimethoprim ds", "septra pediatric") it asks for those doses. Read only when
 * the query as typed finds nothing, so it never changes an answer found.
 */
function designatedDoses<M extends SearchableMedication>(catalog: SearchCatalog<M>, asked: DoseQuery) {
  const words = asked.name.split(" ");
  if (words.length < 2) return null;
  const name = words.slice(0, -1).join(" ");
  const ending = ` ${words.at(-1)!}`;
  const hits = catalog.index.search(name, CANDIDATES).flatMap((h) => catalog.bySlug.get(h.slug) ?? []);
  const doses = new Map<M, readonly string[]>();
  for (const m of hits) {
    const named = Object.entries(m.aliasDoses ?? {}).filter(([alias]) => alias.endsWith(ending));
    const distinct = new Set(named.map(([, ndcs]) => [...ndcs].sort().join(",")));
    if (distinct.size === 1) doses.set(m, named[0]![1]);
  }
  if (doses.size === 0) return null;
  return { name, doses, hits: [...doses.keys(), ...hits.filter((m) => !doses.has(m))] };
}

// The dose query each listed medication is asked. A name typed that is a medication's own ("augmentin") is not the
// start of another version's alias ("augmentin xr", amoxicillin / clavulanate's 1000 mg extended tablet). A brand
// typed with a strength its own NDCs do not sell asks its generic versions for a dose given as the brand's are: by
// the same route and, extended or not, the same release (a prescription for "augmentin 875" is filled with
// amoxicillin / clavulanate 875 mg-125 mg, the catalog's Augmentin being the suspension; "concerta 10" is
// methylphenidate's extended 10 mg; "acular 10" is not ketorolac's 10 mg tablet, nor "amrix 5" its immediate 5 mg).
// A brand asked for as "generic" ("generic concerta") asks its generic versions for the doses given as the brand's
// are, as a strength the brand does not sell does.
function askedOfEach<M extends SearchableMedication>(
  listed: readonly M[],
  asked: DoseQuery,
  genericOf: M | null = null,
): (m: M) => DoseQuery {
  const owned = new Set(listed.filter((m) => normalizeSearchText(m.name) === asked.name).map((m) => m.generic));
  const plain = (m: M) => askedOf(m, asked, owned.has(m.generic));
  const brand = genericOf ?? typedBrandWithout(listed, asked, plain);
  if (!brand) return plain;
  return (m) => {
    const own = plain(m);
    if (m.isBrand || (m.generic !== brand.generic && !(genericOf && m.genericSlug === brand.genericSlug))) return own;
    const given = givenAsBrand(brand, m);
    return { ...own, doses: given.map((d) => d.ndc).filter((ndc) => own.doses?.includes(ndc) ?? true) };
  };
}

// A medication's doses given as the brand's are: by one of their routes and, extended or not, the same release.
const givenAsBrand = <M extends SearchableMedication>(brand: M, m: M) =>
  m.doses.filter((d) => brand.doses.some((b) => givenAlike(b.doseForm, d.doseForm)));

// The brand a query asking for the generic names: the first answer, when it is a brand named as typed (or by an
// alias) that has generic versions. Null otherwise: "generic atorvastatin" is atorvastatin as found.
function brandAskedGeneric<M extends SearchableMedication>(listed: readonly M[]): M | null {
  const [first] = listed;
  return first?.isBrand ? first : null;
}

// The brand typed by its own name first in the list, with a strength and no form word, when it sells no such dose.
function typedBrandWithout<M extends SearchableMedication>(
  listed: readonly M[],
  asked: DoseQuery,
  of: (m: M) => DoseQuery,
) {
  const [first] = listed;
  if (!askedForDose(asked) || !first?.isBrand || asked.forms.length > 0) return null;
  if (normalizeSearchText(first.name) !== asked.name || namesAmounts(first, asked)) return null;
  return chooseAskedDose(first.doses, first.defaultDose, of(first)) === null ? first : null;
}

const givenAlike = (a: string, b: string) =>
  a.includes("extended-release") === b.includes("extended-release") &&
  routesOfDoseForm(a).some((r) => routesOfDoseForm(b).includes(r));

// The medication named exactly as typed is never pushed past the third answer by the brands listed beside a
// generic ("methylphenidate", RxNorm's name of the patch: after the hydrochloride tablets, before their brands), and
// comes first when its name holds a word search drops ("Pimtrea Pack": not the pills Pimtrea also names).
function namedWithinTop3<M extends SearchableMedication>(listed: M[], name: string, typed: string): M[] {
  const whole = listed.findIndex((m) => normalizeSearchText(m.name) === typed && typed !== name);
  if (whole > 0) return [listed[whole]!, ...listed.filter((_, i) => i !== whole)];
  const at = listed.findIndex((m) => normalizeSearchText(m.name) === name);
  if (at <= 2) return listed;
  return [...listed.slice(0, 1), listed[at]!, ...listed.slice(1, at), ...listed.slice(at + 1)];
}

// Each generic followed by its brands that have a strength and form no non-brand version of it has.
export function withBrandsBeside<M extends SearchableMedication>(
  hits: readonly M[],
  versions: SearchCatalog<M>["versions"],
): M[] {
  const listed: M[] = [];
  const seen = new Set<M>();
  const add = (m: M) => {
    if (!seen.has(m)) listed.push(m);
    seen.add(m);
  };
  for (const m of hits) {
    add(m);
    if (m.isBrand) continue;
    const family = versions.get(m.slug) ?? [];
    const generics = new Set(family.filter((v) => !v.isBrand).flatMap((v) => v.doses.map(doseKey)));
    for (const brand of family) if (brand.isBrand && brand.doses.some((d) => !generics.has(doseKey(d)))) add(brand);
  }
  return listed;
}

function askedDoseFirst<M extends SearchableMedication>(
  listed: M[],
  asked: DoseQuery,
  catalog: SearchCatalog<M>,
  askedOfIt: (m: M) => DoseQuery,
): M[] {
  // A product whose name holds the amounts asked ("alyacen 1/35": Alyacen 1/35) is the one asked for.
  const fits = (m: M) => namesAmounts(m, asked) || chooseAskedDose(m.doses, m.defaultDose, askedOfIt(m)) !== null;
  // A strength the brand typed does not sell never brings another brand ahead of it ("ozempic 1mg": Ozempic's pens
  // are labelled by what they hold, not Wegovy's 1 mg); a form word still may ("proair hfa": albuterol's HFA). Its
  // generic versions that sell it, given as the brand is, do (askedOfEach).
  const [first] = listed;
  if (first && typedBrandWithout(listed, asked, askedOfIt) === first) {
    const generics = ofGeneric(catalog, first.generic, (m) => !m.isBrand && fits(m));
    return [...generics, ...listed.filter((m) => !generics.includes(m))];
  }
  let fitting = listed.filter(fits);
  if (fitting.length === 0 && listed.length > 0) fitting = ofGeneric(catalog, listed[0]!.generic, fits);
  // A route and a form no product sells together ("neomycin oral solution": neomycin is sold as tablets): the products
  // of the route written come first, before products of the form by another route (the neomycin ear drops with
  // hydrocortisone and polymyxin B, another drug), each at its own dose.
  const routes = asked.forms.filter((form) => ROUTE_FORMS.has(form));
  if (fitting.length === 0 && routes.length > 0 && routes.length < asked.forms.length)
    fitting = listed.filter((m) => m.doses.some((d) => routes.every((route) => route.test(d.doseForm))));
  // Those with the amounts only as a concentration after those with them as typed; a combination the words do not name
  // whole after both ("lidocaine 1%": lidocaine's 10 mg/mL injection, then lidocaine / menthol's 4%-1% patch).
  // A dose without a volume for an amount typed over one after both ("hydrocortisone 5 mg/g": the 0.5% cream, not the
  // 5 mg tablet).
  const alike = new Set(fitting.filter((m) => fitsOnlyByConcentration(m.doses, askedOfIt(m))));
  if (alike.size > 0) {
    const loose = (m: M) => alike.has(m) && fitsOnlyWithoutVolume(m.doses, askedOfIt(m));
    const rank = (m: M) => (loose(m) ? 2 : alike.has(m) ? 1 : 0) + (namedInPart(m, asked.name) ? 3 : 0);
    fitting = fitting
      .map((m, i) => ({ m, i, r: rank(m) }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map(({ m }) => m);
  }
  return [...fitting, ...listed.filter((m) => !fitting.includes(m))];
}

// A combination of which the words name some ingredients only, not its name ("lidocaine" of lidocaine / menthol).
function namedInPart(m: Pick<SearchableMedication, "name" | "generic">, name: string): boolean {
  const ingredients = m.generic.split(" / ");
  if (
    ingredients.length < 2 ||
    normalizeSearchText(m.name)
      .split(" ")
      .every((w) => name.includes(w))
  )
    return false;
  const words = new Set(name.split(" "));
  return !ingredients.every((i) => normalizeSearchText(withoutSearchSaltWords(normalizeSearchText(i)) || i).split(" ").some((w) => words.has(w))); // prettier-ignore
}

// The medications of a generic that pass `test`: the generic itself first, then branded generics, then brands.
function ofGeneric<M extends SearchableMedication>(
  catalog: SearchCatalog<M>,
  generic: string,
  test: (m: M) => boolean,
) {
  const found = [...catalog.bySlug.values()].filter((m) => m.generic === generic && test(m));
  const rank = (m: M) => (m.isBrand ? 2 : m.name === m.generic ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b));
}

// A number that is part of the medication's name is not a strength ("muro 128 ointment": Muro 128's ointment). A
// trade name asks for its own doses ("flovent": fluticasone propionate's inhalers; "zyclara": imiquimod's 3.75%
// cream; "entocort", the start of "entocort ec": budesonide's capsules).
type Named = Pick<SearchableMedication, "name" | "generic" | "aliasDoses" | "doses">;
function askedOf(m: Named, typed: DoseQuery, nameOwned: boolean): DoseQuery {
  // A salt's milligrams a mEq, where a strength is typed and the files give them ("potassium chloride 750 mg").
  const weight = typed.strength !== null ? milligramsPerMeqOf(m.generic) : null;
  const weighed = weight === null ? typed : { ...typed, mgPerMeq: weight };
  // The number ending a name typed before a strength is the name's ("muro 128 2%": Muro 128's 2% drops).
  const asked =
    weighed.strengths.length > 1 && normalizeSearchText(m.name) === `${weighed.name} ${weighed.strengths[0]}`
      ? { ...weighed, strength: weighed.strengths[1]!, strengths: weighed.strengths.slice(1) }
      : weighed;
  // A name numbered by its strength ("tylenol 3": Tylenol with Codeine No. 3) is that name, not a strength.
  const numbered = m.aliasDoses?.[[asked.name, ...asked.strengths].join(" ")];
  if (asked.strengths.length === 1 && asked.unit === null && asked.forms.length === 0 && numbered)
    return { ...asked, strength: null, strengths: [], doses: numbered };
  // A brand's line named with a form word ("cardizem cd", "lamictal odt 25 mg"): the line's doses, not the form's.
  const line = asked.written === undefined ? undefined : aliasDosesOf(m, asked.written);
  // The release its word names still chooses among them ("wellbutrin sr": the 12-hour 150 mg, not Wellbutrin XL's).
  if (line && asked.doses === null) return { ...asked, forms: [], doses: line };
  // A form word chooses among the name's doses where it names one of them ("voltaren gel": Voltaren's 1% gel, not
  // the 3% of Solaraze), else among every dose.
  const ofName = asked.doses === null ? dosesNamed(m, asked.name, nameOwned) : null;
  const formed = (ndcs: readonly string[]) => fittingDoses(m.doses, { ...asked, strength: null, strengths: [], doses: ndcs }); // prettier-ignore
  const doses = ofName && (asked.forms.length === 0 || formed(ofName).length > 0) ? ofName : null;
  // A strength typed that none of the name's doses has is still asked of the medication ("advil 400": ibuprofen 400
  // mg, which Advil is not; "aleve 550"): the name chose a medication, the strength its dose, by the name's routes
  // ("flovent 50 mcg" is no nasal spray).
  const strength = asked.strength !== null || asked.strengths.length > 0;
  const unnamed = doses && strength && fittingDoses(m.doses, { ...asked, doses }).length === 0;
  const routes = unnamed ? m.doses.filter((d) => doses.includes(d.ndc)).flatMap((d) => routesOfDoseForm(d.doseForm)) : []; // prettier-ignore
  const byRoute = unnamed && fittingDoses(m.doses, asked).some((d) => routesOfDoseForm(d.doseForm).some((r) => routes.includes(r))); // prettier-ignore
  const named = doses && !byRoute ? { ...asked, doses } : asked;
  return namesAmounts(m, named) ? { ...named, strength: null, strengths: [] } : named;
}

function namesAmounts(m: Pick<SearchableMedication, "name">, asked: DoseQuery): boolean {
  if (asked.strength === null || asked.unit !== null) return false;
  const words = normalizeSearchText(m.name).split(" ");
  return asked.strengths.every((s) => words.includes(String(s)));
}

function dosesNamed(m: Named, name: string, nameOwned: boolean) {
  const aliases = Object.entries(m.aliasDoses ?? {});
  const exact = aliasDosesOf(m, name);
  if (exact) return exact;
  if (nameOwned) return null;
  // The medication's own name starts aliases of some doses ("fentanyl citrate preservative free"), and so does its
  // molecule without the salt ("naloxone" of "naloxone hydrochloride autoinjector"): not a trade name.
  if (startsName(normalizeSearchText(m.name), name) || startsName(normalizeSearchText(m.generic), name)) return null;
  const matching = aliases.filter(([alias]) => alias.startsWith(`${name} `));
  // A start shared by aliases of different doses ("voltaren" of Voltaren XR and Voltaren Arthritis Pain) names none.
  const named = new Set(matching.map(([, ndcs]) => ndcs.join(",")));
  return named.size === 1 ? matching[0]![1] : null;
}

// The doses an alias names, typed as it is or in another word order ("sustenna invega": Invega Sustenna's).
function aliasDosesOf(m: Named, name: string): readonly string[] | undefined {
  const doses = m.aliasDoses?.[name];
  if (doses || !name.includes(" ") || !m.aliasDoses) return doses;
  const sorted = sortedWords(name);
  return Object.entries(m.aliasDoses).find(([alias]) => sortedWords(alias) === sorted)?.[1];
}
const sortedWords = (name: string) => name.split(" ").sort().join(" ");

const startsName = (own: string, name: string) => own === name || own.startsWith(`${name} `);

// The versions of each medication: those sharing its generic (by genericSlug), the generic first, then brands by name.
export function groupVersions<M extends SearchableMedication & { name: string }>(medications: Iterable<M>) {
  const families = new Map<string, M[]>();
  for (const m of medications) {
    const family = m.genericSlug ?? m.slug;
    families.set(family, [...(families.get(family) ?? []), m]);
  }
  const versions = new Map<string, M[]>();
  for (const family of families.values()) {
    family.sort((a, b) => Number(a.isBrand) - Number(b.isBrand) || a.name.localeCompare(b.name));
    for (const m of family) versions.set(m.slug, family);
  }
  return versions;
}
