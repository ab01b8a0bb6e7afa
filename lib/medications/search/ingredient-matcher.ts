// Medications found by their ingredients, in any order and by any name the catalog knows for each one: "losartan
// hctz", "hctz losartan" and "losartan potassium hydrochlorothiazide" all name hydrochlorothiazide / losartan
// potassium; "tylenol with codeine" names acetaminophen / codeine phosphate (Tylenol is an alias of acetaminophen).
// Every name and alias of a single-ingredient medication names its ingredient (HCTZ, APAP and the brands come from
// the public name files through the seed's aliases); an ingredient is compared without its salt words.
import { normalizeSearchText } from "./normalize-search-text";
import { spokenName, unmarkedName } from "./spoken-name";
import { isSearchSaltWord as isSalt, SEARCH_SALT_WORDS, withoutSearchSaltWords } from "./salt-words";
import INGREDIENT_ABBREVIATIONS from "./ingredient-abbreviations.json";
import { abbreviatesWordOf } from "./written-asides";

// Words that join ingredients ("with", "w/", "and", "&") and abbreviations of salt words.
const CONNECTORS = new Set(["with", "w", "and", "plus", "n"]);
// HCl and HBr, as chemistry and the NADAC file write them ("GALANTAMINE HBR 12 MG TABLET", "DEXTROMETHORPHAN HBR").
const ABBREVIATIONS: Record<string, string> = { hcl: "hydrochloride", hbr: "hydrobromide" };
const MAX_NAME_WORDS = 4;
const MIN_SHORTENED = 3;
// The letters of the last name being typed after others typed whole ("chlorthalidone at": atenolol).
const MIN_TYPED_START = 2;
// A word shorter than this is never read as a typo of an ingredient's name.
const MIN_TYPO_WORD = 4;
// The readings of a name of several words mistyped (each mistyped word's nearest words) tried at most.
const MAX_READINGS = 8;
// A truncated word ("acetamin", "sod", "estrad") is completed from this many letters typed; an ingredient of up to
// MAX_COMPLETED_WORDS words may be typed truncated word by word ("eth estrad": ethinyl estradiol).
const MIN_COMPLETED = 3;
const MAX_COMPLETED_WORDS = 3;
// Words of a sentence, never a name cut short ("for" is no "formoterol", "per" no "perphenazine"): joins, a purpose, a
// time.
const NOT_NAMES = new Set([...CONNECTORS, "for", "para", "per", "the", "and", "hour", "hours", "day", "days", "week"]);

export type IngredientSource = { key: string; aliases: readonly string[]; generic: string };
// `named`: the query's words are the medication's generic name as written, in some order ("norethindrone" names
// norethindrone, not norethindrone acetate, which it only matches without salt words).
export type IngredientMatch = { position: number; named: boolean };

// An ingredient without its salt words; one made only of them is itself ("potassium citrate", "sodium lactate").
const baseOf = (ingredient: string) => {
  const name = normalizeSearchText(ingredient);
  return withoutSearchSaltWords(name) || name;
};
// An ingredient RxNorm writes inverted or with the pharmacopeia's mark is also named as spoken, with and without its
// salt words ("estrogens, conjugated (USP)": "conjugated estrogens", "estrogens conjugated"; "sennosides, USP":
// "sennosides"; "insulin, regular, human": "regular human insulin"), in a combination too ("conjugated estrogens
// medroxyprogesterone": Prempro). Only names: its base (what products are compared by) stays RxNorm's, so a single
// ingredient's query still answers that ingredient first ("regular insulin" is Humulin R, not the 70/30 mix).
const spokenNamesOf = (ingredient: string) =>
  [spokenName(ingredient), unmarkedName(ingredient)].flatMap((n) => [n, withoutSearchSaltWords(n) || n]);
// A grade a name ends with ("polysorbate 80", "dextran 70") reads as a strength in a query (parse-dose-query.ts):
// the name is also known without it.
const withoutGrade = (name: string) => name.replace(/ \d+$/, "");
const sortedWords = (words: readonly string[]) => [...words].sort().join(" ");

