// The document lists every answer of every operation, with its headers and errorCode values, an absolute server, and
// examples that validate against their own schemas.
import Ajv2020Module from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./build-openapi-document";

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { "application/json": { schema: object; example?: object } } };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content: { "application/json": { schema: object; example?: object } } }
  >;
};
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const document = buildOpenApiDocument() as unknown as {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, method, path, op })),
);

describe("the OpenAPI document", () => {
  it("names an absolute server, from PUBLIC_URL", () => {
    expect(document.servers.map((s) => s.url)).toEqual(["http://localhost:3000", "http://localhost:3000/api"]);
  });

  it("lists the server's answers on every operation, with x-request-id, Retry-After, Allow and RateLimit headers", () => {
    for (const { name, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      for (const status of ["200", "400", "403", "405", "408", "414", "429", "431", "500", "503"]) {
        expect(statuses, name).toContain(status);
      }
      if (method === "post") expect(statuses, name).toContain("413");
      for (const [status, answer] of Object.entries(op.responses)) {
        expect(Object.keys(answer.headers ?? {}), `${name} ${status}`).toContain("x-request-id");
      }
      expect(Object.keys(op.responses["405"]!.headers!)).toContain("Allow");
      expect(Object.keys(op.responses["429"]!.headers!)).toEqual(
        expect.arrayContaining(["Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
      );
      expect(Object.keys(op.responses["200"]!.headers!)).toContain("RateLimit-Remaining");
    }
  });

  it("gives errorCode as the enum of each operation's codes, and the search 404 its results", () => {
    type Schema = { properties: Record<string, { enum?: string[] }>; required: string[]; anyOf?: Schema[] };
    // A 400 is the operation's validation error or the server's request-screen error: the first is the operation's.
    const schema = (name: string, status: string) => {
      const s = operations.find((o) => o.name === name)!.op.responses[status]!.content["application/json"]
        .schema as Schema;
      return s.anyOf?.[0] ?? s;
    };
    expect(schema("get /pharmacies/v1/chain", "400").properties.errorCode!.enum).toEqual([
      "ZIP_INCORRECT_OR_MISSING",
      "CHAIN_CODE_INCORRECT_OR_MISSING",
      "LIMIT_INCORRECT_OR_MISSING",
      "INDEX_INCORRECT_OR_MISSING",
      "GEOLOCATION_INCORRECT_OR_MISSING",
    ]);
    expect(schema("post /eligibility/v1/enrollment/card", "400").properties.errorCode!.enum).toEqual(
      expect.arrayContaining(["ENROLLMENT_ALREADY_EXISTS", "IDEMPOTENCY_KEY_INCORRECT_OR_MISSING"]),
    );
    expect(schema("post /eligibility/v1/enrollment/card", "422").properties.errorCode!.enum).toEqual([
      "IDEMPOTENCY_KEY_REUSED",
    ]);
    expect(schema("post /eligibility/v1/check", "404").properties.code!.enum).toEqual([
      "GROUP_INVALID",
      "GROUP_NOT_FOUND",
      "MEMBER_NOT_FOUND",
    ]);
    expect(schema("get /search/v1", "404").required).toContain("results");
    const idempotent = operations.filter((o) => o.op.parameters?.some((p) => p.name === "Idempotency-Key"));
    expect(idempotent.map((o) => o.name).sort()).toEqual([
      "post /eligibility/v1/check",
      "post /eligibility/v1/enrollment/card",
      "post /eligibility/v1/enrollment/person",
    ]);
  });

  it("takes the request screen's 400 (no errorCode) on every operation, and no validation 400 without its errorCode", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(document, "doc");
    const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
    for (const { name, method, path } of operations) {
      const validate = ajv.getSchema(
        `doc#/${pointer("paths", path, method, "responses", "400", "content", "application/json", "schema")}`,
      )!;
      const id = "8c5f0f5e-2f4b-4a57-9d55-0a0d5c5d6e1f";
      for (const message of ["Missing or malformed Host header.", "Malformed request path.", "Malformed request."]) {
        expect(validate({ id, statusCode: 400, message }), `${name}: ${message}`).toBe(true);
      }
      const noCode = { id, statusCode: 400, message: "Incorrect or missing required parameters." };
      if (path !== "/eligibility/v1/check") expect(validate(noCode), `${name} without errorCode`).toBe(false);
    }
  });

  it("has request and answer examples that validate against their schemas", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(document, "doc");
    let examples = 0;
    const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
    for (const { name, method, path, op } of operations) {
      const body = op.requestBody?.content["application/json"];
      if (body?.example) {
        const validate = ajv.getSchema(
          `doc#/${pointer("paths", path, method, "requestBody", "content", "application/json", "schema")}`,
        )!;
        expect(validate(body.example), `${name} request: ${JSON.stringify(validate.errors)}`).toBe(true);
        examples++;
      }
      for (const [status, answer] of Object.entries(op.responses)) {
        const example = answer.content["application/json"].example;
        if (!example) continue;
        const ref = `doc#/${pointer("paths", path, method, "responses", status, "content", "application/json", "schema")}`;
        const validate = ajv.getSchema(ref)!;
        expect(validate(example), `${name} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
        examples++;
      }
      if (path === "/search/v1/attributes") continue; // without a slug: never 200
      expect(op.responses["200"]!.content["application/json"].example, `${name} has a 200 example`).toBeDefined();
    }
    expect(examples).toBeGreaterThan(operations.length * 3);
  });
});
