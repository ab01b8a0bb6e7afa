import type { APIRequestContext } from "@playwright/test";
import { memberUpdates, sql } from "../database";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

const CARD = "/eligibility/v1/enrollment/card";
const PERSON = "/eligibility/v1/enrollment/person";
const INVALID = "Incorrect or missing required parameters.";

let partner: TestAccount;
let other: TestAccount;

test.beforeAll(async ({ databaseUrl }) => {
  [partner, other] = await Promise.all([
    createTestAccount(databaseUrl, { config: { coBrands: [{ accessCode: "CLINIC-9", name: "Clinic 9" }] } }),
    createTestAccount(databaseUrl, { cards: "people" }),
  ]);
});

function post(request: APIRequestContext, path: string, data: unknown, account: TestAccount = partner) {
  return request.post(path, { headers: { "x-api-key": account.apiKey, "content-type": "application/json" }, data });
}

// A card issued by the service (GET /membership): its member id and group.
async function issueCard(request: APIRequestContext, account: TestAccount = partner, query = "") {
  const res = await request.get(`/membership/v1/json/people${query}`, { headers: { "x-api-key": account.apiKey } });
  const { memberId, group } = await res.json();
  return { memberId: memberId as string, group: group as string };
}

async function expectError(res: import("@playwright/test").APIResponse, status: number, fields: object) {
  expect(res.status()).toBe(status);
  const body = await res.json();
  expect(body).toEqual({ id: expect.any(String), statusCode: status, ...fields });
}

const FULL = {
  subId: "02",
  firstName: "Ada",
  middleName: "Byron",
  lastName: "Lovelace",
  suffix: "Jr",
  gender: "female",
  dob: "1980-12-10",
  email: "ada@example.com",
  phone: "2125551234",
  address: { line1: "1 Main St", line2: "Apt 2", city: "New York", state: "NY", zip: "10001", zipExtension: "1234" },
  startDate: "2025-01-01",
  endDate: "2030-12-31",
  originDate: "2024-06-01",
};

test.describe("the state table (spec 3)", () => {
  test("create of a new member: 200 with the record echoed, active by default", async ({ request }) => {
    const card = await issueCard(request);
    const res = await post(request, CARD, { action: "create", ...card, ...FULL });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(String), action: "create", active: true, ...card, ...FULL });
  });

  test("create with active false enrolls the member inactive; gender defaults to unknown", async ({ request }) => {
    const card = await issueCard(request);
    const res = await post(request, CARD, { action: "create", ...card, active: false });
    expect(await res.json()).toEqual({
      id: expect.any(String),
      action: "create",
      active: false,
      gender: "unknown",
      ...card,
    });
  });

  test("create of an existing member: 400 Enrollment Already Exists, the record unchanged", async ({ request }) => {
    const card = await issueCard(request);
    await post(request, CARD, { action: "create", ...card, firstName: "First" });
    await expectError(await post(request, CARD, { action: "create", ...card, firstName: "Second" }), 400, {
      message: "Enrollment Already Exists. Use update action instead.",
      errorCode: "ENROLLMENT_ALREADY_EXISTS",
    });
    const unchanged = await (await post(request, CARD, { action: "update", ...card })).json();
    expect(unchanged.firstName).toBe("First");
  });

  test("update of an existing member: only the fields sent change, the whole record is echoed", async ({ request }) => {
    const card = await issueCard(request);
    await post(request, CARD, { action: "create", ...card, ...FULL });
    const key = { ...card, subId: FULL.subId };
    const res = await post(request, CARD, { action: "update", ...key, lastName: "King", address: { city: "London" } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({
      id: expect.any(String),
      action: "update",
      active: true,
      ...card,
      ...FULL,
      lastName: "King",
      address: { ...FULL.address, city: "London" },
    });
  });

  test("update with active false deactivates, active true reactivates", async ({ request }) => {
    const card = await issueCard(request);
    await post(request, CARD, { action: "create", ...card });
    const off = await (await post(request, CARD, { action: "update", ...card, active: false })).json();
    expect(off).toMatchObject({ action: "update", active: false });
    const still = await (await post(request, CARD, { action: "update", ...card, firstName: "Ada" })).json();
    expect(still).toMatchObject({ active: false, firstName: "Ada" });
    const on = await (await post(request, CARD, { action: "update", ...card, active: true })).json();
    expect(on).toMatchObject({ action: "update", active: true, firstName: "Ada" });
  });

  test("update of a member that is not enrolled: 404 Provided member not found", async ({ request }) => {
    const card = await issueCard(request);
    await expectError(await post(request, CARD, { action: "update", ...card, firstName: "Ada" }), 404, {
      message: "Provided member not found.",
      errorCode: "MEMBER_NOT_FOUND",
    });
    await post(request, CARD, { action: "create", ...card });
    await expectError(await post(request, CARD, { action: "update", ...card, subId: "07" }), 404, {
      message: "Provided member not found.",
      errorCode: "MEMBER_NOT_FOUND",
    });
  });
});

