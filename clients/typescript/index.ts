// The partners' TypeScript client: openapi-fetch over the types that `npm run client:generate` writes from
// /openapi.json (schema.d.ts). Every call is typed: paths, query parameters, bodies and each status's answer.
import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, paths } from "./schema.js";

// Spec 4 and 5: every request carries the key and `Content-Type: application/json`, GETs included (openapi-fetch adds
// the content type only to a request with a body).
export function createRxCardClient(options: { baseUrl: string; apiKey: string; fetch?: typeof fetch }) {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { "x-api-key": options.apiKey, "content-type": "application/json" },
    ...(options.fetch && { fetch: options.fetch }),
  });
}
