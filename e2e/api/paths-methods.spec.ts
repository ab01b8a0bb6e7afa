// Every path and method of the API host answers JSON in the spec's error shape (request screen, scripts/serve.ts):
// unknown paths, wrong methods, HEAD/OPTIONS/TRACE, `//`, dot segments, bad percent-encoding, oversized requests.
import http from "node:http";
import { expect, test } from "../fixtures";
import { rawRequest, type RawResponse } from "./raw-http";

function expectErrorBody(res: RawResponse, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(res.text);
  expect(body).toEqual({ id: expect.any(String), statusCode: status, message: expect.any(String) });
  expect(res.headers["x-request-id"]).toBe(body.id);
}

const CASES: [method: string, target: string, status: number, allow?: string][] = [
  ["GET", "/search/v2/", 404],
  ["POST", "/pricing/v1/npi/cats", 404],
  ["GET", "/pricing", 404],
  ["GET", "/api/search/v2", 404],
  ["POST", "/api/nothing/here", 404],
  ["GET", "/api", 404],
  ["DELETE", "/pricing/v1/npi/people", 405, "POST"],
  ["GET", "/pricing/v1/region/pets", 405, "POST"],
  ["PUT", "/api/membership/v1/json", 405, "GET, HEAD"],
  ["POST", "/search/v1/popular", 405, "GET, HEAD"],
  ["PATCH", "/eligibility/v1/enrollment/person", 405, "POST"],
  ["OPTIONS", "/search/v1/popular", 405, "GET, HEAD"],
  ["OPTIONS", "/api/pricing/v1/npi/people", 405, "POST"],
  ["TRACE", "/search/v1/popular", 405, "GET, HEAD"],
  ["TRACE", "/", 405, "GET, HEAD, POST"],
  ["GET", "/openapi.json/", 200],
  ["DELETE", "/openapi.json", 405, "GET, HEAD"],
  ["GET", "//search/v1/popular", 400],
  ["GET", "/search//v1/popular", 400],
  ["POST", "/pricing/v1/npi//people", 400],
  ["GET", "/search/v1/../v1/popular", 400],
  ["GET", "/search/./v1/popular", 400],
  ["GET", "/search/../../etc/passwd", 400],
  ["GET", "/search/%2e%2e/%2E%2E/etc/passwd", 400],
  ["GET", "/search/v1/attributes/%E0%A4%A", 400],
  ["GET", "/drug/../card", 400],
  ["GET", "/..", 400],
];

for (const [method, target, status, allow] of CASES) {
  test(`${method} ${target} -> ${status}`, async ({ baseURL }) => {
    const res = await rawRequest(baseURL!, { method, target });
    if (status === 200) return expect(JSON.parse(res.text).openapi).toBe("3.1.0");
    expectErrorBody(res, status);
    expect(res.headers.allow).toBe(allow);
  });
}

test("HEAD answers wherever GET does, with GET's status and no body", async ({ baseURL, account }) => {
  const headers = { "x-api-key": account.apiKey };
  for (const target of ["/search/v1/popular", "/api/membership/v1/json/people", "/search/v1/?query=ator"]) {
    const [head, get] = [
      await rawRequest(baseURL!, { method: "HEAD", target, headers }),
      await rawRequest(baseURL!, { method: "GET", target, headers }),
    ];
    expect([head.status, head.text], target).toEqual([200, ""]);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
  }
  const unknown = await rawRequest(baseURL!, { method: "HEAD", target: "/search/v9" });
  expect([unknown.status, unknown.headers["content-type"], unknown.text]).toEqual([404, "application/json", ""]);
  const post = await rawRequest(baseURL!, { method: "HEAD", target: "/eligibility/v1/check" });
  expect([post.status, post.headers.allow]).toEqual([405, "POST"]);
});

test("a 70 kB query string is 414 and a 70 kB header 431, in JSON, not a reset", async ({ baseURL, account }) => {
  const headers = { "x-api-key": account.apiKey };
  expectErrorBody(await rawRequest(baseURL!, { target: `/search/v1/?query=${"a".repeat(70_000)}`, headers }), 414);
  const body = JSON.stringify({ ndc: "00378180010", quantity: 30 });
  const target = `/pricing/v1/region/people?accessCode=${"x".repeat(70_000)}`;
  expectErrorBody(await rawRequest(baseURL!, { method: "POST", target, headers, body }), 414);
  const big = { ...headers, "x-filler": "b".repeat(70_000) };
  expectErrorBody(await rawRequest(baseURL!, { target: "/search/v1/popular", headers: big }), 431);
  // Just under the limit is still served.
  const res = await rawRequest(baseURL!, { target: `/search/v1/?query=ator&pad=${"p".repeat(15_000)}`, headers });
  expect(res.status).toBe(200);
});

test("a chunked body past 64 kB is 413 while the client is still sending: the server never waits for the whole body", async ({
  baseURL,
  account,
}) => {
  const { hostname, port } = new URL(baseURL!);
  const answer = new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method: "POST",
        path: "/pricing/v1/region/people",
        headers: { "x-api-key": account.apiKey, "content-type": "application/json", "transfer-encoding": "chunked" },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
          request.destroy();
        });
      },
    );
    request.on("error", reject);
    // 70 kB sent, and the request left open: a server that read the body whole before answering would never answer.
    request.write(`{"ndc":"00378180010","quantity":30,"pad":"${"x".repeat(70_000)}`);
  });
  const res = await Promise.race([
    answer,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer within 10 s")), 10_000)),
  ]);
  expectErrorBody(res, 413);
});
