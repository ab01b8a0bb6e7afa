// Prisma CLI configuration: the JavaScript schema engine with a driver adapter chosen from DATABASE_URL.
import path from "node:path";
import type { PrismaConfig } from "prisma";
import { databaseProvider, resolveDatabaseUrl } from "./lib/platform/database-url";

const url = resolveDatabaseUrl(process.env.DATABASE_URL);
process.env.DATABASE_URL = url;
const provider = databaseProvider(url);

export default {
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", provider),
  migrations: { path: path.join("prisma", provider, "migrations") },
  async adapter() {
    if (provider === "postgres") {
      const { createMigrationPgAdapter } = await import("./prisma/db-migrate-pg");
      return createMigrationPgAdapter(url);
    }
    const { createMigrationSqliteAdapter } = await import("./prisma/db-migrate-sqlite");
    return createMigrationSqliteAdapter(url);
  },
} satisfies PrismaConfig;
