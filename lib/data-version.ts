// Version counters of data sets: importers and the accounts CLI bump them, in-memory read models reload when they
// change.
import { db, type Db } from "./db";

export type DataSet = "catalog" | "network" | "accounts";
type Tx = Pick<Db, "dataVersion">;

export async function bumpDataVersion(tx: Tx, name: DataSet): Promise<void> {
  await tx.dataVersion.upsert({ where: { name }, update: { version: { increment: 1 } }, create: { name, version: 1 } });
}

export async function readDataVersion(name: DataSet): Promise<number> {
  return (await db.dataVersion.findUnique({ where: { name } }))?.version ?? 0;
}

// The caches of this process, so that a change made here (after its transaction commits) shows at once.
const staleMarkers = new Map<DataSet, Set<() => void>>();

export function markDataChanged(name: DataSet): void {
  staleMarkers.get(name)?.forEach((markStale) => markStale());
}

// Caches a value built from a data set, rebuilding it when the set's version changes. The version is read at
// most once per `checkEveryMs`, so a hot path costs no query; a change by another process shows within that time,
// one by this process (markDataChanged, after its transaction commits) on the next call.
export function versionedCache<T>(name: DataSet, build: () => Promise<T>, checkEveryMs = 5_000) {
  let current: { version: number; value: Promise<T> } | undefined;
  let checkedAt = 0; // 0: the version must be read before answering
  let changes = 0;
  let checking: Promise<void> | undefined;
  const refresh = async () => {
    const changesBefore = changes;
    const version = await readDataVersion(name);
    // A change marked while the version was being read may be newer than what was read: read again next call.
    if (changes === changesBefore) checkedAt = Date.now();
    if (!current || current.version !== version) {
      const value = build();
      current = { version, value };
      value.catch(() => (current = undefined));
    }
  };
  const startRefresh = () => (checking ??= refresh().finally(() => (checking = undefined)));
  const markers = staleMarkers.get(name) ?? new Set();
  markers.add(() => {
    changes++;
    checkedAt = 0;
  });
  staleMarkers.set(name, markers);
  return async (): Promise<T> => {
    while (!current || checkedAt === 0) await startRefresh();
    if (Date.now() - checkedAt > checkEveryMs) startRefresh().catch(() => {}); // serve the current value meanwhile
    return current.value;
  };
}
