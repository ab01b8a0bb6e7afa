import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

const LUHN = (digits: string) => {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
};

let partner: TestAccount;
let peopleOnly: TestAccount;
let custom: TestAccount;

test.beforeAll(async ({ databaseUrl }) => {
  [partner, peopleOnly, custom] = await Promise.all([
    createTestAccount(databaseUrl, { config: { coBrands: [{ accessCode: "CLINIC-7", name: "Clinic 7" }] } }),
    createTestAccount(databaseUrl, { cards: "people" }),
    createTestAccount(databaseUrl, {
      config: {
        cards: { people: { bin: "610999", pcn: "CUSTOM", memberIdPrefix: "ZX", memberIdDigits: 12 } },
        coBrands: [{ accessCode: "vet-partner", name: "Vet partner", cards: { pets: { pcn: "VETPCN" } } }],
      },
    }),
  ]);
});

const headers = (account: TestAccount) => ({ "x-api-key": account.apiKey, "content-type": "application/json" });

test("the combined endpoint returns one new card per enabled card type", async ({ request }) => {
  const res = await request.get("/membership/v1/json", { headers: headers(partner) });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(Object.keys(body)).toEqual(["id", "cards"]);
  expect(body.cards.map((c: { type: string }) => c.type)).toEqual(["people", "pets"]);
  for (const card of body.cards) {
    expect(Object.keys(card).sort()).toEqual(["bin", "configId", "group", "memberId", "pcn", "type"]);
    const config = partner.cards.find((c) => c.type === card.type)!;
    expect(card).toMatchObject({ bin: config.bin, pcn: config.pcn, group: config.group, configId: config.configId });
    expect(LUHN(card.memberId.replace(/^[A-Z]+/, ""))).toBe(true);
  }
  expect(body.cards[0].memberId).toMatch(/^RX\d{10}$/);
  expect(body.cards[1].memberId).toMatch(/^PT\d{10}$/);
  expect(body.cards[0].group).not.toBe(body.cards[1].group);
});

test("an account with only people cards gets only a people card", async ({ request }) => {
  const body = await (await request.get("/membership/v1/json", { headers: headers(peopleOnly) })).json();
  expect(body.cards).toHaveLength(1);
  expect(body.cards[0].type).toBe("people");
});

for (const type of ["people", "pets"] as const) {
  test(`/membership/v1/json/${type} returns the top-level card shape`, async ({ request }) => {
    const res = await request.get(`/membership/v1/json/${type}`, { headers: headers(partner) });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["bin", "configId", "group", "id", "memberId", "pcn"]);
    expect(body.configId).toBe(partner.cards.find((c) => c.type === type)!.configId);
    expect(res.headers()["x-request-id"]).toBe(body.id);
  });
}

test("every request issues a different member id", async ({ request }) => {
  const ids = new Set<string>();
  const bodies = await Promise.all(
    Array.from({ length: 20 }, async () =>
      (await request.get("/membership/v1/json/people", { headers: headers(partner) })).json(),
    ),
  );
  for (const body of bodies) ids.add(body.memberId);
  expect(ids.size).toBe(20);
});

test("the account's card configuration sets BIN, PCN and the member-id format", async ({ request }) => {
  const body = await (await request.get("/membership/v1/json/people", { headers: headers(custom) })).json();
  expect(body).toMatchObject({ bin: "610999", pcn: "CUSTOM" });
  expect(body.memberId).toMatch(/^ZX\d{12}$/);
  expect(LUHN(body.memberId.slice(2))).toBe(true);
});

test("accessCode selects the co-brand's card configuration and group", async ({ request }) => {
  const coBrand = partner.coBrands[0]!;
  const body = await (
    await request.get("/membership/v1/json?accessCode=CLINIC-7", { headers: headers(partner) })
  ).json();
  const people = body.cards.find((c: { type: string }) => c.type === "people");
  const coBrandPeople = coBrand.cards.find((c) => c.type === "people")!;
  expect(people).toMatchObject({ group: coBrandPeople.group, configId: coBrandPeople.configId });
  expect(people.group).not.toBe(partner.cards[0]!.group);

  const vet = await (
    await request.get("/membership/v1/json/pets?accessCode=vet-partner", { headers: headers(custom) })
  ).json();
  expect(vet.pcn).toBe("VETPCN");
});

test("an accessCode that names no co-brand issues the account's own card", async ({ request }) => {
  const body = await (
    await request.get("/membership/v1/json/people?accessCode=NO-SUCH-CODE", { headers: headers(partner) })
  ).json();
  expect(body.configId).toBe(partner.cards.find((c) => c.type === "people")!.configId);
});

test("another account's accessCode does not select that account's co-brand", async ({ request }) => {
  const body = await (
    await request.get("/membership/v1/json/pets?accessCode=vet-partner", { headers: headers(partner) })
  ).json();
  expect(body.configId).toBe(partner.cards.find((c) => c.type === "pets")!.configId);
});

for (const [locale, status] of [
  ["en-US", 200],
  ["es-US", 200],
  ["es-us", 200],
  ["fr-FR", 400],
  ["", 400],
  ["en", 400],
] as const) {
  test(`locale=${JSON.stringify(locale)} -> ${status}`, async ({ request }) => {
    for (const path of ["/membership/v1/json", "/membership/v1/json/people", "/membership/v1/json/pets"]) {
      const res = await request.get(`${path}?locale=${locale}`, { headers: headers(partner) });
      expect(res.status(), path).toBe(status);
      if (status === 400) {
        const body = await res.json();
        expect(body).toEqual({
          id: expect.any(String),
          statusCode: 400,
          message: "Incorrect or missing required parameters.",
          errorCode: "LOCALE_INCORRECT_OR_MISSING",
        });
      }
    }
  });
}

test("the spec's paths answer with and without a trailing slash, with no redirect", async ({ request }) => {
  for (const path of ["/membership/v1/json/", "/membership/v1/json/people/", "/membership/v1/json/pets/"]) {
    const res = await request.get(path, { headers: headers(partner), maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
  }
});
