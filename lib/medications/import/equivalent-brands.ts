// Whether one brand's trade name may open another brand's product: only where the Orange Book rates them
// therapeutically equivalent, as a pharmacist substitutes (twenty-third pass, prisma/seed/README.md).
import { normalizeSearchText } from "../search/normalize-search-text";
import { SALT_WORDS } from "../search/salt-words";
import type { OrangeBookProduct } from "./parse-drug-name-files";
import { doseFormsOfOrangeBook, sameStrength } from "./orange-book-products";
import { routesOfOrangeBook } from "./routes";
import { tradeNameWithoutStrength } from "./derive-search-names";

// Words that join ingredients in a generic product's trade name ("LIDOCAINE HYDROCHLORIDE W/ EPINEPHRINE").
const JOINING_WORDS = new Set(["and", "with", "w", "in"]);

/**
 * A trade name that is its ingredients' names ("NORGESTREL AND ETHINYL ESTRADIOL", a generic product's) stands for
 * those ingredients, as RxNorm's generic of a brand-only drug does (apixaban -> Eliquis); it is no other brand's.
 */
export function isIngredientsName(name: string, ingredients: readonly string[]): boolean {
  const words = new Set(ingredients.flatMap((i) => normalizeSearchText(i).split(" ")));
  return name.split(" ").every((w) => words.has(w) || JOINING_WORDS.has(w) || SALT_WORDS.has(w));
}

/**
 * Whether a trade name is the brand's own, written another way or one of its lines ("gvoke hypopen", "xylocaine w
 * epinephrine" of Xylocaine with Epinephrine): the same first word, the brand's stem.
 */
export function isOwnName(name: string, brand: string): boolean {
  const [first] = normalizeSearchText(brand).split(" ");
  return name.split(" ")[0] === first;
}

// The amounts of a book strength, without the note some carry ("**Federal Register determination ...**").
const strengthOf = (p: OrangeBookProduct) => (p.strength ?? "").replace(/\*\*.*$/, "").trim();

// The same form and route: the catalog forms the book's "DF;Route" is (SYRUP and SOLUTION are both an oral
// solution), else the words as written without a pack's count ("TABLET;ORAL-21" is "TABLET;ORAL-28").
function sameFormAndRoute(a: OrangeBookProduct, b: OrangeBookProduct): boolean {
  const [fa, fb] = [doseFormsOfOrangeBook(a.form ?? ""), doseFormsOfOrangeBook(b.form ?? "")];
  const [ra, rb] = [routesOfOrangeBook(a.form ?? ""), routesOfOrangeBook(b.form ?? "")];
  const routes = ra === null || rb === null || [...ra].some((r) => rb.has(r));
  if (fa && fb) return routes && fa.some((f) => fb.includes(f));
  const bare = (p: OrangeBookProduct) => (p.form ?? "").replace(/-\d+$/, "").toUpperCase();
  return bare(a) === bare(b);
}

/**
 * The products of a trade name that another brand's products may be substituted for: one of the same ingredients,
 * form, route and strength (`brandProducts`: the brand's Orange Book products of those ingredients) with the same
 * therapeutic-equivalence code of an "A" rating (AB, AB1, AP, AT: the book's "therapeutically equivalent"), or, where
 * the book cannot rate the pair (it codes prescription products on the market only: one of them discontinued or sold
 * over the counter), the same ingredients, form, route and strength alone (Lo/Ovral, discontinued, is what its
 * AB-rated generic Cryselle was approved against; Visine-A and Naphcon-A are both 0.025%/0.3% drops). Two prescription
 * products on the market without a shared A code are different products (Phyrago and Sprycel, each its own NDA),
 * whatever their strengths; a brand the book does not list at all (an unapproved or biologic product) cannot be
 * rated, and the name's unrated products are compared with its doses by the caller.
 */
export function substitutableProducts(
  nameProducts: readonly OrangeBookProduct[],
  brandProducts: readonly OrangeBookProduct[],
): OrangeBookProduct[] {
  const rated = (code: string | undefined) => code !== undefined && code.startsWith("A");
  return nameProducts.filter((n) =>
    brandProducts.some(
      (b) =>
        sameFormAndRoute(n, b) &&
        sameStrength(strengthOf(n), strengthOf(b)) &&
        ((rated(n.teCode) && n.teCode === b.teCode) || n.type !== "RX" || b.type !== "RX"),
    ),
  );
}

/** The book's products by trade name as search reads it (normalized, with and without a strength it ends with). */
export function bookByTradeName(orangeBook: readonly OrangeBookProduct[]): Map<string, OrangeBookProduct[]> {
  const book = new Map<string, OrangeBookProduct[]>();
  for (const p of orangeBook)
    for (const n of new Set([p.tradeName, tradeNameWithoutStrength(p.tradeName)].map(normalizeSearchText)))
      book.set(n, [...(book.get(n) ?? []), p]);
  return book;
}
