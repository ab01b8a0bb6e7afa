// The app's health: whether the database answers, and how quickly; and whether this process has built its in-memory
// read models (until then the first requests wait for them).
import { db } from "../db";
import { databaseProvider, resolveDatabaseUrl } from "../database-url";
import { getAccountDirectory } from "../accounts/account-directory";
import { getCatalog } from "../medications/catalog-store";
import { loadNetworkStore } from "../pharmacies/network-store";
import { loadNdcCosts } from "../pricing/ndc-costs";

export async function checkHealth() {
  const started = performance.now();
  let database: { status: "ok" | "down"; provider: string; latencyMs?: number; accounts?: number } = {
    status: "down",
    provider: databaseProvider(resolveDatabaseUrl(process.env.DATABASE_URL)),
  };
  try {
    const accounts = await db.account.count();
    database = { ...database, status: "ok", latencyMs: Math.round((performance.now() - started) * 10) / 10, accounts };
  } catch {
    // reported as down
  }
  const readModels = {
    catalog: getCatalog.isBuilt(),
    ndcCosts: loadNdcCosts.isBuilt(),
    network: loadNetworkStore.isBuilt(),
    accounts: getAccountDirectory.isBuilt(),
  };
  return {
    status: database.status,
    ready: Object.values(readModels).every(Boolean),
    readModels,
    version: process.env.npm_package_version ?? "0.1.0",
    // The Node.js that runs this process: the project's pinned one (.nvmrc), not the machine's.
    runtime: { name: "node", version: process.versions.node },
    uptimeSeconds: Math.round(process.uptime()),
    database,
  };
}