export class IngredientMatcher {
  // A name (normalized, up to 4 words) to the ingredient bases it may mean.
  private readonly names = new Map<string, Set<string>>();
  // The names that are an ingredient as some generic writes it (not only a brand or another alias).
  private readonly ingredientNames = new Set<string>();
  // Ingredients as spoken (spokenNamesOf): names of the ingredient like those above, but never the start of a word
  // being typed ("regular" of "regular human insulin" is no start of insulin, regular, human in "regular insulin",
  // which would read "insulin" as the 70/30 mix's other ingredient).
  private readonly spokenNames = new Set<string>();
  private readonly products: { bases: Set<string>; parts: number; words: string }[];
  // The combination products (positions) holding each ingredient base.
  private readonly combinationsByBase = new Map<string, number[]>();

  // A word ending a brand's combination name to the ingredient it adds ("d": pseudoephedrine).
  private readonly suffixes = new Map<string, Set<string>>();
  // Single-word names by their first and by their second letter, for typoMatch; the words of names of several words
  // ("isosorbide dinitrate", "tenofovir alafenamide") likewise.
  private readonly wordsByFirst = new Map<string, string[]>();
  private readonly wordsBySecond = new Map<string, string[]>();
  private readonly nameWordsByFirst = new Map<string, string[]>();
  private readonly nameWordsBySecond = new Map<string, string[]>();
  private readonly nameWords = new Set<string>();

  // The ingredient and salt names as words, by their first MIN_COMPLETED letters, and every word of them
  // (completedWords).
  private readonly completions = new Map<string, string[][]>();
  // The ingredient names as written and spoken by their first MIN_TYPED_START letters (typedInPart).
  private readonly startable = new Map<string, string[]>();
  private readonly vocabulary = new Set<string>();

