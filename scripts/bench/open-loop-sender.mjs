// The open-loop sender, run in a worker thread of its own (open-loop.ts starts it): a small heap and nothing else on
// its event loop, so the bench's own bookkeeping and GCs cannot make a request late. Request i is due at
// start + i / rate and its latency counts from then (coordinated-omission-correct). Plain JavaScript, so the thread
// starts in a fraction of a second without a TypeScript loader; its types are in open-loop-sender.d.mts.
import http from "node:http";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import * as hdr from "hdr-histogram-js";
import { Pool } from "undici";

// How many requests should have been sent `elapsedMs` into a run at `rate` per second, at most `total`.
/** @type {(elapsedMs: number, rate: number, total: number) => number} */
export function requestsDue(elapsedMs, rate, total) {
  return Math.min(total, Math.floor((elapsedMs * rate) / 1000) + 1);
}

// One connection pool per origin and settings, kept from one job to the next: a measured run starts on the connections
// its second of warm-up load opened, as a partner's client keeps its connections. With a new pool per run, each run
// opened its connections while measuring, each passed by the launcher (node:cluster's primary) to a server process,
// and a short stall made the pool open dozens more at once. Idle connections are closed by undici (after 4 s, before
// the server's own keep-alive timeout).
/** @type {Map<string, Pool>} */
const pools = new Map();
/** @type {(origin: string, connections: number, timeoutMs: number) => Pool} */
function poolFor(origin, connections, timeoutMs) {
  const key = `${origin} ${connections} ${timeoutMs}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Pool(origin, { connections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    pools.set(key, pool);
  }
  return pool;
}

export async function closePools() {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  pools.clear();
}

/** @param {import("./open-loop-sender.d.mts").SenderJob} job @returns {Promise<import("./open-loop-sender.d.mts").SenderResult>} */
export async function sendAtRate({ origin, rate, headers, requests, maxConnections, timeoutMs }) {
  const pool = poolFor(origin, maxConnections, timeoutMs);
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const jsonHeaders = { ...headers, "content-type": "application/json" };
  const total = requests.length;
  const statuses = new Map();
  const inFlight = new Set();
  let sent = 0;
  let completed = 0;
  let failures = 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const start = performance.now();

  const send = (request, dueAt) => {
    const done = pool
      .request({
        method: request.method,
        path: request.path,
        headers: request.body === undefined ? headers : jsonHeaders,
        body: request.body,
      })
      .then(async (response) => {
        await response.body.dump();
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      })
      .catch(() => {
        failures++;
      })
      .finally(() => {
        completed++;
        histogram.recordValue(Math.max(1, Math.round((performance.now() - dueAt) * 1000)));
        inFlight.delete(done);
      });
    inFlight.add(done);
  };

  while (sent < total) {
    const due = requestsDue(performance.now() - start, rate, total);
    for (; sent < due; sent++) send(requests[sent], start + (sent * 1000) / rate);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  loop.disable();
  const ms = (microseconds) => Math.round(microseconds / 100) / 10;
  const result = {
    sent,
    completed,
    failures,
    statuses: [...statuses],
    p50: ms(histogram.getValueAtPercentile(50)),
    p95: ms(histogram.getValueAtPercentile(95)),
    p99: ms(histogram.getValueAtPercentile(99)),
    max: ms(histogram.maxValue),
    // the histogram's max less the 1 ms resolution: 0 when every timer fired on time
    loopMaxMs: Math.max(0, Math.round((loop.max / 1e6 - 1) * 10) / 10),
  };
  histogram.destroy();
  return result;
}

// First use (undici's HTTP parser, a WebAssembly module compiled on the first connection; the JIT) stalled a new
// thread's loop for hundreds of ms: a few requests to a server of the thread's own take it before any job.
async function warmUp() {
  const server = http.createServer((request, response) => response.end("{}"));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  const requests = Array.from({ length: 50 }, () => ({ method: /** @type {const} */ ("GET"), path: "/" }));
  await sendAtRate({ origin, rate: 1000, headers: {}, requests, maxConnections: 4, timeoutMs: 10_000 });
  await closePools();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
}

// Asks for `nice` for this thread only (on Linux a nice value is a thread's; a value under 0 needs root or
// CAP_SYS_NICE, and is refused otherwise) and returns the value the thread runs at.
/** @type {(nice: number) => number} */
export function prioritizeThisThread(nice) {
  try {
    os.setPriority(0, nice);
  } catch {
    // refused: the thread keeps the value it had, which the caller reports
  }
  return os.getPriority(0);
}

// As the worker: warmed up, then each job of a message run and its result posted back with the job's id, with the nice
// value the thread runs at.
if (parentPort && workerData?.openLoopSender) {
  const port = parentPort;
  const nice = prioritizeThisThread(workerData.nice);
  await warmUp();
  port.on("message", async ({ id, job }) => port.postMessage({ id, result: { ...(await sendAtRate(job)), nice } }));
}
