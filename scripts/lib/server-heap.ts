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
export const DEFAULT_SERVER_HEAP_FLAGS = [
  "--heap-growing-percent=50",
  "--max-semi-space-size=16",
  "--no-memory-reducer",
];

export function serverHeapFlags(value = process.env.SERVER_HEAP_FLAGS): string[] {
  if (value === undefined) return DEFAULT_SERVER_HEAP_FLAGS;
  return value.split(/\s+/).filter(Boolean);
}
