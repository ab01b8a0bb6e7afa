// Which database the app and the Prisma CLI use: DATABASE_URL, or the embedded SQLite file by default.
import path from "node:path";

export type DatabaseProvider = "sqlite" | "postgres";

export const DEFAULT_DATABASE_URL = "file:./data/app.db";

export function resolveDatabaseUrl(raw: string | undefined): string {
  const url = raw?.trim() || DEFAULT_DATABASE_URL;
  databaseProvider(url);
  return url;
}

export function databaseProvider(url: string): DatabaseProvider {
  if (url.startsWith("file:")) return "sqlite";
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return "postgres";
  throw new Error("DATABASE_URL must be a file: path or a postgresql:// URL");
}

// The SQLite file a file: URL names, relative paths resolved from the project root (the working directory).
export function sqliteFilePath(url: string): string {
  return path.resolve(url.slice("file:".length).replace(/^\/\/(?=\/)/, ""));
}
