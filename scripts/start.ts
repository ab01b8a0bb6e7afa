// npm start: builds when the sources changed, migrates and seeds the database, then serves site and API on PORT.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { db } from "../lib/db";
import { resolveDatabaseUrl } from "../lib/database-url";
import { migrateDatabase } from "./lib/migrate-database";
import { seedDatabase } from "./lib/seed-database";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";
process.env.DATABASE_URL = resolveDatabaseUrl(process.env.DATABASE_URL);
const port = process.env.PORT || "3000";
const next = path.join("node_modules", ".bin", "next");

const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];
const STAMP = path.join(".next", "source-stamp");

function sourceStamp(): string {
  const hash = createHash("sha256");
  const walk = (p: string): void => {
    if (!fs.existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    if (fs.statSync(p).isDirectory()) for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    else hash.update(p).update(fs.readFileSync(p));
  };
  SOURCES.forEach(walk);
  return hash.digest("hex");
}

const stamp = sourceStamp();
const built =
  fs.existsSync(path.join(".next", "BUILD_ID")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === stamp;
if (!built && process.env.SKIP_BUILD !== "1") {
  console.log("Building the app (next build)...");
  execFileSync(next, ["build"], { stdio: "inherit" });
  fs.writeFileSync(STAMP, stamp);
}

await migrateDatabase({ quiet: true });
await seedDatabase();
await db.$disconnect();

console.log(
  `Serving site and API on http://localhost:${port} (database: ${process.env.DATABASE_URL.replace(/\/\/[^@/]*@/, "//***@")})`,
);
const server = spawn(next, ["start", "-p", port], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
