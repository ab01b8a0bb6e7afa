// One handler, two callers: Next.js gets a Response, the direct path the same answer as text.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { directHandlerOf, jsonAnswer, jsonRoute, keepJsonText, responseOf, stringifyAnswer } from "./json-answer";

describe("jsonRoute", () => {
  const route = jsonRoute(async (request, params) =>
    jsonAnswer({ id: params.id, q: request.nextUrl.searchParams.get("q") }, 404, { "x-request-id": "r1" }),
  );

  it("answers Next.js with a Response of the JSON text, its status and headers", async () => {
    const response = await route(new NextRequest("http://localhost/x?q=a"), { params: Promise.resolve({ id: "7" }) });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-request-id")).toBe("r1");
    expect(await response.text()).toBe('{"id":"7","q":"a"}');
  });

  it("hands the direct path the handler itself, whose answer is the text as it is", async () => {
    const direct = directHandlerOf(route)!;
    const answer = await direct(new NextRequest("http://localhost/x?q=b"), { id: "8" });
    expect(answer).toEqual({
      status: 404,
      headers: { "content-type": "application/json", "x-request-id": "r1" },
      text: '{"id":"8","q":"b"}',
    });
  });

  it("finds no direct handler on any other export", () => {
    expect(directHandlerOf(() => Response.json({}))).toBeUndefined();
    expect(directHandlerOf(undefined)).toBeUndefined();
    expect(directHandlerOf({})).toBeUndefined();
  });

  it("sends each value of a repeated header (a cookie each) in the Response", () => {
    const response = responseOf({ status: 200, headers: { "set-cookie": ["a=1", "b=2"] }, text: "{}" });
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });
});

describe("stringifyAnswer", () => {
  const kept = keepJsonText({ name: "atorvastatin", dose: [{ label: "10 mg tablet", quantity: [{ value: "30" }] }] });
  const other = keepJsonText({ name: "lisinopril", isBrand: false });

  it.each([
    ["kept items of a top-level array", { id: "x", results: [kept, other, { plain: 1 }] }],
    ["a kept object as a field's value", { id: "x", medication: kept }],
    ["an array with no kept item", { results: [1, "a", null, { b: [2] }] }],
    [
      "what JSON.stringify leaves out or writes as null",
      { a: undefined, f: () => 1, list: [kept, undefined, () => 1] },
    ],
    ["numeric keys first, as JSON.stringify orders them", { b: 1, 2: "two", a: kept, 1: "one" }],
    ["an object with toJSON", { at: new Date(0), nested: { toJSON: () => "t" } }],
    ["not an object", [kept, 1]],
    ["a string", "text"],
    ["null", null],
    ["an empty object", {}],
  ])("writes %s as JSON.stringify does", (_case, body) => {
    expect(stringifyAnswer(body)).toBe(JSON.stringify(body));
  });

  it("writes a kept object from its kept text, not anew", () => {
    let reads = 0;
    const counted = keepJsonText({
      get name() {
        reads += 1;
        return "counted";
      },
    });
    const readsWhenKept = reads;
    expect(stringifyAnswer({ results: [counted, counted] })).toBe(
      '{"results":[{"name":"counted"},{"name":"counted"}]}',
    );
    expect(reads).toBe(readsWhenKept);
  });

  it("freezes a kept object with every object in it, so no answer can change what the others write", () => {
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.dose[0]!.quantity[0])).toBe(true);
    expect(() => {
      (kept.dose as unknown as unknown[]).push({});
    }).toThrow(TypeError);
  });
});
