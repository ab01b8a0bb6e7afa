// The in-memory type-ahead index over brand and generic names and their other names (aliases): exact, then prefix,
// then word prefix, then substring, then typo matches. A query that names ingredients (in any order, by any of their
// names: ingredient-matcher.ts) matches their products exactly. Within a tier a match on the medication's own name
// comes first, then one on its generic name as written, then an alias or the ingredients without salt words (so
// "norethindrone" lists the norethindrone pills before norethindrone acetate); then generic before brand, a single
// drug before a combination, then popularity. An alias only DrugBank or MeSH gives (a name abroad: "Norcolut",
// norethindrone abroad) completes a half-typed name only where no US name starts so ("norco" is Norco). It is rebuilt
// when the catalog changes.
//
// Typo matches are a safety question in a pharmacy: they are looked for only when nothing matches as typed and the
// query is not (the start of) another drug's name, they start where a name starts (the same first letter, or one
// left out or mistyped: typoEdits), and their reach grows with length. A word typed alone is a typo of a whole word
// of a name, with at most one letter the name does not have (typoOfWholeWords): a name the data does not know ("tums")
// answers nothing rather than the drug whose start it resembles (tamsulosin). A slip is what a hand or an ear makes
// (two letters swapped, "f" for "ph", a key beside, a vowel or a sound alike: HAND_SLIPS); a word typed alone takes
// two only of the medication's own name, and a first letter replaced is its only one. Type-ahead costs about 2 ms a query
// uncached over the bench's queries (npx tsx of a loop over typeAheadQueries on the seed; the cache answers most
// repeats).
import { LruCache } from "../../platform/lru-cache";
import { normalizeSearchText } from "./normalize-search-text";
import { isFormOrUnitWord, parseDoseQuery } from "./parse-dose-query";
import { IngredientMatcher } from "./ingredient-matcher";
import { withoutSearchSaltWords } from "./salt-words";
import { isVeterinaryOnlyName } from "../veterinary-only";
import { withoutAskingWords, withoutCareWords } from "../veterinary-care-words";

export { normalizeSearchText };

// `generic`: the ingredients joined by " / " (the name when absent).
export type SearchEntry = {
  slug: string;
  name: string;
  isBrand: boolean;
  popularity: number;
  aliases?: string[];
  // Those of its aliases only a file abroad gives (DrugBank, MeSH: alias-sources.ts): found typed whole, and from a
  // half-typed name only where no US name starts so.
  abroad?: string[];
  generic?: string;
  oral?: boolean; // the default dose is a tablet or capsule swallowed whole
  injected?: boolean; // the default dose is a vial or injectable suspension (search-entries.ts)
};

// `group`: the tier, the way it was matched (the name, the generic name as written, another name) and, found by
// another name, generic before branded generic before brand (genericRank); `parts`: the ingredients counted where the
// query is most of a word (partsRank). Within them find-medications.ts orders the answers by their fills
// (inOrderOfFills).
export type RankedEntry = { entry: SearchEntry; tier: MatchTier; group: number; parts: number };

// How a hit was matched: on the medication's own name, on its generic name as written, or on another name.
enum Via {
  Name = 0,
  Generic = 1,
  Alias = 2,
}
// `lead`: a combination the query's molecule is dispensed in far more than alone (combinationsOf).
// `whole`: a typo of a whole name (or of the ingredients' names), not of the start of one.
type Hit = {
  indexed: Indexed;
  tier: MatchTier;
  via: Via;
  edits: number;
  special?: boolean;
  lead?: boolean;
  whole?: boolean;
};

// `keys`: the normalized name, then its aliases. `terms`: their words and whole keys, as indexes into the index's
// list of distinct terms, which typos are measured against once per query.
// `molecule`: a generic of one ingredient without its salt words ("clonidine" for clonidine hydrochloride), or of one
// in several salts (nitrofurantoin macrocrystals and monohydrate); null for a combination.
type Indexed = { entry: SearchEntry; keys: string[]; parts: number; terms: number[]; molecule: string | null };

// A combination leads its molecule's search when dispensed this many times as much as the molecule alone, and at
// least this popularity (thousands of prescriptions a year).
const COMBINATION_LEAD = 10;
const MIN_LEAD_POPULARITY = 100;

// A salt not named as written leads a molecule's name over the one named so only when dispensed this many times as
// much (markSpecialForms): the counts behind a rare form are a few dozen prescriptions of one state, scaled up.
const CLEARLY_MORE = 1.5;

// Distinct queries are few (prefixes of 1,850 names, and their typos): most answers come from here.
const CACHE_SIZE = 20_000;

export enum MatchTier {
  Exact = 0,
  Prefix = 1,
  WordPrefix = 2,
  Substring = 3,
  Typo = 4,
}

// Edits tolerated for a query of this length: none under 4 letters, 1 up to 6, 2 beyond.
export function typoAllowance(length: number): number {
  return length < 4 ? 0 : length <= 6 ? 1 : 2;
}

const [F, H, P] = ["f", "h", "p"].map((c) => c.charCodeAt(0)) as [number, number, number];

// Keys beside each letter on a QWERTY keyboard, and letters that sound alike in a drug's name.
const KEYS_BESIDE = "qw we er rt ty yu ui io op as sd df fg gh hj jk kl zx xc cv vb bn nm qa wa ws es ed rd rf tf tg yg yh uh uj ij ik ok ol pl az sz sx dx dc fc fv gv gb hb hn jn jm km"; // prettier-ignore
const SOUNDS_ALIKE = "ck cq kq kx cs sz cz xz mn iy";
/**
 * What a letter typed for another costs: one slip where a hand or an ear makes it (a vowel for a vowel, "y" for "i",
 * a key beside it, a letter that sounds alike: c/k/q/x, c/s/z, m/n), else two (a letter left out and another typed):
 * "emetrol" is no Ezetrol (m for z), "dermox" no Vermox (d for v), "pentanal" no fentanyl, while "zarelto" (z beside
 * x), "ozempik" (k for c), "prednizone", "escitalopran" and every vowel slip are one.
 */
