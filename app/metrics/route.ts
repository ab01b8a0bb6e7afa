// GET /metrics: the server's Prometheus metrics (lib/api/server/metrics.ts), for a request from this host or with an
// "operations" key, as /healthz's detail.
import { randomUUID } from "node:crypto";
import { PERMISSION_MESSAGES } from "@/lib/accounts/permissions";
import { ApiError, errorBody } from "@/lib/platform/errors";
import { mayReadServerDetail } from "@/lib/health/may-read-server-detail";
import { METRICS_CONTENT_TYPE, readMetrics } from "@/lib/api/server/metrics";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  if (!(await mayReadServerDetail(request))) {
    const id = randomUUID();
    const body = errorBody(new ApiError("forbidden", PERMISSION_MESSAGES.operations), id);
    return Response.json(body, { status: 403, headers: { "cache-control": "no-store", "x-request-id": id } });
  }
  return new Response(await readMetrics(), {
    headers: { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" },
  });
}
