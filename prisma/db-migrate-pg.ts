// The PostgreSQL driver adapter for the Prisma CLI (migrate), with the three fixes adapter-pg 6.19.3 needs there.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { parse } from "pg-connection-string";

// Fix 1: migrate reads catalog columns of type `name` (OID 19) and `"char"` (OID 18), which the adapter
// cannot decode (prisma/orm#27403); they are plain text, so report them as `text` (OID 25).
const TEXT_OID = 25;
const CATALOG_TEXT_OIDS = new Set([18, 19]);

function asText(result: unknown): unknown {
  const fields = (result as pg.QueryResult | undefined)?.fields;
  if (Array.isArray(fields)) {
    for (const field of fields) if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
  }
  return result;
}

class CatalogTextClient extends pg.Client {
  // pg-pool calls query with a callback; the adapter awaits the promise form. Patch both.
  override query(...args: unknown[]): never {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      const callback = last as (err: Error | null, result?: unknown) => void;
      args[args.length - 1] = (err: Error | null, result?: unknown) => callback(err, err ? result : asText(result));
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    if (out && typeof (out as Promise<unknown>).then === "function") {
      return (out as Promise<unknown>).then(asText) as never;
    }
    return out as never;
  }
}

// Fix 2: given a connectionString, the shadow database pool would connect to the main database, because
// the string wins over the `database` field; build the pool config from the parsed URL fields instead.
function poolConfig(url: string): pg.PoolConfig {
  const p = parse(url);
  return {
    host: p.host ?? undefined,
    port: p.port ? Number(p.port) : undefined,
    user: p.user,
    password: p.password,
    database: p.database ?? undefined,
    Client: CatalogTextClient as unknown as typeof pg.Client,
  };
}

// Fix 3: the shadow database can only be dropped once its pool is closed.
class MigrationPgAdapter extends PrismaPg {
  constructor(private readonly baseConfig: pg.PoolConfig) {
    super(baseConfig);
  }

  override async connectToShadowDb() {
    const main = await this.connect();
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
    await main.executeScript(`CREATE DATABASE "${database}"`);
    const shadow = await new PrismaPg({ ...this.baseConfig, database }).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await main.executeScript(`DROP DATABASE IF EXISTS "${database}"`);
      await main.dispose();
    };
    return shadow;
  }
}

export async function createMigrationPgAdapter(url: string) {
  return new MigrationPgAdapter(poolConfig(url));
}