const HAND_SLIPS = (() => {
  const cost = new Uint8Array(128 * 128).fill(2);
  const pair = (a: string, b: string) => {
    cost[a.charCodeAt(0) * 128 + b.charCodeAt(0)] = 1;
    cost[b.charCodeAt(0) * 128 + a.charCodeAt(0)] = 1;
  };
  const vowels = "aeiou";
  for (const a of vowels) for (const b of vowels) if (a !== b) pair(a, b);
  for (const ab of `${KEYS_BESIDE} ${SOUNDS_ALIKE}`.split(" ")) pair(ab[0]!, ab[1]!);
  for (let d = 48; d <= 57; d++) for (let e = 48; e <= 57; e++) if (d !== e) cost[d * 128 + e] = 1; // digits
  for (let c = 0; c < 128; c++) cost[c * 128 + 32] = cost[32 * 128 + c] = 1; // a space for a letter ("m pap": Mapap)
  return cost;
})();
// Any letter for another, one slip: in a word of 3 letters or fewer among others, an abbreviation rather than a name
// spelt by hand ("pcn vk": pen vk, penicillin V potassium).
const ANY_SLIPS = new Uint8Array(128 * 128).fill(1);
const slipCost = (a: number, b: number, slips: Uint8Array) => (a === b ? 0 : slips[(a & 127) * 128 + (b & 127)]!);
const SHORT_WORD = 3;
// Per letter of a query of several words, whether its word is short (ANY_SLIPS), else null.
export function shortWordLetters(q: string): Uint8Array | null {
  if (!q.includes(" ")) return null;
  const letters = new Uint8Array(q.length);
  let found = false;
  let start = 0;
  for (const word of q.split(" ")) {
    if (word.length > 0 && word.length <= SHORT_WORD) {
      letters.fill(1, start, start + word.length);
      found = true;
    }
    start += word.length + 1;
  }
  return found ? letters : null;
}

// The fewest edits turning the query into the start of a word (a patient types the beginning of a name), if it is
// at most `allowance`, else Infinity: the edit distance table of query against word, kept to the diagonal band of
// width `allowance` (a cheaper path cannot leave it) and abandoned as soon as a whole row exceeds the allowance, so
// most words cost a few cells. Two letters swapped ("amoldipine", "neoapp") are one slip, as one left out is (the
// optimal string alignment distance), and so is a sound spelt otherwise: "f" for "ph" or "ph" for "f" ("zolopht"). A
// letter typed for another is one slip or two (HAND_SLIPS), one in a short word (`short`: shortWordLetters of the
// query `offset` letters before this one). `whole`: the edits to the whole word, not to a start of it.
export function prefixEditDistance(
  query: string,
  word: string,
  allowance: number,
  rows = new Int32Array(0),
  whole = false,
  short: Uint8Array | null = null,
  offset = 0,
): number {
  const m = query.length;
  const n = Math.min(word.length, m + allowance);
  if (n < m - allowance || (whole && n < word.length)) return Infinity;
  const width = n + 1;
  const table = rows.length >= 3 * width ? rows : new Int32Array(3 * width);
  let before = 2 * width; // the row before the previous one, for a swap
  let prev = 0;
  let cur = width;
  for (let j = 0; j <= n; j++) table[prev + j] = j;
  for (let i = 1; i <= m; i++) {
    const from = Math.max(1, i - allowance);
    const to = Math.min(n, i + allowance);
    table[cur] = i;
    if (from > 1) table[cur + from - 1] = allowance + 1;
    let rowMin = from === 1 ? i : allowance + 1;
    const q = query.charCodeAt(i - 1);
    const qBefore = i > 1 ? query.charCodeAt(i - 2) : -1;
    const costs = short !== null && short[i - 1 + offset] === 1 ? ANY_SLIPS : HAND_SLIPS;
    const row = (q & 127) * 128;
    const sound = q === F || (q === H && qBefore === P);
    let wBefore = from > 1 ? word.charCodeAt(from - 2) : -1;
    for (let j = from; j <= to; j++) {
      const w = word.charCodeAt(j - 1);
      const remove = j <= i - 1 + allowance ? table[prev + j]! + 1 : allowance + 1;
      const insert = table[cur + j - 1]! + 1;
      let cell = Math.min(table[prev + j - 1]! + (q === w ? 0 : costs[row + (w & 127)]!), remove, insert);
      if (q === wBefore && qBefore === w && q !== w) cell = Math.min(cell, table[before + j - 2]! + 1);
      // "f" for "ph" and "ph" for "f": one slip.
      if (sound) {
        if (q === F && w === H && wBefore === P) cell = Math.min(cell, table[prev + j - 2]! + 1);
        else if (q === H && w === F) cell = Math.min(cell, table[before + j - 1]! + 1);
      }
      table[cur + j] = cell;
      if (cell < rowMin) rowMin = cell;
      wBefore = w;
    }
    if (to < n) table[cur + to + 1] = allowance + 1;
    if (rowMin > allowance) return Infinity;
    const free = before;
    before = prev;
    prev = cur;
    cur = free;
  }
  if (whole) return table[prev + n]! <= allowance ? table[prev + n]! : Infinity;
  let best = Infinity;
  for (let j = Math.max(0, m - allowance); j <= n; j++) best = Math.min(best, table[prev + j]!);
  return best <= allowance ? best : Infinity;
}

