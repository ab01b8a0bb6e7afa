// Which of two package sizes a trade name's Part D claims hold (twenty-fourth pass): where no file counts a medication's
// doses and they are filled in two sizes, Part D's units per claim of its name is a mean of the two, and it says
// which size its claims are. Wegovy's pens come 4 to a carton, 0.5 mL each (0.25, 0.5, 1 mg) or 0.75 mL (1.7, 2.4 mg):
// 2023's 2.94 mL a claim is 94% cartons of 0.75 mL pens, the maintenance doses, not the first month's 0.25 mg.

// The share of claims one size must hold to decide: a mean nearer the middle says nothing of either size.
export const CLAIMED_SHARE = 0.8;

/** The default quantity of the size Part D's claims hold, or null where the doses are not two sizes it can tell apart. */
export function claimedPackage(quantities: readonly number[], unitsPerClaim: number | null): number | null {
  const sizes = [...new Set(quantities)].sort((a, b) => a - b);
  if (unitsPerClaim === null || sizes.length !== 2 || quantities.some((q) => !(q > 0))) return null;
  const [small, large] = sizes as [number, number];
  if (unitsPerClaim < small || unitsPerClaim > large) return null;
  const share = (unitsPerClaim - small) / (large - small);
  return share >= CLAIMED_SHARE ? large : share <= 1 - CLAIMED_SHARE ? small : null;
}
