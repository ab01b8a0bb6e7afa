// An ingredient as patients and prescriptions say it, where RxNorm (and MeSH, the Orange Book) write it inverted or
// with the pharmacopeia's mark: "estrogens, conjugated (USP)" is "conjugated estrogens", "insulin, regular, human"
// "regular human insulin", "sennosides, USP" "sennosides", "cyclosporine, modified" "modified cyclosporine".
import { normalizeSearchText } from "./normalize-search-text";

// The United States Pharmacopeia's mark after a name ("sennosides, USP", "thyroid (USP)"): a standard the product
// meets, no word of its name.
const PHARMACOPEIA_MARK = /\s*,?\s*\(?\bUSP\b\)?/gi;

// The name without the mark, the words after its commas first (normalized).
export function spokenName(ingredient: string): string {
  const [head, ...rest] = ingredient.replace(PHARMACOPEIA_MARK, "").split(/\s*,\s*/);
  return normalizeSearchText([...rest, head].join(" "));
}

// The name without the mark, in its own word order (normalized): "estrogens, conjugated (USP)" is "estrogens conjugated".
export function unmarkedName(ingredient: string): string {
  return normalizeSearchText(ingredient.replace(PHARMACOPEIA_MARK, ""));
}