  // `known`: whether the public name files know a drug name (the index's names and aliases, and names of drugs the
  // catalog does not sell).
  constructor(sources: readonly IngredientSource[], known: (name: string) => boolean = () => false) {
    const name = (n: string, base: string) => {
      if (!n || !base || n.split(" ").length > MAX_NAME_WORDS) return;
      this.names.set(n, (this.names.get(n) ?? new Set()).add(base));
    };
    this.products = sources.map(({ key, aliases, generic }, position) => {
      const ingredients = generic.split(" / ");
      for (const i of ingredients) {
        for (const n of new Set([normalizeSearchText(i), baseOf(i), withoutGrade(baseOf(i))])) {
          name(n, baseOf(i));
          this.ingredientNames.add(n);
        }
        for (const n of spokenNamesOf(i)) {
          name(n, baseOf(i));
          this.spokenNames.add(n);
        }
      }
      if (ingredients.length === 1) for (const n of [key, ...aliases]) name(n, baseOf(generic));
      const bases = new Set(ingredients.map(baseOf));
      if (bases.size > 1)
        for (const b of bases) this.combinationsByBase.set(b, [...(this.combinationsByBase.get(b) ?? []), position]);
      return {
        bases,
        parts: ingredients.length,
        words: sortedWords(normalizeSearchText(generic).split(" ")),
      };
    });
    // An acid's salt or ester is named by the acid too, as chemistry names them ("-ate" of "-ic acid"): MedlinePlus's
    // "Amoxicillin and Clavulanic Acid" is amoxicillin / clavulanate potassium. Only acids the public name files know
    // (clavulanic, levomefolic acid), of an ingredient whose first word is the drug, not a salt ("potassium nitrate"
    // is not nitric acid), and not already another ingredient's name (mycophenolic acid is its own product).
    for (const { generic } of sources)
      for (const i of generic.split(" / ")) {
        const base = baseOf(i);
        const acid = /^[a-z]+ate$/.test(base) ? base.replace(/ate$/, "ic acid") : null;
        if (!acid || isSalt(normalizeSearchText(i).split(" ")[0]!) || !known(acid)) continue;
        if (this.ingredientNames.has(acid) && !this.names.get(acid)?.has(base)) continue;
        name(acid, base);
        this.ingredientNames.add(acid);
      }
    // A word a brand's combination names end with, naming the ingredient added to the brand's: "d" of Claritin-D,
    // Allegra-D, Clarinex-D and Mucinex D (pseudoephedrine), "dm" (dextromethorphan), "pm" of Advil PM
    // (diphenhydramine), "hct" of Diovan HCT, Lotensin HCT... (hydrochlorothiazide). Read from the names themselves:
    // the name but its last word names one of the product's ingredients, the word the one other; kept where every
    // such name agrees and the word is no ingredient's name.
    const added = new Map<string, Set<string>>();
    for (const [position, { key, aliases }] of sources.entries()) {
      const bases = this.products[position]!.bases;
      if (bases.size < 2) continue;
      for (const n of [key, ...aliases]) {
        const words = n.split(" ");
        const named = words.length > 1 ? this.names.get(words.slice(0, -1).join(" ")) : undefined;
        const own = [...(named ?? [])].filter((b) => bases.has(b));
        if (own.length !== 1 || bases.size !== 2) continue;
        const word = words.at(-1)!;
        added.set(word, (added.get(word) ?? new Set()).add([...bases].find((b) => b !== own[0])!));
      }
    }
    for (const [word, bases] of added)
      if (bases.size === 1 && !this.names.has(word) && /^[a-z]+$/.test(word)) this.suffixes.set(word, bases);
    for (const n of new Set([...this.ingredientNames, ...SEARCH_SALT_WORDS])) {
      const words = n.split(" ");
      if (words.length > MAX_COMPLETED_WORDS || words[0]!.length < MIN_COMPLETED) continue;
      const start = words[0]!.slice(0, MIN_COMPLETED);
      if (this.completions.has(start)) this.completions.get(start)!.push(words);
      else this.completions.set(start, [words]);
      for (const w of words) this.vocabulary.add(w);
    }
    const file = (map: Map<string, string[]>, letter: string, word: string) => {
      if (map.has(letter)) map.get(letter)!.push(word);
      else map.set(letter, [word]);
    };
    for (const n of new Set([...this.ingredientNames, ...this.spokenNames]))
      if (n.length >= MIN_TYPED_START) file(this.startable, n.slice(0, MIN_TYPED_START), n);
    for (const n of this.names.keys())
      if (!n.includes(" ") && n.length >= MIN_TYPO_WORD) {
        file(this.wordsByFirst, n[0]!, n);
        file(this.wordsBySecond, n[1]!, n);
      } else if (n.includes(" ")) for (const w of n.split(" ")) this.nameWords.add(w);
    for (const w of this.nameWords)
      if (w.length >= MIN_TYPO_WORD) {
        file(this.nameWordsByFirst, w[0]!, w);
        file(this.nameWordsBySecond, w[1]!, w);
      }
    // Abbreviations of ingredients the catalog sells only in combinations, from the public files ("smx", "tmp",
    // "ee": ingredient-abbreviations.ts): names of their molecule among other ingredients' names ("smx tmp",
    // "drospirenone ee"), never a typo's target. Alone, one of three letters or more of a molecule no product has by
    // itself names its combinations, as the molecule's name does ("smx": sulfamethoxazole / trimethoprim); "tmp"
    // alone stays nothing (trimethoprim is sold alone, and DrugBank's TMP is thymidine monophosphate). A name the
    // catalog already gives a product keeps its meaning.
    const bases = new Set(this.products.flatMap((p) => [...p.bases]));
    const alone = new Set(this.products.filter((p) => p.bases.size === 1).flatMap((p) => [...p.bases]));
    for (const [abbreviation, molecule] of Object.entries(INGREDIENT_ABBREVIATIONS)) {
      if (this.names.has(abbreviation) || !bases.has(molecule)) continue;
      name(abbreviation, molecule);
      if (abbreviation.length >= MIN_SHORTENED && !alone.has(molecule)) this.ingredientNames.add(abbreviation);
    }
  }

