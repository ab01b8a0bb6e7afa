// The partners' TypeScript client: openapi-fetch over the types that `npm run client:generate` writes from
// /openapi.json (schema.d.ts). Every call is typed: paths, query parameters, bodies and each status's answer.
import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, paths } from "./schema.js";

export function createRxCardClient(options: { baseUrl: string; apiKey: string; fetch?: typeof fetch }) {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { "x-api-key": options.apiKey },
    ...(options.fetch && { fetch: options.fetch }),
  });
}
