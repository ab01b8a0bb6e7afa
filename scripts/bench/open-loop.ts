// Latency at a fixed offered rate, measured open loop: request i is due at start + i / rate whatever happened to
// the ones before it, and its latency counts from when it was due, so a stalled server cannot slow the load down
// and hide its own queueing (autocannon's rate option sends each second's quota back to back, then pauses).
import * as hdr from "hdr-histogram-js";
import { Pool } from "undici";

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
};

export const isSuccess = (status: number) => status >= 200 && status < 300;

// How many requests should have been sent `elapsedMs` into a run at `rate` per second, at most `total`.
export function requestsDue(elapsedMs: number, rate: number, total: number): number {
  return Math.min(total, Math.floor((elapsedMs * rate) / 1000) + 1);
}

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
  const pool = new Pool(origin, { connections: maxConnections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const total = Math.max(1, Math.round(rate * durationSeconds));
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let completed = 0;
  let errors = 0;
  const start = performance.now();

  const send = (dueAt: number) => {
    const request = next();
    const done = pool
      .request({
        method: request.method,
        path: request.path,
        headers: request.body === undefined ? headers : { ...headers, "content-type": "application/json" },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      })
      .then(async (response) => {
        await response.body.dump();
        if (!accepts(response.statusCode)) errors++;
      })
      .catch(() => {
        errors++;
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
    while (sent < due) send(start + (sent++ * 1000) / rate);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  await pool.close();
  const ms = (percentile: number) => Math.round(histogram.getValueAtPercentile(percentile) / 100) / 10;
  const result = {
    offeredRate: rate,
    sent,
    completed,
    errors,
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    max: Math.round(histogram.maxValue / 100) / 10,
  };
  histogram.destroy();
  return result;
}
