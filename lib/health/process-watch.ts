// What a server process watches in itself for /healthz and the benchmark, from its start (scripts/serve.ts):
// - the event-loop delay: how late a 1 ms timer fires (perf_hooks), i.e. how long a request that arrived meanwhile
//   waited behind whatever held the loop (a GC pause, a synchronous query, a long computation); SIGUSR2 opens a new
//   window (the benchmark does, per measurement);
// - the heap right after the last full GC: what the live objects take (between full GCs, heapUsed also counts garbage);
// - the GCs since the process started: scavenges (young generation), mark-compacts (full) and their pauses, which the
//   benchmark divides by the requests served (allocation per request, load-independent: CPU time and GC counts do
//   not depend on what else the machine runs);
// - the longest GC pause of the window (a stall the event-loop delay shows that a GC explains, or not);
// - the window's stalls over STALL_MS, each told by what the process's main thread did meanwhile: on the CPU (code or a
//   GC of this process held the loop) or off it (the thread waited for a core: the machine's other processes, or the
//   hypervisor's steal on a virtual machine), with the longest of each;
// - the window's database writes by group commit: how many batches and the longest (lib/platform/write-window.ts).
// Kept on globalThis: /healthz runs Next.js's bundled copy of this module, the server process another.
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { resetWriteWindow, writeWindow, type WriteWindow } from "../platform/write-window";

const RESOLUTION_MS = 1;
const KEY = Symbol.for("rxcard.processWatch");
type State = {
  histogram: ReturnType<typeof monitorEventLoopDelay>;
  since: number;
  gcMaxMs: number; // the longest GC pause since the window opened
  heapAfterFullGc?: number;
  fullGcAt?: number;
  gc: GcCounts;
  stalls: Stalls;
};
export type Stalls = { onCpu: number; onCpuMaxMs: number; offCpu: number; offCpuMaxMs: number };
const noStalls = (): Stalls => ({ onCpu: 0, onCpuMaxMs: 0, offCpu: 0, offCpuMaxMs: 0 });
// A timer every TICK_MS; a tick later than that by over STALL_MS is a stall. The thread's CPU time between the two
// ticks tells where it was: at least half the stall on the CPU is "on", less is "off".
const TICK_MS = 10;
const STALL_MS = 50;
export type GcCounts = { scavenges: number; markCompacts: number; pauseMs: number };
const state = () => (globalThis as Record<symbol, State | undefined>)[KEY];

export function watchProcess(): void {
  if (state()) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const s: State = {
    histogram,
    since: Date.now(),
    gcMaxMs: 0,
    gc: { scavenges: 0, markCompacts: 0, pauseMs: 0 },
    stalls: noStalls(),
  };
  (globalThis as Record<symbol, State>)[KEY] = s;
  watchStalls(s);
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

// A loop that waited `stallMs` past its tick while its thread ran `cpuMs`: a stall when over STALL_MS, on the CPU when
// the thread ran at least half of it.
export function recordStall(stalls: Stalls, stallMs: number, cpuMs: number): void {
  if (stallMs <= STALL_MS) return;
  if (cpuMs >= stallMs / 2) {
    stalls.onCpu++;
    stalls.onCpuMaxMs = Math.max(stalls.onCpuMaxMs, stallMs);
  } else {
    stalls.offCpu++;
    stalls.offCpuMaxMs = Math.max(stalls.offCpuMaxMs, stallMs);
  }
}

function watchStalls(s: State): void {
  const threadCpuMs = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  let last = performance.now();
  let lastCpu = threadCpuMs();
  setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    recordStall(s.stalls, now - last - TICK_MS, cpu - lastCpu);
    last = now;
    lastCpu = cpu;
  }, TICK_MS).unref();
}

// A new event-loop-delay window: the figures /healthz reports from now on.
export function resetEventLoopDelay(): void {
  const s = state();
  if (!s) return;
  s.histogram.reset();
  s.since = Date.now();
  s.gcMaxMs = 0;
  s.stalls = noStalls();
  resetWriteWindow();
}

// The histogram records each timer interval, the 1 ms resolution included: the delay is what exceeds it.
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const delayMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

// In ms, since the window opened; null in a process that does not watch (next dev, a script).
export function eventLoopDelay(): {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  gcMaxMs: number;
  stalls: Stalls;
  writes: WriteWindow;
  windowSeconds: number;
} | null {
  const s = state();
  if (!s || s.histogram.count === 0) return null;
  return {
    p50Ms: delayMs(s.histogram.percentile(50)),
    p99Ms: delayMs(s.histogram.percentile(99)),
    maxMs: delayMs(s.histogram.max),
    gcMaxMs: Math.round(s.gcMaxMs * 10) / 10,
    stalls: { ...s.stalls, onCpuMaxMs: round1(s.stalls.onCpuMaxMs), offCpuMaxMs: round1(s.stalls.offCpuMaxMs) },
    writes: writeWindow(),
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