  /**
   * The words with each truncated one written whole, as the NADAC file and pharmacy systems cut them ("ALBUTEROL SUL",
   * "HYDROCODONE-ACETAMIN", "POT CHLORIDE ER", "SOD FLUORIDE", "FERROUS SULF", "NORETHIND-ETH ESTRAD", "LEVONORG-ETH
   * ESTRAD"): a word of at least MIN_COMPLETED letters that is no word of an ingredient's or a salt's name, nor another
   * name the catalog knows, and with the words after it (up to MAX_COMPLETED_WORDS) the start of each word of exactly
   * one ingredient or salt name of as many words ("eth estrad": ethinyl estradiol; "sod fluoride": sodium fluoride);
   * where several are, the one whose later words are typed whole. Null when no word is completed. `skip`: words
   * that are no name's (form words, units, joins).
   */
  completedWords(words: readonly string[], skip: (word: string) => boolean): string[] | null {
    const out: string[] = [];
    let changed = false;
    for (let i = 0; i < words.length;) {
      const w = words[i]!;
      const typedWhole = this.vocabulary.has(w) || this.names.has(w);
      const candidates =
        w.length < MIN_COMPLETED || /\d/.test(w) || skip(w) || NOT_NAMES.has(w)
          ? undefined
          : this.completions.get(w.slice(0, MIN_COMPLETED));
      let completed: string[] | null = null;
      let used = 1;
      // A whole word may start an ingredient of several words whose later ones are cut ("ferrous sulf").
      for (let k = Math.min(MAX_COMPLETED_WORDS, words.length - i); candidates && k >= (typedWhole ? 2 : 1); k--) {
        const typed = words.slice(i, i + k);
        if (typed.slice(1).some((t) => /\d/.test(t) || CONNECTORS.has(t) || NOT_NAMES.has(t) || skip(t))) continue;
        const found = candidates.filter((c) => c.length === k && typed.every((t, j) => c[j]!.startsWith(t)));
        const whole = found.length > 1 ? found.filter((c) => typed.every((t, j) => j === 0 || c[j] === t)) : found;
        if (whole.length === 1 && whole[0]!.some((c, j) => c !== typed[j])) {
          [completed, used] = [whole[0]!, k];
          break;
        }
      }
      if (completed) {
        out.push(...completed);
        changed = true;
      } else out.push(...words.slice(i, i + used));
      i += used;
    }
    return changed ? out : null;
  }

  /**
   * The words with each salt word cut short after a molecule's name written as Part D and the NADAC file cut them
   * ("amlodipine bes/olmesartan med", "sumatriptan succ/naproxen sod", "betamethasone dp", "tiotropium br"): a word of
   * letters that is no word of a name the catalog knows, right after a word of an ingredient's name that is no salt,
   * and that starts exactly one salt word, else abbreviates exactly one as the files cut words (its first letter, then
   * letters of it in order: "dp" dipropionate, "brm" bromide). `molecules`: the words each salt followed. Null when
   * no word is written whole. `skip`: words that are no name's (form words, units).
   */
  writtenSalts(
    words: readonly string[],
    skip: (word: string) => boolean,
  ): { words: string[]; molecules: string[] } | null {
    const molecules: string[] = [];
    const out = words.map((w, i) => {
      const before = words[i - 1];
      if (!before || isSalt(before) || !(this.vocabulary.has(before) || this.names.has(before))) return w;
      if (!/^[a-z]{2,}$/.test(w) || this.vocabulary.has(w) || skip(w) || NOT_NAMES.has(w)) return w;
      // A name of its own ("propion", a trade name of diethylpropion) or the start of an ingredient's word ("eth" of
      // ethinyl, not enanthate) is read so only where it starts the salt.
      const started = SEARCH_SALT_WORDS.filter((salt) => salt.startsWith(w));
      const cut =
        started.length > 0 || this.names.has(w) || this.startsIngredientWord(w)
          ? started
          : SEARCH_SALT_WORDS.filter((salt) => abbreviatesWordOf(w, salt));
      if (cut.length !== 1) return w;
      molecules.push(before);
      return cut[0]!;
    });
    return molecules.length > 0 ? { words: out, molecules } : null;
  }

  private startsIngredientWord(w: string): boolean {
    for (const word of this.vocabulary) if (word.startsWith(w) && !isSalt(word)) return true;
    return false;
  }

