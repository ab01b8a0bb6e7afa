// One handler, two callers: Next.js gets a Response, the direct path the same answer as text.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { directHandlerOf, jsonAnswer, jsonRoute, responseOf } from "./json-answer";

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
