// The types of machine-stalls.mjs (plain JavaScript: its worker threads start without a TypeScript loader).
export type MachineStalls = {
  threads: number; // spinning at once, one per core
  seconds: number;
  stalls: number; // gaps over the threshold, every thread's
  maxMs: number; // the longest
  totalMs: number; // their sum
  msPerThreadSecond: number; // the sum per thread and second: the share of its time a spinning thread lost, in ms/s
};

export function spinGaps(durationMs: number, thresholdMs: number, now?: () => number): number[];

export function summarizeGaps(gapsPerThread: number[][], seconds: number): MachineStalls;

export function measureMachineStalls(options: {
  threads: number;
  seconds: number;
  thresholdMs?: number;
}): Promise<MachineStalls>;
