// GET /readyz: 200 once this server process has built its read models and can answer every request at full speed,
// 503 until then (a load balancer's readiness probe; /healthz says which model is missing). It is served by the same
// direct path as the partner API, so the benchmark also uses it as the like-for-like ceiling of that path.
import { isReady } from "@/lib/health/check-health";

export const dynamic = "force-dynamic";

export function GET() {
  const ready = isReady();
  return Response.json(
    { status: ready ? "ready" : "starting" },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