test("an empty string or null clears a field on update; a cleared gender is unknown", async ({ request }) => {
  const card = await issueCard(request);
  const key = { ...card, subId: FULL.subId };
  await post(request, CARD, { action: "create", ...card, ...FULL });
  const res = await post(request, CARD, {
    action: "update",
    ...key,
    middleName: "",
    suffix: null,
    gender: "",
    address: null,
  });
  const body = await res.json();
  expect(body).toEqual({
    id: expect.any(String),
    action: "update",
    active: true,
    ...card,
    subId: FULL.subId,
    firstName: "Ada",
    lastName: "Lovelace",
    gender: "unknown",
    dob: FULL.dob,
    email: FULL.email,
    phone: FULL.phone,
    startDate: FULL.startDate,
    endDate: FULL.endDate,
    originDate: FULL.originDate,
  });
});

test("subId tells members of one card apart; letters of memberId and group are read in capitals", async ({
  request,
}) => {
  const card = await issueCard(request);
  for (const subId of ["", "01", "02"]) {
    const res = await post(request, CARD, { action: "create", ...card, subId, firstName: `Sub${subId}` });
    expect(res.status(), subId).toBe(200);
  }
  const lower = { memberId: card.memberId.toLowerCase(), group: card.group.toLowerCase() };
  const first = await (await post(request, CARD, { action: "update", ...lower, subId: "01" })).json();
  expect(first).toMatchObject({ ...card, subId: "01", firstName: "Sub01" });
  const none = await (await post(request, CARD, { action: "update", ...card })).json();
  expect(none).toMatchObject({ firstName: "Sub" });
  expect(none.subId).toBeUndefined();
});

test("both paths answer with a trailing slash too", async ({ request }) => {
  const card = await issueCard(request);
  const person = { firstName: "Ada", lastName: "Lovelace", dob: "1980-12-10" };
  expect((await post(request, `${CARD}/`, { action: "create", ...card })).status()).toBe(200);
  expect((await post(request, `${PERSON}/`, { action: "update", ...card, ...person })).status()).toBe(200);
});

test("a co-brand's group is one of the account's groups", async ({ request }) => {
  const card = await issueCard(request, partner, "?accessCode=CLINIC-9");
  expect(card.group).toBe(partner.coBrands[0]!.cards.find((c) => c.type === "people")!.group);
  expect((await post(request, CARD, { action: "create", ...card })).status()).toBe(200);
});

test("/person requires firstName, lastName and dob and always returns them", async ({ request }) => {
  const card = await issueCard(request);
  const person = { firstName: "Grace", lastName: "Hopper", dob: "1906-12-09" };
  await expectError(await post(request, PERSON, { action: "create", ...card }), 400, {
    message: INVALID,
    errorCode: "FIRST_NAME_INCORRECT_OR_MISSING",
  });
  const created = await post(request, PERSON, { action: "create", ...card, ...person });
  expect(await created.json()).toEqual({
    id: expect.any(String),
    action: "create",
    active: true,
    gender: "unknown",
    ...card,
    ...person,
  });
  await expectError(await post(request, PERSON, { action: "update", ...card, firstName: "Grace" }), 400, {
    message: INVALID,
    errorCode: "LAST_NAME_INCORRECT_OR_MISSING",
  });
  const updated = await post(request, PERSON, { action: "update", ...card, ...person, lastName: "Murray Hopper" });
  expect(await updated.json()).toMatchObject({ action: "update", ...person, lastName: "Murray Hopper" });
});

