import fs from "node:fs";
import path from "node:path";
import { createTestAccount, expect, test } from "../fixtures";
import { API_PATHS } from "./api-paths";

test("GET /healthz reports the app, the database and the read models to a request from this host", async ({
  request,
}) => {
  // Any API request makes the read models it needs; they are all built a moment after the server starts.
  await expect.poll(async () => (await (await request.get("/healthz")).json()).ready, { timeout: 30_000 }).toBe(true);
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({
    status: "ok",
    ready: true,
    readModels: { catalog: true, ndcCosts: true, network: true, accounts: true },
    database: { status: "ok", latencyMs: expect.any(Number) },
  });
});

test("GET /readyz is 200 without a key once the read models are built, as /healthz says, and never a page", async ({
  request,
}) => {
  await expect.poll(async () => (await (await request.get("/healthz")).json()).ready, { timeout: 30_000 }).toBe(true);
  const res = await request.get("/readyz");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect(res.headers()["cache-control"]).toBe("no-store");
  expect(await res.json()).toEqual({ status: "ready" });
  // served by the direct path like the partner API: a method it does not have is the request screen's JSON 405
  const post = await request.post("/readyz");
  expect(post.status()).toBe(405);
  expect(post.headers()["allow"]).toContain("GET");
});

test("GET /healthz names the Node.js runtime the server runs on (the version the project pins) and its memory", async ({
  request,
}) => {
  const pinned = fs.readFileSync(".nvmrc", "utf8").trim();
  const { runtime, process: server } = await (await request.get("/healthz")).json();
  expect(runtime).toEqual({ name: "node", version: pinned });
  // and this server process's memory, for capacity planning (WEB_CONCURRENCY)
  expect(server.rssMb).toBeGreaterThan(server.heapUsedMb);
  expect(server.heapUsedMb).toBeGreaterThan(10);
});

// Through a proxy (the test server trusts this host as one): a client elsewhere.
const REMOTE = { "x-forwarded-for": "203.0.113.7" };

test("GET /healthz tells a client elsewhere only whether the app is up; the detail takes an operations key", async ({
  request,
  account,
  databaseUrl,
}) => {
  const minimal = await request.get("/healthz", { headers: REMOTE });
  expect(minimal.status()).toBe(200);
  expect(await minimal.json()).toEqual({ status: "ok", ready: expect.any(Boolean) });
  // a partner's key is not enough
  const partner = await request.get("/healthz", { headers: { ...REMOTE, "x-api-key": account.apiKey } });
  expect(Object.keys(await partner.json()).sort()).toEqual(["ready", "status"]);
  const operator = await createTestAccount(databaseUrl, { name: "monitoring", endpoints: "operations" });
  const detail = await request.get("/healthz", { headers: { ...REMOTE, "x-api-key": operator.apiKey } });
  expect(await detail.json()).toMatchObject({ process: { pid: expect.any(Number) }, database: { status: "ok" } });
  // /livez and /readyz stay public and minimal
  expect(await (await request.get("/livez", { headers: REMOTE })).json()).toEqual({ status: "ok" });
  expect(Object.keys(await (await request.get("/readyz", { headers: REMOTE })).json())).toEqual(["status"]);
});

