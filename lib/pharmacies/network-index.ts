// The in-memory read model of the pharmacy network: stores by NPI, a spatial grid of every store, the zip geography
// and the chains with their national store counts. Pricing reads it on every request, so it never queries per store;
// an import of the network (a new data version) rebuilds it.
import { versionedCache } from "../platform/data-version";
import { readRows } from "../platform/read-rows";
import { log } from "../platform/log";
import { indexZipGeography, sizeRegion, type Region, type ZipGeography } from "../geo/size-region";
import { buildSpatialGrid, type SpatialGrid } from "../geo/spatial-grid";
import type { ZipRecord } from "../geo/types";
import { INDEPENDENT_CHAIN_CODE } from "./chains";
import { networkSnapshotKey, readNetworkSnapshot, writeNetworkSnapshot, type NetworkRows } from "./network-snapshot";
import type { PharmacyRecord } from "./pharmacy-record";

// A store as pricing and the pharmacies endpoint see it: the imported record.
export type StoredPharmacy = PharmacyRecord;

export type StoredChain = { code: string; name: string; storeCount: number };

export type NetworkIndex = {
  byNpi: ReadonlyMap<string, StoredPharmacy>;
  // Real chains with at least one store; INDEPENDENT groups unrelated stores, so it is not one.
  chains: ReadonlyMap<string, StoredChain>;
  geography: ZipGeography;
  stores: SpatialGrid<StoredPharmacy>;
  // The zip's region (lib/geo/size-region.ts) over every community pharmacy, chain or not, since its size follows the
  // density of pharmacies, with its stores counted by chain code; null for a zip the geography does not know. Region
  // pricing ranks its chains; the pharmacies endpoint lists a chain's stores within its radius, so a chain's `count`
  // in one is the `pagination.size` of the other.
  regionOf(zip: string): Region | null;
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
  const stores = buildSpatialGrid(pharmacies);
  // Regions are kept per zip of the geography (a few chain counts each), for as long as the store: the whole store
  // is replaced when the network changes.
  const regions = new Map<string, Region>();
  return {
    byNpi: new Map(pharmacies.map((p) => [p.npi, p])),
    chains: chainMap,
    geography,
    stores,
    regionOf(zip) {
      const known = regions.get(zip);
      if (known) return known;
      const region = sizeRegion({ zip, geography, stores, keyOf: (store) => store.chainCode });
      if (region) regions.set(zip, region); // an unknown zip is not kept: clients choose what they send
      return region;
    },
  };
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
  for (const zip of store.geography.byZip.keys()) {
    store.regionOf(zip);
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

export const loadNetworkIndex = versionedCache("network", "network", readNetwork);
