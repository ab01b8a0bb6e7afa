// GET /livez: the process answers (no database); also the framework's own ceiling in the benchmark
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
