import http from "node:http";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createAccount } from "../accounts/create-account";
import { decimalNumber } from "../vocabulary/fields";
import { defineContract } from "./contract";
import { PlainRequest } from "./api-request";
import { endpoint, errorCodeFor } from "./endpoint";
import { directHandlerOf } from "./json-answer";
import { log } from "../platform/log";
import { jsonDepth, MAX_BODY_BYTES, MAX_JSON_DEPTH } from "./read-body";

const contract = defineContract({
  method: "post",
  path: "/pricing/v1/test",
  tag: "Test",
  summary: "test",
  permission: "pricing",
  cardType: "pets",
  query: z.object({ sort: z.enum(["true", "false"]).optional() }),
  body: z.object({
    ndc: z.string().regex(/^\d{11}$/),
    quantity: decimalNumber(z.number().positive()),
    address: z.object({ zip: z.string().regex(/^\d{5}$/), state: z.string().length(2).optional() }).optional(),
  }),
  response: z.object({}),
  errorCodes: {
    sort: "SORT_INCORRECT_OR_MISSING",
    ndc: "NDC_INCORRECT_OR_MISSING",
    quantity: "QUANTITY_INCORRECT_OR_MISSING",
    address: "ADDRESS_INCORRECT_OR_MISSING",
    "address.zip": "ADDRESS_ZIP_INCORRECT_OR_MISSING",
  },
});

let handlerCalls: unknown[] = [];
const route = endpoint(contract, async (input) => {
  handlerCalls.push(input.body);
  if ((input.body as { quantity: number }).quantity === 666)
    throw new Error("boom: secret detail for Jane Doe 1980-01-01");
  return { echoed: input.body };
});

let key = "";
let peopleOnlyKey = "";
beforeAll(async () => {
  key = (await createAccount({ name: "wrapper test" })).apiKey;
  peopleOnlyKey = (await createAccount({ name: "wrapper people", cardTypes: ["people"] })).apiKey;
});

async function post(body: string | undefined, options: { type?: string; query?: string; apiKey?: string } = {}) {
  const headers: Record<string, string> = { "x-api-key": options.apiKey ?? key };
  if (options.type !== "") headers["content-type"] = options.type ?? "application/json";
  const request = new NextRequest(`http://localhost/pricing/v1/test${options.query ?? ""}`, {
    method: "POST",
    headers,
    body,
  });
  const res = await route(request, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json(), requestId: res.headers.get("x-request-id") };
}

const INVALID = "Incorrect or missing required parameters.";

describe("the endpoint wrapper", () => {
  it("passes a valid request to the handler and adds the tracking id", async () => {
    const res = await post(JSON.stringify({ ndc: "00071015523", quantity: 30 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: res.requestId, echoed: { ndc: "00071015523", quantity: 30 } });
  });

  it.each([
    ["malformed JSON", "{ndc:", undefined],
    ["an array body", "[1,2]", undefined],
    ["a JSON string", '"text"', undefined],
    ["null", "null", undefined],
    ["an empty body", "", undefined],
    ["a form body", "ndc=00071015523&quantity=30", "application/x-www-form-urlencoded"],
  ])("reads %s as an empty object: 400 naming the first required field", async (_, body, type) => {
    handlerCalls = [];
    const res = await post(body, { type });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      id: res.requestId,
      statusCode: 400,
      message: INVALID,
      errorCode: "NDC_INCORRECT_OR_MISSING",
    });
    expect(handlerCalls).toEqual([]);
  });

  it.each([
    ["no content type", ""],
    ["text/plain", "text/plain"],
    ["a form content type", "application/x-www-form-urlencoded"],
    ["application/json with a charset", "application/json; charset=utf-8"],
  ])("reads a JSON object body sent with %s", async (_, type) => {
    const res = await post(JSON.stringify({ ndc: "00071015523", quantity: "30" }), { type });
    expect(res.status).toBe(200);
    expect(res.body.echoed).toEqual({ ndc: "00071015523", quantity: 30 });
  });

  it("accepts application/json with a charset", async () => {
    const res = await post(JSON.stringify({ ndc: "00071015523", quantity: 1 }), {
      type: "application/json; charset=utf-8",
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ ndc: "123", quantity: 30 }, "NDC_INCORRECT_OR_MISSING"],
    [{ ndc: "00071015523" }, "QUANTITY_INCORRECT_OR_MISSING"],
    [{ ndc: "00071015523", quantity: "30 tablets" }, "QUANTITY_INCORRECT_OR_MISSING"],
    [{ ndc: "00071015523", quantity: 30, address: "x" }, "ADDRESS_INCORRECT_OR_MISSING"],
    [{ ndc: "00071015523", quantity: 30, address: { zip: "1234" } }, "ADDRESS_ZIP_INCORRECT_OR_MISSING"],
    [{ ndc: "00071015523", quantity: 30, address: { zip: "12345", state: "NYC" } }, "ADDRESS_INCORRECT_OR_MISSING"],
    [{ quantity: -1 }, "NDC_INCORRECT_OR_MISSING"],
  ])("maps the first offending field of %j to %s", async (body, errorCode) => {
    const res = await post(JSON.stringify(body));
    expect(res.body).toMatchObject({ statusCode: 400, message: INVALID, errorCode });
  });

  it("validates the query before the body", async () => {
    const res = await post(JSON.stringify({}), { query: "?sort=maybe" });
    expect(res.body.errorCode).toBe("SORT_INCORRECT_OR_MISSING");
  });

  it("checks the key and the card type before any parameter", async () => {
    expect((await post("{", { apiKey: "nope" })).body).toMatchObject({
      statusCode: 403,
      message: "Lack of permissions to price",
    });
    expect((await post("{", { apiKey: peopleOnlyKey })).status).toBe(403);
  });

  it("turns an unexpected error into a 500 body and logs the kind, not the detail's later lines or any body value", async () => {
    const spy = vi.spyOn(log, "error").mockImplementation(() => {});
    const res = await post(JSON.stringify({ ndc: "00071015523", quantity: 666 }));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ id: res.requestId, statusCode: 500, message: "Internal server error." });
    expect(JSON.stringify(res.body)).not.toContain("boom");
    expect(spy).toHaveBeenCalledWith("unhandled", expect.objectContaining({ id: res.requestId, error: "Error" }));
    spy.mockRestore();
  });
});

