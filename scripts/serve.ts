// One server process (npm start runs WEB_CONCURRENCY of them through node:cluster): node:http in front of Next.js.
// The request screen (lib/api/request-screen.ts) answers malformed, unknown and oversized requests in JSON before
// Next.js, which would answer them with HTML, an empty body, a redirect or a reset. The partner API's route handlers
// are then called straight from node:http (lib/api/direct-route-handlers.ts: no per-request AbortSignal, the cause of
// the GC stalls), and everything else goes to Next.js's request handler. `--dev` serves `next dev` behind the same
// screen, every route through Next.js.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { Duplex } from "node:stream";
import next from "next";
import { log } from "../lib/log";
import { flushSearches } from "../lib/medications/record-search";
import { loadRouteTable, serveRouteHandler } from "../lib/api/direct-route-handlers";
import { clientErrorRefusal, screenRequest, type Refusal } from "../lib/api/request-screen";
import { API_AREAS } from "../lib/api/routes";
import { resetEventLoopDelay, watchProcess } from "../lib/health/process-watch";

watchProcess();
// SIGUSR2 opens a new window of the event-loop delay that /healthz reports (the benchmark does, per measurement).
process.on("SIGUSR2", resetEventLoopDelay);
const port = Number(process.env.PORT || 3000);
const dev = process.argv.includes("--dev");
const app = next({ dev, port });
await app.prepare();
const handle = app.getRequestHandler();
// Only the partner API's route handlers (the spec's areas) and /readyz (the readiness of this path, and the
// benchmark's like-for-like ceiling) are called directly. Everything else goes through Next.js's request handler:
// /livez, the liveness of the process as a whole (the handler that serves the pages) and the benchmark's framework
// ceiling; the patient site's routes (app/(site)), which read the request's cookies and locale through next/headers
// and next-intl, in Next.js's request scope; metadata routes such as the web app manifest; and /openapi.json, /docs
// and /healthz.
const direct = (appPath: string) =>
  appPath === "/readyz/route" || API_AREAS.some((area) => appPath.startsWith(`/${area}/`));
const routes = dev ? undefined : loadRouteTable(".next", (appPath) => !direct(appPath));

const server = http.createServer((request, response) => {
  const screened = screenRequest(request.method ?? "GET", request.url ?? "/");
  if ("refusal" in screened) return refuse(request, response, screened.refusal);
  request.url = screened.url;
  void serve(request, response);
});

async function serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (!routes || !(await serveRouteHandler(routes, request, response))) await handle(request, response);
}
server.on("clientError", answerUnparsable);
server.listen(port);

// Stopping (SIGTERM from the launcher, a deployment or a benchmark): take no new connection, let the requests under way
// finish (at most SHUTDOWN_MS), write the searches counted since the last flush, then exit normally (so --cpu-prof and
// the like write their files).
const SHUTDOWN_MS = 8_000;
// The signal may come twice (to the process group, and from the launcher): the second one changes nothing.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutDown());
async function shutDown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const exit = () => void flushSearches().finally(() => process.exit(0));
  // A client that keeps its connection busy past SHUTDOWN_MS is cut off; the searches are written all the same.
  setTimeout(exit, SHUTDOWN_MS).unref();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  exit();
}

function refusalBody(refusal: Refusal): { id: string; text: string } {
  const id = randomUUID();
  return { id, text: JSON.stringify({ id, statusCode: refusal.status, message: refusal.message }) };
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, refusal: Refusal): void {
  const { id, text } = refusalBody(refusal);
  response.writeHead(refusal.status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "x-request-id": id,
    "cache-control": "no-store",
    ...(refusal.allow && { allow: refusal.allow }),
  });
  response.end(text);
  // The path only up to the query string, as every request log line: the query can hold what a patient searched for.
  const path = (request.url ?? "").split("?")[0]!.slice(0, 200);
  log.info("request", { id, method: request.method, path, status: refusal.status, screened: true });
}

// node:http could not parse the request (oversized request line or headers, junk): answer in JSON, then keep reading
// what the client still sends until it has the answer, since closing a socket with unread data resets it and the
// client would see the reset instead of the answer.
function answerUnparsable(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  // A client that went away mid-request has no one to answer.
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const refusal = clientErrorRefusal(error);
  const { id, text } = refusalBody(refusal);
  socket.removeAllListeners("data");
  socket.on("data", () => {});
  socket.end(
    `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status]}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nx-request-id: ${id}\r\nconnection: close\r\n\r\n${text}`,
  );
  setTimeout(() => socket.destroy(), 5_000).unref();
  log.info("request", { id, status: refusal.status, screened: true, error: error.code });
}
