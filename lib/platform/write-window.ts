// The writes of the current window (the benchmark's SIGUSR2 opens one, lib/health/process-watch.ts): how many batches
// group commit wrote and the longest one, from the call to the database until it answered. That time is spent off the
// event loop (a PostgreSQL round trip, or on SQLite the wait for the other process's write lock or a checkpoint's
// RESTART), so a write's latency can grow with no loop delay to show it. Kept on globalThis: Next.js bundles the
// writers into several route chunks.
const KEY = Symbol.for("rxcard.writeWindow");
export type WriteWindow = { batches: number; maxMs: number };
const current = () => ((globalThis as Record<symbol, WriteWindow>)[KEY] ??= { batches: 0, maxMs: 0 });

export function recordWrite(ms: number): void {
  const w = current();
  w.batches++;
  w.maxMs = Math.max(w.maxMs, ms);
}

export function resetWriteWindow(): void {
  const w = current();
  w.batches = 0;
  w.maxMs = 0;
}

export function writeWindow(): WriteWindow {
  const { batches, maxMs } = current();
  return { batches, maxMs: Math.round(maxMs * 10) / 10 };
}