  /**
   * The products whose every ingredient the query's words name, each word a name as typed or within `allowance`
   * edits of one (`distance`: the fewest edits to the start of a name, Infinity past the allowance), sharing its first
   * letter: "lisinipril hctz", "losartin hctz", "hydrocodone acetaminophin". Only for several words, so the product
   * must have every ingredient named; `edits` is the most any word needed. Looked for only when nothing matches as
   * typed (the index's typo pass), like a typo of one name.
   */
  typoMatch(
    q: string,
    distance: (word: string, name: string, allowance: number) => number,
    allowanceOf: (length: number) => number,
  ): { position: number; edits: number }[] {
    const typed = q
      .split(" ")
      .filter((w) => !CONNECTORS.has(w))
      .map((w) => ABBREVIATIONS[w] ?? w);
    // The words without salt words ("losartin potassium hctz"), then as typed, where a salt word is part of an
    // ingredient's name ("magnesium hydroxide famotdine calcium carbonate").
    const withoutSalts = typed.filter((w) => !isSalt(w));
    for (const words of withoutSalts.length < typed.length ? [withoutSalts, typed] : [typed]) {
      const found = this.typoCover(words, distance, allowanceOf);
      if (found.length > 0) return found;
    }
    return [];
  }

  private typoCover(
    words: readonly string[],
    distance: (word: string, name: string, allowance: number) => number,
    allowanceOf: (length: number) => number,
  ): { position: number; edits: number }[] {
    if (words.length < 2) return [];
    // The nearest names of each word (a word that is a name is itself), computed once.
    const nearest = new Map<string, { bases: Set<string>; edits: number } | null>();
    const nearestWord = new Map<string, { words: string[]; edits: number } | null>();
    const near = (w: string) => {
      if (!nearest.has(w)) nearest.set(w, this.nearestNames(w, distance, allowanceOf));
      return nearest.get(w)!;
    };
    // Ingredients of several words ("polyethylene glycol 400 hypromellose glyecrin", "isosorbide dinitrate
    // hydrlaazine", "polymyxin b neomycin bacitacin"): the words are covered in order by names as typed (of up to
    // four words) or single words within their allowance of one, the fewest edits first, then the fewest names.
    type Cover = { segments: Set<string>[]; edits: number };
    const best: (Cover | null)[] = [{ segments: [], edits: 0 }, ...words.map(() => null)];
    const better = (a: Cover, b: Cover | null) =>
      b === null || a.edits < b.edits || (a.edits === b.edits && a.segments.length < b.segments.length);
    for (let end = 1; end <= words.length; end++) {
      for (let start = Math.max(0, end - MAX_NAME_WORDS); start < end; start++) {
        const before = best[start];
        if (!before) continue;
        const exact = this.names.get(words.slice(start, end).join(" "));
        const typo = exact
          ? null
          : end - start === 1
            ? near(words[start]!)
            : this.nearestOfSeveralWords(words.slice(start, end), distance, allowanceOf, nearestWord);
        const bases = exact ?? typo?.bases;
        if (!bases) continue;
        const cover = { segments: [...before.segments, bases], edits: Math.max(before.edits, typo?.edits ?? 0) };
        if (better(cover, best[end]!)) best[end] = cover;
      }
    }
    const found = best[words.length];
    if (!found) return [];
    const { segments, edits } = found;
    return this.productsNamed(segments, words, sortedWords(words)).map(({ position }) => ({ position, edits }));
  }

  // The ingredient bases of the single-word names nearest a word within its allowance, sharing its first letter, or
  // whose second letter is its first (the first left out or two swapped: "oxylamine", "lfuticasone") or second (the
  // first mistyped: "sonepezil"); a short word is a name as typed or nothing (as the start of a name, "d" would be
  // every d- drug).
  private nearestNames(
    w: string,
    distance: (word: string, name: string, allowance: number) => number,
    allowanceOf: (length: number) => number,
  ): { bases: Set<string>; edits: number } | null {
    const exact = this.names.get(w);
    if (exact) return { bases: exact, edits: 0 };
    const nearest = this.nearestWords(w, this.wordsByFirst, this.wordsBySecond, distance, allowanceOf);
    if (!nearest) return null;
    const bases = new Set<string>();
    for (const n of nearest.words) for (const b of this.names.get(n)!) bases.add(b);
    return { bases, edits: nearest.edits };
  }

