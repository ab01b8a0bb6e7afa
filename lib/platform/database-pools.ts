// The PostgreSQL connection pools of this process, by name, for the metrics (lib/api/server/metrics.ts).
export type PoolUse = { totalCount: number; idleCount: number; waitingCount: number };

const KEY = Symbol.for("rx-discount-card.database-pools");
export const databasePools = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map()) as Map<string, PoolUse>;
