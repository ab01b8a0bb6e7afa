// The HTTP server's limits: how long a client may take to send its request, how long an idle connection stays open,
// and how many connections one server process holds. Why these defaults (docs/operators.md has the table):
// - headers, 10 s: a browser or partner sends its request line and headers in one packet, within a round trip; 10 s
//   is a slow mobile link's worst case, and what a header trickle (slowloris) can hold a socket for;
// - whole request, 15 s: the largest body the API reads is 64 kB (lib/api/read-body.ts), 10 s at 50 kbit/s; a body
//   trickle is cut off then;
// - keep-alive, 5 s: Node's default; a client that reuses its connection does so at once. Behind a load balancer
//   set it above the balancer's idle timeout (e.g. 65 s behind one of 60 s), or the balancer may send a request on a
//   connection this server is closing;
// - idle socket, 120 s: a client that stops reading its answer (no byte either way for that long) is cut off. Node
//   counts the time the server takes to answer as idle too, so this must stay far above the slowest answer (a request
//   waiting for a read model that a busy machine builds in a minute);
// - 1,000 connections per process: far above what 2 cores serve (~2,000 requests/s, each connection busy for
//   milliseconds), far below the process's file descriptors; past it a new connection is closed at once, so a flood of
//   idle sockets cannot take memory and descriptors from the database pool and the requests under way.
import type http from "node:http";
import { env } from "../../env";

export const IDLE_SOCKET_MS = 120_000;
// How often Node checks the headers and request timeouts (its default, 30 s, would let a trickle run 30 s over).
export const TIMEOUT_CHECK_MS = 1_000;

export type ServerLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
};

export function serverLimits(): ServerLimits {
  const e = env();
  return {
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    // Node requires the whole request's timeout to be at least the headers'.
    requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_MS, e.HTTP_HEADERS_TIMEOUT_MS),
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.HTTP_MAX_CONNECTIONS,
  };
}

// The options of http.createServer that carry the limits.
export function serverOptions(limits: ServerLimits): http.ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    // The request screen answers a missing Host in JSON (Node's own answer is an empty 400).
    requireHostHeader: false,
  };
}

export function applyServerLimits(server: http.Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
  server.setTimeout(IDLE_SOCKET_MS); // with no 'timeout' listener, an idle socket is destroyed
}
