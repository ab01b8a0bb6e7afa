import fs from "node:fs";
import { expect, test } from "../fixtures";
import { API_PATHS } from "./api-paths";

test("GET /healthz reports the app, the database and the read models without a key", async ({ request }) => {
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
