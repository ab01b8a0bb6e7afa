import { describe, expect, it } from "vitest";
import { API_POLICY, newNonce, nonceOf, pagePolicy, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("give a page a strict nonce policy, with a tile server's origin when one is configured", () => {
    const nonce = newNonce();
    const policy = pagePolicy({ nonce, tileUrl: "https://tiles.example.org/{z}/{x}/{y}.png" });
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org;");
    expect(policy).not.toMatch(/unsafe-eval|ws:/);
    expect(nonceOf(policy)).toBe(nonce);
    expect(newNonce()).not.toBe(nonce);
    expect(pagePolicy({ nonce, dev: true })).toContain("'unsafe-eval'");
  });

  it("send HSTS only over TLS", () => {
    expect(securityHeaders({ policy: API_POLICY, secure: false })).not.toHaveProperty("strict-transport-security");
    expect(securityHeaders({ policy: API_POLICY, secure: true })["strict-transport-security"]).toMatch(/max-age=/);
  });
});
