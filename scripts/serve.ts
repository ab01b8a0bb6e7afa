// One server process (npm start runs WEB_CONCURRENCY of them through node:cluster): lib/api/server/app-server.ts's
// node:http server (its limits, request screen and security headers) in front of Next.js. The partner API's route
// handlers are called straight from node:http (lib/api/direct-route-handlers.ts: no per-request AbortSignal, the cause
// of the GC stalls), and everything else goes to Next.js's request handler. `--dev` serves `next dev` behind the same
// server, every route through Next.js.
import type http from "node:http";
import path from "node:path";
import next from "next";
import { flushSearches } from "../lib/medications/record-search";
import { loadRouteTable, serveRouteHandler } from "../lib/api/direct-route-handlers";
import { API_AREAS } from "../lib/api/routes";
import { resetEventLoopDelay, watchProcess } from "../lib/health/process-watch";
import { createAppServer } from "../lib/api/server/app-server";
import { compressWithBrotli, sendPrecompressed } from "../lib/api/server/brotli-response";
import { applyBuiltNextConfig } from "./lib/built-next-config";
import { env } from "../lib/env";
import { databaseProvider, sqliteFilePath } from "../lib/platform/database-url";
import { checkpointServerProcess, resetCheckpointWindow } from "../lib/platform/sqlite-checkpoints";
import { isReady } from "../lib/platform/read-models";
import { preloadEntries } from "./lib/preload-entries";
import { readyLine } from "./lib/ready-line";

watchProcess();
// SIGUSR2 opens a new window of the event-loop delay (and of the checkpoint worker's RESTARTs) that /healthz reports
// (the benchmark does, per measurement).
process.on("SIGUSR2", () => {
  resetEventLoopDelay();
  resetCheckpointWindow();
});
const port = Number(process.env.PORT || 3000);
const dev = process.argv.includes("--dev");
// On SQLite, WAL checkpoints run in a worker thread (the launcher's under npm start, else this process's), never inside
// a request's COMMIT (lib/platform/sqlite-checkpoints.ts): the connections that write (the writer's and Prisma's, each
// opened on first use: lib/platform/sqlite-writer.ts, lib/db.ts) leave them to it.
const { DATABASE_URL } = env();
if (databaseProvider(DATABASE_URL) === "sqlite") checkpointServerProcess(sqliteFilePath(DATABASE_URL));
// In production, Next.js's configuration as `next build` resolved it, without compiling next.config.ts (SWC) again.
if (!dev) applyBuiltNextConfig();
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

// What goes to Next.js goes out in brotli (lib/api/server/brotli-response.ts): the build's scripts and stylesheets
// from their precompressed twins, pages and the rest compressed as they stream.
const staticDir = path.join(".next", "static");
async function serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (routes && (await serveRouteHandler(routes, request, response))) return;
  if (!dev && sendPrecompressed(request, response, staticDir)) return;
  if (!dev) compressWithBrotli(request, response);
  await handle(request, response);
}
const server = createAppServer(serve, { dev });
server.listen(port);
// Says once when /readyz turns 200 in this process (its read models built), with the time and CPU it took, then loads
// every page's and route's module (Next.js's preload, turned off at start in next.config.ts so it no longer competes
// with the read models): a request before it ends loads its own module first, as Next.js does for any route not
// preloaded.
const readiness = setInterval(() => {
  if (!isReady()) return;
  clearInterval(readiness);
  console.log(readyLine());
  if (!dev) void preloadEntries(app);
}, 10);

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
