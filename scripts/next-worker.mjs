// One server process of `npm start` with WEB_CONCURRENCY > 1: Next.js's request handler on the port the cluster shares.
import http from "node:http";
import next from "next";

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
http.createServer((request, response) => handle(request, response)).listen(port);
