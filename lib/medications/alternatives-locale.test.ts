// GET /search/v1/alternatives reads `locale` as attributes does: the spec lists no locale parameter for it but gives
// LOCALE_INCORRECT_OR_MISSING to attributes/alternatives (spec 7.3, "A"), so en-US and es-US (any case) answer the same
// versions (their labels are drug names) and any other value is 400 LOCALE_INCORRECT_OR_MISSING. Through the route
// handler, with the catalog's versions of one medication.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "../accounts/create-account";

const versions = [
  { slug: "atorvastatin", name: "atorvastatin calcium", generic: "atorvastatin calcium", isBrand: false },
  { slug: "lipitor", name: "Lipitor", generic: "atorvastatin calcium", isBrand: true },
];
vi.mock("./catalog-index", () => ({
  getCatalog: async () => ({ alternatives: new Map(versions.map((m) => [m.slug, versions])) }),
}));
const { GET } = await import("../../app/search/v1/alternatives/route");

let key = "";
beforeAll(async () => {
  key = (await createAccount({ name: "alternatives locale" })).apiKey;
});

async function get(query: string) {
  const request = new NextRequest(`http://localhost/search/v1/alternatives/${query}`, {
    headers: { "x-api-key": key },
  });
  const res = await GET(request, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

const RESULTS = [
  { slug: "atorvastatin", label: "atorvastatin calcium", generic: true },
  { slug: "lipitor", label: "Lipitor", generic: false },
];

describe("GET /search/v1/alternatives: locale (spec 4.4, 7.3)", () => {
  it.each(["", "&locale=en-US", "&locale=es-US", "&locale=ES-us"])(
    "?slug=lipitor%s answers the versions",
    async (l) => {
      const res = await get(`?slug=lipitor${l}`);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual(RESULTS);
    },
  );

  it.each(["fr-FR", "es", "", "en_US"])("locale=%s is 400 LOCALE_INCORRECT_OR_MISSING", async (locale) => {
    const res = await get(`?slug=lipitor&locale=${locale}`);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("LOCALE_INCORRECT_OR_MISSING");
  });

  it("a slug missing is still SLUG_INCORRECT_OR_MISSING, an unknown one 404", async () => {
    expect((await get("?locale=es-US")).body.errorCode).toBe("SLUG_INCORRECT_OR_MISSING");
    expect((await get("?slug=nope-nope&locale=es-US")).status).toBe(404);
  });
});
