import { describe, expect, it } from "vitest";
import { jsonResponse, jsonTextOf } from "./json-text";

describe("jsonResponse", () => {
  it("keeps the very text its body holds, with the JSON content type, status and headers", async () => {
    const body = { id: "r1", results: [{ name: "café", n: 1 }] };
    const response = jsonResponse(body, { status: 404, headers: { "x-request-id": "r1" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-request-id")).toBe("r1");
    expect(jsonTextOf(response)).toBe(JSON.stringify(body));
    expect(await response.text()).toBe(jsonTextOf(response));
  });

  it("has no text for any other response", () => {
    expect(jsonTextOf(Response.json({ a: 1 }))).toBeUndefined();
  });
});