test("personal data is stored encrypted; the echo and an update still show it", async ({ request, databaseUrl }) => {
  const card = await issueCard(request);
  await post(request, CARD, { action: "create", ...card, ...FULL });
  const updated = await post(request, CARD, { action: "update", ...card, subId: FULL.subId, middleName: "King" });
  expect(await updated.json()).toMatchObject({ ...FULL, middleName: "King" });
  const [row] = await sql<Record<string, unknown>>(
    databaseUrl,
    `SELECT * FROM "Enrollment" WHERE "group" = $1 AND "memberId" = $2`,
    [card.group, card.memberId],
  );
  expect(row!.personalDataKeyId).toEqual(expect.any(String));
  const { line1, line2, city, state, zip, zipExtension } = FULL.address;
  const plain = {
    ...FULL,
    middleName: "King",
    addressLine1: line1,
    addressLine2: line2,
    city,
    state,
    zip,
    zipExtension,
  };
  const columns = ["firstName", "middleName", "lastName", "suffix", "gender", "dob", "email", "phone"] as const;
  for (const column of [...columns, "addressLine1", "addressLine2", "city", "state", "zip", "zipExtension"] as const) {
    expect(row![column], column).not.toBe(plain[column]);
    expect(String(row![column]).length, column).toBeGreaterThanOrEqual(40); // IV + tag + value, base64
  }
  const stored = JSON.stringify(row);
  for (const value of ["Lovelace", "1980-12-10", "ada@example.com", "2125551234", "1 Main St", "New York"]) {
    expect(stored, value).not.toContain(value);
  }
  expect(row).toMatchObject({ memberId: card.memberId, subId: FULL.subId, startDate: FULL.startDate });
});

test("16 parallel creates of one member: exactly one 200, fifteen 400, one row", async ({ request, databaseUrl }) => {
  const card = await issueCard(request);
  const responses = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      post(request, i % 2 ? PERSON : CARD, {
        action: "create",
        ...card,
        firstName: `Racer${i}`,
        lastName: "Doe",
        dob: "1990-01-01",
      }),
    ),
  );
  const statuses = responses.map((r) => r.status()).sort();
  expect(statuses).toEqual([200, ...Array(15).fill(400)]);
  for (const res of responses.filter((r) => r.status() === 400)) {
    expect((await res.json()).errorCode).toBe("ENROLLMENT_ALREADY_EXISTS");
  }
  const rows = await sql<{ n: number | string }>(
    databaseUrl,
    `SELECT COUNT(*) AS n FROM "Enrollment" WHERE "group" = $1 AND "memberId" = $2`,
    [card.group, card.memberId],
  );
  expect(Number(rows[0]!.n)).toBe(1);
});

test("parallel updates of different fields all land", async ({ request, databaseUrl }) => {
  const card = await issueCard(request);
  await post(request, CARD, { action: "create", ...card });
  const updates = [
    { firstName: "Ada" },
    { lastName: "Lovelace" },
    { email: "ada@example.com" },
    { phone: "2125551234" },
    { dob: "1980-12-10" },
    { address: { state: "NY" } },
    { address: { zip: "10001" } },
    { startDate: "2025-01-01" },
  ];
  const responses = await Promise.all(updates.map((u) => post(request, CARD, { action: "update", ...card, ...u })));
  expect(responses.map((r) => r.status())).toEqual(updates.map(() => 200));
  const final = await (await post(request, CARD, { action: "update", ...card })).json();
  expect(final).toMatchObject({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "2125551234",
    dob: "1980-12-10",
    address: { state: "NY", zip: "10001" },
    startDate: "2025-01-01",
  });
  // One audit row per update written (updates arriving together share a transaction), none for a retried attempt.
  expect(await memberUpdates(databaseUrl, card)).toEqual({
    version: 2 + updates.length,
    updateAudits: updates.length + 1,
  });
});

for (const count of [128, 512]) {
  test(`${count} concurrent updates of one member: every one 200, each one version and one audit row`, async ({
    request,
    databaseUrl,
  }) => {
    test.setTimeout(120_000);
    const card = await issueCard(request);
    await post(request, CARD, { action: "create", ...card });
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) => post(request, CARD, { action: "update", ...card, suffix: `S${i}` })),
    );
    const statuses = responses.map((r) => r.status());
    console.log(`${count} concurrent updates of one member: ${Date.now() - started} ms`);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await memberUpdates(databaseUrl, card)).toEqual({ version: 1 + count, updateAudits: count });
  });
}