  // The words of `byFirst` / `bySecond` nearest a word within its allowance, found as nearestNames says.
  private nearestWords(
    w: string,
    byFirst: ReadonlyMap<string, string[]>,
    bySecond: ReadonlyMap<string, string[]>,
    distance: (word: string, name: string, allowance: number) => number,
    allowanceOf: (length: number) => number,
  ): { words: string[]; edits: number } | null {
    if (w.length < MIN_TYPO_WORD) return null;
    const allowance = allowanceOf(w.length);
    let fewest = Infinity;
    let words: string[] = [];
    const lists = [byFirst.get(w[0]!), bySecond.get(w[0]!), w[1] === w[0] ? undefined : bySecond.get(w[1]!)];
    for (const list of lists)
      for (const n of list ?? []) {
        const d = distance(w, n, allowance);
        if (d > fewest || d > allowance) continue;
        if (d < fewest) words = [];
        fewest = d;
        if (!words.includes(n)) words.push(n);
      }
    return words.length === 0 ? null : { words, edits: fewest };
  }

  // A name of several words with a typo in one or more of them ("isosorbide dinirate", "tenofovyr alafenamide",
  // "estrogens conjgated"): each word not of such a name read as the nearest words that are, within its allowance.
  private nearestOfSeveralWords(
    words: readonly string[],
    distance: (word: string, name: string, allowance: number) => number,
    allowanceOf: (length: number) => number,
    nearestWord: Map<string, { words: string[]; edits: number } | null>,
  ): { bases: Set<string>; edits: number } | null {
    let readings: string[][] = [[]];
    let edits = 0;
    for (const w of words) {
      if (this.nameWords.has(w)) {
        readings = readings.map((r) => [...r, w]);
        continue;
      }
      if (!nearestWord.has(w))
        nearestWord.set(w, this.nearestWords(w, this.nameWordsByFirst, this.nameWordsBySecond, distance, allowanceOf));
      const nearest = nearestWord.get(w)!;
      if (!nearest || readings.length * nearest.words.length > MAX_READINGS) return null;
      edits = Math.max(edits, nearest.edits);
      readings = readings.flatMap((r) => nearest.words.map((n) => [...r, n]));
    }
    if (edits === 0) return null;
    const bases = new Set<string>();
    for (const r of readings) for (const b of this.names.get(r.join(" ")) ?? []) bases.add(b);
    return bases.size === 0 ? null : { bases, edits };
  }

  // The medications (by position in the sources) whose ingredients are exactly those the query names.
  // `strict`: the query is already another name of a product as typed (an alias): one ingredient with salt words
  // is not read again without them ("hydrochloride sevelamer" is sevelamer hydrochloride, not the carbonate).
  // Whether the name is an ingredient's own (as written, without salt words, spoken) or an abbreviation of one.
  namesIngredient(name: string): boolean {
    return (
      this.ingredientNames.has(name) || this.spokenNames.has(name) || Object.hasOwn(INGREDIENT_ABBREVIATIONS, name)
    );
  }