test("GET /metrics: Prometheus text for this host or an operations key, a JSON 403 for anyone else", async ({
  request,
  account,
  databaseUrl,
}) => {
  test.setTimeout(120_000); // three accounts made through the CLI
  const refused = await request.get("/metrics", { headers: REMOTE });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ statusCode: 403, id: refused.headers()["x-request-id"] });
  expect((await request.get("/metrics", { headers: { ...REMOTE, "x-api-key": account.apiKey } })).status()).toBe(403);

  // requests of an account limited to 1 a second: answered, then refused
  const limited = await createTestAccount(databaseUrl, {
    name: "metrics partner",
    config: { rateLimit: { requestsPerSecond: 1, burst: 1 } },
  });
  const key = { "x-api-key": limited.apiKey };
  await request.get("/search/v1/attributes/atorvastatin", { headers: key });
  expect((await request.get("/search/v1/attributes/atorvastatin", { headers: key })).status()).toBe(429);

  const operator = await createTestAccount(databaseUrl, { name: "monitoring", endpoints: "operations" });
  const res = await request.get("/metrics", { headers: { ...REMOTE, "x-api-key": operator.apiKey } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  const route = `route="/search/v1/attributes/{slug}",method="GET"`;
  expect(text).toContain(`http_requests_total{${route},status="200",account="${limited.id}"} 1`);
  expect(text).toContain(`http_requests_total{${route},status="429",account="${limited.id}"} 1`);
  expect(text).toContain(`rate_limit_rejections_total{route="/search/v1/attributes/{slug}",account="${limited.id}"} 1`);
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",route="\/search\/v1\/attributes\/\{slug\}"/);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  expect(text).toMatch(/^nodejs_gc_duration_seconds_count\{kind="(minor|major)"\} \d+/m);
  expect(text).toMatch(/^read_model_age_seconds\{model="catalog"\} [\d.]+/m);
  if (databaseUrl.startsWith("postgres"))
    expect(text).toMatch(/^database_pool_connections\{pool="prisma",state="total"\} \d+/m);
  expect(text).not.toContain("metrics partner"); // accounts by id, never by name
  // from this host itself, no key needed
  expect((await request.get("/metrics")).status()).toBe(200);
});

test("/openapi.json documents every API path with its parameters and error shape", async ({ request }) => {
  const doc = await (await request.get("/openapi.json")).json();
  expect(doc.openapi).toBe("3.1.0");
  const documented = Object.keys(doc.paths);
  const matches = (template: string, path: string) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+").replace(/\/$/, "")}/?$`).test(path);
  for (const p of API_PATHS) {
    const path = p.path.split("?")[0]!;
    const template = documented.find((t) => matches(t, path));
    const operation = template && doc.paths[template][p.method.toLowerCase()];
    expect(operation, p.path).toBeTruthy();
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "400", "403", "500"]));
  }
  expect(doc.components.securitySchemes.apiKey).toMatchObject({ in: "header", name: "x-api-key" });
  const locale = doc.paths["/membership/v1/json"].get.parameters.find((x: { name: string }) => x.name === "locale");
  expect(locale).toBeTruthy();
});

test("/docs serves the API reference from the app itself (no CDN)", async ({ request }) => {
  const html = await (await request.get("/docs")).text();
  expect(html).toContain("/docs/assets/swagger-ui-bundle.js");
  expect(html).not.toMatch(/https?:\/\//);
  const bundle = await request.get("/docs/assets/swagger-ui-bundle.js");
  expect(bundle.status()).toBe(200);
  expect((await request.get("/docs/assets/..%2Fpackage.json")).status()).toBe(404);
});

test("no API key reaches the server log; the demo key is in a file only its owner can read", async ({
  request,
  account,
}, testInfo) => {
  const { id } = await (await request.get("/membership/v1/json", { headers: { "x-api-key": account.apiKey } })).json();
  await request.get(`/search/v1/?query=ator&key=${account.apiKey}`, { headers: { "x-api-key": account.apiKey } });
  const log = path.join("test-results", `server-${testInfo.project.name.replace(/^api-/, "")}.log`);
  let text = "";
  await expect(async () => {
    text = fs.readFileSync(log, "utf8");
    expect(text).toContain(id);
  }).toPass({ timeout: 10_000 });
  expect(text.match(/rxk_[A-Za-z0-9_-]{8,}/g), "keys in the server log").toBeNull();

  const file = /Its API key is in (\S+) \(readable only by this user\)/.exec(text)?.[1];
  expect(file, "the log says where the demo key is").toBeTruthy();
  expect(fs.statSync(file!).mode & 0o777).toBe(0o600);
  const demoKey = fs.readFileSync(file!, "utf8").trim();
  const res = await request.get("/membership/v1/json/people", { headers: { "x-api-key": demoKey } });
  expect(res.status()).toBe(200);
});
