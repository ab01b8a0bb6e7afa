// Latency at a fixed offered rate, measured open loop: request i is due at start + i / rate whatever happened to
// the ones before it, and its latency counts from when it was due, so a stalled server cannot slow the load down
// and hide its own queueing (autocannon's rate option sends each second's quota back to back, then pauses).
// The requests are made here, up front; a worker thread of its own sends them (open-loop-sender.mjs), so a stall of
// this process (its bookkeeping, its GCs) cannot make a request late and count as the server's latency.
import { Worker } from "node:worker_threads";
import type { SenderJob, SenderResult } from "./open-loop-sender.mjs";

export { requestsDue } from "./open-loop-sender.mjs";

export type OpenLoopRequest = { method: "GET" | "POST"; path: string; body?: unknown };

export type OpenLoopResult = {
  offeredRate: number;
  sent: number;
  completed: number;
  errors: number; // no answer (connection error, timeout) or a status the caller does not accept (default: 2xx)
  p50: number;
  p95: number;
  p99: number;
  max: number;
  senderLoopMaxMs: number; // the sender thread's own event-loop delay over the run (how late a 1 ms timer fired)
  senderNice: number | undefined; // the nice value the sender thread ran at
};

export const isSuccess = (status: number) => status >= 200 && status < 300;

export async function openLoop({
  origin,
  rate,
  durationSeconds,
  headers = {},
  next,
  maxConnections = 256,
  timeoutMs = 10_000,
  accepts = isSuccess,
}: {
  origin: string;
  rate: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  next: () => OpenLoopRequest;
  maxConnections?: number;
  timeoutMs?: number;
  accepts?: (status: number) => boolean;
}): Promise<OpenLoopResult> {
  const total = Math.max(1, Math.round(rate * durationSeconds));
  const requests = Array.from({ length: total }, () => {
    const { method, path, body } = next();
    return body === undefined ? { method, path } : { method, path, body: JSON.stringify(body) };
  });
  const r = await inSenderThread({ origin, rate, headers, requests, maxConnections, timeoutMs });
  const refused = r.statuses.reduce((sum, [status, count]) => sum + (accepts(status) ? 0 : count), 0);
  const { p50, p95, p99, max } = r;
  return {
    offeredRate: rate,
    sent: r.sent,
    completed: r.completed,
    errors: r.failures + refused,
    p50,
    p95,
    p99,
    max,
    senderLoopMaxMs: r.loopMaxMs,
    senderNice: r.nice,
  };
}

// The sender thread: one for the whole process (the warm-up runs before a measurement warm it, as they did this
// process's loop), started on first use, holding the process open only while a job runs. Its heap holds a job's
// requests and the requests in flight. Its young generation is 48 MB: with 8, a run of attributes at half saturation
// (3,300 requests a second) made 647 GCs in the thread, 13 of them full (promoted in-flight requests), 861 ms of
// pauses, up to 19 ms each, and each pause made the requests due in it late; with 48, 187 GCs, 6 full, 319 ms
// (--trace-gc of the bench process, HISTORY.md nineteenth session).
// The sender thread asks for a nice value of SENDER_NICE (BENCH_SENDER_NICE sets another; 0 for the machine's default):
// on a 2-core machine the sender shares the cores with the server processes, and a request it sends late counts as
// the server's latency. At nice 0 a quiet A/B measured /readyz at half its saturation (12,000-14,000 requests a second,
// an answer of no work) at p99 21.5-35.7 ms, the sender's own loop up to 27.5 ms late; at -10, 8.4-9.7 ms, popular
// 16.9-17.5 against 11.5-13.2 (scripts/bench/HISTORY.md, twenty-second session). A partner's client runs on a machine of
// its own. Refused (not root, no CAP_SYS_NICE), the thread runs at its default, and the results say so.
export const SENDER_NICE = -10;
export function senderNiceSetting(value = process.env.BENCH_SENDER_NICE): number {
  const nice = value === undefined || value.trim() === "" ? SENDER_NICE : Number(value);
  if (!Number.isInteger(nice) || nice < -20 || nice > 19) throw new Error(`BENCH_SENDER_NICE: ${value} is not -20..19`);
  return nice;
}

type Pending = { resolve: (result: SenderResult) => void; reject: (error: Error) => void };
let sender: { worker: Worker; pending: Map<number, Pending>; nextId: number } | undefined;

function inSenderThread(job: SenderJob): Promise<SenderResult> {
  if (!sender) {
    const worker = new Worker(new URL("./open-loop-sender.mjs", import.meta.url), {
      workerData: { openLoopSender: true, nice: senderNiceSetting() },
      execArgv: [],
      // The old generation holds a window's requests and, when the server falls behind, every one still queued (up to
      // the rate x the window: 120,000 at /readyz's half saturation); beside `npm test` 128 MB ran out in the ceilings.
      resourceLimits: { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 1024 },
    });
    const thread = { worker, pending: new Map<number, Pending>(), nextId: 0 };
    const fail = (error: Error) => {
      sender = undefined;
      thread.pending.forEach(({ reject }) => reject(error));
    };
    worker.on("message", ({ id, result }: { id: number; result: SenderResult }) => {
      thread.pending.get(id)?.resolve(result);
      thread.pending.delete(id);
      if (thread.pending.size === 0) worker.unref();
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the open-loop sender thread exited with code ${code}`)));
    sender = thread;
  }
  const { worker, pending } = sender;
  const id = sender.nextId++;
  worker.ref();
  worker.postMessage({ id, job });
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}