test.describe("validation (spec 7.3, N column), in the order of the spec's table", () => {
  let card: { memberId: string; group: string };
  test.beforeAll(async ({ request }) => {
    card = await issueCard(request);
  });

  const cases: [string, (c: { memberId: string; group: string }) => object, string, string?][] = [
    ["action missing", (c) => ({ ...c }), "ACTION_INCORRECT_OR_MISSING"],
    ["action delete", (c) => ({ ...c, action: "delete" }), "ACTION_INCORRECT_OR_MISSING"],
    ["action before memberId", () => ({ action: "nope", memberId: "" }), "ACTION_INCORRECT_OR_MISSING"],
    ['active "yes"', (c) => ({ action: "create", ...c, active: "yes" }), "ACTIVE_INCORRECT_OR_MISSING"],
    ["active 1", (c) => ({ action: "create", ...c, active: 1 }), "ACTIVE_INCORRECT_OR_MISSING"],
    ["memberId missing", (c) => ({ action: "create", group: c.group }), "MEMBER_ID_INCORRECT_OR_MISSING"],
    ["memberId empty", (c) => ({ action: "create", group: c.group, memberId: " " }), "MEMBER_ID_INCORRECT_OR_MISSING"],
    [
      "memberId a number",
      (c) => ({ action: "create", group: c.group, memberId: 123 }),
      "MEMBER_ID_INCORRECT_OR_MISSING",
    ],
    [
      "memberId with a wrong check digit",
      (c) => ({ action: "create", group: c.group, memberId: typo(c.memberId) }),
      "MEMBER_ID_INCORRECT_OR_MISSING",
    ],
    [
      "memberId of another format",
      (c) => ({ action: "create", group: c.group, memberId: "PT" + c.memberId.slice(2) }),
      "MEMBER_ID_INCORRECT_OR_MISSING",
    ],
    ["group missing", (c) => ({ action: "create", memberId: c.memberId }), "GROUP_INCORRECT_OR_MISSING"],
    [
      "group malformed",
      (c) => ({ action: "create", memberId: c.memberId, group: "H-1!" }),
      "GROUP_INCORRECT_OR_MISSING",
    ],
    [
      "group unknown",
      (c) => ({ action: "create", memberId: c.memberId, group: "HZZZZZZZZ" }),
      "GROUP_INCORRECT_OR_MISSING",
    ],
    ["subId a number", (c) => ({ action: "create", ...c, subId: 2 }), "SUB_ID_INCORRECT_OR_MISSING"],
    ["firstName a number", (c) => ({ action: "create", ...c, firstName: 42 }), "FIRST_NAME_INCORRECT_OR_MISSING"],
    [
      "middleName too long",
      (c) => ({ action: "create", ...c, middleName: "m".repeat(101) }),
      "MIDDLE_NAME_INCORRECT_OR_MISSING",
    ],
    [
      "lastName too long",
      (c) => ({ action: "create", ...c, lastName: "l".repeat(101) }),
      "LAST_NAME_INCORRECT_OR_MISSING",
    ],
    ["suffix too long", (c) => ({ action: "create", ...c, suffix: "s".repeat(21) }), "SUFFIX_INCORRECT_OR_MISSING"],
    ["gender other", (c) => ({ action: "create", ...c, gender: "other" }), "GENDER_INCORRECT_OR_MISSING"],
    ["dob 2024-02-30", (c) => ({ action: "create", ...c, dob: "2024-02-30" }), "DOB_INCORRECT_OR_MISSING"],
    ["dob 2023-02-29", (c) => ({ action: "create", ...c, dob: "2023-02-29" }), "DOB_INCORRECT_OR_MISSING"],
    ["dob 1980/01/01", (c) => ({ action: "create", ...c, dob: "1980/01/01" }), "DOB_INCORRECT_OR_MISSING"],
    ["dob in the future", (c) => ({ action: "create", ...c, dob: "2999-01-01" }), "DOB_INCORRECT_OR_MISSING"],
    ["email without a domain", (c) => ({ action: "create", ...c, email: "ada@example" }), "EMAIL_INCORRECT_OR_MISSING"],
    [
      "email with a space",
      (c) => ({ action: "create", ...c, email: "ada l@example.com" }),
      "EMAIL_INCORRECT_OR_MISSING",
    ],
    ["phone of 9 digits", (c) => ({ action: "create", ...c, phone: "212555123" }), "PHONE_INCORRECT_OR_MISSING"],
    [
      "phone outside NANP",
      (c) => ({ action: "create", ...c, phone: "+44 20 7946 0958" }),
      "PHONE_INCORRECT_OR_MISSING",
    ],
    ["phone of 11 digits", (c) => ({ action: "create", ...c, phone: "22125551234" }), "PHONE_INCORRECT_OR_MISSING"],
    ["address a string", (c) => ({ action: "create", ...c, address: "1 Main St" }), "ADDRESS_INCORRECT_OR_MISSING"],
    [
      "address.line1 a number",
      (c) => ({ action: "create", ...c, address: { line1: 1 } }),
      "ADDRESS_INCORRECT_OR_MISSING",
    ],
    [
      "address.state XX",
      (c) => ({ action: "create", ...c, address: { state: "XX" } }),
      "ADDRESS_STATE_INCORRECT_OR_MISSING",
    ],
    [
      "address.state spelled out",
      (c) => ({ action: "create", ...c, address: { state: "New York" } }),
      "ADDRESS_STATE_INCORRECT_OR_MISSING",
    ],
    [
      "address.zip of 4",
      (c) => ({ action: "create", ...c, address: { zip: "1000" } }),
      "ADDRESS_ZIP_INCORRECT_OR_MISSING",
    ],
    [
      "address.zipExtension of 5",
      (c) => ({ action: "create", ...c, address: { zip: "10001", zipExtension: "12345" } }),
      "ADDRESS_ZIP_EXT_INCORRECT_OR_MISSING",
    ],
    [
      "startDate 2025-13-01",
      (c) => ({ action: "create", ...c, startDate: "2025-13-01" }),
      "START_DATE_INCORRECT_OR_MISSING",
    ],
    ["endDate 2025-02-29", (c) => ({ action: "create", ...c, endDate: "2025-02-29" }), "END_DATE_INCORRECT_OR_MISSING"],
    [
      "endDate before startDate",
      (c) => ({ action: "create", ...c, startDate: "2025-06-01", endDate: "2025-05-31" }),
      "END_DATE_INCORRECT_OR_MISSING",
    ],
    [
      "originDate yesterday",
      (c) => ({ action: "create", ...c, originDate: "yesterday" }),
      "ORIGIN_DATE_INCORRECT_OR_MISSING",
    ],
    [
      "the first offending field wins",
      (c) => ({ action: "create", ...c, email: "x", phone: "1", originDate: "x" }),
      "EMAIL_INCORRECT_OR_MISSING",
    ],
    [
      "person: dob missing",
      (c) => ({ action: "create", ...c, firstName: "A", lastName: "B" }),
      "DOB_INCORRECT_OR_MISSING",
      PERSON,
    ],
    [
      "person: lastName empty",
      (c) => ({ action: "create", ...c, firstName: "A", lastName: "", dob: "1990-01-01" }),
      "LAST_NAME_INCORRECT_OR_MISSING",
      PERSON,
    ],
  ];

  for (const [name, body, errorCode, path = CARD] of cases) {
    test(`${name} -> ${errorCode}`, async ({ request }) => {
      await expectError(await post(request, path, body(card)), 400, { message: INVALID, errorCode });
    });
  }

  test("another account's group is not one of ours", async ({ request }) => {
    const theirs = await issueCard(request, other);
    await expectError(await post(request, CARD, { action: "create", ...theirs }), 400, {
      message: INVALID,
      errorCode: "GROUP_INCORRECT_OR_MISSING",
    });
  });

  test("a body that is not JSON names the first required field", async ({ request }) => {
    const res = await request.post(CARD, {
      headers: { "x-api-key": partner.apiKey, "content-type": "application/json" },
      data: "{action:",
    });
    await expectError(res, 400, { message: INVALID, errorCode: "ACTION_INCORRECT_OR_MISSING" });
  });

  test("an invalid request stores nothing", async ({ request, databaseUrl }) => {
    const fresh = await issueCard(request);
    for (const [, body, , path = CARD] of cases) expect((await post(request, path, body(fresh))).status()).toBe(400);
    const rows = await sql(databaseUrl, `SELECT "id" FROM "Enrollment" WHERE "memberId" = $1`, [fresh.memberId]);
    expect(rows).toEqual([]);
  });
});

function typo(memberId: string): string {
  return memberId.slice(0, -1) + String((Number(memberId.at(-1)) + 1) % 10);
}
