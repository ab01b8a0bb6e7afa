// The registry of this process's in-memory read models (built by data-version.ts's versionedCache), apart from the
// database code so the metrics can read it without loading a database client. One registry per process, on
// globalThis: Next.js bundles instrumentation.ts apart from the route handlers, so module-level state would give the
// warm-up its own copy that no request uses.
export type DataSet = "catalog" | "network" | "accounts";

export type CacheState = {
  dataSet: DataSet;
  current?: { version: number; value: Promise<unknown>; built: boolean; builtAt?: number };
  checkedAt: number; // 0: the version must be read before answering
  changes: number;
  checking?: Promise<void>;
};

const REGISTRY = Symbol.for("rx-discount-card.read-models");
export const readModels: Map<string, CacheState> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??=
  new Map()) as Map<string, CacheState>;

// Milliseconds since each built read model was built (what it serves is at most that old, plus its version check).
export function readModelAges(now = Date.now()): Record<string, number> {
  const ages: Record<string, number> = {};
  for (const [id, state] of readModels) if (state.current?.builtAt) ages[id] = now - state.current.builtAt;
  return ages;
}

// The read models a server process needs before it answers at full speed (/readyz), by the name /healthz gives each.
const NEEDED = { catalog: "catalog", ndcCosts: "ndc-costs", network: "network", accounts: "accounts" } as const;

// Which of them are built (each is built once, on first use or at start).
export function readModelsBuilt(): Record<keyof typeof NEEDED, boolean> {
  const built = (id: string) => readModels.get(id)?.current?.built === true;
  return {
    catalog: built(NEEDED.catalog),
    ndcCosts: built(NEEDED.ndcCosts),
    network: built(NEEDED.network),
    accounts: built(NEEDED.accounts),
  };
}

export const isReady = (built = readModelsBuilt()) => Object.values(built).every(Boolean);
