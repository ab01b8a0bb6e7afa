// What the HTTP server knows of the request under way, for code deeper in: who the client is (its address, TLS, a
// request from this host) and, once the endpoint wrapper has authenticated it, the account. One instance per process
// on globalThis: Next.js bundles route handlers apart from the server (scripts/serve.ts), each with its own copy of
// this module.
import { AsyncLocalStorage } from "node:async_hooks";
import type { ClientPeer } from "./client-peer";

export type RequestContext = { peer: ClientPeer; accountId?: string };

const KEY = Symbol.for("rx-discount-card.request-context");
const storage = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>;

export const runInRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

// Undefined outside a request the server is answering (a unit test, a CLI).
export const currentRequest = (): RequestContext | undefined => storage.getStore();
