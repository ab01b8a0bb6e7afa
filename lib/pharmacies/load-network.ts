// Loads the pharmacy network (chains, stores, zip centroids) into the database, replacing the previous one in
// one transaction: re-running updates, never duplicates.
import { db } from "../db";
import { bumpDataVersion } from "../data-version";
import type { ZipRecord } from "../geo/types";
import type { PharmacyRecord } from "./network/types";

const CHUNK = 2_500; // rows per INSERT, under SQLite's 32,766 bound parameters

export type NetworkLoadSummary = { chains: number; pharmacies: number; zips: number };

export async function loadNetwork({
  chains,
  pharmacies,
  zips,
  onProgress,
}: {
  chains: { code: string; name: string }[];
  pharmacies: (PharmacyRecord & { synthetic?: boolean })[];
  zips: ZipRecord[];
  onProgress?: (done: number, total: number) => void;
}): Promise<NetworkLoadSummary> {
  const total = chains.length + pharmacies.length + zips.length;
  let done = 0;
  const step = (n: number) => onProgress?.((done += n), total);
  await db.$transaction(
    async (tx) => {
      await tx.pharmacy.deleteMany();
      await tx.chain.deleteMany();
      await tx.zip.deleteMany();
      await tx.chain.createMany({ data: chains.map(({ code, name }) => ({ code, name })) });
      step(chains.length);
      for (let i = 0; i < pharmacies.length; i += CHUNK) {
        const data = pharmacies.slice(i, i + CHUNK).map((p) => ({
          npi: p.npi,
          name: p.name,
          chainCode: p.chainCode,
          phone: p.phone,
          street: p.street,
          city: p.city,
          state: p.state,
          zip: p.zip,
          lat: p.lat,
          lng: p.lng,
          synthetic: p.synthetic ?? false,
        }));
        await tx.pharmacy.createMany({ data });
        step(data.length);
      }
      for (let i = 0; i < zips.length; i += CHUNK) {
        const data = zips.slice(i, i + CHUNK).map((z) => ({ ...z, city: z.city ?? "", state: z.state ?? "" }));
        await tx.zip.createMany({ data });
        step(data.length);
      }
      await bumpDataVersion(tx, "network");
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
  return { chains: chains.length, pharmacies: pharmacies.length, zips: zips.length };
}
