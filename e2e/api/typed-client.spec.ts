// The partners' TypeScript client (clients/typescript) against the running server: the API guide's example, and the
// committed types against the /openapi.json the server serves.
import fs from "node:fs";
import { createRxCardClient } from "../../clients/typescript/index";
import { CLIENT_SCHEMA, renderClientSchema } from "../../scripts/lib/render-client-schema";
import { expect, test } from "../fixtures";

test("the committed client types are those of the served /openapi.json", async ({ request }) => {
  const served = await (await request.get("/openapi.json")).json();
  expect(fs.readFileSync(CLIENT_SCHEMA, "utf8")).toBe(await renderClientSchema(served));
});

test("the API guide's example prices a region, and errors come back typed", async ({ baseURL, account }) => {
  const api = createRxCardClient({ baseUrl: baseURL!, apiKey: account.apiKey });
  const { data, error } = await api.POST("/pricing/v1/region/people", {
    body: { ndc: "00378180010", quantity: 30, zip: "10001" },
  });
  expect(error).toBeUndefined();
  expect(data!.pharmacies.length).toBeGreaterThan(0);
  expect(data!.pharmacies[0]!.price.discounted).toMatch(/^\d+\.\d\d$/);

  const invalid = await api.GET("/pharmacies/v1/chain", { params: { query: { zip: "1000", chainCode: "CVS" } } });
  expect(invalid.response.status).toBe(400);
  expect(invalid.error).toMatchObject({ statusCode: 400, errorCode: "ZIP_INCORRECT_OR_MISSING" });
});
