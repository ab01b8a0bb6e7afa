// What a server process watches in itself for /healthz and the benchmark, from its start (scripts/serve.ts):
// - the event-loop delay: how late a 1 ms timer fires (perf_hooks), i.e. how long a request that arrived meanwhile
//   waited behind whatever held the loop (a GC pause, a synchronous query, a long computation); SIGUSR2 opens a new
//   window (the benchmark does, per measurement);
// - the heap right after the last full GC: what the live objects take (between full GCs, heapUsed also counts garbage);
// - the GCs since the process started: scavenges (young generation), mark-compacts (full) and their pauses, which the
//   benchmark divides by the requests served (allocation per request, load-independent: CPU time and GC counts do
//   not depend on what else the machine runs);
// - the longest GC pause of the window (a stall the event-loop delay shows that a GC explains, or not).
// Kept on globalThis: /healthz runs Next.js's bundled copy of this module, the server process another.
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const RESOLUTION_MS = 1;
const KEY = Symbol.for("rxcard.processWatch");
type State = {
  histogram: ReturnType<typeof monitorEventLoopDelay>;
  since: number;
  gcMaxMs: number; // the longest GC pause since the window opened
  heapAfterFullGc?: number;
  fullGcAt?: number;
  gc: GcCounts;
};
export type GcCounts = { scavenges: number; markCompacts: number; pauseMs: number };
const state = () => (globalThis as Record<symbol, State | undefined>)[KEY];

export function watchProcess(): void {
  if (state()) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const s: State = { histogram, since: Date.now(), gcMaxMs: 0, gc: { scavenges: 0, markCompacts: 0, pauseMs: 0 } };
  (globalThis as Record<symbol, State>)[KEY] = s;
  new PerformanceObserver((list) => {
    let full = false;
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      s.gc.pauseMs += entry.duration;
      s.gcMaxMs = Math.max(s.gcMaxMs, entry.duration);
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) s.gc.scavenges++;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        s.gc.markCompacts++;
        full = true;
      }
    }
    if (!full) return;
    s.heapAfterFullGc = process.memoryUsage().heapUsed;
    s.fullGcAt = Date.now();
  }).observe({ entryTypes: ["gc"] });
}

// A new event-loop-delay window: the figures /healthz reports from now on.
export function resetEventLoopDelay(): void {
  const s = state();
  if (!s) return;
  s.histogram.reset();
  s.since = Date.now();
  s.gcMaxMs = 0;
}

// The histogram records each timer interval, the 1 ms resolution included: the delay is what exceeds it.
const delayMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

// In ms, since the window opened; null in a process that does not watch (next dev, a script).
export function eventLoopDelay(): {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  gcMaxMs: number;
  windowSeconds: number;
} | null {
  const s = state();
  if (!s || s.histogram.count === 0) return null;
  return {
    p50Ms: delayMs(s.histogram.percentile(50)),
    p99Ms: delayMs(s.histogram.percentile(99)),
    maxMs: delayMs(s.histogram.max),
    gcMaxMs: Math.round(s.gcMaxMs * 10) / 10,
    windowSeconds: Math.round((Date.now() - s.since) / 100) / 10,
  };
}

// In bytes, with how long ago; null before the first full GC or in a process that does not watch.
export function lastFullGc(): { heapAfter: number; secondsAgo: number } | null {
  const s = state();
  if (s?.heapAfterFullGc === undefined || s.fullGcAt === undefined) return null;
  return { heapAfter: s.heapAfterFullGc, secondsAgo: Math.round((Date.now() - s.fullGcAt) / 1000) };
}

// Since the process started watching; null in a process that does not watch.
export function gcCounts(): GcCounts | null {
  const s = state();
  return s ? { ...s.gc, pauseMs: Math.round(s.gc.pauseMs * 10) / 10 } : null;
}
