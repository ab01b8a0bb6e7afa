// This process's event-loop delay: how late a 1 ms timer fires (perf_hooks), i.e. how long a request that arrived
// meanwhile waited behind whatever held the loop (a GC pause, a synchronous query, a long computation). The server
// process (scripts/serve.ts) starts it and opens a new window on SIGUSR2 (the benchmark does, per measurement); /healthz
// reports it. Kept on globalThis: /healthz runs Next.js's bundled copy of this module, the server process another.
import { monitorEventLoopDelay } from "node:perf_hooks";

const RESOLUTION_MS = 1;
const KEY = Symbol.for("rxcard.eventLoopDelay");
type State = { histogram: ReturnType<typeof monitorEventLoopDelay>; since: number };
const state = () => (globalThis as Record<symbol, State | undefined>)[KEY];

export function watchEventLoopDelay(): void {
  if (state()) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  (globalThis as Record<symbol, State>)[KEY] = { histogram, since: Date.now() };
}

// A new window: the figures /healthz reports from now on.
export function resetEventLoopDelay(): void {
  const s = state();
  if (!s) return;
  s.histogram.reset();
  s.since = Date.now();
}

// The histogram records each timer interval, the 1 ms resolution included: the delay is what exceeds it.
const delayMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

// In ms, since the window opened; null in a process that does not watch (next dev, a script).
export function eventLoopDelay(): { p50Ms: number; p99Ms: number; maxMs: number; windowSeconds: number } | null {
  const s = state();
  if (!s || s.histogram.count === 0) return null;
  return {
    p50Ms: delayMs(s.histogram.percentile(50)),
    p99Ms: delayMs(s.histogram.percentile(99)),
    maxMs: delayMs(s.histogram.max),
    windowSeconds: Math.round((Date.now() - s.since) / 100) / 10,
  };
}