  match(q: string, strict = false): IngredientMatch[] {
    const words = q
      .split(" ")
      .filter((w) => !CONNECTORS.has(w))
      .map((w) => ABBREVIATIONS[w] ?? w);
    const asWritten = sortedWords(words);
    // A salt word may also name a drug ("potassium"): the words without salt words are tried when, as typed, they
    // name no product ("amoxicillin clavulanate potassium").
    const found = this.productsNamed(this.segment(words), words, asWritten);
    if (found.length > 0) return found;
    // A drug's name and a word its combinations' names end with ("zyrtec d", "tylenol pm", "robitussin dm").
    const suffix = words.length > 1 ? this.suffixes.get(words.at(-1)!) : undefined;
    const drug = suffix && this.segment(words.slice(0, -1));
    if (suffix && drug?.length === 1) {
      const withSuffix = this.productsNamed([...drug, suffix], words, asWritten);
      if (withSuffix.length > 0) return withSuffix;
    }
    // Such a word of three letters or more ("hct") among other ingredients' names, anywhere ("hct lisinopril",
    // "amlodipine hct valsartan", "olmesartan hct amlodipine"): a prescription writes the ingredients in any order.
    // "d", "dm" and "pm" stay last only: alone among names they are too short to be read as an ingredient.
    const placed = words.length > 1 ? this.namedWithSuffixWords(words, asWritten) : [];
    if (placed.length > 0) return placed;
    const withoutSalts = words.filter((w) => !isSalt(w));
    const segments = this.segment(withoutSalts);
    // One ingredient typed with a salt its catalog name leaves out ("fluoxetine hcl", "erythromycin base",
    // "buprenorphine hcl") is that ingredient as RxNorm names it without a salt, or with the salt typed, never with
    // another salt ("mycophenolate sodium" is not mycophenolate mofetil; "lithium chloride" not lithium carbonate).
    if (segments?.length === 1) {
      if (strict) return [];
      const typed = new Set(words.filter(isSalt));
      return this.productsNamed(segments, withoutSalts, asWritten).filter(({ position }) =>
        this.products[position]!.words.split(" ").every((w) => !isSalt(w) || typed.has(w)),
      );
    }
    const loose = this.productsNamed(segments, words, asWritten);
    if (loose.length > 0 || withoutSalts.length < 2) return loose;
    // Ingredients shortened as pharmacists write them ("amox clav", "sulfameth trimeth"): each word a name or the
    // start of an ingredient's name, together naming one product's every ingredient. Only for several words, so one
    // short word never stands for every drug it begins. A whole word is also the start of longer names: "tenofovir"
    // names tenofovir disoproxil (Viread's synonym) and starts tenofovir alafenamide, so MedlinePlus's "bictegravir,
    // emtricitabine, and tenofovir" is Biktarvy.
    const shortened = withoutSalts.map((w) => new Set([...(this.names.get(w) ?? []), ...this.basesStartingWith(w)]));
    return shortened.every((bases) => bases.size > 0) ? this.productsNamed(shortened, words, asWritten) : [];
  }

  // The products named by the words where each suffix word of MIN_SHORTENED letters or more is its ingredient and the
  // words between them are other names (match's "hct" anywhere).
  private namedWithSuffixWords(words: readonly string[], asWritten: string): IngredientMatch[] {
    const segments: Set<string>[] = [];
    let run: string[] = [];
    let suffixed = false;
    const flush = () => {
      const named = run.length > 0 ? this.segment(run) : [];
      run = [];
      if (!named) return false;
      segments.push(...named);
      return true;
    };
    for (const w of words) {
      const added = w.length >= MIN_SHORTENED ? this.suffixes.get(w) : undefined;
      if (!added) run.push(w);
      else if (!flush()) return [];
      else {
        segments.push(added);
        suffixed = true;
      }
    }
    if (!suffixed || !flush() || segments.length < 2) return [];
    return this.productsNamed(segments, words, asWritten);
  }

  /**
   * The products (by position) named by ingredient names typed whole or in part, as a patient types a combination
   * name by name ("chlorthalidone at", "medroxyprogesterone estrogens conju", "simethicone lo") or cuts each word
   * ("medrox estrog conjug", "candes cilexe hydroc"): the words covered in order by the fewest names, each a name as
   * typed or the start of an ingredient's name (as written or spoken) word by word, each word of MIN_SHORTENED letters
   * or more but the last, of MIN_TYPED_START. Each product of exactly those ingredients, else each product holding them
   * and more, the rest still to be typed ("bictegravir emtricit": Biktarvy). Empty when a word starts no name.
   * Looked for only when nothing is found as typed (the index's rank).
   */
  typedInPart(q: string): number[] {
    const words = q
      .split(" ")
      .filter((w) => !CONNECTORS.has(w))
      .map((w) => ABBREVIATIONS[w] ?? w);
    if (words.length < 2 || words.at(-1)!.length < MIN_TYPED_START) return [];
    const best: (Set<string>[] | null)[] = [[], ...words.map(() => null)];
    for (let end = 1; end <= words.length; end++)
      for (let start = Math.max(0, end - MAX_NAME_WORDS); start < end; start++) {
        const before = best[start];
        if (!before || (best[end] !== null && best[end]!.length <= before.length + 1)) continue;
        const run = words.slice(start, end);
        // An ingredient's own name typed whole, never a brand's or an aisle's ("allergy", "procto").
        const typed = run.join(" ");
        const bases = this.namesIngredient(typed) ? this.names.get(typed)! : this.basesStartedBy(run, end === words.length); // prettier-ignore
        if (bases.size > 0) best[end] = [...before, bases];
      }
    const segments = best[words.length];
    if (!segments || segments.length < 2) return [];
    // A salt typed is the product's ("potassium bicarbonate cit ac" is no aspirin / citric acid / sodium bicarbonate).
    const salts = words.filter(isSalt);
    const salted = (position: number) => salts.every((w) => this.products[position]!.words.split(" ").includes(w));
    const exact = this.productsNamed(segments, words, "").filter(({ position }) => salted(position));
    if (exact.length > 0) return exact.map(({ position }) => position);
    const holding: number[] = [];
    this.products.forEach(({ bases }, position) => {
      if (bases.size > segments.length && segments.every((s) => [...s].some((b) => bases.has(b))) && salted(position))
        holding.push(position);
    });
    return holding;
  }

