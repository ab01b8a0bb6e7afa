// GET /healthz: whether the app and its database answer. The full report (read models, runtime, memory, database
// latency and accounts) only for a request from this host or with an "operations" key (may-read-server-detail.ts).
import { checkHealth } from "@/lib/health/check-health";
import { mayReadServerDetail } from "@/lib/health/may-read-server-detail";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const health = await checkHealth();
  const status = health.status === "ok" ? 200 : 503;
  const body = (await mayReadServerDetail(request)) ? health : { status: health.status, ready: health.ready };
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
