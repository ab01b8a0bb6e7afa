// The in-memory read model of the pharmacy network: stores by NPI, a spatial grid of every store, the zip geography
// and the chains with their national store counts. Pricing reads it on every request, so it never queries per store;
// an import of the network (a new data version) rebuilds it.
import { versionedCache } from "../platform/data-version";
import { readRows } from "../platform/read-rows";
import { log } from "../platform/log";
import { indexZipGeography, KeyCounts, sizeRegion, type Region, type ZipGeography } from "../geo/size-region";
import { buildSpatialGrid, type PointFilter, type SpatialGrid } from "../geo/spatial-grid";
import type { ZipRecord } from "../geo/types";
import { INDEPENDENT_CHAIN_CODE } from "./chains";
import { networkSnapshotKey, readNetworkSnapshot, writeNetworkSnapshot, type NetworkRows } from "./network-snapshot";
import type { PharmacyRecord } from "./pharmacy-record";
import { StoreTable } from "./store-table";

// A store as pricing and the pharmacies endpoint see it: the imported record.
export type StoredPharmacy = PharmacyRecord;

export type StoredChain = { code: string; name: string; storeCount: number };

export type NetworkIndex = {
  // Each store's record is made as it is read (the stores are kept as columns: store-table.ts), so two reads of one
  // store are equal records, not the same object.
  byNpi: ReturnType<StoreTable["byNpi"]>;
  // Real chains with at least one store; INDEPENDENT groups unrelated stores, so it is not one.
  chains: ReadonlyMap<string, StoredChain>;
  geography: ZipGeography;
  stores: SpatialGrid<StoredPharmacy>;
  // The zip's region (lib/geo/size-region.ts) over every community pharmacy, chain or not, since its size follows the
  // density of pharmacies, with its stores counted by chain code; null for a zip the geography does not know. Region
  // pricing ranks its chains; the pharmacies endpoint lists a chain's stores within its radius, so a chain's `count`
  // in one is the `pagination.size` of the other.
  regionOf(zip: string): Region | null;
  // A filter of `stores` to one chain's, read from its columns.
  ofChain(chainCode: string): PointFilter<StoredPharmacy>;
};

export function buildNetworkIndex({
  chains,
  pharmacies,
  zips,
}: {
  chains: readonly { code: string; name: string }[];
  pharmacies: readonly StoredPharmacy[];
  zips: readonly ZipRecord[];
}): NetworkIndex {
  const storeCounts = new Map<string, number>();
  for (const p of pharmacies) storeCounts.set(p.chainCode, (storeCounts.get(p.chainCode) ?? 0) + 1);
  const chainMap = new Map<string, StoredChain>();
  for (const { code, name } of chains) {
    const storeCount = storeCounts.get(code) ?? 0;
    if (code !== INDEPENDENT_CHAIN_CODE && storeCount > 0) chainMap.set(code, { code, name, storeCount });
  }
  const geography = indexZipGeography(zips);
  const table = new StoreTable(pharmacies);
  const stores = buildSpatialGrid(table);
  const regions = new RegionTable(geography);
  return {
    byNpi: table.byNpi(),
    chains: chainMap,
    geography,
    stores,
    regionOf(zip) {
      const index = geography.table.indexOf(zip);
      if (index < 0) return null; // an unknown zip is not kept: clients choose what they send
      const known = regions.at(index);
      if (known) return known;
      const region = sizeRegion({
        zip,
        geography,
        stores,
        keyOf: (store) => store.chainCode,
        keyAt: (i) => table.chainCodeAt(i),
        isChain: (code) => code !== INDEPENDENT_CHAIN_CODE,
      });
      if (!region) return null;
      regions.keep(index, region);
      return regions.at(index)!; // as every later read makes it (its center the zip's point alone)
    },
    ofChain: (chainCode) => ({ index: (i) => table.chainCodeAt(i) === chainCode }),
  };
}

// Every zip's region, kept for as long as the network (the whole index is replaced when the network changes) as
// columns: its radius, whether it reached the rule's store count, and its chains' counts as a range of one array of
// (chain, count) pairs. A Region is made as one is read (a few chains each).
class RegionTable {
  readonly #geography: ZipGeography;
  readonly #radius: Float64Array;
  readonly #reached: Uint8Array;
  readonly #starts: Int32Array;
  readonly #ends: Int32Array;
  readonly #keys: string[] = [];
  readonly #keyIds = new Map<string, number>();
  #pairs = new Int32Array(1 << 16);
  #used = 0;

  constructor(geography: ZipGeography) {
    const size = geography.table.size;
    this.#geography = geography;
    this.#radius = new Float64Array(size);
    this.#reached = new Uint8Array(size);
    this.#starts = new Int32Array(size).fill(-1);
    this.#ends = new Int32Array(size);
  }

