// The security headers of every kind of answer (lib/api/server/security-headers.ts): a strict nonce-based policy on pages,
// /docs and the service worker, a policy that allows nothing on machine answers, never framable, HSTS only over TLS
// (here: a trusted proxy's X-Forwarded-Proto), and the language cookie Secure over TLS.
import type { APIResponse } from "@playwright/test";
import { expect, test } from "../fixtures";

const COMMON = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=(), usb=()",
};

function expectMachineHeaders(res: APIResponse, what: string) {
  expect(res.headers(), what).toMatchObject({ ...COMMON, "content-security-policy": API_POLICY });
  expect(res.headers()["strict-transport-security"], what).toBeUndefined();
}
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

// The page's policy: its nonce, and what it allows. Each answer has a nonce of its own.
function pagePolicy(res: APIResponse, what: string): string {
  expect(res.headers(), what).toMatchObject(COMMON);
  const policy = res.headers()["content-security-policy"] ?? "";
  expect(policy, what).toMatch(/^default-src 'self'; script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic';/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) {
    expect(policy, what).toContain(directive);
  }
  expect(policy, what).not.toContain("unsafe-eval");
  return /'nonce-([^']+)'/.exec(policy)![1]!;
}

test("machine answers: the partner API (200 and errors), refusals, health, the reference's document", async ({
  request,
  account,
}) => {
  const key = { "x-api-key": account.apiKey };
  expectMachineHeaders(await request.get("/search/v1/popular", { headers: key }), "API 200");
  expectMachineHeaders(await request.get("/search/v1/popular"), "API 403");
  expectMachineHeaders(await request.get("/search/v2/"), "screen 404");
  expectMachineHeaders(await request.fetch("/", { method: "OPTIONS" }), "OPTIONS / 405");
  for (const path of ["/readyz", "/livez", "/healthz", "/openapi.json", "/api/search?q=ator"]) {
    expectMachineHeaders(await request.get(path), path);
  }
});

test("pages, /docs and the service worker carry a fresh nonce policy that their own scripts carry", async ({
  request,
}) => {
  for (const path of ["/", "/card", "/drug/atorvastatin", "/offline"]) {
    const res = await request.get(path);
    const nonce = pagePolicy(res, path);
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    expect(pagePolicy(await request.get(path), path)).not.toBe(nonce);
  }
  const docs = await request.get("/docs");
  const nonce = pagePolicy(docs, "/docs");
  expect(await docs.text()).toContain(`<script src="/docs/assets/init.js" nonce="${nonce}">`);
  pagePolicy(await request.get("/sw.js"), "/sw.js");
});

test("HSTS only over TLS: behind the trusted proxy when it says https, never on plain http", async ({ request }) => {
  const https = { "x-forwarded-proto": "https" };
  for (const path of ["/", "/search/v1/popular", "/readyz"]) {
    expect((await request.get(path)).headers()["strict-transport-security"], path).toBeUndefined();
    expect((await request.get(path, { headers: https })).headers()["strict-transport-security"], path).toBe(
      "max-age=31536000; includeSubDomains",
    );
  }
});
