// In the launcher of `npm start` (node:cluster's primary): a server process asked for /metrics asks here, and gets
// every server process's metrics added up (prom-client's AggregatorRegistry), so a scrape that reaches any process
// sees the whole server.
import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { METRICS_ANSWER, METRICS_REQUEST } from "./metrics";

export function aggregateClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
    );
  });
}
