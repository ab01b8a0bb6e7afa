// Inserts many rows with multi-row INSERT statements, below Prisma's per-row cost: loading the seeds (300k rows)
// through createMany takes most of a minute, this a few seconds. Tables, columns and `onConflict` are ours, never a
// client's; only the values are bound.
import { databaseProvider } from "./database-url";
import { env } from "../env";
import { toSqlite } from "./sqlite-writer";

// Prisma's client or transaction, or anything that runs a statement with its bound values the same way.
export type Executor = { $executeRawUnsafe: (query: string, ...values: Value[]) => Promise<unknown> };
type Value = string | number | boolean | null;

const MAX_PARAMETERS = 30_000; // SQLite allows 32,766 bound parameters, PostgreSQL 65,535

export async function bulkInsert<T extends Record<string, Value | undefined>>(
  tx: Executor,
  table: string,
  rows: T[],
  {
    onChunk,
    onConflict = "",
  }: {
    onChunk?: (count: number) => void; // after each chunk, with its row count (a progress bar)
    onConflict?: string; // e.g. an upsert: ON CONFLICT ("day", "slug") DO UPDATE SET ... (SQLite and PostgreSQL alike)
  } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const postgres = databaseProvider(env().DATABASE_URL) === "postgres";
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const values: Value[] = [];
    const tuples = chunk.map((row) => {
      const marks = columns.map((column) => {
        const value = row[column] ?? null;
        values.push(postgres ? value : toSqlite(value));
        return postgres ? `$${values.length}` : "?";
      });
      return `(${marks.join(", ")})`;
    });
    await tx.$executeRawUnsafe(`${head}${tuples.join(", ")} ${onConflict}`, ...values);
    onChunk?.(chunk.length);
  }
}
