// The region of a zip code: a circle around its centroid, grown until it holds enough stores to price chains fairly.
import { buildSpatialGrid, type SpatialGrid } from "./spatial-grid";
import type { LatLng, ZipRecord } from "./types";
import { ZipTable } from "./zip-table";

// `minChainStores`: of those stores, how many must be chain stores (the `isChain` keys) before the region stops growing,
// up to `chainMiles`; without it every store counts alike.
export type RegionRule = {
  radiiMiles: readonly number[];
  minStores: number;
  minChainStores?: number;
  chainMiles?: number;
};

// 25 stores is enough for the big chains to appear with a count (Manhattan reaches it at 2 miles); 50 miles is the most
// a patient would drive, so sparse rural regions stop there with whatever stores they hold (possibly none). Region
// pricing prices chains, so 25 stores nearly all independents are not enough in a city (Houston 77036: 82 stores, 2 of
// them chain stores, within 2 miles): a region also holds 5 chain stores, the network's share of chain stores (11,671
// of 52,897, 22 %) of 25, before it stops, but grows for them only to 5 miles, a city's reach (NETWORK.md, twenty-fifth
// session).
export const REGION_RULE: RegionRule = { radiiMiles: [2, 5, 10, 25, 50], minStores: 25, minChainStores: 5, chainMiles: 5 }; // prettier-ignore

// byZip makes a zip's record as it is read (the zips are kept as columns: zip-table.ts); `keys` and `values` make them
// one at a time, not 41,000 at once.
export type ZipLookup = Pick<ReadonlyMap<string, ZipRecord>, "get" | "has"> & {
  size: number;
  keys(): Generator<string, void>;
  values(): Generator<ZipRecord, void>;
};
export type ZipGeography = { byZip: ZipLookup; grid: SpatialGrid<ZipRecord>; table: ZipTable };

// A region's stores counted by key (a chain's code), in the order the grid met them. Every zip's region is kept for as
// long as the network (41,000 of them), so it is one array of alternating keys and counts: a Map each, with its hash
// tables, was 9 MB of a server process's heap, marked by each full GC (with the center's copy gone too, the read model
// holds 73,000 fewer objects: scripts/bench/HISTORY.md, sixteenth session).
export class KeyCounts implements Iterable<[string, number]> {
  readonly #pairs: (string | number)[];

  constructor(counts: Iterable<readonly [string, number]>) {
    this.#pairs = [];
    for (const [key, count] of counts) this.#pairs.push(key, count);
  }

  get(key: string): number | undefined {
    for (let i = 0; i < this.#pairs.length; i += 2) if (this.#pairs[i] === key) return this.#pairs[i + 1] as number;
    return undefined;
  }

  // Every store counted.
  get total(): number {
    let sum = 0;
    for (let i = 1; i < this.#pairs.length; i += 2) sum += this.#pairs[i] as number;
    return sum;
  }

  *[Symbol.iterator](): IterableIterator<[string, number]> {
    for (let i = 0; i < this.#pairs.length; i += 2) yield [this.#pairs[i] as string, this.#pairs[i + 1] as number];
  }
}

// A zip's region: the radius the rule settled on and its stores counted by a key (the chain). A caller that lists
// stores scans the grid within the same radius, so its list matches these counts. `center` is the zip's centroid. The
// server keeps every zip's region as columns and makes a Region as one is read (lib/pharmacies/network-index.ts).
export type Region = {
  zip: string;
  center: LatLng;
  radiusMiles: number;
  // False when even the largest radius holds fewer than minStores.
  reachedMinStores: boolean;
  counts: KeyCounts;
};

export function indexZipGeography(zips: readonly ZipRecord[]): ZipGeography {
  const table = new ZipTable(zips);
  const byZip: ZipLookup = {
    size: table.size,
    get: (zip) => {
      const i = table.indexOf(zip);
      return i < 0 ? undefined : table.at(i);
    },
    has: (zip) => table.indexOf(zip) >= 0,
    // Every zip once (the Zip table's key), in the order given.
    *keys() {
      for (let i = 0; i < table.size; i++) yield table.zipAt(i);
    },
    *values() {
      for (let i = 0; i < table.size; i++) yield table.at(i);
    },
  };
  return { byZip, grid: buildSpatialGrid(table), table };
}

// Returns null for a zip the geography does not know. `keyOf` reads a store's key from its record; `keyAt`, when
// given, from its index in the grid's source, without making the record (the server's network: network-index.ts).
export function sizeRegion<T extends LatLng>({
  zip,
  geography,
  stores,
  keyOf,
  keyAt,
  isChain = () => true,
  rule = REGION_RULE,
}: {
  zip: string;
  geography: ZipGeography;
  stores: SpatialGrid<T>;
  keyOf: (item: T) => string;
  keyAt?: (index: number) => string;
  isChain?: (key: string) => boolean;
  rule?: RegionRule;
}): Region | null {
  const origin = geography.byZip.get(zip);
  if (!origin) return null;
  const center: LatLng = origin;
  const tally = (radius: number) =>
    keyAt ? stores.tallyIndexes(center, radius, keyAt) : stores.tally(center, radius, keyOf);
  const size = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);
  const enough = (counts: Map<string, number>, radius: number) => {
    if (size(counts) < rule.minStores) return false;
    if (!rule.minChainStores || radius >= (rule.chainMiles ?? Infinity)) return true;
    let chainStores = 0;
    for (const [key, n] of counts) if (isChain(key)) chainStores += n;
    return chainStores >= rule.minChainStores;
  };
  const radii = [...rule.radiiMiles].sort((a, b) => a - b);
  let radiusMiles = radii[0] ?? 0;
  let counts = tally(radiusMiles);
  for (const radius of radii.slice(1)) {
    if (enough(counts, radiusMiles)) break;
    radiusMiles = radius;
    counts = tally(radius);
  }
  return { zip, center, radiusMiles, reachedMinStores: size(counts) >= rule.minStores, counts: new KeyCounts(counts) };
}