/**
 * Whether the query is a typo of the term's first words typed whole: within `allowance` edits of the term up to the
 * end of one of its words, not of a start that leaves the rest of a word untyped ("tums" is no tamsulosin, "theraflu"
 * no teriflunomide, "beano" no Banophen), and with at most one letter the name does not have (one mistyped or typed
 * too many): where two slips are allowed, the other is a letter left out or two letters swapped ("etformn",
 * "atorvastin", "metropolol"). Two letters of its own in a word of 7 to 9 make another name, not a typo ("pamprin"
 * is no Easprin, "cortaid" no Cortan, "prevagen" no Preven). A space is no letter ("benadryl d"). A letter typed
 * for another is one slip or two as prefixEditDistance counts it, and a first letter replaced is the only slip.
 */
export function typoOfWholeWords(query: string, term: string, allowance: number): boolean {
  const m = query.length;
  const n = term.length;
  // Per start of the term: the edits (a replaced letter is one), and the fewest letters of the query it lacks.
  let edits = Array.from({ length: n + 1 }, (_, j) => j);
  let extra = new Array<number>(n + 1).fill(0);
  // The row before, for two letters swapped (one slip, no letter the name lacks).
  let editsBefore = edits;
  let extraBefore = extra;
  for (let i = 1; i <= m; i++) {
    const q = query.charCodeAt(i - 1);
    const letter = q === 32 ? 0 : 1;
    const nextEdits = [i];
    const nextExtra = [extra[0]! + letter];
    for (let j = 1; j <= n; j++) {
      const t = term.charCodeAt(j - 1);
      const same = q === t;
      nextEdits[j] = Math.min(edits[j - 1]! + slipCost(q, t, HAND_SLIPS), edits[j]! + 1, nextEdits[j - 1]! + 1);
      nextExtra[j] = Math.min(same ? extra[j - 1]! : Infinity, extra[j]! + letter, nextExtra[j - 1]!);
      if (i > 1 && j > 1 && !same && q === term.charCodeAt(j - 2) && query.charCodeAt(i - 2) === t) {
        nextEdits[j] = Math.min(nextEdits[j]!, editsBefore[j - 2]! + 1);
        nextExtra[j] = Math.min(nextExtra[j]!, extraBefore[j - 2]!);
      }
      // A sound spelt otherwise ("f" for "ph", "ph" for "f"): one slip, no letter the name lacks.
      if (q === F && t === H && j > 1 && term.charCodeAt(j - 2) === P) {
        nextEdits[j] = Math.min(nextEdits[j]!, edits[j - 2]! + 1);
        nextExtra[j] = Math.min(nextExtra[j]!, extra[j - 2]!);
      }
      if (q === H && t === F && i > 1 && query.charCodeAt(i - 2) === P) {
        nextEdits[j] = Math.min(nextEdits[j]!, editsBefore[j - 1]! + 1);
        nextExtra[j] = Math.min(nextExtra[j]!, extraBefore[j - 1]!);
      }
    }
    [editsBefore, extraBefore] = [edits, extra];
    [edits, extra] = [nextEdits, nextExtra];
  }
  // The first letter replaced (not left out, typed before the name, or swapped with the second) is the only slip:
  // "kanax", "zarelto", "kephalexin" keep their drug; "uristat" is no orlistat, "dexacort" no Texacort.
  const [q0, q1, t0, t1] = [query.charCodeAt(0), query.charCodeAt(1), term.charCodeAt(0), term.charCodeAt(1)];
  const most = q0 !== t0 && q0 !== t1 && q1 !== t0 ? 1 : allowance;
  for (let j = Math.max(1, m - allowance); j <= Math.min(n, m + allowance); j++)
    if ((j === n || term.charCodeAt(j) === 32) && edits[j]! <= most && extra[j]! <= 1) return true;
  return false;
}

export class MedicationSearchIndex {
  private readonly entries: Indexed[];
  private readonly terms: string[] = [];
  // Every alias with its medication, sorted: an alias matches exactly or as a prefix, found by binary search.
  // `abroad`: a name only a file abroad gives (SearchEntry.abroad).
  private readonly aliases: { key: string; indexed: Indexed; abroad: boolean }[];
  // Every medication's name and every alias a US file gives, sorted: a name abroad completes a half-typed name only
  // where none of them starts so.
  private readonly usNames: string[];
  private readonly usNameSet: Set<string>;
  private readonly abroadNames = new Set<string>();
  // Every drug name known (catalog names, aliases, names the catalog does not sell), sorted: a query that is one of
  // them, or the start of one, is never answered with a typo neighbour.
  private readonly knownNames: string[];
  private readonly rows = new Int32Array(512);
  // Terms by their first and by their second letter, and each term without its first letter, for typoEdits.
  private readonly byFirst = new Map<number, number[]>();
  private readonly bySecond = new Map<number, number[]>();
  private readonly tails: string[] = [];
  private readonly ingredients: IngredientMatcher;
  // Each medication's own name, and the name but for a grade ("polyethylene glycol" of polyethylene glycol 3350).
  private readonly ownNames = new Set<string>();
  // A molecule's most popular single-ingredient product (any salt, brand or not), for combinationsOf.
  private readonly aloneByMolecule = new Map<string, number>();
  // Each name and alias of several words by its words sorted ("human insulin regular" is "insulin, regular, human"),
  // and each word of them to the medications so named, for wordsInAnyOrder.
  private readonly bySortedWords = new Map<string, Indexed[]>();
  private readonly byWord = new Map<string, number[]>(); // word -> the names holding it (in `named`)
  private readonly named: Indexed[] = [];
  // Type-ahead repeats itself (every patient types "a", "at", "ato"): answers are cached per query and limit; the
  // whole index (and its cache) is replaced when the catalog changes.
  private readonly cache = new LruCache<RankedEntry[]>({ maxEntries: CACHE_SIZE, ttlMs: Number.POSITIVE_INFINITY });
  private readonly popularityBySlug = new Map<string, number>();

