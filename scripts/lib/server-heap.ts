// The V8 heap settings of each server process (npm start passes them on its command line: V8 takes
// --heap-growing-percent there, not in NODE_OPTIONS). SERVER_HEAP_FLAGS replaces them (space-separated; empty for V8's
// defaults), e.g. to measure another setting with the benchmark. Why these values: docs/benchmark.md, "Memory".
// --max-semi-space-size=16: the young generation at most 32 MB (two semi-spaces); V8's default on this Node.js lets it
// grow to 128 MB, all of it committed memory, while the read models are built and under load. 32 (64 MB) until the
// eleventh session: 16 starts each server process with 27-35 MB less RSS and ended its benches 27-37 MB lower
// (scripts/bench/HISTORY.md, eleventh session).
// --no-memory-reducer: no full GC of V8's memory reducer, which starts one when the allocation rate falls (the
// benchmark's step from saturation to half of it, a partner's traffic easing off) and compacts the whole heap in it:
// the longest pauses of the server processes (90-216 ms at load 9, 621 at load 16; the 134 ms GC pause of the twelfth
// session's quiet attributes window), where the other full GCs paused 23-145 ms (scripts/bench/HISTORY.md, thirteenth
// session). The heap is still collected when it grows 50% over the live objects.
// --single-threaded-gc: V8's marking, sweeping, scavenges and compaction on the process's own thread, no helper
// threads. With helpers, one process's concurrent marking took both cores of a 2-core machine for hundreds of ms while
// the other process's requests waited for a core (fifteenth session's scheduler trace): p99 at half saturation within
// its target in only 14 of 30 quiet windows. On the thread, a GC delays only its own process's requests (its full
// GC's last step: 80-320 ms at worst in the seventeenth session's quiet runs).
// --memory-saver-mode: every full GC is a memory-reducing one, which hands back to the system the pages it freed.
// Without it V8 pools the freed pages for reuse until a memory-reducing GC, which only the memory reducer (off) starts:
// marking on the main thread lets the heap grow further before a full GC ends, and the pool held 146-179 MB a process
// (--trace-gc-verbose), 578-683 MB RSS at the end of a bench; with it 0 MB pooled, 362-406 MB (scripts/bench/HISTORY.md,
// seventeenth session).
// --no-allocation-site-pretenuring: V8 allocates straight into the old generation what an allocation site's earlier
// objects mostly survived; the sites that build the read models at start (the network, the catalog) then put the
// objects requests make at those sites there too, garbage that only a full GC collects. Without it, alternated quiet
// runs of six scenarios: full GCs a 10,000 requests 0.0-0.1 against 0.0-2.0, CPU per request up to 27% lower
// (scripts/bench/HISTORY.md, eighteenth session).
// --no-separate-gc-phases: young-generation GCs (scavenges) go on while a full GC marks incrementally. V8's default on
// this Node.js holds them off until the full GC ends, so the young generation grows through the marking (1-3 s under
// load) and its live objects, 30-60 MB, are all copied in the full GC's last pause: 60-162 ms a pause, 70-85% of it
// evacuation. With scavenges during marking the same load's pauses were 12-25 ms (scripts/bench/HISTORY.md,
// twenty-seventh session).
export const DEFAULT_SERVER_HEAP_FLAGS = [
  "--heap-growing-percent=50",
  "--max-semi-space-size=16",
  "--no-memory-reducer",
  "--single-threaded-gc",
  "--memory-saver-mode",
  "--no-allocation-site-pretenuring",
  "--no-separate-gc-phases",
];

export function serverHeapFlags(value = process.env.SERVER_HEAP_FLAGS): string[] {
  if (value === undefined) return DEFAULT_SERVER_HEAP_FLAGS;
  return value.split(/\s+/).filter(Boolean);
}
