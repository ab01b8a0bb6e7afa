// How many server processes `npm start` runs: WEB_CONCURRENCY, or else one per core this process may use, as long as
// each gets PROCESS_MEMORY_BYTES out of half the memory (the other half left to the database, the OS and the
// launcher). A process peaks at about 0.5 GB of RSS serving the committed data and 1.4 GB at `npm run bench -- --scale
// 10`: 1 GiB per process covers the first with room for the page cache, and memory-bound machines get fewer.
import os from "node:os";

export const PROCESS_MEMORY_BYTES = 1024 ** 3;

export function defaultWebConcurrency({
  cores = os.availableParallelism(),
  memoryBytes = Math.min(process.constrainedMemory() || Infinity, os.totalmem()),
} = {}): number {
  return Math.max(1, Math.min(cores, Math.floor(memoryBytes / 2 / PROCESS_MEMORY_BYTES)));
}

export function webConcurrency(value = process.env.WEB_CONCURRENCY): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : defaultWebConcurrency();
}
