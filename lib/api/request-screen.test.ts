import { describe, expect, it } from "vitest";
import { clientErrorRefusal, MALFORMED_HOST, screenHost, screenRequest } from "./request-screen";

const refusal = (method: string, target: string) => {
  const screened = screenRequest(method, target);
  return "refusal" in screened ? screened.refusal : undefined;
};

describe("the request screen", () => {
  it.each([
    ["GET", "/search/v1/popular"],
    ["GET", "/search/v1/?query=ator"],
    ["GET", "/search/v1?query=ator"],
    ["HEAD", "/search/v1/attributes/atorvastatin"],
    ["GET", "/search/v1/attributes/"],
    ["POST", "/pricing/v1/npi/people/"],
    ["POST", "/eligibility/v1/check"],
    ["GET", "/membership/v1/json/pets?accessCode=X"],
    ["GET", "/pharmacies/v1/chain?zip=10001&chainCode=CVS"],
    ["GET", "/"],
    ["GET", "/drug/atorvastatin?dose=1"],
    ["POST", "/card"],
    ["GET", "/_next/static/chunks/app.js"],
    ["GET", "/api/search?q=ator"],
    ["POST", "/api/prices"],
    ["GET", "/openapi.json"],
    ["GET", "/docs/assets/..%2Fpackage.json"],
  ])("passes %s %s to the app unchanged", (method, target) => {
    expect(screenRequest(method, target)).toMatchObject({ url: target });
  });

  it.each([
    [
      "/api/pricing/v1/region/people?limit=10&index=0&accessCode=www.google.com",
      "/pricing/v1/region/people?limit=10&index=0&accessCode=www.google.com",
    ],
    ["/api/search/v1/?query=ator", "/search/v1/?query=ator"],
    ["/api/membership/v1/json", "/membership/v1/json"],
    ["http://api.example.com/api/eligibility/v1/check", "/eligibility/v1/check"],
    ["http://api.example.com", "/"],
  ])("serves %s as %s", (target, url) => {
    const method = url.startsWith("/eligibility") || url.startsWith("/pricing") ? "POST" : "GET";
    expect(screenRequest(method, target)).toMatchObject({ url });
  });

  it.each([
    ["GET", "/search/v2/", 404],
    ["POST", "/pricing/v1/npi/cats", 404],
    ["GET", "/pricing", 404],
    ["DELETE", "/pharmacies/v1/chains/x", 404],
    ["GET", "/api/pricing/v2/region/people", 404],
    ["GET", "/api/nothing", 404],
    ["GET", "/api", 404],
    ["POST", "/api/search/v1/popular", 405],
    ["GET", "/pricing/v1/npi/people", 405],
    ["HEAD", "/eligibility/v1/check", 405],
    ["OPTIONS", "/search/v1/popular", 405],
    ["TRACE", "/search/v1/popular", 405],
    ["PUT", "/membership/v1/json", 405],
    ["GET", "/api/card", 405],
    ["TRACE", "/", 405],
    ["CONNECT", "/drug/atorvastatin", 405],
    ["OPTIONS", "/", 405],
    ["OPTIONS", "/drug/atorvastatin", 405],
    ["GET", "//search/v1/popular", 400],
    ["GET", "/search//v1/popular", 400],
    ["GET", "/search/v1/../v1/popular", 400],
    ["GET", "/search/./v1/popular", 400],
    ["GET", "/search/%2e%2e/etc/passwd", 400],
    ["GET", "/search/v1/attributes/%E0%A4%A", 400],
    ["GET", "/search\\v1\\popular", 400],
    ["GET", "/..", 400],
    ["GET", "//", 400],
    ["OPTIONS", "*", 400],
  ])("refuses %s %s with %i", (method, target, status) => {
    expect(refusal(method, target)?.status).toBe(status);
  });

  it("names the methods a route takes in Allow, HEAD wherever GET is", () => {
    expect(refusal("POST", "/search/v1/popular")?.allow).toBe("GET, HEAD");
    expect(refusal("GET", "/pricing/v1/region/pets")?.allow).toBe("POST");
    expect(refusal("DELETE", "/api/eligibility/v1/enrollment/card")?.allow).toBe("POST");
    expect(refusal("GET", "/search/v2")?.allow).toBeUndefined();
  });
});

describe("the Host header", () => {
  it.each(["localhost", "localhost:3000", "127.0.0.1:3160", "[::1]:3000", "api.example.com", "a-b.example_1.org:443"])(
    "takes %s",
    (host) => expect(screenHost(host)).toBeUndefined(),
  );

  it.each([["a%b"], ["a b"], ["[::1"], ["a:abc"], ["a:99999"], ["a/b"], ["a@b"], [""], [undefined], [["a", "b"]]])(
    "refuses %j with a 400",
    (host) => {
      expect(screenHost(host)).toEqual({ status: 400, message: MALFORMED_HOST });
    },
  );
});

it("names the template of the route a path matched, for the metrics", () => {
  expect(screenRequest("GET", "/search/v1/attributes/lipitor?locale=en-US")).toEqual({
    url: "/search/v1/attributes/lipitor?locale=en-US",
    route: "/search/v1/attributes/{slug}",
  });
  expect(screenRequest("GET", "/drug/lipitor")).toEqual({ url: "/drug/lipitor" });
});

describe("clientErrorRefusal", () => {
  const overflow = (text: string) => ({ code: "HPE_HEADER_OVERFLOW", rawPacket: Buffer.from(text, "latin1") });

  it("is 414 while the request line is being read, 431 once it was", () => {
    expect(clientErrorRefusal(overflow(`GET /search/v1/?query=${"a".repeat(20_000)}`)).status).toBe(414);
    expect(clientErrorRefusal(overflow(`${"a".repeat(9_000)} HTTP/1.1\r\nHost: x\r\n`)).status).toBe(414);
    expect(clientErrorRefusal(overflow(`x-big: ${"a".repeat(20_000)}\r\nx-more: 1`)).status).toBe(431);
    expect(clientErrorRefusal(overflow(`GET / HTTP/1.1\r\nx-big: ${"a".repeat(20_000)}`)).status).toBe(431);
  });

  it("is 400 for a request node:http cannot parse, 408 for a timeout", () => {
    expect(clientErrorRefusal({ code: "HPE_INVALID_METHOD" }).status).toBe(400);
    expect(clientErrorRefusal({ code: "ERR_HTTP_REQUEST_TIMEOUT" }).status).toBe(408);
  });
});
