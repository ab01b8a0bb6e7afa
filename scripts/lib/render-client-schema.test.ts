import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../lib/openapi/build-openapi-document";
import { CLIENT_SCHEMA, renderClientSchema } from "./render-client-schema";

// Rendering the whole document takes a few seconds on a busy machine.
describe("the partners' TypeScript client", { timeout: 60_000 }, () => {
  it("is the client of the current OpenAPI document (else: npm run client:generate)", async () => {
    expect(fs.readFileSync(CLIENT_SCHEMA, "utf8")).toBe(await renderClientSchema(buildOpenApiDocument()));
  });

  it("changes when the document does, so a drift cannot go unnoticed", async () => {
    const document = buildOpenApiDocument();
    const operation = document.paths?.["/search/v1/popular"]?.get;
    const changed = { ...document, paths: { ...document.paths, "/search/v1/popular": { post: operation } } };
    expect(await renderClientSchema(changed)).not.toBe(await renderClientSchema(document));
  });
});
