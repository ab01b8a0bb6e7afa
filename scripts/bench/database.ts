// The benchmark's database: a fully seeded template (seeding takes a minute), copied fresh for every run, on SQLite
// (a file) or PostgreSQL (a database of a throwaway local cluster, scripts/pg-cluster.sh); and the inputs the
// scenarios draw from it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";
import { distanceMiles } from "../../lib/geo/distance-miles";
import type { BenchData } from "./inputs";
import { generateSyntheticPharmacies, type NetworkRow } from "./synthetic-pharmacies";

export type BenchDatabase = {
  provider: "sqlite" | "postgres";
  url: string;
  // Rows of a query whose identifiers are double-quoted (valid on both databases).
  all: <T>(sql: string) => Promise<T[]>;
  sizeMb: () => Promise<number>;
  close: () => Promise<void>;
};

const TEMPLATE = "data/bench-template.db";
const DB = "data/bench.db";
const PG_TEMPLATE = "rxcard_bench_template";
const PG_DB = "rxcard_bench";

function run(command: string, argv: string[], env: Record<string, string> = {}) {
  execFileSync(command, argv, { stdio: "inherit", env: { ...process.env, ...env } });
}

// What the template was seeded from (the migrations' names, the seeds' contents): a template of other migrations or
// seeds is seeded again.
function seedStamp(provider: string): string {
  const hash = createHash("sha256").update(fs.readdirSync(`prisma/${provider}/migrations`).join(","));
  for (const seed of fs
    .readdirSync("prisma/seed")
    .filter((f) => f.endsWith(".json.gz"))
    .sort())
    hash.update(seed).update(fs.readFileSync(`prisma/seed/${seed}`));
  return hash.digest("hex");
}

const seed = (url: string) => run("node_modules/.bin/tsx", ["scripts/db-seed.ts"], { DATABASE_URL: url });

export async function prepareSqlite(scale: number): Promise<BenchDatabase> {
  const stamp = seedStamp("sqlite");
  const stampFile = `${TEMPLATE}.stamp`;
  if (!fs.existsSync(TEMPLATE) || !fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8") !== stamp) {
    console.log("Seeding the benchmark template database (once)...");
    for (const f of [TEMPLATE, `${TEMPLATE}-wal`, `${TEMPLATE}-shm`]) fs.rmSync(f, { force: true });
    seed(`file:./${TEMPLATE}`);
    const sqlite = new Database(TEMPLATE);
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    sqlite.close();
    fs.writeFileSync(stampFile, stamp);
  }
  for (const f of [DB, `${DB}-wal`, `${DB}-shm`]) fs.rmSync(f, { force: true });
  fs.copyFileSync(TEMPLATE, DB);
  if (scale > 0) addSyntheticPharmacies(scale);
  const sqlite = new Database(DB, { readonly: true });
  const fileMb = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size / 2 ** 20 : 0);
  return {
    provider: "sqlite",
    url: `file:./${DB}`,
    all: async <T>(sql: string) => sqlite.prepare(sql).all() as T[],
    sizeMb: async () => Math.round((fileMb(DB) + fileMb(`${DB}-wal`)) * 10) / 10,
    close: async () => void sqlite.close(),
  };
}

// --scale N: N times more stores over the same zips and chains, marked synthetic, in the bench database only.
function addSyntheticPharmacies(scale: number) {
  const sqlite = new Database(DB);
  const real = sqlite
    .prepare("SELECT npi, chainCode, zip, city, state, lat, lng FROM Pharmacy WHERE synthetic = 0")
    .all() as NetworkRow[];
  const insert = sqlite.prepare(
    `INSERT INTO Pharmacy (npi, name, chainCode, phone, street, city, state, zip, lat, lng, synthetic)
     VALUES (@npi, @name, @chainCode, NULL, @street, @city, @state, @zip, @lat, @lng, 1)`,
  );
  const made = generateSyntheticPharmacies(real, scale);
  // A new network version, as an import makes: a server does not start from the snapshot of the unscaled network
  // (lib/pharmacies/network-snapshot.ts).
  const bump = sqlite.prepare(`UPDATE DataVersion SET version = version + 1, updatedAt = ? WHERE name = 'network'`);
  sqlite.transaction(() => {
    made.forEach((row) => insert.run(row));
    bump.run(new Date().toISOString());
  })();
  sqlite.close();
  console.log(`Added ${made.length} synthetic pharmacies (scale ${scale}).`);
}

