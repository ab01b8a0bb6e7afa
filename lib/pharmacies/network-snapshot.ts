// The network's rows (chains, stores, zips) as a compact snapshot file, so a server process starts from one file
// instead of reading 56,000 stores and 41,000 zips row by row (about 0.4 of its CPU-seconds at start). The snapshot is
// named by the network's data version and the moment it was bumped (DataVersion.updatedAt): every change to the
// network bumps the version (load-network.ts, and the bench's synthetic stores), so a snapshot of other data is never
// read, and a copy of a database (the bench's template) shares its snapshot. Written by the first process that builds
// the network from rows; any doubt (no snapshot, another key, a file that does not parse) reads the rows.
import fs from "node:fs";
import path from "node:path";
import type { ZipRecord } from "../geo/types";
import { log } from "../platform/log";
import { readRows } from "../platform/read-rows";
import type { PharmacyRecord } from "./pharmacy-record";

export type NetworkRows = {
  chains: { code: string; name: string }[];
  pharmacies: PharmacyRecord[];
  zips: ZipRecord[];
};

export const SNAPSHOT_DIR = path.join(".next", "cache", "read-models");
// Snapshots kept (the newest): the databases one checkout serves and tests, not one per import ever made.
const KEEP = 6;
const FORMAT = 1;

// The key of the network as the database holds it now; undefined before the network is first loaded.
export async function networkSnapshotKey(): Promise<string | undefined> {
  const [row] = await readRows<{ version: number | bigint; updatedAt: string | Date }>(
    `SELECT version, "updatedAt" FROM "DataVersion" WHERE name = $1`,
    ["network"],
  );
  if (!row) return undefined;
  return `network-${FORMAT}-${Number(row.version)}-${new Date(row.updatedAt).getTime()}`;
}

const fileOf = (key: string, dir: string) => path.join(dir, `${key}.json`);

// Repeated strings (a chain's name, a city, a state, a zip) are indexes into one table: written once, and read back as
// one string each, as network-index.ts keeps them.
type Snapshot = {
  key: string;
  strings: string[];
  chains: [string, string][];
  stores: {
    npi: string[];
    name: number[];
    chainCode: number[];
    phone: (string | null)[];
    street: string[];
    city: number[];
    state: number[];
    zip: number[];
    lat: number[];
    lng: number[];
    rooftop: number[];
    openingHours: (string | null)[];
  };
  zips: { zip: string[]; lat: number[]; lng: number[]; city: number[]; state: number[] };
};

export function encodeNetwork(key: string, { chains, pharmacies, zips }: NetworkRows): Snapshot {
  const ids = new Map<string, number>();
  const strings: string[] = [];
  const id = (s: string) => ids.get(s) ?? (ids.set(s, strings.length), strings.push(s) - 1);
  const orNone = (s: string | null) => (s ? id(s) : -1);
  return {
    key,
    strings,
    chains: chains.map((c) => [c.code, c.name]),
    stores: {
      npi: pharmacies.map((p) => p.npi),
      name: pharmacies.map((p) => id(p.name)),
      chainCode: pharmacies.map((p) => id(p.chainCode)),
      phone: pharmacies.map((p) => p.phone),
      street: pharmacies.map((p) => p.street),
      city: pharmacies.map((p) => id(p.city)),
      state: pharmacies.map((p) => id(p.state)),
      zip: pharmacies.map((p) => id(p.zip)),
      lat: pharmacies.map((p) => p.lat),
      lng: pharmacies.map((p) => p.lng),
      rooftop: pharmacies.map((p) => (p.placement === "rooftop" ? 1 : 0)),
      openingHours: pharmacies.map((p) => p.openingHours),
    },
    zips: {
      zip: zips.map((z) => z.zip),
      lat: zips.map((z) => z.lat),
      lng: zips.map((z) => z.lng),
      city: zips.map((z) => orNone(z.city)),
      state: zips.map((z) => orNone(z.state)),
    },
  };
}

export function decodeNetwork({ strings, chains, stores: s, zips: z }: Snapshot): NetworkRows {
  const pharmacies: PharmacyRecord[] = new Array(s.npi.length);
  for (let i = 0; i < s.npi.length; i++) {
    pharmacies[i] = {
      npi: s.npi[i]!,
      name: strings[s.name[i]!]!,
      chainCode: strings[s.chainCode[i]!]!,
      phone: s.phone[i]!,
      street: s.street[i]!,
      city: strings[s.city[i]!]!,
      state: strings[s.state[i]!]!,
      zip: strings[s.zip[i]!]!,
      lat: s.lat[i]!,
      lng: s.lng[i]!,
      placement: s.rooftop[i] ? "rooftop" : "zip",
      openingHours: s.openingHours[i]!,
    };
  }
  const zips: ZipRecord[] = new Array(z.zip.length);
  for (let i = 0; i < z.zip.length; i++) {
    const city = z.city[i]!;
    const state = z.state[i]!;
    zips[i] = {
      zip: z.zip[i]!,
      lat: z.lat[i]!,
      lng: z.lng[i]!,
      city: city < 0 ? null : strings[city]!,
      state: state < 0 ? null : strings[state]!,
    };
  }
  return { chains: chains.map(([code, name]) => ({ code, name })), pharmacies, zips };
}

export function readNetworkSnapshot(key: string, dir = SNAPSHOT_DIR): NetworkRows | undefined {
  try {
    const snapshot = JSON.parse(fs.readFileSync(fileOf(key, dir), "utf8")) as Snapshot;
    return snapshot.key === key ? decodeNetwork(snapshot) : undefined;
  } catch {
    return undefined; // none yet, or unreadable: the rows are read instead
  }
}

// Written whole under another name, then renamed: a process reading it at the same time sees the old file or the new.
export function writeNetworkSnapshot(key: string, rows: NetworkRows, dir = SNAPSHOT_DIR): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = `${fileOf(key, dir)}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(encodeNetwork(key, rows)));
    fs.renameSync(temporary, fileOf(key, dir));
    const older = fs
      .readdirSync(/*turbopackIgnore: true*/ dir)
      .filter((f) => f.startsWith("network-") && f.endsWith(".json"))
      // Joined as a string, and each call marked: a path.join or an unmarked fs call on a directory read at run time
      // makes Turbopack trace the whole project into the server output.
      .map((f) => `${dir}${path.sep}${f}`)
      .map((file) => ({ file, mtime: fs.statSync(/*turbopackIgnore: true*/ file).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime)
      .slice(KEEP);
    for (const { file } of older) fs.rmSync(/*turbopackIgnore: true*/ file, { force: true });
  } catch (error) {
    // A read-only checkout serves as before, from the rows.
    log.warn("network snapshot not written", { error: error instanceof Error ? error.name : typeof error });
  }
}
