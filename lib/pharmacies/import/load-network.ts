// Loads the pharmacy network (chains, stores, zip centroids) into the database, replacing the previous one in
// one transaction: re-running updates, never duplicates.
import { db } from "../../db";
import { bulkInsert } from "../../platform/bulk-insert";
import { bumpDataVersion } from "../../platform/data-version";
import type { ZipRecord } from "../../geo/types";
import type { PharmacyRecord } from "../pharmacy-record";

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
      await bulkInsert(
        tx,
        "Chain",
        chains.map(({ code, name }) => ({ code, name })),
        { onChunk: step },
      );
      const rows = pharmacies.map((p) => ({
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
        placement: p.placement,
        openingHours: p.openingHours,
        synthetic: p.synthetic ?? false,
      }));
      await bulkInsert(tx, "Pharmacy", rows, { onChunk: step });
      await bulkInsert(
        tx,
        "Zip",
        zips.map((z) => ({ ...z, city: z.city ?? "", state: z.state ?? "" })),
        { onChunk: step },
      );
      await bumpDataVersion(tx, "network");
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
  return { chains: chains.length, pharmacies: pharmacies.length, zips: zips.length };
}
