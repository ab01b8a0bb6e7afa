// Salt and ester words: "metformin hydrochloride" is asked for as "metformin", "losartan hctz" names losartan
// potassium. Shared by the search names derived into the seed and the ingredient matching of queries.
export const SALT_WORDS = new Set(
  (
    "hydrochloride hcl sodium potassium calcium magnesium maleate tartrate succinate mesylate besylate citrate " +
    "sulfate phosphate acetate hyclate monohydrate dihydrate trihydrate fumarate bromide chloride hydrobromide " +
    "dipropionate propionate valerate furoate disodium dimesylate bitartrate tromethamine proxetil axetil " +
    "medoxomil cilexetil anhydrous base"
  ).split(" "),
);

// Search compares ingredients without these too (ingredient-matcher.ts, the index's molecules), though the seed's
// derived search names do not strip them: salts and esters one product of a molecule carries where another carries
// a salt word above ("lithium carbonate" and "lithium citrate" are both lithium; sevelamer carbonate and
// hydrochloride; mycophenolate mofetil; testosterone cypionate and enanthate; haloperidol decanoate; ethynodiol diacetate), and words of
// combination products that name no other product ("amphetamine aspartate", "nitrofurantoin, macrocrystals").
const SEARCH_ONLY_SALT_WORDS = new Set([
  "aspartate",
  "saccharate",
  "macrocrystals",
  "carbonate",
  "mofetil",
  "cypionate",
  "enanthate",
  "decanoate",
  "diacetate",
]);
// Every salt word search knows, for completing a truncated one ("sod fluoride", "ferrous sulf": ingredient-matcher.ts).
export const SEARCH_SALT_WORDS: readonly string[] = [...SALT_WORDS, ...SEARCH_ONLY_SALT_WORDS];
export const isSearchSaltWord = (word: string) => SALT_WORDS.has(word) || SEARCH_ONLY_SALT_WORDS.has(word);
// A name (normalized) without the salt words search strips: "lithium carbonate" is lithium; "" when all are salts.
export const withoutSearchSaltWords = (name: string) =>
  name
    .split(" ")
    .filter((w) => !isSearchSaltWord(w))
    .join(" ");
