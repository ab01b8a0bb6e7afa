import http from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import os from "node:os";
import { openLoop, requestsDue, SENDER_NICE, senderNiceSetting } from "./open-loop";

describe("requestsDue", () => {
  it("spaces requests evenly from the first one at time 0, up to the total", () => {
    expect(requestsDue(0, 100, 50)).toBe(1);
    expect(requestsDue(9.9, 100, 50)).toBe(1);
    expect(requestsDue(10, 100, 50)).toBe(2);
    expect(requestsDue(250, 100, 50)).toBe(26);
    expect(requestsDue(10_000, 100, 50)).toBe(50);
  });
});

describe("openLoop", { timeout: 30_000 }, () => {
  let server: http.Server;
  let origin = "";
  const seen: string[] = [];

  beforeAll(async () => {
    // Records each request once read, then answers /slow after 30 ms, /missing with 404, anything else at once.
    server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => {
        seen.push(`${request.method} ${request.url} ${request.headers["content-type"]} ${body}`);
        const reply = () => {
          response.statusCode = request.url === "/missing" ? 404 : 200;
          response.end("{}");
        };
        if (request.url === "/slow") setTimeout(reply, 30);
        else reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // GET `path` at `rate` for `durationSeconds`.
  const getAt = (path: string, rate: number, durationSeconds: number, at = origin) =>
    openLoop({ origin: at, rate, durationSeconds, next: () => ({ method: "GET", path }) });

  it("sends rate x duration requests at that pace and measures their latency", async () => {
    const started = performance.now();
    const result = await getAt("/fast", 200, 0.5);
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ offeredRate: 200, sent: 100, completed: 100, errors: 0 });
    expect(elapsed).toBeGreaterThanOrEqual(490);
    // In milliseconds: a loopback answer takes well under 1 ms on a quiet machine, and reached 25.9 ms on a 2-core
    // machine running other tests and a build beside this one; 100 still catches seconds or microseconds read as ms.
    expect(result.p50).toBeLessThan(100);
  });

  it("starts a run on the connections the run before it opened (its warm-up), not on new ones", async () => {
    let opened = 0;
    server.on("connection", () => opened++);
    await getAt("/slow", 200, 0.3);
    const afterWarmUp = opened;
    await getAt("/slow", 100, 0.3); // fewer at once than the warm-up had

    expect(opened).toBe(afterWarmUp);
  });

  it("counts latency from when a request was due, so a slow answer shows in full", async () => {
    const result = await getAt("/slow", 100, 0.3);
    expect(result.completed).toBe(30);
    expect(result.p50).toBeGreaterThanOrEqual(29);
  });

  it("counts non-2xx answers and connection failures as errors", async () => {
    const missing = await getAt("/missing", 100, 0.1);
    expect(missing.errors).toBe(10);
    // unless the caller accepts that status (a search's 404 is its answer for a query that matches nothing)
    const accepted = await openLoop({
      origin,
      rate: 100,
      durationSeconds: 0.1,
      next: () => ({ method: "GET", path: "/missing" }),
      accepts: (status) => status === 200 || status === 404,
    });
    expect(accepted).toMatchObject({ completed: 10, errors: 0 });
    const refused = await getAt("/", 100, 0.05, "http://127.0.0.1:9");
    expect(refused.errors).toBe(refused.sent);
  });

  it("sends the request's method and JSON body", async () => {
    seen.length = 0;
    await openLoop({
      origin,
      rate: 50,
      durationSeconds: 0.02,
      next: () => ({ method: "POST", path: "/p", body: { a: 1 } }),
    });
    expect(seen).toEqual(['POST /p application/json {"a":1}']);
  });

  it("sends on time while this thread is blocked: the bench's own stalls are not counted as latency", async () => {
    // A server on a thread of its own (the one above shares this thread, which the test blocks).
    const code = `const { parentPort } = require("node:worker_threads");
      const server = require("node:http").createServer((q, s) => s.end("{}"));
      server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
      parentPort.on("message", () => server.close(() => process.exit(0)));`;
    const serverThread = new Worker(code, { eval: true });
    const port = await new Promise<number>((resolve) => serverThread.once("message", resolve));
    let running = true;
    const run = getAt("/", 100, 1, `http://127.0.0.1:${port}`).finally(() => (running = false));
    // Block this thread 600 ms at a time until the run ends: a sender on this thread sent nothing during a block, so
    // half its requests were due over 300 ms before they were sent, and counted that as latency.
    while (running) {
      const until = performance.now() + 600;
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const result = await run;
    serverThread.postMessage("close");
    expect(result).toMatchObject({ sent: 100, completed: 100, errors: 0 });
    expect(result.p50).toBeLessThan(100);
  }, 30_000);

  it("runs its sender thread at SENDER_NICE where the system allows it, says so, and leaves this thread's own", async () => {
    const before = os.getPriority(0);
    const result = await getAt("/", 50, 1);
    // What this system grants a thread asking for SENDER_NICE (root or CAP_SYS_NICE: SENDER_NICE; else its own value).
    const granted = await niceGrantedTo(SENDER_NICE);
    expect(result.senderNice).toBe(granted);
    expect(os.getPriority(0)).toBe(before);
  });
});

describe("senderNiceSetting", () => {
  it("is SENDER_NICE unless BENCH_SENDER_NICE says otherwise, and refuses a value that is not a nice value", () => {
    expect(SENDER_NICE).toBeLessThan(0);
    expect(senderNiceSetting(undefined)).toBe(SENDER_NICE);
    expect(senderNiceSetting("")).toBe(SENDER_NICE);
    expect(senderNiceSetting("0")).toBe(0);
    expect(senderNiceSetting("-5")).toBe(-5);
    for (const bad of ["high", "1.5", "-21", "20"]) expect(() => senderNiceSetting(bad)).toThrow(/BENCH_SENDER_NICE/);
  });
});

// The nice value a new thread runs at after asking prioritizeThisThread for `nice` (or its own value plus `nice` when
// `relative`), asked in a thread of its own: the value stays with that thread.
async function niceGrantedTo(nice: number, relative = false): Promise<number> {
  const code = `const { parentPort } = require("node:worker_threads");
    const own = require("node:os").getPriority(0);
    import(${JSON.stringify(new URL("./open-loop-sender.mjs", import.meta.url).href)})
      .then(({ prioritizeThisThread }) => parentPort.postMessage(prioritizeThisThread(${relative ? "own + " : ""}${nice})));`;
  const thread = new Worker(code, { eval: true });
  const got = await new Promise<number>((resolve) => thread.once("message", resolve));
  await thread.terminate();
  return got;
}

describe("prioritizeThisThread", () => {
  it("sets the calling thread's nice value only, and returns the value it runs at", async () => {
    // +3: raising a nice value needs no privilege.
    const before = os.getPriority(0);
    expect(await niceGrantedTo(3, true)).toBe(Math.min(19, before + 3));
    expect(os.getPriority(0)).toBe(before);
  });
});
