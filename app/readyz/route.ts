// GET /readyz: 200 once this server process has built its read models and can answer every request at full speed,
// 503 until then (a load balancer's readiness probe; /healthz says which model is missing). It is served by the same
// direct path as the partner API (a jsonRoute, lib/api/json-answer.ts), so the benchmark also uses it as the
// like-for-like ceiling of that path.
import { isReady } from "@/lib/platform/read-models";
import { jsonAnswer, jsonRoute } from "@/lib/api/json-answer";

export const dynamic = "force-dynamic";

export const GET = jsonRoute(() => {
  const ready = isReady();
  return jsonAnswer({ status: ready ? "ready" : "starting" }, ready ? 200 : 503, { "cache-control": "no-store" });
});
