// One server process of `npm start`: the route handlers straight from node:http (lib/api/direct-route-handlers.ts),
// the pages through Next.js's request handler, on PORT (shared by the processes of node:cluster).
import http from "node:http";
import next from "next";
import { loadRouteTable, serveRouteHandler } from "../lib/api/direct-route-handlers";

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
// /livez answers through Next.js's own request handler (the one that serves the pages): the liveness of the process
// as a whole, and the benchmark's framework ceiling.
const routes = loadRouteTable(".next", ["/livez/route"]);
http
  .createServer(async (request, response) => {
    if (!(await serveRouteHandler(routes, request, response))) await handle(request, response);
  })
  .listen(port);
