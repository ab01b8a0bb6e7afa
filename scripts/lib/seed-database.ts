// Seeds an empty database: the committed catalog and network seeds, and the documented demo account.
import { createAccount } from "../../lib/accounts/create-account";
import { db } from "../../lib/db";
import { readCatalogSeed } from "../../lib/medications/import/read-catalog-seed";
import { loadCatalog } from "../../lib/medications/import/load-catalog";
import { loadNetwork } from "../../lib/pharmacies/import/load-network";
import { readPharmacySeed, readZipSeed } from "../../lib/pharmacies/import/read-network-seed";

export const DEMO_ACCOUNT_ID = "demo";

export async function seedDatabase({ log = console.log } = {}): Promise<void> {
  if ((await db.medication.count()) === 0) {
    const started = Date.now();
    const summary = await loadCatalog({ seed: await readCatalogSeed() });
    log(`Loaded the medication catalog: ${JSON.stringify(summary)} in ${Date.now() - started} ms`);
  }
  if ((await db.pharmacy.count()) === 0) {
    const started = Date.now();
    const [network, zipSeed] = await Promise.all([readPharmacySeed(), readZipSeed()]);
    const summary = await loadNetwork({ chains: network.chains, pharmacies: network.pharmacies, zips: zipSeed.zips });
    log(`Loaded the pharmacy network: ${JSON.stringify(summary)} in ${Date.now() - started} ms`);
  }
  if (!(await db.account.findUnique({ where: { id: DEMO_ACCOUNT_ID } }))) {
    const demo = await createAccount({
      id: DEMO_ACCOUNT_ID,
      name: "Demo partner",
      config: { coBrands: [{ accessCode: "DEMO-COBRAND", name: "Demo co-brand" }] },
    });
    log(`Seeded the demo account "${DEMO_ACCOUNT_ID}" (all endpoints, people and pets cards).`);
    log(`  Its API key, shown this once: ${demo.apiKey}`);
    log(`  Another key at any time: npm run accounts -- new-key ${DEMO_ACCOUNT_ID}`);
  }
}
