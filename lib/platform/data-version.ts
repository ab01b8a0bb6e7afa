// Version counters of data sets: importers and the accounts CLI bump them, in-memory read models reload when they
// change.
import type { Db } from "../db";
import { readModels as registry, type CacheState, type DataSet } from "./read-models";
import { readRows } from "./read-rows";

export type { DataSet };
type Tx = Pick<Db, "dataVersion">;

export async function bumpDataVersion(tx: Tx, name: DataSet): Promise<void> {
  await tx.dataVersion.upsert({ where: { name }, update: { version: { increment: 1 } }, create: { name, version: 1 } });
}

// Through the driver (read-rows.ts), as the read models' rows: no read model waits for Prisma's client at start.
export async function readDataVersion(name: DataSet): Promise<number> {
  const [row] = await readRows<{ version: number | bigint }>(`SELECT version FROM "DataVersion" WHERE name = $1`, [
    name,
  ]);
  return Number(row?.version ?? 0);
}

// Called after a transaction that changed the set commits: this process's caches of it reread the version first.
export function markDataChanged(name: DataSet): void {
  for (const state of registry.values()) {
    if (state.dataSet !== name) continue;
    state.changes++;
    state.checkedAt = 0;
  }
}

// Caches a value built from a data set, rebuilding it when the set's version changes. The version is read at
// most once per `checkEveryMs`, so a hot path costs no query; one by this process (markDataChanged) shows on the next
// call. A change by another process: by default the call that finds the check due is answered from the current value
// while the version is read (a read model of the catalog or the network, rebuilt in the background); `waitForCheck`
// makes that call wait for the version and, when it changed, for the new value, so the change shows within
// `checkEveryMs` whatever the machine's load (the accounts directory: a revoked key or a disabled account is refused
// from then on; serving the stale directory let a disabled account's request through after the delay on a loaded
// machine). A failed read of the version leaves the current value. `id` names the read model (one per process).
export function versionedCache<T>(
  id: string,
  dataSet: DataSet,
  build: () => Promise<T>,
  checkEveryMs = 5_000,
  { waitForCheck = false } = {},
): () => Promise<T> {
  const state = registry.get(id) ?? { dataSet, checkedAt: 0, changes: 0 };
  registry.set(id, state);
  const refresh = async () => {
    const changesBefore = state.changes;
    const version = await readDataVersion(dataSet);
    // A change marked while the version was being read may be newer than what was read: read again next call.
    if (state.changes === changesBefore) state.checkedAt = Date.now();
    if (!state.current || state.current.version !== version) {
      const value = build();
      const next: NonNullable<CacheState["current"]> = { version, value, built: false };
      state.current = next;
      value.then(
        () => {
          next.built = true;
          next.builtAt = Date.now();
        },
        () => {
          if (state.current === next) state.current = undefined;
        },
      );
    }
  };
  const startRefresh = () => (state.checking ??= refresh().finally(() => (state.checking = undefined)));
  const get = async (): Promise<T> => {
    while (!state.current || state.checkedAt === 0) await startRefresh();
    if (Date.now() - state.checkedAt > checkEveryMs) {
      const checked = startRefresh().catch(() => {});
      if (waitForCheck) {
        await checked;
        // a new value whose build failed meanwhile is dropped: build it again, as on the first call
        while (!state.current) await startRefresh();
      } // else serve the current value meanwhile
    }
    return state.current!.value as Promise<T>;
  };
  return get;
}
