// The two orders of "Pharmacies near you": cheapest first (the default) or nearest first.
export const NEARBY_SORTS = ["price", "distance"] as const;
export type NearbySort = (typeof NEARBY_SORTS)[number];