  constructor(entries: SearchEntry[], otherDrugNames: readonly string[] = []) {
    const termIds = new Map<string, number>();
    const termId = (term: string) => {
      let id = termIds.get(term);
      if (id === undefined) {
        id = this.terms.push(term) - 1;
        termIds.set(term, id);
      }
      return id;
    };
    this.entries = entries.map((entry) => {
      const key = normalizeSearchText(entry.name);
      const aliases = (entry.aliases ?? []).map(normalizeSearchText).filter((a) => a && a !== key);
      const keys = [key, ...new Set(aliases)];
      // Typos are measured against the name's words and every whole key (not alias words: "acid", "sodium").
      const terms = [...new Set([...keys, ...key.split(" ")])].map(termId);
      const bases = new Set(
        (entry.generic ?? entry.name).split(" / ").map((i) => withoutSearchSaltWords(normalizeSearchText(i))),
      );
      const molecule = bases.size === 1 ? [...bases][0]! : null;
      return { entry: { ...entry }, keys, parts: entry.name.split(" / ").length, terms, molecule };
    });
    for (const { keys, molecule, entry } of this.entries) {
      this.popularityBySlug.set(entry.slug, entry.popularity);
      this.ownNames.add(keys[0]!).add(keys[0]!.replace(/ \d+$/, ""));
      if (molecule !== null)
        this.aloneByMolecule.set(molecule, Math.max(this.aloneByMolecule.get(molecule) ?? 0, entry.popularity));
    }
    for (const indexed of this.entries)
      for (const key of indexed.keys) {
        const words = key.split(" ");
        if (words.length < 2) continue;
        const sorted = [...words].sort().join(" ");
        const named = this.bySortedWords.get(sorted);
        if (!named) this.bySortedWords.set(sorted, [indexed]);
        else if (!named.includes(indexed)) named.push(indexed);
        const at = this.named.push(indexed) - 1;
        for (const w of new Set(words)) {
          const names = this.byWord.get(w);
          if (names) names.push(at);
          else this.byWord.set(w, [at]);
        }
      }
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    this.aliases = this.entries
      .flatMap((indexed) => {
        const abroad = new Set((indexed.entry.abroad ?? []).map(normalizeSearchText));
        return indexed.keys.slice(1).map((key) => ({ key, indexed, abroad: abroad.has(key) }));
      })
      .sort(byKey);
    this.usNames = [
      ...new Set([...this.entries.map((e) => e.keys[0]!), ...this.aliases.filter((a) => !a.abroad).map((a) => a.key)]),
    ].sort();
    this.usNameSet = new Set(this.usNames);
    for (const a of this.aliases) if (a.abroad && !this.usNameSet.has(a.key)) this.abroadNames.add(a.key);
    this.knownNames = [
      ...new Set([...this.entries.flatMap((e) => e.keys), ...otherDrugNames.map(normalizeSearchText)]),
    ].sort();
    this.ingredients = new IngredientMatcher(
      this.entries.map(({ entry, keys }) => ({
        key: keys[0]!,
        aliases: keys.slice(1),
        generic: entry.generic ?? entry.name,
      })),
      (name) => this.knownName(name) === "name",
    );
    this.terms.forEach((term, id) => {
      for (const [map, at] of [
        [this.byFirst, 0],
        [this.bySecond, 1],
      ] as const) {
        // Pushed in place: a copy per term made building the index quadratic in the terms of a letter.
        const ids = map.get(term.charCodeAt(at));
        if (ids) ids.push(id);
        else map.set(term.charCodeAt(at), [id]);
      }
      this.tails.push(term.slice(1));
    });
  }

  get size(): number {
    return this.entries.length;
  }

  search(query: string, limit: number): SearchEntry[] {
    return this.searchRanked(query, limit).map((r) => r.entry);
  }

  // The matches with the tier and group each was found in (find-medications orders a group's answers by their fills).
  searchRanked(query: string, limit: number): readonly RankedEntry[] {
    const { name, pets } = parseDoseQuery(query);
    // A pest asked against ("flea pill for dogs", "heartworm medicine") is no drug's name, nor a misspelt one
    // (flecainide, Tikosyn): with a drug named, that drug is searched ("ivermectin heartworm"); for an animal, nothing
    // else (the site says "made only for animals"); for a person, only names holding the words as typed ("lice
    // treatment": Sklice), never a typo's neighbour (veterinary-care-words.ts).
    const rest = name && this.knownName(name) === null ? withoutCareWords(name) : null;
    const asTyped = rest === "" && !pets;
    const q = asTyped ? withoutAskingWords(name) : rest === "" ? "" : (rest ?? name);
    if (!q) return [];
    // A name abroad typed whole with words the parse takes off ("petrolatum liquid", mineral oil's): it is typed whole.
    const typed = query.length > q.length ? normalizeSearchText(query) : q;
    const whole = typed !== q && this.abroadNames.has(typed) ? typed : q;
    const key = `${limit}:${pets ? "pets:" : ""}${asTyped ? "as typed:" : ""}${q}${whole === q ? "" : `:${whole}`}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const results = this.rank(q, limit, pets, !asTyped, whole);
    this.cache.set(key, results);
    return results;
  }

  // Combinations typed in part (IngredientMatcher.typedInPart: "medroxyprogesterone estrogens conju", "medrox estrog
  // conjug"), for a query nothing else reads (findMedications asks last): never a pet's, never a typo's reading.
  searchTypedInPart(query: string, limit: number): readonly RankedEntry[] {
    const { name, pets } = parseDoseQuery(query);
    if (pets || !name.includes(" ")) return [];
    const key = `${limit}:in part:${name}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const results = this.rank(name, limit, false, false, name, true);
    this.cache.set(key, results);
    return results;
  }

