import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

let partner: TestAccount;
test.beforeAll(async ({ databaseUrl }) => {
  partner = await createTestAccount(databaseUrl, { cards: "people", endpoints: "search" });
});

const get = (request: import("@playwright/test").APIRequestContext, path: string) =>
  request.get(path, { headers: { "x-api-key": partner.apiKey } });
const INVALID = "Incorrect or missing required parameters.";

test.describe("GET /search/v1/?query=", () => {
  test("returns medications in the spec's shape, with and without the trailing slash", async ({ request }) => {
    for (const path of ["/search/v1/?query=atorvastatin", "/search/v1?query=atorvastatin"]) {
      const res = await get(request, path);
      expect(res.status(), path).toBe(200);
      const body = await res.json();
      expect(Object.keys(body)).toEqual(["id", "results"]);
      const first = body.results[0];
      expect(first).toMatchObject({
        name: "atorvastatin",
        generic: "atorvastatin",
        slug: "atorvastatin",
        genericSlug: "atorvastatin",
      });
      expect(Object.keys(first)).toEqual(["name", "generic", "dose", "defaultDose", "slug", "genericSlug"]);
      expect(first.dose.map((d: { value: string }) => d.value)).toContain(first.defaultDose);
      for (const dose of first.dose) {
        expect(Object.keys(dose).sort()).toEqual(
          [
            "baseValue",
            "defaultQuantity",
            "doseForm",
            "label",
            "package",
            "program",
            "quantity",
            "unitLabel",
            "value",
          ].sort(),
        );
        expect(dose.value).toMatch(/^\d{11}$/);
        expect(dose.quantity.map((q: { value: string }) => q.value)).toContain(dose.defaultQuantity);
      }
    }
  });

  test("ranks prefixes above word prefixes and substrings, and respects limit", async ({ request }) => {
    const body = await (await get(request, "/search/v1/?query=ator&limit=3")).json();
    expect(body.results).toHaveLength(Math.min(3, body.results.length));
    expect(body.results[0].slug).toBe("atorvastatin");
    const statin = await (await get(request, "/search/v1/?query=statin")).json();
    expect(statin.results.length).toBeGreaterThan(2);
  });

  test("finds brands and their generic slug", async ({ request }) => {
    const body = await (await get(request, "/search/v1/?query=Lipitor")).json();
    expect(body.results[0]).toMatchObject({ name: "Lipitor", generic: "atorvastatin", genericSlug: "atorvastatin" });
  });

  for (const [typo, slug] of [
    ["lipitr", "lipitor"],
    ["amoxicilin", "amoxicillin"],
    ["metforman", "metformin-hydrochloride"],
  ]) {
    test(`tolerates the typo ${typo}`, async ({ request }) => {
      const body = await (await get(request, `/search/v1/?query=${typo}`)).json();
      expect(body.results.map((r: { slug: string }) => r.slug)).toContain(slug);
      expect(body.results[0].slug).toBe(slug);
    });
  }

  for (const [query, slug] of [
    ["apixaban", "eliquis"],
    ["HCTZ", "hydrochlorothiazide"],
    ["Clavamox", "amoxicillin-clavulanate"],
    ["Flonase", "fluticasone-propionate"],
  ]) {
    test(`finds ${slug} by another name a patient uses: ${query}`, async ({ request }) => {
      const body = await (await get(request, `/search/v1/?query=${query}`)).json();
      expect(body.results[0].slug).toBe(slug);
    });
  }

  test("never answers a drug it does not sell with a neighbour sharing its letters", async ({ request }) => {
    for (const query of ["Rimadyl", "Cerebyx"]) {
      const res = await get(request, `/search/v1/?query=${query}`);
      expect(res.status(), query).toBe(404);
    }
    const clonazepam = await (await get(request, "/search/v1/?query=clonazepam")).json();
    expect(clonazepam.results.map((r: { slug: string }) => r.slug)).not.toContain("lorazepam");
  });

  test("a trailing strength puts that dose first and makes it the default", async ({ request }) => {
    const body = await (await get(request, "/search/v1/?query=atorvastatin%2040%20mg&limit=1")).json();
    const [first] = body.results;
    expect(first.slug).toBe("atorvastatin");
    expect(first.dose[0].label).toBe("40 mg tablet");
    expect(first.defaultDose).toBe(first.dose[0].value);
    const plain = await (await get(request, "/search/v1/?query=atorvastatin&limit=1")).json();
    expect(plain.results[0].dose.length).toBe(first.dose.length);
  });

  test("a form asked by name answers that form's dose dispensed most, from the database", async ({ request }) => {
    // The per-dose evidence travels seed -> Dose.dispensed -> the search: the lowest strength was answered before.
    for (const [query, slug, label] of [
      ["amoxicillin suspension", "amoxicillin", "400 mg/5 mL oral suspension"],
      ["fentanyl patch", "fentanyl", "25 mcg/hr patch (72 hr)"],
      ["bupropion sr", "bupropion-hydrochloride", "150 mg extended-release tablet (12 hr)"],
    ]) {
      const [first] = (await (await get(request, `/search/v1/?query=${encodeURIComponent(query!)}&limit=1`)).json())
        .results;
      expect(first.slug, query).toBe(slug);
      expect(first.dose[0].label, query).toBe(label);
      expect(first.defaultDose, query).toBe(first.dose[0].value);
    }
  });

  test("a pet product as its label writes it answers the product, not a neighbour", async ({ request }) => {
    // Green Book labels and RxNorm's "for oral suspension" (prisma/seed/README.md, "Nineteenth pass: pets").
    for (const [query, slug, label] of [
      ["Mupirocin Ointment USP for dogs", "mupirocin", "2% ointment"],
      ["Praziquantel Tablets (Rx) for dogs", "praziquantel", "600 mg tablet"],
      ["Amoxicillin and Clavulanate Potassium for Oral Suspension for dogs", "amoxicillin-clavulanate", "600 mg-42.9 mg/5 mL oral suspension"], // prettier-ignore
      ["Neomycin Oral Solution for dogs", "neomycin-sulfate", "500 mg tablet"],
    ]) {
      const res = await get(request, `/search/v1/?query=${encodeURIComponent(query!)}&limit=1`);
      expect(res.status(), query).toBe(200);
      const [first] = (await res.json()).results;
      expect(first.slug, query).toBe(slug);
      expect(first.dose[0].label, query).toBe(label);
    }
  });

  test("answers 404 with an empty results array when nothing matches", async ({ request }) => {
    const res = await get(request, "/search/v1/?query=zzqxv");
    expect(res.status()).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 404, results: [] });
    expect(res.headers()["x-request-id"]).toBe(body.id);
  });

  test("labels doses, units and quantities in Spanish with locale=es-US, names unchanged", async ({ request }) => {
    const en = await (await get(request, "/search/v1/?query=atorvastatin&limit=1")).json();
    const es = await (await get(request, "/search/v1/?query=atorvastatin&limit=1&locale=es-US")).json();
    expect(es.results[0].name).toBe(en.results[0].name);
    expect(es.results[0].dose[0].value).toBe(en.results[0].dose[0].value);
    expect(es.results[0].dose[0].label).not.toBe(en.results[0].dose[0].label);
    expect(es.results[0].dose[0].label).toMatch(/tableta/i);
    expect(es.results[0].dose[0].quantity[0].label).toMatch(/tabletas/);
  });

  for (const [query, errorCode] of [
    ["", "QUERY_INCORRECT_OR_MISSING"],
    ["?query=", "QUERY_INCORRECT_OR_MISSING"],
    ["?query=%20%20", "QUERY_INCORRECT_OR_MISSING"],
    ["?query=ator&locale=fr-FR", "LOCALE_INCORRECT_OR_MISSING"],
    ["?query=ator&limit=0", "LIMIT_INCORRECT_OR_MISSING"],
    ["?query=ator&limit=11", "LIMIT_INCORRECT_OR_MISSING"],
    ["?query=ator&limit=2.5", "LIMIT_INCORRECT_OR_MISSING"],
    ["?query=ator&limit=abc", "LIMIT_INCORRECT_OR_MISSING"],
    ["?query=ator&limit=-1", "LIMIT_INCORRECT_OR_MISSING"],
    ["?limit=abc", "QUERY_INCORRECT_OR_MISSING"],
  ]) {
    test(`400 ${errorCode} for ${query || "no query"}`, async ({ request }) => {
      const res = await get(request, `/search/v1/${query}`);
      expect(res.status()).toBe(400);
      expect(await res.json()).toEqual({ id: expect.any(String), statusCode: 400, message: INVALID, errorCode });
    });
  }
});

