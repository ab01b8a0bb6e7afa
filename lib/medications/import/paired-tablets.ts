// The tablets one daily dose of a once-daily extended-release combination with metformin takes (twenty-first pass,
// prisma/seed/README.md). An extended-release tablet holds at most 1,000 mg of metformin and the daily maximum is 2,000
// mg, so these labels pair strengths: a tablet holding half of a strength its partner is sold in alone is taken two at
// once (Jentadueto XR 2.5/1,000 mg: two, linagliptin's 5 mg; Synjardy XR 5/1,000 and 12.5/1,000 mg: two, empagliflozin's
// 10 and 25 mg), a tablet holding a whole one once (Jentadueto XR 5/1,000, Synjardy XR 10/1,000 and 25/1,000 mg: one).
// The fills agree where the state's file holds them: Janumet XR 50/1,000 mg 62.6 a fill, 100/1,000 mg 34.2; Xigduo XR
// 5/1,000 mg 54.0. A tablet holding the partner's smallest strength sold alone (its starting dose), whose doubled tablet
// the medication also sells as one, is that starting dose, one a day: Xigduo XR 5/500 mg (10/1,000 mg is one tablet).
// The partner's strengths sold alone are the catalog's own single-ingredient tablets and capsules.
import { moietyOf } from "./moiety-doses";

export type Ingredient = { name: string; mg: number };

const METFORMIN = "metformin";
// The most metformin a day an extended-release label allows.
export const METFORMIN_DAILY_MG = 2000;

/**
 * 2 where every partner of metformin in the tablet doubled is a strength sold alone (and two tablets stay within
 * metformin's daily maximum), but a starting dose whose doubled tablet is sold (`doubledSold`); else 1; null when the
 * tablet is not a combination with metformin.
 */
export function tabletsADayOf(
  ingredients: readonly Ingredient[],
  soldAlone: (moiety: string) => ReadonlySet<number>,
  doubledSold = false,
): number | null {
  const metformin = ingredients.filter((i) => moietyOf(i.name) === METFORMIN);
  const partners = ingredients.filter((i) => moietyOf(i.name) !== METFORMIN);
  if (metformin.length !== 1 || partners.length === 0) return null;
  if (2 * metformin[0]!.mg > METFORMIN_DAILY_MG) return 1;
  const strengths = partners.map((p) => soldAlone(moietyOf(p.name)));
  if (!partners.every((p, i) => strengths[i]!.has(2 * p.mg))) return 1;
  const starting = partners.every((p, i) => Math.min(...strengths[i]!) === p.mg);
  return doubledSold && starting ? 1 : 2;
}

/** The strengths (mg) each molecule is sold in alone, from (moiety, mg) pairs of single-ingredient tablets. */
export function indexSoldAlone(
  doses: Iterable<{ ingredient: string; mg: number }>,
): (moiety: string) => ReadonlySet<number> {
  const index = new Map<string, Set<number>>();
  for (const { ingredient, mg } of doses) {
    const key = moietyOf(ingredient);
    index.set(key, (index.get(key) ?? new Set()).add(mg));
  }
  return (moiety) => index.get(moiety) ?? new Set();
}
