// Requests Next.js answers with a plain-text 500 (a path whose percent-encoding does not decode, such as %zz, a cut
// %E0%A4%A or an encoded lone surrogate %ED%A0%80) get the API's JSON error body with a tracking id instead, and a
// request log line like any other. Returns true when it answered.
import { randomUUID } from "node:crypto";

export function guardRequest(request, response) {
  const path = (request.url ?? "/").split("?")[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    const id = randomUUID();
    const body = JSON.stringify({ id, statusCode: 400, message: "Malformed percent-encoding in the path." });
    response.writeHead(400, {
      "content-type": "application/json",
      "cache-control": "no-store",
      "x-request-id": id,
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
    if (process.env.LOG_LEVEL !== "silent") {
      const line = { time: new Date().toISOString(), level: "info", event: "request", id, method: request.method };
      process.stdout.write(JSON.stringify({ ...line, path: "(malformed)", status: 400, ms: 0 }) + "\n");
    }
    return true;
  }
}