test.describe("GET /search/v1/popular", () => {
  test("counts searches of the query endpoint and lists the most searched first", async ({ request }) => {
    for (let i = 0; i < 8; i++) await get(request, "/search/v1/?query=Lipitor");
    await expect
      .poll(
        async () =>
          (await (await get(request, "/search/v1/popular?limit=10")).json()).results.map(
            (r: { slug: string }) => r.slug,
          ),
        {
          timeout: 15_000,
        },
      )
      .toContain("lipitor");
    // Reading attributes or alternatives is not a search.
    for (let i = 0; i < 30; i++) await get(request, "/search/v1/attributes/zolpidem");
    const body = await (await get(request, "/search/v1/popular?limit=10&locale=es-US")).json();
    expect(body.results.map((r: { slug: string }) => r.slug)).not.toContain("zolpidem");
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect((await (await get(request, "/search/v1/popular?limit=1")).json()).results.length).toBeLessThanOrEqual(1);
  });

  for (const [query, errorCode] of [
    ["?limit=0", "LIMIT_INCORRECT_OR_MISSING"],
    ["?limit=11", "LIMIT_INCORRECT_OR_MISSING"],
    ["?limit=x", "LIMIT_INCORRECT_OR_MISSING"],
    ["?locale=de-DE", "LOCALE_INCORRECT_OR_MISSING"],
  ]) {
    test(`400 ${errorCode} for ${query}`, async ({ request }) => {
      const res = await get(request, `/search/v1/popular${query}`);
      expect(res.status()).toBe(400);
      expect((await res.json()).errorCode).toBe(errorCode);
    });
  }
});

