// Version counters of imported data sets: importers bump them, in-memory read models reload when they change.
import { db, type Db } from "./db";

export type DataSet = "catalog" | "network";
type Tx = Pick<Db, "dataVersion">;

export async function bumpDataVersion(tx: Tx, name: DataSet): Promise<void> {
  await tx.dataVersion.upsert({ where: { name }, update: { version: { increment: 1 } }, create: { name, version: 1 } });
}

export async function readDataVersion(name: DataSet): Promise<number> {
  return (await db.dataVersion.findUnique({ where: { name } }))?.version ?? 0;
}

// Caches a value built from a data set, rebuilding it when the set's version changes. The version is read at
// most once per `checkEveryMs`, so a hot path costs no query; an import shows within that time.
export function versionedCache<T>(name: DataSet, build: () => Promise<T>, checkEveryMs = 5_000) {
  let current: { version: number; value: Promise<T> } | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  const refresh = async () => {
    const version = await readDataVersion(name);
    checkedAt = Date.now();
    if (!current || current.version !== version) {
      const value = build();
      current = { version, value };
      value.catch(() => (current = undefined));
    }
  };
  return async (): Promise<T> => {
    if (!current || Date.now() - checkedAt > checkEveryMs) {
      checking ??= refresh().finally(() => (checking = undefined));
      if (!current) await checking;
      else checking.catch(() => {}); // keep serving the current value; the next call tries again
    }
    return current!.value;
  };
}
