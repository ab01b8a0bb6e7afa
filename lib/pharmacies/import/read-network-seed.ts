// Reads the committed network seeds back: what a database loader or an in-memory index starts from.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { decodePharmacySeed, decodeZipSeed, type PharmacySeed, type ZipSeed } from "./network-seed";

// Relative to the project root, where npm scripts, tsx and vitest all run.
export const PHARMACY_SEED_FILE = path.join("prisma", "seed", "pharmacies.json.gz");
export const ZIP_SEED_FILE = path.join("prisma", "seed", "zips.json.gz");

const gunzipAsync = promisify(gunzip);

async function readGzipJson(file: string): Promise<unknown> {
  return JSON.parse((await gunzipAsync(await readFile(file))).toString("utf8"));
}

export async function readPharmacySeed(file: string = PHARMACY_SEED_FILE): Promise<PharmacySeed> {
  return decodePharmacySeed(await readGzipJson(file));
}

export async function readZipSeed(file: string = ZIP_SEED_FILE): Promise<ZipSeed> {
  return decodeZipSeed(await readGzipJson(file));
}
