// One server process of `npm start`: the route handlers straight from node:http (lib/api/direct-route-handlers.ts),
// the pages through Next.js's request handler, on PORT (shared by the processes of node:cluster).
import http from "node:http";
import next from "next";
import { loadRouteTable, serveRouteHandler } from "../lib/api/direct-route-handlers";

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
// Through Next.js's request handler all the same: /livez, the liveness of the process as a whole (the handler that
// serves the pages) and the benchmark's framework ceiling; and the patient site's routes (app/(site)), which read the
// request's cookies and locale through next/headers and next-intl, in Next.js's request scope.
const routes = loadRouteTable(".next", (appPath) => appPath === "/livez/route" || appPath.startsWith("/(site)/"));
http
  .createServer(async (request, response) => {
    if (!(await serveRouteHandler(routes, request, response))) await handle(request, response);
  })
  .listen(port);
