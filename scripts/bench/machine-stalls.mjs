// The machine's own stalls: one thread per core spins for a few seconds reading the clock, and every gap between two
// reads over a threshold is time the thread was off its core (another process, the kernel, the hypervisor) or the
// core was stalled. With the server idle, it is the floor under every latency the bench measures on this machine: a
// half-saturation window whose p99 is over its target on a machine whose spinning threads are held off their cores
// for tens of ms is measuring the machine (docs/benchmark.md, "The machine's stalls"). Plain JavaScript, run in worker
// threads without a TypeScript loader; its types are in machine-stalls.d.mts.
import { Worker, parentPort, workerData } from "node:worker_threads";

// Spins for `durationMs` on `now` and returns every gap between two consecutive reads longer than `thresholdMs`.
/** @type {(durationMs: number, thresholdMs: number, now?: () => number) => number[]} */
export function spinGaps(durationMs, thresholdMs, now = () => performance.now()) {
  const gaps = [];
  let last = now();
  const end = last + durationMs;
  while (last < end) {
    const t = now();
    if (t - last > thresholdMs) gaps.push(t - last);
    last = t;
  }
  return gaps;
}

// The gaps of every thread together: how many, the longest, their sum, and the sum per thread-second.
/** @type {(gapsPerThread: number[][], seconds: number) => import("./machine-stalls.d.mts").MachineStalls} */
export function summarizeGaps(gapsPerThread, seconds) {
  const all = gapsPerThread.flat();
  const round = (ms) => Math.round(ms * 10) / 10;
  const total = all.reduce((sum, gap) => sum + gap, 0);
  return {
    threads: gapsPerThread.length,
    seconds,
    stalls: all.length,
    maxMs: round(all.reduce((max, gap) => Math.max(max, gap), 0)),
    totalMs: round(total),
    msPerThreadSecond: round(total / Math.max(1, gapsPerThread.length * seconds)),
  };
}

// `threads` spinning threads at once for `seconds`, gaps over `thresholdMs` counted.
/** @type {(options: { threads: number; seconds: number; thresholdMs?: number }) => Promise<import("./machine-stalls.d.mts").MachineStalls>} */
export async function measureMachineStalls({ threads, seconds, thresholdMs = 2 }) {
  const spin = (/** @type {number} */ index) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { machineStalls: true, durationMs: seconds * 1000, thresholdMs, index },
      });
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  const gaps = /** @type {number[][]} */ (await Promise.all(Array.from({ length: threads }, (_, i) => spin(i))));
  return summarizeGaps(gaps, seconds);
}

if (parentPort && workerData?.machineStalls) {
  parentPort.postMessage(spinGaps(workerData.durationMs, workerData.thresholdMs));
}
