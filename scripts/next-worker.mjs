// One server process of `npm start`: Next.js's request handler on PORT (with WEB_CONCURRENCY > 1, on the port the
// cluster shares), behind the guard of requests Next.js cannot take (scripts/request-guard.mjs).
import http from "node:http";
import next from "next";
import { guardRequest } from "./request-guard.mjs";

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
http
  .createServer((request, response) => {
    if (!guardRequest(request, response)) handle(request, response);
  })
  .listen(port, () => console.log(`Ready on port ${port} (process ${process.pid})`));
