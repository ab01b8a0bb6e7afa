// A generic name as a pharmacist writes it (twentieth pass), where the catalog keeps RxNorm's filing of it, which search
// reads (spoken-name.ts): without the pharmacopeia's or the maker's mark ("sennosides, USP" is sennosides, "glucagon
// (rDNA)" glucagon), without the source a label leaves out ("insulin aspart, human" is insulin aspart, "heparin
// sodium, porcine" heparin sodium), and with a qualifier RxNorm inverts before its name ("estrogens, conjugated" is
// conjugated estrogens, "insulin, regular, human" regular insulin, "sodium phosphate, monobasic" monobasic sodium
// phosphate), except a form written after it ("cyclosporine, modified" is cyclosporine modified, "nitrofurantoin,
// macrocrystals" nitrofurantoin macrocrystals). What the API and the pages show; a name without a comma or mark is
// as filed.

const MARKS = /\s*,?\s*\((?:USP|rDNA)\)|\s*,\s*USP\b/g;
// Where an ingredient comes from, after RxNorm's comma: no word of the name a label or prescription writes.
const SOURCE = /^(?:human|porcine|bovine)$/i;
// Forms written after the name, as the products' labels do: a modified formulation, a crystal form or hydrate.
const AFTER = /^(?:modified|macrocrystals|\w*hydrate|anhydrous)$/i;

/** One ingredient: "estrogens, conjugated (USP)" is "conjugated estrogens". */
export function plainIngredient(ingredient: string): string {
  const [name = "", ...qualifiers] = ingredient
    .replace(MARKS, "")
    .trim()
    .split(/\s*,\s*/);
  const words = qualifiers.flatMap((q) => q.split(/\s+/)).filter((w) => w && !SOURCE.test(w));
  const before = words.filter((w) => !AFTER.test(w));
  const after = words.filter((w) => AFTER.test(w));
  return [...before, name, ...after].join(" ");
}

/** A generic of one or more ingredients ("docusate sodium / sennosides, USP"), each written plainly. */
export function plainGeneric(generic: string): string {
  return generic.includes(",") || generic.includes("(")
    ? generic.split(" / ").map(plainIngredient).join(" / ")
    : generic;
}

/** A medication's name and generic as shown: a generic medication's name is its generic. */
export function plainNames(m: { name: string; generic: string }): { name: string; generic: string } {
  const generic = plainGeneric(m.generic);
  return { name: m.name === m.generic ? generic : m.name, generic };
}