test.describe("GET /search/v1/attributes/<slug>", () => {
  test("returns one medication at the top level", async ({ request }) => {
    const res = await get(request, "/search/v1/attributes/lipitor");
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["id", "name", "generic", "dose", "defaultDose", "slug", "genericSlug"]);
    expect(body).toMatchObject({ name: "Lipitor", slug: "lipitor", genericSlug: "atorvastatin" });
    expect((await get(request, "/search/v1/attributes/lipitor/")).status()).toBe(200);
  });

  test("400 SLUG_INCORRECT_OR_MISSING without a slug, 404 for an unknown one, 400 for a bad locale", async ({
    request,
  }) => {
    for (const path of ["/search/v1/attributes/", "/search/v1/attributes"]) {
      const res = await get(request, path);
      expect(res.status(), path).toBe(400);
      expect(await res.json()).toEqual({
        id: expect.any(String),
        statusCode: 400,
        message: INVALID,
        errorCode: "SLUG_INCORRECT_OR_MISSING",
      });
    }
    const missing = await get(request, "/search/v1/attributes/no-such-drug");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, errorCode: "MEDICATION_NOT_FOUND" });
    expect((await get(request, "/search/v1/attributes/lipitor?locale=xx")).status()).toBe(400);
  });
});

test.describe("GET /search/v1/alternatives/?slug=", () => {
  test("lists the brand and generic versions, generic first", async ({ request }) => {
    for (const path of ["/search/v1/alternatives/?slug=lipitor", "/search/v1/alternatives?slug=atorvastatin"]) {
      const body = await (await get(request, path)).json();
      expect(body.results[0]).toEqual({ slug: "atorvastatin", label: "atorvastatin", generic: true });
      expect(body.results).toContainEqual({ slug: "lipitor", label: "Lipitor", generic: false });
    }
  });

  test("lists a biological product's biosimilars beside it, and the reference product beside each", async ({
    request,
  }) => {
    const humira = (await (await get(request, "/search/v1/alternatives/?slug=humira")).json()).results;
    expect(humira).toContainEqual({ slug: "adalimumab-aacf", label: "adalimumab-aacf", generic: true });
    expect(humira).toContainEqual({ slug: "cyltezo", label: "Cyltezo", generic: false });
    expect(humira).toContainEqual({ slug: "humira", label: "Humira", generic: false });
    const semglee = (await (await get(request, "/search/v1/alternatives/?slug=semglee")).json()).results;
    expect(semglee.map((r: { slug: string }) => r.slug)).toEqual(
      expect.arrayContaining(["lantus", "insulin-glargine"]),
    );
  });

  test("400 without a slug, 404 for an unknown one", async ({ request }) => {
    for (const path of ["/search/v1/alternatives/", "/search/v1/alternatives/?slug="]) {
      const res = await get(request, path);
      expect(res.status()).toBe(400);
      expect((await res.json()).errorCode).toBe("SLUG_INCORRECT_OR_MISSING");
    }
    expect((await get(request, "/search/v1/alternatives/?slug=nope-nope")).status()).toBe(404);
  });
});
