import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRouteTable, matchRoute, routeTable, serveRouteHandler } from "./direct-route-handlers";

const manifest = {
  "/(site)/api/search/route": "app/(site)/api/search/route.js",
  "/(site)/page": "app/(site)/page.js",
  "/search/[...path]/route": "app/search/[...path]/route.js",
  "/search/v1/route": "app/search/v1/route.js",
  "/search/v1/attributes/[slug]/route": "app/search/v1/attributes/[slug]/route.js",
  "/search/v1/attributes/route": "app/search/v1/attributes/route.js",
};
const matched = (pathname: string) => {
  const match = matchRoute(routeTable(manifest), pathname);
  return match && { file: match.route.file, params: match.params };
};

describe("matchRoute", () => {
  it("routes a URL to its route handler as Next.js does, with or without the trailing slash", () => {
    expect(matched("/search/v1")).toEqual({ file: "app/search/v1/route.js", params: {} });
    expect(matched("/search/v1/")).toEqual({ file: "app/search/v1/route.js", params: {} });
    expect(matched("/api/search")).toEqual({ file: "app/(site)/api/search/route.js", params: {} });
  });

  it("prefers a static segment to a parameter", () => {
    expect(matched("/search/v1/attributes")?.file).toBe("app/search/v1/attributes/route.js");
    expect(matched("/search/v1/attributes/ator%20vastatin")).toEqual({
      file: "app/search/v1/attributes/[slug]/route.js",
      params: { slug: "ator vastatin" },
    });
  });

  it("leaves pages, catch-all routes, unknown areas and the routes it is told to Next.js", () => {
    expect(
      matchRoute(
        routeTable(manifest, (appPath) => appPath === "/search/v1/route"),
        "/search/v1",
      ),
    ).toBeUndefined();
    expect(matched("/")).toBeUndefined();
    expect(matched("/search")).toBeUndefined();
    expect(matched("/search/v2/x")).toBeUndefined(); // a catch-all route is Next.js's to match
    expect(matched("/drug/atorvastatin")).toBeUndefined();
  });
});

describe("serveRouteHandler", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"));
  let server: http.Server;
  let origin = "";

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "server", "app", "echo", "[id]"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "server", "app-paths-manifest.json"),
      JSON.stringify({ "/echo/[id]/route": "app/echo/[id]/route.js" }),
    );
    fs.writeFileSync(
      path.join(dir, "server", "app", "echo", "[id]", "route.js"),
      // Handlers as lib/api/json-answer.ts's jsonRoute makes them: the direct entry under its Symbol.for key.
      `const DIRECT = Symbol.for("rx-discount-card.direct-handler");
      const jsonRoute = (direct) => Object.assign(() => { throw new Error("the Next.js entry"); }, { [DIRECT]: direct });
      exports.routeModule = { userland: {
        POST: jsonRoute(async (request, params) => ({
          status: 201,
          headers: { "content-type": "application/json", "set-cookie": ["a=1; Path=/", "b=2; Path=/"] },
          text: JSON.stringify({ id: params.id, query: request.nextUrl.searchParams.get("q"), method: request.method,
            key: request.headers.get("x-api-key"), body: Buffer.concat((await request.readBody(65536)).chunks).toString(),
            pad: "x".repeat(2000) }),
        })),
        PATCH: jsonRoute(() => ({ status: 200, headers: { "content-type": "application/json" }, text: "[1]" })),
        GET: jsonRoute(() => { throw new Error("boom"); }),
        // Not made by jsonRoute: Next.js's to serve.
        PUT: () => new Response("from Next.js"),
      } };`,
    );
    const table = loadRouteTable(dir);
    server = http.createServer(async (req, res) => {
      if (!(await serveRouteHandler(table, req, res))) res.writeHead(299).end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  it("hands the handler the method, headers, query, params and body, and sends its status, headers and cookies", async () => {
    const res = await fetch(`${origin}/echo/42/?q=x`, {
      method: "POST",
      headers: { "x-api-key": "k", "content-type": "application/json" },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("content-encoding")).toBe("gzip"); // fetch asks for gzip and decodes it
    expect(await res.json()).toMatchObject({ id: "42", query: "x", method: "POST", key: "k", body: '{"a":1}' });
  });

  it("sends a short answer as it is, with its length", async () => {
    const res = await fetch(`${origin}/echo/7`, { method: "PATCH" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe("3");
    expect(await res.text()).toBe("[1]");
  });

  it("gzips only for a client that asks", async () => {
    const body = await new Promise<Buffer>((resolve) =>
      http
        .request(`${origin}/echo/1`, { method: "POST" }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
        })
        .end(),
    );
    expect(JSON.parse(body.toString()).id).toBe("1");
    expect(() => gunzipSync(body)).toThrow();
  });

  it("answers 500 when a handler throws, and leaves other handlers, unexported methods and unknown paths to Next.js", async () => {
    expect((await fetch(`${origin}/echo/1`)).status).toBe(500);
    expect((await fetch(`${origin}/echo/1`, { method: "PUT" })).status).toBe(299);
    expect((await fetch(`${origin}/echo/1`, { method: "DELETE" })).status).toBe(299);
    expect((await fetch(`${origin}/other`)).status).toBe(299);
  });
});

// Issue 28: every server process V8 lost died reading `.test` off the RegExp a literal in `send` made for each answer
// (scripts/bench/HISTORY.md, "Twenty-fourth session"); its regexps are made once, at module level.
describe("send", () => {
  it("makes no regexp per answer: no regexp literal in its body", () => {
    const source = fs.readFileSync(path.join(__dirname, "direct-route-handlers.ts"), "utf8");
    const start = source.indexOf("async function send(");
    const body = source.slice(start, source.indexOf("\n}\n", start));
    expect(start).toBeGreaterThan(0);
    expect(body).toContain("ACCEPTS_GZIP.test(");
    expect(body).not.toMatch(/[(=,!&|?:\s]\/[^/*\s][^/\n]*\/[dgimsuyv]*[.\s]/);
  });
});
