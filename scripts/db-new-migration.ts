// Writes a new migration for both providers from the change to prisma/models.prisma:
//   npm run db:new-migration -- NAME
// SQLite diffs in memory; PostgreSQL uses a throwaway loopback cluster (scripts/pg-cluster.sh) as shadow.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:new-migration -- name_in_snake_case");
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const pgUrl = execFileSync("bash", ["scripts/pg-cluster.sh", "start", "5439"], { encoding: "utf8" }).trim();

for (const [provider, url] of [
  ["sqlite", "file:./data/migration-diff.db"],
  ["postgres", pgUrl],
] as const) {
  const dir = path.join("prisma", provider, "migrations");
  const sql = execFileSync(
    "npx",
    [
      "prisma",
      "migrate",
      "diff",
      "--from-migrations",
      dir,
      "--to-schema-datamodel",
      path.join("prisma", provider),
      "--script",
    ],
    {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (!/\S/.test(sql.replace(/^--.*$/gm, "")) || sql.includes("This is an empty migration")) {
    console.log(`${provider}: no change`);
    continue;
  }
  const target = path.join(dir, `${stamp}_${name}`);
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, "migration.sql"), sql);
  console.log(`${provider}: wrote ${target}/migration.sql`);
}
fs.rmSync("data/migration-diff.db", { force: true });
execFileSync("bash", ["scripts/pg-cluster.sh", "stop", "5439"]);