  // The query with its truncated ingredient and salt words written whole ("hydrocodone-acetamin 5-325", "pot
  // chloride er 10 meq", "norethind-eth estrad 1-20"), null when none is (IngredientMatcher.completedWords). A word
  // with a number, a form word or a unit stays as typed.
  completeWords(query: string): string | null {
    const words = query
      .toLowerCase()
      .split(/\s+/)
      .flatMap((t) => (/\d/.test(t) ? [t] : t.split(/[^a-z0-9]+/)))
      .filter(Boolean);
    const completed = this.ingredients.completedWords(words, (w) => isFormOrUnitWord(w));
    return completed ? completed.join(" ") : null;
  }

  // The query with the salt words cut after a molecule's name written whole ("amlodipine bes/olmesartan med",
  // "hydrocortisone sod succinate") and the words each salt followed, null when none is (IngredientMatcher.writtenSalts).
  writeSalts(query: string): { query: string; molecules: readonly string[] } | null {
    const words = query
      .toLowerCase()
      .split(/\s+/)
      .flatMap((t) => (/\d/.test(t) ? [t] : t.split(/[^a-z0-9]+/)))
      .filter(Boolean);
    const written = this.ingredients.writtenSalts(words, (w) => isFormOrUnitWord(w));
    return written ? { query: written.words.join(" "), molecules: written.molecules } : null;
  }

  // Whether the words (normalized) are a name or alias of several words in some order ("sm lotemax": Lotemax SM).
  namedInAnyOrder(q: string): boolean {
    return q.includes(" ") && this.bySortedWords.has(q.split(" ").sort().join(" "));
  }

  // Whether the query's name matches nothing as typed, so that whatever search answers is a typo's neighbour (the
  // measures of unknown names: scripts/measure-unknown-names.ts).
  matchesNothingAsTyped(query: string): boolean {
    const { name } = parseDoseQuery(query);
    return name !== "" && this.rank(name, 1, false, false).length === 0;
  }

  // Whether the query is a drug name ("name"), the start of one ("start") or neither, as typed.
  knownName(q: string): "name" | "start" | null {
    const found = this.knownNames[lowerBound(this.knownNames.length, (i) => this.knownNames[i]!, q)];
    return found === q ? "name" : found?.startsWith(q) ? "start" : null;
  }

  /**
   * The edits from the query to the start of each term (Infinity when over the allowance), trying only terms that
   * share the query's first letter, or whose second letter is the query's first (its first letter left out:
   * "etformn", "tenolo"; or its first two swapped: "enxium") or second (its first letter mistyped: "zarelto"), each
   * costing one edit. Other terms
   * share nothing at the start, and comparing them would cost type-ahead most of its speed.
   */
  private typoEdits(q: string, allowance: number, short: Uint8Array | null): Float64Array {
    const edits = new Float64Array(this.terms.length).fill(Infinity);
    const first = q.charCodeAt(0);
    for (const t of this.byFirst.get(first) ?? [])
      edits[t] = prefixEditDistance(q, this.terms[t]!, allowance, this.rows, false, short);
    // A name starting with "ph" spelt with "f" ("fenergan"), or one starting with "f" spelt "ph" ("phlonase").
    const sound = first === F ? P : first === P && q.charCodeAt(1) === H ? F : 0;
    for (const t of this.byFirst.get(sound) ?? [])
      if (sound === F || this.terms[t]!.charCodeAt(1) === H)
        edits[t] = prefixEditDistance(q, this.terms[t]!, allowance, this.rows, false, short);
    const rest = q.slice(1);
    const second = q.charCodeAt(1);
    for (const t of this.bySecond.get(first) ?? []) {
      edits[t] = Math.min(edits[t]!, 1 + prefixEditDistance(q, this.tails[t]!, allowance - 1, this.rows, false, short));
      // The first two letters swapped ("enxium", "apxil").
      if (this.terms[t]!.charCodeAt(0) === second)
        edits[t] = Math.min(
          edits[t]!,
          1 + prefixEditDistance(q.slice(2), this.terms[t]!.slice(2), allowance - 1, this.rows, false, short, 2),
        );
    }
    for (const t of this.bySecond.get(q.charCodeAt(1)) ?? [])
      edits[t] = Math.min(
        edits[t]!,
        1 + prefixEditDistance(rest, this.tails[t]!, allowance - 1, this.rows, false, short, 1),
      );
    return edits;
  }

  /**
   * The combinations holding the molecule the whole query names. Each is found (after the products named so), so a
   * molecule sold only in combinations is never a 404 ("lixisenatide": Soliqua; "ethynodiol": Kelnor). One dispensed
   * far more than the molecule alone is what its name asks for: "hydrocodone" is acetaminophen / hydrocodone at the
   * counter (5.1 M prescriptions a year against 0.9 k for hydrocodone alone), "codeine" acetaminophen / codeine,
   * "amphetamine" the mixed amphetamine salts. Such a combination, dispensed at least COMBINATION_LEAD times as much as
   * the molecule's most dispensed single-ingredient product (any salt, brand or not) and counted in the dispensing
   * files (MIN_LEAD_POPULARITY thousand prescriptions a year, which no count of NDCs reaches), leads: it is an exact
   * match ahead of the molecule alone, unless a product is named exactly what was typed ("acetaminophen",
   * "buprenorphine", "polyethylene glycol" 3350): the patient named it. Nor does it lead a molecule that is itself
   * dispensed that widely alone: "naloxone" is the rescue spray (0.6 M prescriptions a year) however much more
   * buprenorphine / naloxone is filled, "dextroamphetamine" its own tablets, "umeclidinium" Incruse. A brand never
   * leads: a patient who means Nuedexta types its name ("dextromethorphan" is the cough medicine however much more
   * Part D claims Nuedexta, dextromethorphan / quinidine, than any file counts the molecule alone).
   */
  private combinationsOf(q: string): { indexed: Indexed; lead: boolean }[] {
    const found = this.ingredients.combinationsOf(q);
    if (!found || found.positions.length === 0) return [];
    // Named exactly, or but for a grade ("polyethylene glycol" is polyethylene glycol 3350, not a bowel preparation).
    const named = this.ownNames.has(q);
    let alone = 0;
    for (const base of found.bases) alone = Math.max(alone, this.aloneByMolecule.get(base) ?? 0);
    // The molecule the query names itself ("amphetamine" also means dextroamphetamine, dispensed apart far more).
    const aloneAsNamed = this.aloneByMolecule.get(q) ?? alone;
    return found.positions.map((position) => {
      const indexed = this.entries[position]!;
      const { popularity } = indexed.entry;
      return {
        indexed,
        lead:
          !named &&
          !indexed.entry.isBrand &&
          aloneAsNamed < MIN_LEAD_POPULARITY &&
          popularity >= MIN_LEAD_POPULARITY &&
          popularity >= COMBINATION_LEAD * alone,
      };
    });
  }

