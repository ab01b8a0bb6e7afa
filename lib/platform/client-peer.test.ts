import { describe, expect, it } from "vitest";
import { identifyPeer, parseTrustedProxies } from "./client-peer";

const request = (remoteAddress: string, headers: Record<string, string> = {}, encrypted = false) => ({
  socket: { remoteAddress, encrypted },
  headers,
});

describe("who the client is", () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies("10.0.0.1, 10.1.0.0/16, ::1");

  it("believes no forwarded header without a trusted proxy", () => {
    const peer = identifyPeer(
      request("198.51.100.7", { "x-forwarded-for": "1.2.3.4", "x-forwarded-proto": "https" }),
      none,
    );
    expect(peer).toEqual({ address: "198.51.100.7", secure: false, local: false });
  });

  it("takes the address a trusted proxy forwards: the rightmost hop that is not a trusted proxy", () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.1.2.3", "x-forwarded-proto": "https" };
    expect(identifyPeer(request("10.0.0.1", headers), proxies)).toEqual({
      address: "198.51.100.7",
      secure: true,
      local: false,
    });
    expect(identifyPeer(request("::ffff:10.0.0.1", { "x-forwarded-for": "198.51.100.8" }), proxies).address).toBe(
      "198.51.100.8",
    );
  });

  it("is local only for a request made on this host, not one a proxy here forwards", () => {
    expect(identifyPeer(request("127.0.0.1"), none).local).toBe(true);
    expect(identifyPeer(request("::ffff:127.0.0.1"), none).local).toBe(true);
    expect(identifyPeer(request("127.0.0.1", { "x-forwarded-for": "198.51.100.7" }), none).local).toBe(false);
    expect(identifyPeer(request("127.0.0.1", { forwarded: "for=198.51.100.7" }), none).local).toBe(false);
    expect(identifyPeer(request("::1"), proxies).local).toBe(true);
    expect(identifyPeer(request("::1", { "x-forwarded-for": "198.51.100.7" }), proxies).local).toBe(false);
  });

  it("is secure over TLS", () => {
    expect(identifyPeer(request("198.51.100.7", {}, true), none).secure).toBe(true);
  });

  it("refuses a TRUST_PROXY entry that is not an address", () => {
    expect(() => parseTrustedProxies("proxy.example")).toThrow(/TRUST_PROXY/);
  });
});
