// The security headers of every answer. Pages (and /docs, and the service worker's script) get a strict
// Content-Security-Policy: scripts only with this answer's nonce (Next.js puts it on its own scripts when the request
// carries the policy, app/docs/route.ts on Swagger UI's) and what they load ('strict-dynamic'). Machine answers (the
// partner API, the site's JSON routes, health and metrics) get a policy that allows nothing. Neither can be framed.
import { randomBytes } from "node:crypto";

export type ResponseKind = "page" | "api";

// A fresh nonce per page: 128 random bits.
export const newNonce = () => randomBytes(16).toString("base64");

// The origin of a configured tile server (NEXT_PUBLIC_TILE_URL), which the store map loads images from.
function tileOrigin(tileUrl: string | undefined): string {
  const match = tileUrl && /^https?:\/\/[^/{}]+/.exec(tileUrl);
  return match ? ` ${match[0]}` : "";
}

export function pagePolicy({ nonce, dev = false, tileUrl }: { nonce: string; dev?: boolean; tileUrl?: string }) {
  return [
    "default-src 'self'",
    // 'unsafe-eval' and the websocket only under `next dev` (React's refresh and hot reload need them).
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes: React's style props, Leaflet's and Swagger UI's positioning. No script runs from CSS.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileOrigin(tileUrl)}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

// A year, the minimum the browsers' preload lists accept.
export const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders({ policy, secure }: { policy: string; secure: boolean }): Record<string, string> {
  return {
    "content-security-policy": policy,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY", // frame-ancestors for browsers that predate it
    "referrer-policy": "strict-origin-when-cross-origin",
    // The store finder's "use my location" is the one feature the site uses.
    "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=(), usb=()",
    ...(secure && { "strict-transport-security": HSTS }),
  };
}

// The nonce Next.js would read from a request's policy: app/docs/route.ts puts it on its own script tags.
export function nonceOf(policy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
}
