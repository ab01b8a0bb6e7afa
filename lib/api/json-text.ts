// A JSON response keeps its text beside its body (under a Symbol.for key, the same in Next.js's bundles and in the
// server), so the direct path (direct-route-handlers.ts) writes that string to the socket instead of reading the body
// stream: the stream's bytes are an ArrayBuffer each, memory outside V8's heap, and at a few thousand responses of
// 10-30 kB a second (popular, type-ahead) that churn started a full GC every 180 ms.
export const JSON_TEXT = Symbol.for("rx-discount-card.json-text");

export function jsonResponse(body: unknown, init: { status: number; headers: Record<string, string> }): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, {
    status: init.status,
    headers: { "content-type": "application/json", ...init.headers },
  });
  Object.defineProperty(response, JSON_TEXT, { value: text });
  return response;
}

export function jsonTextOf(response: Response): string | undefined {
  const text = (response as unknown as Record<symbol, unknown>)[JSON_TEXT];
  return typeof text === "string" ? text : undefined;
}