  /**
   * A name of several words typed in another order, found as typed by no name's start: the names whose words are the
   * query's words in any order ("human insulin regular": Humulin R's "insulin regular human"; "carbonate calcium",
   * which a multivitamin's name holds as typed), as a name's start is (Prefix); else, when nothing holds the words as
   * typed (`holding`), those holding every word typed ("regular insulin"), as a substring is. Whole words only: a word
   * typed in part is still being typed.
   */
  private wordsInAnyOrder(q: string, holding: boolean): { indexed: Indexed; tier: MatchTier }[] {
    const words = q.split(" ");
    if (words.length < 2) return [];
    const same = this.bySortedWords.get([...words].sort().join(" "));
    if (same) return same.map((indexed) => ({ indexed, tier: MatchTier.Prefix }));
    if (!holding) return [];
    // One name holding every word ("insulin, regular, human" holds "regular insulin"); words spread over a
    // medication's several names ("septra" and "bactrim pediatric") are no name of it.
    const lists = words.map((w) => this.byWord.get(w));
    if (lists.some((list) => list === undefined)) return [];
    const [fewest, ...others] = (lists as number[][]).sort((a, b) => a.length - b.length);
    const found = new Set<Indexed>();
    for (const at of fewest!) if (others.every((list) => list.includes(at))) found.add(this.named[at]!);
    return [...found].map((indexed) => ({ indexed, tier: MatchTier.Substring }));
  }

  // Whether a medication's name or an alias a US file gives starts with the query.
  private startsUsName(q: string): boolean {
    return this.usNames[lowerBound(this.usNames.length, (i) => this.usNames[i]!, q)]?.startsWith(q) ?? false;
  }

  private aliasNamed(q: string): boolean {
    return this.aliases[lowerBound(this.aliases.length, (i) => this.aliases[i]!.key, q)]?.key === q;
  }

  // The medication's popularity (search-entries.ts: fills a year, in thousands), 0 when it is not indexed.
  popularity(slug: string): number {
    return this.popularityBySlug.get(slug) ?? 0;
  }

