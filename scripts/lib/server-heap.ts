// The V8 heap settings of each server process (npm start passes them on its command line: V8 takes
// --heap-growing-percent there, not in NODE_OPTIONS). SERVER_HEAP_FLAGS replaces them (space-separated; empty for V8's
// defaults), e.g. to measure another setting with the benchmark. Why these values: docs/benchmark.md, "Memory".
// --max-semi-space-size=16: the young generation at most 32 MB (two semi-spaces); V8's default on this Node.js lets it
// grow to 128 MB, all of it committed memory, while the read models are built and under load. 32 (64 MB) until the
// eleventh session: 16 starts each server process with 27-35 MB less RSS and ended its benches 27-37 MB lower
// (scripts/bench/HISTORY.md, eleventh session).
export const DEFAULT_SERVER_HEAP_FLAGS = ["--heap-growing-percent=50", "--max-semi-space-size=16"];

export function serverHeapFlags(value = process.env.SERVER_HEAP_FLAGS): string[] {
  if (value === undefined) return DEFAULT_SERVER_HEAP_FLAGS;
  return value.split(/\s+/).filter(Boolean);
}
