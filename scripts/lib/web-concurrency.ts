// How many server processes `npm start` runs: WEB_CONCURRENCY, or else one per core this process may use, as long as
// each gets PROCESS_MEMORY_BYTES out of half the memory (the other half left to the database, the OS and the
// launcher). A process holds about 165 MB of live objects serving the committed data and peaks at about 1.05 GB of RSS
// after the full benchmark (V8 lets its heap grow between full GCs), 1.4 GB at `npm run bench -- --scale 10`: 1 GiB per
// process is that peak, and memory-bound machines get fewer.
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