  // The bases of the ingredients whose name (as written or spoken) the words start, word by word.
  private basesStartedBy(run: readonly string[], last: boolean): Set<string> {
    const bases = new Set<string>();
    const shortest = (i: number) => (last && i === run.length - 1 ? MIN_TYPED_START : MIN_SHORTENED);
    if (run.some((w, i) => w.length < shortest(i) || /\d/.test(w) || NOT_NAMES.has(w))) return bases;
    for (const name of this.startable.get(run[0]!.slice(0, MIN_TYPED_START)) ?? []) {
      const nameWords = name.split(" ");
      if (nameWords.length >= run.length && run.every((w, i) => nameWords[i]!.startsWith(w)))
        for (const b of this.names.get(name) ?? []) bases.add(b);
    }
    return bases;
  }

  // The bases of every ingredient whose name starts with the word (of at least MIN_SHORTENED letters).
  private basesStartingWith(word: string): Set<string> {
    const bases = new Set<string>();
    if (word.length < MIN_SHORTENED) return bases;
    for (const name of this.ingredientNames)
      if (name.startsWith(word)) for (const b of this.names.get(name) ?? []) bases.add(b);
    return bases;
  }

  // The combination products (by position) that hold the one ingredient the whole query names ("hydrocodone"): the
  // ingredient's bases and those products' positions.
  combinationsOf(q: string): { bases: ReadonlySet<string>; positions: number[] } | null {
    const bases = this.ingredientNames.has(q) || this.spokenNames.has(q) ? this.names.get(q) : undefined;
    if (!bases) return null;
    const positions = new Set<number>();
    for (const base of bases) for (const position of this.combinationsByBase.get(base) ?? []) positions.add(position);
    return { bases, positions: [...positions].sort((a, b) => a - b) };
  }

  private productsNamed(
    segments: Set<string>[] | null,
    words: readonly string[],
    asWritten: string,
  ): IngredientMatch[] {
    // One name alone that is a brand or another alias ("Aleve", "Vistaril") means what its source says (the
    // index's aliases), not every salt of its ingredient.
    const whole = words.join(" ");
    if (!segments || (segments.length === 1 && !this.ingredientNames.has(whole) && !this.spokenNames.has(whole)))
      return [];
    const matches: IngredientMatch[] = [];
    this.products.forEach(({ bases, parts, words: generic }, position) => {
      // As many names as ingredients, or as distinct ones (amphetamine aspartate and sulfate, dextroamphetamine
      // saccharate and sulfate: "amphetamine dextroamphetamine"), each naming one, all of them named.
      if (bases.size !== segments.length && parts !== segments.length) return;
      const named = (b: string) => segments.some((s) => s.has(b));
      if (segments.every((s) => [...s].some((b) => bases.has(b))) && [...bases].every(named))
        matches.push({ position, named: generic === asWritten });
    });
    return matches;
  }

  // The fewest known names that cover the words in order, each as the ingredient bases it may mean; null if none.
  private segment(words: readonly string[]): Set<string>[] | null {
    if (words.length === 0) return null;
    const best: (Set<string>[] | null)[] = [[], ...words.map(() => null)];
    for (let end = 1; end <= words.length; end++) {
      for (let start = Math.max(0, end - MAX_NAME_WORDS); start < end; start++) {
        const before = best[start];
        const bases = before && this.names.get(words.slice(start, end).join(" "));
        if (bases && (best[end] === null || before.length + 1 < best[end]!.length)) best[end] = [...before, bases];
      }
    }
    return best[words.length]!;
  }
}