  at(index: number): Region | undefined {
    const start = this.#starts[index]!;
    if (start < 0) return undefined;
    const counts: [string, number][] = [];
    for (let i = start; i < this.#ends[index]!; i += 2)
      counts.push([this.#keys[this.#pairs[i]!]!, this.#pairs[i + 1]!]);
    const { table } = this.#geography;
    return {
      zip: table.zipAt(index),
      center: { lat: table.lat(index), lng: table.lng(index) },
      radiusMiles: this.#radius[index]!,
      reachedMinStores: this.#reached[index] === 1,
      counts: new KeyCounts(counts),
    };
  }

  keep(index: number, region: Region): void {
    if (this.#starts[index]! >= 0) return;
    const pairs: number[] = [];
    for (const [key, count] of region.counts) {
      let id = this.#keyIds.get(key);
      if (id === undefined) this.#keyIds.set(key, (id = this.#keys.push(key) - 1));
      pairs.push(id, count);
    }
    if (this.#used + pairs.length > this.#pairs.length) {
      const grown = new Int32Array(Math.max(this.#pairs.length * 2, this.#used + pairs.length));
      grown.set(this.#pairs.subarray(0, this.#used));
      this.#pairs = grown;
    }
    this.#pairs.set(pairs, this.#used);
    this.#radius[index] = region.radiusMiles;
    this.#reached[index] = region.reachedMinStores ? 1 : 0;
    this.#starts[index] = this.#used;
    this.#used += pairs.length;
    this.#ends[index] = this.#used;
  }
}

type PharmacyRow = Omit<StoredPharmacy, "placement"> & { placement: string };

// A snapshot is written this long after a process built the network from its rows: not while it is starting.
const SNAPSHOT_DELAY_MS = 5_000;

// From the snapshot of the network as the database holds it (network-snapshot.ts), else from the rows, after which
// the snapshot is written for the next start, if the network is still what the rows were read from.
export async function readNetwork(): Promise<NetworkIndex> {
  const key = await networkSnapshotKey();
  const snapshot = key ? readNetworkSnapshot(key) : undefined;
  const rows = snapshot ?? (await readNetworkRows());
  if (key && !snapshot) {
    const write = async () => {
      if ((await networkSnapshotKey()) === key) writeNetworkSnapshot(key, rows);
    };
    setTimeout(() => void write().catch(() => {}), SNAPSHOT_DELAY_MS).unref();
  }
  return serveWhileSizing(buildNetworkIndex(rows));
}

async function readNetworkRows(): Promise<NetworkRows> {
  const [chains, pharmacies, zips] = await Promise.all([
    readRows<{ code: string; name: string }>(`SELECT code, name FROM "Chain" ORDER BY code`),
    readRows<PharmacyRow>(
      `SELECT npi, name, "chainCode", phone, street, city, state, zip, lat, lng, placement, "openingHours"
       FROM "Pharmacy" ORDER BY npi`,
    ),
    readRows<ZipRecord>(`SELECT zip, lat, lng, city, state FROM "Zip" ORDER BY zip`),
  ]);
  // Each row comes with its own copy of every string: the repeated ones (a chain's legal name, its code, a city, a
  // state, a zip) are kept once, which is most of the store's strings. The rows become the stores themselves.
  const once = new Map<string, string>();
  const shared = (value: string) => once.get(value) ?? (once.set(value, value), value);
  for (const p of pharmacies) {
    p.placement = p.placement === "rooftop" ? "rooftop" : "zip";
    p.name = shared(p.name);
    p.chainCode = shared(p.chainCode);
    p.city = shared(p.city);
    p.state = shared(p.state);
    p.zip = shared(p.zip);
  }
  for (const z of zips) {
    z.city ||= null;
    z.state ||= null;
  }
  return { chains, pharmacies: pharmacies as StoredPharmacy[], zips };
}

// The store is served (and the process ready) as soon as it is built; every zip's region is then sized in the
// background, so hardly any request pays for one (one that comes first sizes its own, 28 us unscaled). Sizing them
// all took half of a server process's start (about 3 CPU-seconds for 41,128 zips and 53,666 stores).
export function serveWhileSizing(store: NetworkIndex): NetworkIndex {
  // A failure here leaves regions to be sized on demand: logged, never an unhandled rejection that ends the process.
  setImmediate(() =>
    sizeEveryRegion(store).catch((error: unknown) =>
      log.error("region sizing", { error: error instanceof Error ? error.name : typeof error }),
    ),
  );
  return store;
}

// Sizes the region of every zip, so no request pays for it; in slices that give the event loop back, so requests are
// answered while it runs.
export async function sizeEveryRegion(store: NetworkIndex, sliceMs = 20): Promise<void> {
  let sliceStart = performance.now();
  const { table } = store.geography;
  for (let i = 0; i < table.size; i++) {
    store.regionOf(table.zipAt(i));
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

export const loadNetworkIndex = versionedCache("network", "network", readNetwork);
