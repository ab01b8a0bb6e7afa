import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawConnection, rawExchange } from "../../../test-support/raw-socket";

// Short limits, read when the server is made.
process.env.HTTP_MAX_CONNECTIONS = "3";
process.env.HTTP_HEADERS_TIMEOUT_MS = "1000";
process.env.HTTP_REQUEST_TIMEOUT_MS = "1500";

const { createAppServer } = await import("./app-server");

let base = "";
let ownWriteHead: boolean | undefined;
const server = createAppServer(async (request, response) => {
  if (request.url === "/healthz") throw new TypeError(`Invalid URL ${request.url}?q=secret`);
  ownWriteHead = Object.hasOwn(response, "writeHead");
  if (request.headers["x-test-answer"] === "413") {
    response.statusCode = 413; // as the API's endpoints answer a body over their limit: the head written implicitly
    response.end('{"statusCode":413}');
    return;
  }
  response.setHeader("content-type", "application/json");
  response.end('{"ok":true}');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

describe("the app's HTTP server", () => {
  it("answers a failure of the app with a JSON 500, never a hung socket", async () => {
    const answer = await rawExchange(base, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer?.status).toBe(500);
    expect(JSON.parse(answer!.body)).toMatchObject({ statusCode: 500, message: "Internal server error." });
  });

  it("cuts off a header trickle at the headers timeout with a 408", async () => {
    const slow = new RawConnection(base);
    slow.write("GET /livez HTTP/1.1\r\nHost: x\r\nx-slow: ");
    const drip = setInterval(() => slow.write("a"), 100);
    const answer = await slow.answer(4_000);
    clearInterval(drip);
    expect(answer?.status).toBe(408);
    expect(await slow.closed).toBeLessThan(4_000);
  });

  it("closes connections past its cap at once", async () => {
    const open = [new RawConnection(base), new RawConnection(base), new RawConnection(base)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const extra = new RawConnection(base);
    extra.write("GET /livez HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await extra.answer(1_000)).toBeUndefined();
    expect(await extra.closed).toBeLessThan(1_000);
    for (const c of open) c.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rawExchange(base, "GET /livez HTTP/1.1\r\nHost: x\r\n\r\n"))?.status).toBe(200);
  });

  it("answers 413 to a declared body over 1 MB with Connection: close, then closes", async () => {
    const big = new RawConnection(base);
    big.write("POST /api/card HTTP/1.1\r\nHost: x\r\ncontent-length: 5000000\r\n\r\n");
    const sending = setInterval(() => big.write("x".repeat(16_384)), 5);
    const answer = await big.answer();
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe("close");
    expect(await big.closed).toBeLessThan(3_000);
    clearInterval(sending);
  });

  it("closes the connection after a 413 the app answers, its head written implicitly by end()", async () => {
    const big = new RawConnection(base);
    big.write("POST /api/card HTTP/1.1\r\nHost: x\r\nx-test-answer: 413\r\ncontent-length: 100000\r\n\r\n");
    const answer = await big.answer();
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe("close");
    expect(await big.closed).toBeLessThan(3_000);
  });

  // A writeHead closure assigned to each response kept every answer alive through V8's young-generation GCs
  // (scripts/bench/HISTORY.md, "Twenty-sixth session"): the 413 is seen by the response class instead.
  it("gives no response a writeHead of its own", async () => {
    expect((await rawExchange(base, "GET /livez HTTP/1.1\r\nHost: x\r\n\r\n"))?.status).toBe(200);
    expect(ownWriteHead).toBe(false);
  });
});
