// Seeds an empty database: the committed catalog and network seeds, and the documented demo account.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createAccount } from "../../lib/accounts/create-account";
import { DEMO_ACCOUNT_ID } from "./database-ready";
import { DEFAULT_DATABASE_URL, resolveDatabaseUrl } from "../../lib/platform/database-url";
import { db } from "../../lib/db";
import { readCatalogSeed } from "../../lib/medications/import/read-catalog-seed";
import { loadCatalog } from "../../lib/medications/import/load-catalog";
import { loadNetwork } from "../../lib/pharmacies/import/load-network";
import { readPharmacySeed, readZipSeed } from "../../lib/pharmacies/import/read-network-seed";

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
    // Never in the log: a log file outlives the terminal and is read by more people than the key should be.
    const file = writeDemoKey(demo.apiKey);
    log(`  Its API key is in ${file} (readable only by this user).`);
    log(`  Another key at any time: npm run accounts -- new-key ${DEMO_ACCOUNT_ID}`);
  }
}

// The demo key in a file only its owner can read: data/demo-api-key for the default database, a file named after
// the database otherwise (so two databases on one machine never overwrite each other's key).
function writeDemoKey(apiKey: string): string {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  const suffix = url === DEFAULT_DATABASE_URL ? "" : `-${createHash("sha256").update(url).digest("hex").slice(0, 8)}`;
  const file = path.join("data", `demo-api-key${suffix}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true }); // a new file, so the mode applies
  fs.writeFileSync(file, `${apiKey}\n`, { mode: 0o600, flag: "wx" });
  return file;
}
