// The app's health: whether the database answers, and how quickly.
import { db } from "../db";
import { databaseProvider, resolveDatabaseUrl } from "../database-url";

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
  return {
    status: database.status,
    version: process.env.npm_package_version ?? "0.1.0",
    uptimeSeconds: Math.round(process.uptime()),
    database,
  };
}
