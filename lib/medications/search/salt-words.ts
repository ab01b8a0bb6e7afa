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