describe("body limits", () => {
  const valid = { ndc: "00071015523", quantity: 30 };

  it("answers 413 in JSON to a body over 64 kB, declared or streamed, without calling the handler", async () => {
    handlerCalls = [];
    const big = JSON.stringify({ ...valid, pad: "x".repeat(MAX_BODY_BYTES) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({
      id: declared.requestId,
      statusCode: 413,
      message: "Request body larger than 65536 bytes.",
    });
    const streamed = new NextRequest("http://localhost/pricing/v1/test", {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await route(streamed, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(handlerCalls).toEqual([]);
  });

  it("reads a body just under the limit", async () => {
    const body = JSON.stringify({ ...valid, pad: "x".repeat(MAX_BODY_BYTES - 100) });
    expect((await post(body)).status).toBe(200);
  });

  it("reads JSON nested deeper than any request as an empty object, and a huge one is 413", async () => {
    const deep = `{"ndc":"00071015523","quantity":30,"x":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    expect((await post(deep)).status).toBe(413);
    const nested = `{"ndc":"00071015523","quantity":30,"x":${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}}`;
    expect((await post(nested)).body.errorCode).toBe("NDC_INCORRECT_OR_MISSING");
    expect(jsonDepth(`{"a":"[[[{{"}`)).toBe(1);
    expect(jsonDepth(`{"a":"\\"}`)).toBe(1);
  });
});

describe("errorCodeFor", () => {
  it("uses the longest declared prefix of the path", () => {
    const codes = { address: "A", "address.zip": "Z" };
    expect(errorCodeFor({ errorCodes: codes }, ["address", "zip"])).toBe("Z");
    expect(errorCodeFor({ errorCodes: codes }, ["address", "city"])).toBe("A");
    expect(() => errorCodeFor({ errorCodes: codes }, ["other"])).toThrow();
  });
});

// The same wrapper served from node:http with a PlainRequest (direct-route-handlers.ts): the same answers.
describe("the endpoint wrapper called directly", () => {
  let server: http.Server;
  let origin = "";
  beforeAll(async () => {
    const direct = directHandlerOf(route)!;
    server = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const answer = await direct(new PlainRequest(req, url), {});
      if (answer.status === 413) res.setHeader("connection", "close"); // as the app server does
      res.writeHead(answer.status, answer.headers).end(answer.text);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  const send = async (body: BodyInit, headers: Record<string, string> = {}, query = "") => {
    const res = await fetch(`${origin}/pricing/v1/test${query}`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json", ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    return { status: res.status, body: await res.json(), requestId: res.headers.get("x-request-id") };
  };

  it("answers a valid request as through Next.js, with its tracking id", async () => {
    const res = await send(JSON.stringify({ ndc: "00071015523", quantity: "30" }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: res.requestId, echoed: { ndc: "00071015523", quantity: 30 } });
  });

  it("validates the query, the key and the body as through Next.js", async () => {
    expect((await send("{ndc:")).body.errorCode).toBe("NDC_INCORRECT_OR_MISSING");
    expect((await send("{}", {}, "?sort=maybe")).body.errorCode).toBe("SORT_INCORRECT_OR_MISSING");
    expect((await send("{}", { "x-api-key": "nope" })).status).toBe(403);
  });

  it("answers 413 to a body over 64 kB, declared or streamed, without calling the handler", async () => {
    handlerCalls = [];
    const big = JSON.stringify({ ndc: "00071015523", quantity: 30, pad: "x".repeat(MAX_BODY_BYTES) });
    expect((await send(big)).status).toBe(413);
    const streamed = await send(new Blob([big]).stream());
    expect(streamed.body).toEqual({
      id: streamed.requestId,
      statusCode: 413,
      message: "Request body larger than 65536 bytes.",
    });
    expect(handlerCalls).toEqual([]);
  });

  it("turns an unexpected error into the same 500 body", async () => {
    const spy = vi.spyOn(log, "error").mockImplementation(() => {});
    const res = await send(JSON.stringify({ ndc: "00071015523", quantity: 666 }));
    expect(res.body).toEqual({ id: res.requestId, statusCode: 500, message: "Internal server error." });
    spy.mockRestore();
  });
});
