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

// A member's enrollment version and how many update audit rows it has: what racing updates must leave consistent.
export async function memberUpdates(
  databaseUrl: string,
  card: { group: string; memberId: string },
): Promise<{ version: number; updateAudits: number }> {
  const [row] = await sql<{ version: number }>(
    databaseUrl,
    `SELECT "version" FROM "Enrollment" WHERE "group" = $1 AND "memberId" = $2`,
    [card.group, card.memberId],
  );
  const [audits] = await sql<{ n: number | string }>(
    databaseUrl,
    `SELECT COUNT(*) AS "n" FROM "EnrollmentAudit" a JOIN "Enrollment" e ON e."id" = a."enrollmentId"
     WHERE e."group" = $1 AND e."memberId" = $2 AND a."action" = 'update'`,
    [card.group, card.memberId],
  );
  return { version: Number(row!.version), updateAudits: Number(audits!.n) };
}