  // `whole`: the query typed whole, where it is a name abroad and the parse took words off it (searchRanked).
  private rank(q: string, limit: number, pets = false, typos = true, whole = q, partial = false): RankedEntry[] {
    const best = new Map<Indexed, Hit>();
    const offer = (hit: Hit) => {
      const found = best.get(hit.indexed);
      if (!found || hit.tier < found.tier || (hit.tier === found.tier && hit.via < found.via))
        best.set(hit.indexed, hit);
    };
    const wordStart = ` ${q}`;
    const known = this.knownName(q);
    const first = lowerBound(this.aliases.length, (i) => this.aliases[i]!.key, q);
    let usStart: boolean | undefined;
    for (let i = first; i < this.aliases.length && this.aliases[i]!.key.startsWith(q); i++) {
      const { key, indexed, abroad } = this.aliases[i]!;
      // A name abroad completes a half-typed name only where no US name starts so: "norco" is Norco, not the start
      // of Norcolut (norethindrone abroad); "norcol" still finds it, and so does "norcolut" typed whole.
      if (abroad && key !== q && key !== whole && (usStart ??= this.startsUsName(q))) continue;
      offer({ indexed, tier: key === q ? MatchTier.Exact : MatchTier.Prefix, via: Via.Alias, edits: 0 });
    }
    // An alias several medications share that is a misspelling of one's own name ("reybelsus", which a name file gives
    // every semaglutide medication): that one is found as by its name, before the others ("reybelsus": Rybelsus, not
    // Ozempic, which is filled more).
    const shared = [...best.values()].filter((h) => h.tier === MatchTier.Exact && h.via === Via.Alias);
    if (shared.length > 1)
      for (const hit of shared)
        if (typoOfWholeWords(q, hit.indexed.keys[0]!, typoAllowance(q.replace(/ /g, "").length))) hit.via = Via.Name;
    for (const { position, named } of this.ingredients.match(q, best.size > 0 && this.aliasNamed(q))) {
      // Only a generic or branded generic is the product its generic name names: "cetirizine" is the tablets, not
      // Zerviate (cetirizine eye drops, a brand).
      const indexed = this.entries[position]!;
      const via = named && !indexed.entry.isBrand ? Via.Generic : Via.Alias;
      offer({ indexed, tier: MatchTier.Exact, via, edits: 0 });
    }
    // A name abroad typed whole that is also the start of a US name ("flucon": fluorometholone's Flucon abroad, and the
    // start of fluconazole) finds its drug after the names it starts, as their start does: no US name nor
    // ingredient's is what was typed, so every exact match is the name abroad's.
    if (this.abroadNames.has(q) && !this.ingredients.namesIngredient(q) && this.startsUsName(q))
      for (const hit of best.values()) if (hit.tier === MatchTier.Exact) hit.tier = MatchTier.Prefix;
    let literal = best.size > 0;
    const prefix = `${q} `;
    for (const indexed of this.entries) {
      // A drug's whole name ("Taxol") never lists the drugs that merely contain it ("betaxolol").
      let tier = tierOf(indexed.keys[0]!, q, wordStart, known !== "name");
      if (tier === null) continue;
      // A combination whose name starts with the words typed whole is found as one holding them elsewhere in its
      // name: RxNorm orders ingredients alphabetically, so "benazepril" is amlodipine / benazepril as much as
      // benazepril / hydrochlorothiazide, and "hydrocodone bitartrate" acetaminophen / hydrocodone as much as
      // hydrocodone / ibuprofen (fewer ingredients, then the one dispensed most, rank them).
      if (tier === MatchTier.Prefix && indexed.parts > 1 && indexed.keys[0]!.startsWith(prefix))
        tier = MatchTier.WordPrefix;
      offer({ indexed, tier, via: Via.Name, edits: 0 });
      if (tier <= MatchTier.WordPrefix) literal = true;
    }
    for (const { indexed, lead } of this.combinationsOf(q)) {
      offer({ indexed, tier: lead ? MatchTier.Exact : MatchTier.WordPrefix, via: Via.Alias, edits: 0 });
      if (lead) best.get(indexed)!.lead = true;
      literal = true;
    }
    // Found as typed only inside other names, or not at all: a name typed in another word order.
    let top: MatchTier = MatchTier.Typo;
    for (const hit of best.values()) if (hit.tier < top) top = hit.tier;
    if (top >= MatchTier.WordPrefix)
      for (const { indexed, tier } of this.wordsInAnyOrder(q, !literal)) {
        offer({ indexed, tier, via: Via.Alias, edits: 0 });
        literal = true;
      }
    // Asked for (searchTypedInPart) and found by nothing as typed: ingredient names typed whole and the start of the
    // last one being typed ("chlorthalidone at", "medroxyprogesterone estrogens conju"), as a name's start is found.
    if (partial && best.size === 0 && q.includes(" "))
      for (const position of this.ingredients.typedInPart(q)) {
        const indexed = this.entries[position]!;
        offer({ indexed, tier: MatchTier.Prefix, via: indexed.entry.isBrand ? Via.Alias : Via.Generic, edits: 0 });
        literal = true;
      }
    const hits = [...best.values()];
    markSpecialForms(hits, q);
    for (const h of hits) if (h.lead) h.special = false;
    const allowance = typoAllowance(q.replace(/ /g, "").length);
    if (!literal && allowance > 0 && known === null && typos) {
      const short = shortWordLetters(q);
      const edits = this.typoEdits(q, allowance, short);
      // A name typed alone is a typo of a whole name or nothing (typoOfWholeWords). Words after it may still be
      // abbreviations or the start of a word being typed ("betamethasone dp", "desvenlafaxine succnt").
      if (!q.includes(" "))
        for (let t = 0; t < edits.length; t++)
          if (edits[t]! <= allowance && !typoOfWholeWords(q, this.terms[t]!, allowance)) edits[t] = Infinity;
      for (const indexed of this.entries) {
        if (best.has(indexed)) continue;
        let fewest = Infinity;
        let via = Via.Alias;
        for (const t of indexed.terms) {
          if (edits[t]! > fewest || edits[t]! > allowance) continue;
          const named = indexed.keys[0]!.includes(this.terms[t]!) ? Via.Name : Via.Alias;
          if (edits[t]! < fewest || named < via) [fewest, via] = [edits[t]!, named];
        }
        // A name typed alone takes two slips only of the medication's own name: another name of it (a brand sold as
        // the generic, a name abroad, a chemical synonym) takes one. Most names two slips from such a name are
        // another product's ("uristat" is no orlistat, "prothil" no Proftril, albendazole abroad).
        if (fewest > allowance || (via === Via.Alias && fewest > 1 && !q.includes(" "))) continue;
        // A typo of a whole name ("betamethasoen dipropionate") before one of a longer name's start (betamethasone
        // dipropionate / calcipotriene).
        const whole = indexed.terms.some(
          (t) =>
            edits[t] === fewest && prefixEditDistance(q, this.terms[t]!, allowance, this.rows, true, short) <= fewest,
        );
        hits.push({ indexed, tier: MatchTier.Typo, via, edits: fewest, whole });
      }
      // Ingredients in any order, one or more of them mistyped ("lisinipril hctz").
      const distance = (word: string, name: string, most: number) => prefixEditDistance(word, name, most, this.rows);
      for (const { position, edits: fewest } of this.ingredients.typoMatch(q, distance, typoAllowance)) {
        const indexed = this.entries[position]!;
        const found = hits.find((h) => h.indexed === indexed);
        // As for ingredients typed right: the generic before its brands.
        const via = indexed.entry.isBrand ? Via.Alias : Via.Generic;
        if (!found) hits.push({ indexed, tier: MatchTier.Typo, via, edits: fewest, whole: true });
        else if (found.tier === MatchTier.Typo && fewest <= found.edits) {
          found.edits = fewest;
          found.whole = true;
        }
      }
    }
    // An animal-only Green Book name (isVeterinaryOnly: "Quest", "Nicarmix", "Derma 4") is answered by a medication
    // named so and nothing else, so the site can say "made only for animals": never a human drug that contains or
    // resembles it (Quest: Questran, Nicarmix: nicardipine). Typed without a pet word it may still be the start of a
    // human drug's name being typed ("carbam", "erythro"), which stays listed; with one ("bute for my dog") it is not.
    if (isVeterinaryOnlyName(q, pets)) {
      const kept = pets ? MatchTier.Exact : MatchTier.Prefix;
      hits.splice(0, hits.length, ...hits.filter((h) => h.tier <= kept));
    }
    hits.sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(a.special ?? false) - Number(b.special ?? false) ||
        Number(!a.lead) - Number(!b.lead) ||
        a.edits - b.edits ||
        Number(!a.whole) - Number(!b.whole) ||
        a.via - b.via ||
        // Among typo matches, the name closest in length to what was typed is the one meant.
        (a.tier === MatchTier.Typo
          ? Math.abs(a.indexed.keys[0]!.length - q.length) - Math.abs(b.indexed.keys[0]!.length - q.length)
          : 0) ||
        // Found by another name: the generic medication before the brands and branded generics of it.
        (a.via === Via.Name ? 0 : genericRank(a.indexed) - genericRank(b.indexed)) ||
        // "hydrochlorothiazid" means the drug alone before its combinations (once most of a word is typed).
        partsRank(a.indexed, q) - partsRank(b.indexed, q) ||
        b.indexed.entry.popularity - a.indexed.entry.popularity ||
        a.indexed.keys[0]!.length - b.indexed.keys[0]!.length ||
        a.indexed.keys[0]!.localeCompare(b.indexed.keys[0]!),
    );
    return hits.slice(0, limit).map((h) => ({
      entry: h.indexed.entry,
      tier: h.tier,
      group: (h.tier * 3 + h.via) * 3 + (h.via === Via.Name ? 0 : genericRank(h.indexed)),
      parts: partsRank(h.indexed, q),
    }));
  }
}

