// Direct SQL on a test database (SQLite file or PostgreSQL), for the few facts a spec must set or see itself:
// a catalog NDC to check against, the rows a race left behind. Placeholders are written $1, $2, ...
import Database from "better-sqlite3";
import pg from "pg";

export async function sql<T = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length), { timeout: 10_000 });
    try {
      const statement = db.prepare(text.replace(/\$\d+/g, "?"));
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
