// The headers the client sends: the spec's two on every request (section 4: "Content-Type: application/json and the
// API key header are required"), a GET's included.
import { describe, expect, it } from "vitest";
import { createRxCardClient } from "./index";

function recordingClient() {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return new Response(JSON.stringify({ id: "x", results: [] }), { headers: { "content-type": "application/json" } });
  };
  return { sent, api: createRxCardClient({ baseUrl: "https://api.example.com", apiKey: "k-123", fetch }) };
}

describe("createRxCardClient", () => {
  it("sends x-api-key and Content-Type: application/json on a GET", async () => {
    const { sent, api } = recordingClient();
    await api.GET("/search/v1/popular", { params: { query: { limit: "5" } } });
    expect(sent[0]!.url).toBe("https://api.example.com/search/v1/popular?limit=5");
    expect(sent[0]!.headers.get("x-api-key")).toBe("k-123");
    expect(sent[0]!.headers.get("content-type")).toBe("application/json");
  });

  it("and on a POST with its JSON body", async () => {
    const { sent, api } = recordingClient();
    await api.POST("/pricing/v1/region/people", { body: { ndc: "00378180010", quantity: 30, zip: "10001" } });
    expect(sent[0]!.headers.get("content-type")).toBe("application/json");
    expect(await sent[0]!.json()).toEqual({ ndc: "00378180010", quantity: 30, zip: "10001" });
  });
});