/**
 * A bare molecule name lands on the product most of it is dispensed as at a retail counter. When the query is the
 * molecule (without salt words) of exact matches, its products in each salt are ranked: a salt swallowed by default
 * first (RxNorm's "clonidine" is the patch, "clonidine hydrochloride" the tablets; dexamethasone's tablets, not its
 * more billed injection), then the salt dispensed most over its non-brand medications (popularity: desvenlafaxine
 * succinate, not the base; diclofenac sodium, not the base's capsules; brimonidine tartrate's eye drops, not the
 * gel), unless the salt the words name as written is filled about as much (CLEARLY_MORE: "olopatadine" is the eye
 * drops, not the hydrochloride nasal spray), then the salt the words name as written (an ester can be another
 * product: "norethindrone" is the progestin-only pills, not norethindrone acetate). The other salts follow, and so do other molecules that only have
 * the query as another name ("hyoscyamine": not atropine). A salt taken home comes before one given as a vial or
 * injectable suspension (search-entries.ts). A product of one molecule in two salts counts as that molecule
 * (nitrofurantoin macrocrystals and monohydrate, the capsules dispensed most). A form word ("clonidine patch") still chooses the patch
 * (find-medications.ts).
 */
function markSpecialForms(hits: Hit[], q: string): void {
  const exact = hits.filter((h) => h.tier === MatchTier.Exact && h.indexed.molecule !== null);
  const molecule = exact.filter((h) => h.indexed.molecule === q && !h.indexed.entry.isBrand);
  if (molecule.length === 0) return;
  const salts = new Map<string | undefined, { oral: boolean; home: boolean; popularity: number }>();
  for (const { indexed } of molecule) {
    const salt = salts.get(indexed.entry.generic) ?? { oral: false, home: false, popularity: 0 };
    salts.set(indexed.entry.generic, {
      oral: salt.oral || indexed.entry.oral === true,
      home: salt.home || indexed.entry.injected !== true,
      popularity: salt.popularity + indexed.entry.popularity,
    });
  }
  const named = (generic: string | undefined) => Number(normalizeSearchText(generic ?? "") === q);
  const ranked = [...salts].sort(
    ([g, a], [h, b]) =>
      Number(b.oral) - Number(a.oral) ||
      Number(b.home) - Number(a.home) ||
      b.popularity - a.popularity ||
      named(h) - named(g),
  );
  // The salt named as written, taken alike, leads unless another is dispensed clearly more: two counts of a few dozen
  // Alaska prescriptions scaled up (olopatadine's eye drops, 14 k, and its hydrochloride nasal spray, 15 k) say nothing.
  const [top] = ranked;
  const asWritten = ranked.find(([g, s]) => named(g) && s.oral === top![1].oral && s.home === top![1].home);
  const usual = asWritten && top![1].popularity < CLEARLY_MORE * asWritten[1].popularity ? asWritten : top;
  for (const h of exact)
    h.special = h.indexed.molecule !== q || (!h.indexed.entry.isBrand && h.indexed.entry.generic !== usual![0]);
}

function genericRank({ entry }: Indexed): number {
  return entry.generic === undefined || entry.generic === entry.name ? 0 : entry.isBrand ? 2 : 1;
}

function partsRank({ keys, parts }: Indexed, q: string): number {
  const firstWord = keys[0]!.indexOf(" ");
  return q.length * 4 >= (firstWord < 0 ? keys[0]!.length : firstWord) * 3 ? parts : 1;
}

function tierOf(key: string, q: string, wordStart: string, substrings: boolean): MatchTier | null {
  if (key === q) return MatchTier.Exact;
  if (key.startsWith(q)) return MatchTier.Prefix;
  if (key.includes(wordStart)) return MatchTier.WordPrefix;
  if (substrings && q.length >= 3 && key.includes(q)) return MatchTier.Substring;
  return null;
}

// The first position whose value is not below `q` in a sorted list of `length` values.
function lowerBound(length: number, at: (i: number) => string, q: string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
