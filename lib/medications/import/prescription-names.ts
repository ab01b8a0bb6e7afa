// Names prescriptions and pharmacists write for an ingredient that no public file here links to it, so that no rule
// can: a per-ingredient list, kept as short as that (prisma/seed/README.md, "Nineteenth pass: an ingredient by its
// spoken name — search"). NPH insulin is insulin isophane (Neutral Protamine Hagedorn): DrugBank's DB18001 names it
// but gives no synonym linking it to RxNorm's "insulin, isophane, human", and no other file names it. Each name is an
// alias of the catalog's products of the ingredient (derive-search-names.ts), as a public file's synonym would be.
// "nph" alone finds them as the start of these names.
export const PRESCRIPTION_NAMES: Readonly<Record<string, string>> = {
  "nph insulin": "insulin isophane, human",
  "insulin nph": "insulin isophane, human",
};
