// Prometheus metrics of this server process (prom-client): requests by route template, status and account id,
// latency, rate-limit rejections, event-loop lag and GC pauses (prom-client's Node.js metrics), the age of each
// in-memory read model and the database pools' use. Under `npm start` (node:cluster) a scrape gets every server
// process's metrics added up by the launcher (cluster-metrics.ts), whichever process it reaches. The instance lives on
// globalThis: the server records, and the /metrics route (bundled apart by Next.js) reads the same one.
import cluster from "node:cluster";
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { readModelAges } from "../../platform/read-models";
import { databasePools } from "../../platform/database-pools";
import type { RequestContext } from "../../platform/request-context";
import { METRICS_ANSWER, METRICS_REQUEST } from "./cluster-metrics";

type Metrics = {
  registry: Registry;
  requests: Counter<"route" | "method" | "status" | "account">;
  duration: Histogram<"route" | "method">;
  rateLimited: Counter<"route" | "account">;
};

function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  new Gauge({
    name: "read_model_age_seconds",
    help: "Seconds since each in-memory read model of this process was last built (absent: not built yet).",
    labelNames: ["model"],
    registers,
    collect() {
      this.reset();
      for (const [model, ageMs] of Object.entries(readModelAges())) this.set({ model }, ageMs / 1000);
    },
  });
  new Gauge({
    name: "database_pool_connections",
    help: "Connections of each PostgreSQL pool: open (total), idle, and requests waiting for one (waiting).",
    labelNames: ["pool", "state"],
    registers,
    collect() {
      this.reset();
      for (const [pool, p] of databasePools) {
        this.set({ pool, state: "total" }, p.totalCount);
        this.set({ pool, state: "idle" }, p.idleCount);
        this.set({ pool, state: "waiting" }, p.waitingCount);
      }
    },
  });
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry(); // answers the launcher's requests for this process's metrics
  }
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "Requests answered, by route template, method, status and account id (empty: no account).",
      labelNames: ["route", "method", "status", "account"],
      registers,
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's headers to the end of its answer, by route template and method.",
      labelNames: ["route", "method"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimited: new Counter({
      name: "rate_limit_rejections_total",
      help: "Requests answered 429 (over a key's or a client address's rate), by route template and account id.",
      labelNames: ["route", "account"],
      registers,
    }),
  };
}

const KEY = Symbol.for("rx-discount-card.metrics");
const metrics = () => ((globalThis as Record<symbol, unknown>)[KEY] ??= createMetrics()) as Metrics;

export function recordRequest({
  route,
  method,
  status,
  context,
  started,
}: {
  route: string;
  method: string;
  status: number;
  context?: RequestContext;
  started: number;
}): void {
  const m = metrics();
  const account = context?.accountId ?? "";
  m.requests.inc({ route, method, status: String(status), account });
  m.duration.observe({ route, method }, (performance.now() - started) / 1000);
  if (status === 429) m.rateLimited.inc({ route, account });
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

// The metrics in Prometheus's text format: every server process's, added up, under node:cluster; else this one's.
export async function readMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metrics().registry.metrics();
  metrics(); // this process answers the launcher's request too
  const id = `${process.pid}-${Math.random()}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error("the launcher did not answer with the metrics")), 5_000);
    const onMessage = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      done(message.error ? new Error(message.error) : undefined, message.text);
    };
    const done = (error?: Error, text?: string) => {
      clearTimeout(timer);
      process.off("message", onMessage);
      if (error) reject(error);
      else resolve(text ?? "");
    };
    process.on("message", onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}