// `clusterUrl`: the cluster's maintenance database (scripts/pg-cluster.sh prints it). The template database is seeded
// once per cluster and stamped with what it was seeded from; each run gets a fresh copy of it.
export async function preparePostgres(clusterUrl: string): Promise<BenchDatabase> {
  const urlOf = (name: string) => clusterUrl.replace(/\/[^/]*$/, `/${name}`);
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  const stamp = seedStamp("postgres");
  const { rows } = await admin.query<{ stamp: string | null }>(
    "SELECT shobj_description(oid, 'pg_database') AS stamp FROM pg_database WHERE datname = $1",
    [PG_TEMPLATE],
  );
  if (rows[0]?.stamp !== stamp) {
    console.log("Seeding the benchmark template database on PostgreSQL (once per cluster)...");
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    seed(urlOf(PG_TEMPLATE));
    await admin.query(`COMMENT ON DATABASE ${PG_TEMPLATE} IS '${stamp.replace(/'/g, "''")}'`);
  }
  await admin.query(`DROP DATABASE IF EXISTS ${PG_DB}`);
  await admin.query(`CREATE DATABASE ${PG_DB} TEMPLATE ${PG_TEMPLATE}`);
  await admin.end();
  const client = new pg.Client({ connectionString: urlOf(PG_DB) });
  await client.connect();
  return {
    provider: "postgres",
    url: urlOf(PG_DB),
    all: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    sizeMb: async () => {
      const size = await client.query<{ bytes: string }>("SELECT pg_database_size(current_database()) AS bytes");
      return Math.round(Number(size.rows[0]!.bytes) / 2 ** 20 / 0.1) / 10;
    },
    close: () => client.end(),
  };
}

export async function readBenchData(database: BenchDatabase): Promise<BenchData> {
  const { all } = database;
  return {
    names: (await all<{ name: string }>(`SELECT name FROM "Medication"`)).map((r) => r.name),
    slugs: (await all<{ slug: string }>(`SELECT slug FROM "Medication"`)).map((r) => r.slug),
    ndcs: await all<{ ndc: string; quantity: string }>(`SELECT ndc, "defaultQuantity" AS quantity FROM "Dose"`),
    npis: (await all<{ npi: string }>(`SELECT npi FROM "Pharmacy"`)).map((r) => r.npi),
    zips: (await all<{ zip: string }>(`SELECT DISTINCT zip FROM "Pharmacy"`)).map((r) => r.zip),
    // A chain store and its zip, asked from the store's own point. A store at its rooftop may lie outside its zip's
    // region (404 CHAIN_NOT_IN_REGION); within 2 miles of the zip's centre, the smallest region, it never does.
    chainsByZip: (
      await all<{ zip: string; chainCode: string; lat: number; lng: number; zipLat: number; zipLng: number }>(
        `SELECT p.zip, p."chainCode", p.lat, p.lng, z.lat AS "zipLat", z.lng AS "zipLng"
         FROM "Pharmacy" p JOIN "Zip" z ON z.zip = p.zip WHERE p."chainCode" <> 'INDEPENDENT'`,
      )
    )
      .filter((s) => distanceMiles(s, { lat: s.zipLat, lng: s.zipLng }) <= 1.9)
      .map(({ zip, chainCode, lat, lng }) => ({ zip, chainCode, lat, lng })),
  };
}
