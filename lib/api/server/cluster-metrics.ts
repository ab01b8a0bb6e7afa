// In the launcher of `npm start` (node:cluster's primary): a server process asked for /metrics asks here, and gets
// every server process's metrics added up (prom-client's AggregatorRegistry), so a scrape that reaches any process
// sees the whole server.
import cluster from "node:cluster";

// The messages between a server process's /metrics (metrics.ts) and the launcher.
export const METRICS_REQUEST = "rxcard:metrics-request";
export const METRICS_ANSWER = "rxcard:metrics-answer";

// prom-client (with the OpenTelemetry API it loads, about 0.2 CPU-seconds) is loaded at the first scrape, not on the
// launcher's way to starting the server processes.
export function aggregateClusterMetrics(): void {
  let aggregator: Promise<{ clusterMetrics: () => Promise<string> }> | undefined;
  cluster.on("message", (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator ??= import("prom-client").then(({ AggregatorRegistry }) => new AggregatorRegistry());
    aggregator
      .then((registry) => registry.clusterMetrics())
      .then(
        (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
        (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
      );
  });
}
