// npm run client:generate: writes the partners' TypeScript client types (clients/typescript/schema.d.ts) from the OpenAPI
// document that /openapi.json serves, with openapi-typescript. `--check` exits 1 when the committed file differs.
import fs from "node:fs";
import { buildOpenApiDocument } from "../lib/openapi/build-openapi-document";
import { CLIENT_SCHEMA, renderClientSchema } from "./lib/render-client-schema";

const rendered = await renderClientSchema(buildOpenApiDocument());
if (process.argv.includes("--check")) {
  const committed = fs.existsSync(CLIENT_SCHEMA) ? fs.readFileSync(CLIENT_SCHEMA, "utf8") : "";
  if (committed !== rendered) {
    console.error(`${CLIENT_SCHEMA} is not the client of the current /openapi.json: run npm run client:generate`);
    process.exit(1);
  }
  console.log(`${CLIENT_SCHEMA} matches /openapi.json`);
} else {
  fs.writeFileSync(CLIENT_SCHEMA, rendered);
  console.log(`wrote ${CLIENT_SCHEMA}`);
}
