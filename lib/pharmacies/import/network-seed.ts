// The committed seed format: rows as tuples under a column list, so 37k stores and 41k zips gzip to a few megabytes.
import { z } from "zod";
import type { ZipRecord } from "../../geo/types";
import { PLACEMENTS, type PharmacyRecord } from "../pharmacy-record";
import { npi, zip as zip5 } from "../../vocabulary/fields";

// Version 2 adds each store's placement (rooftop or zip) and opening hours; version 3 each store's sources, and
// stores without a street (NPPES 2026-02 lists none).
export const NETWORK_SEED_VERSION = 3;

const PHARMACY_COLUMNS = ["npi", "name", "chainCode", "phone", "street", "city", "state", "zip", "lat", "lng", "placement", "openingHours", "sources"] as const; // prettier-ignore
const ZIP_COLUMNS = ["zip", "lat", "lng", "city", "state"] as const;

const provenance = z.object({ sources: z.array(z.string()), attribution: z.string(), rules: z.array(z.string()) });
export type SeedProvenance = z.infer<typeof provenance>;

const header = {
  version: z.literal(NETWORK_SEED_VERSION),
  generatedAt: z.iso.datetime(),
  provenance,
};
const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);

const pharmacySeedFile = z.object({
  ...header,
  // Every chainCode in the rows names one of these, INDEPENDENT included.
  chains: z.array(z.object({ code: z.string().min(1), name: z.string().min(1) })),
  columns: z.array(z.string()),
  pharmacies: z.array(
    z.tuple([
      npi,
      z.string().min(1),
      z.string().min(1),
      npi.nullable(),
      z.string(),
      z.string().min(1),
      z.string().regex(/^[A-Z]{2}$/),
      zip5,
      lat,
      lng,
      z.enum(PLACEMENTS),
      z.string().min(1).nullable(),
      z.string().min(1),
    ]),
  ),
});

const zipSeedFile = z.object({
  ...header,
  columns: z.array(z.string()),
  zips: z.array(z.tuple([zip5, lat, lng, z.string().nullable(), z.string().nullable()])),
});

export type PharmacySeed = {
  version: number;
  generatedAt: string;
  provenance: SeedProvenance;
  chains: { code: string; name: string }[];
  pharmacies: PharmacyRecord[];
};
export type ZipSeed = { version: number; generatedAt: string; provenance: SeedProvenance; zips: ZipRecord[] };

// Five decimals is about a metre: as close as a rooftop point needs.
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

export function encodePharmacySeed(seed: PharmacySeed): z.input<typeof pharmacySeedFile> {
  return {
    version: NETWORK_SEED_VERSION,
    generatedAt: seed.generatedAt,
    provenance: seed.provenance,
    chains: seed.chains,
    columns: [...PHARMACY_COLUMNS],
    pharmacies: seed.pharmacies.map((p) => [
      p.npi, p.name, p.chainCode, p.phone, p.street, p.city, p.state, p.zip, round(p.lat), round(p.lng), p.placement, p.openingHours, p.sources ?? "nppes-2025-10",
    ]), // prettier-ignore
  };
}

// Throws with zod's message when the file is not a version-1 seed or its columns moved.
export function decodePharmacySeed(json: unknown): PharmacySeed {
  const file = pharmacySeedFile.parse(json);
  assertColumns(file.columns, PHARMACY_COLUMNS);
  const known = new Set(file.chains.map((c) => c.code));
  const pharmacies = file.pharmacies.map(
    ([npi, name, chainCode, phone, street, city, state, zip, lat, lng, placement, openingHours, sources]) => {
      // prettier-ignore
      if (!known.has(chainCode)) throw new Error(`pharmacy seed: ${npi} has unknown chainCode ${chainCode}`);
      return {
        npi,
        name,
        chainCode,
        phone,
        street,
        city,
        state,
        zip,
        lat,
        lng,
        placement,
        openingHours,
        sources,
      };
    },
  );
  const { version, generatedAt, provenance, chains } = file;
  return { version, generatedAt, provenance, chains, pharmacies };
}

export function encodeZipSeed(seed: ZipSeed): z.input<typeof zipSeedFile> {
  return {
    version: NETWORK_SEED_VERSION,
    generatedAt: seed.generatedAt,
    provenance: seed.provenance,
    columns: [...ZIP_COLUMNS],
    zips: seed.zips.map((z) => [z.zip, round(z.lat), round(z.lng), z.city, z.state]),
  };
}

export function decodeZipSeed(json: unknown): ZipSeed {
  const file = zipSeedFile.parse(json);
  assertColumns(file.columns, ZIP_COLUMNS);
  const zips = file.zips.map(([zip, lat, lng, city, state]) => ({ zip, lat, lng, city, state }));
  return { version: file.version, generatedAt: file.generatedAt, provenance: file.provenance, zips };
}

function assertColumns(actual: readonly string[], expected: readonly string[]) {
  if (actual.join(",") !== expected.join(",")) {
    throw new Error(`network seed columns are ${actual.join(",")}, expected ${expected.join(",")}`);
  }
}
