import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { sql } from "../database";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

const CHECK = "/eligibility/v1/check";
const ENROLL = "/eligibility/v1/enrollment/card";
const INVALID = "Incorrect or missing required parameters.";
const UNKNOWN_NDC = "99999999999";
// The catalog's first NDC, or levothyroxine 25 mcg (NADAC 0.03948 EA) inserted when the catalog is empty.
let ndc = "00378180010";

type Card = { memberId: string; group: string };
const accounts: Record<string, TestAccount> = {};

// Accounts by the eligibility rules their keys switch on.
const RULES = {
  enrolled: {},
  open: { requireEnrollment: false },
  prescriber: { requireEnrollment: false, requirePrescriber: true },
  age: { requireEnrollment: false, rejectAgeOver64: true },
  states: { requireEnrollment: false, excludedStates: ["NY", "CA"] },
  limit: { requireEnrollment: false, memberLimitPerCard: 2 },
};

test.beforeAll(async ({ databaseUrl }) => {
  test.setTimeout(120_000);
  const names = Object.keys(RULES) as (keyof typeof RULES)[];
  const created = await Promise.all(
    names.map((name) =>
      createTestAccount(databaseUrl, {
        name: `eligibility ${name}`,
        config: {
          eligibility: RULES[name],
          ...(name === "enrolled" && { coBrands: [{ accessCode: "CO-1", name: "Co-brand" }] }),
        },
      }),
    ),
  );
  names.forEach((name, i) => (accounts[name] = created[i]!));
  const [first] = await sql<{ ndc: string }>(databaseUrl, `SELECT "ndc" FROM "Ndc" ORDER BY "ndc" LIMIT 1`);
  if (first) ndc = first.ndc;
  else {
    await sql(
      databaseUrl,
      `INSERT INTO "Ndc" ("ndc", "description", "isBrand", "nadacPerUnit", "pricingUnit") VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [ndc, "LEVOTHYROXINE SODIUM 25 MCG TAB", databaseUrl.startsWith("file:") ? 0 : false, 0.03948, "EA"],
    );
  }
  expect(await sql(databaseUrl, `SELECT "ndc" FROM "Ndc" WHERE "ndc" = $1`, [UNKNOWN_NDC])).toEqual([]);
});

function post(request: APIRequestContext, url: string, data: unknown, account: TestAccount) {
  return request.post(url, { headers: { "x-api-key": account.apiKey, "content-type": "application/json" }, data });
}

async function issueCard(request: APIRequestContext, account: TestAccount, type = "people", query = ""): Promise<Card> {
  const res = await request.get(`/membership/v1/json/${type}${query}`, { headers: { "x-api-key": account.apiKey } });
  const { memberId, group } = await res.json();
  return { memberId, group };
}

let people = 0;
// A distinct patient per call, so specs on both databases and parallel tests never share a person.
function patient(overrides: object = {}) {
  const n = `${Date.now().toString(36)}${(people++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: `Pat${n}`, lastName: "Doe", gender: "unknown", dob: "1980-01-01", ...overrides };
}

function checkBody(card: Card, overrides: object = {}) {
  return { ...card, ...patient(), address: { zip: "10001" }, medication: { ndc, quantity: 30 }, ...overrides };
}

// Today in New York (the date of service) shifted by whole days, and the date at UTC+14.
function newYorkDate(days = 0): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const date = new Date(`${get("year")}-${get("month")}-${get("day")}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const latestDateOnEarth = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

async function expectEligible(res: APIResponse) {
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ id: expect.any(String), eligible: true });
}

async function expectIneligible(res: APIResponse, code: string, message: string) {
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ id: expect.any(String), eligible: false, code, message });
}

async function expectInvalid(res: APIResponse, status: number, code: string, message: string) {
  expect(res.status()).toBe(status);
  expect(await res.json()).toEqual({ id: expect.any(String), statusCode: status, code, message });
}

async function expectParam(res: APIResponse, errorCode: string) {
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    id: expect.any(String),
    statusCode: 400,
    message: INVALID,
    code: "INCORRECT_OR_MISSING_PARAMS",
    errorCode,
  });
}

test("an eligible patient: 200 { id, eligible: true }", async ({ request }) => {
  const card = await issueCard(request, accounts.open!);
  await expectEligible(await post(request, CHECK, checkBody(card), accounts.open!));
  await expectEligible(await post(request, `${CHECK}/`, checkBody(card), accounts.open!));
});

test.describe("validation (spec 7.3, E column): code INCORRECT_OR_MISSING_PARAMS and the first offending field", () => {
  const without = (key: string) => (b: Record<string, unknown>) => {
    const copy = { ...b };
    delete copy[key];
    return copy;
  };
  const set = (o: object) => (b: Record<string, unknown>) => ({ ...b, ...o });
  const medication = (o: object) => (b: Record<string, unknown>) => ({
    ...b,
    medication: { ...(b.medication as object), ...o },
  });
  const cases: [string, (b: Record<string, unknown>) => object, string][] = [
    ["memberId missing", without("memberId"), "MEMBER_ID_INCORRECT_OR_MISSING"],
    ["memberId empty", set({ memberId: "" }), "MEMBER_ID_INCORRECT_OR_MISSING"],
    ["memberId a number", set({ memberId: 123456 }), "MEMBER_ID_INCORRECT_OR_MISSING"],
    ["group missing", without("group"), "GROUP_INCORRECT_OR_MISSING"],
    ["group malformed", set({ group: "H-1 2" }), "GROUP_INCORRECT_OR_MISSING"],
    ["firstName missing", without("firstName"), "FIRST_NAME_INCORRECT_OR_MISSING"],
    ["firstName blank", set({ firstName: "  " }), "FIRST_NAME_INCORRECT_OR_MISSING"],
    ["middleName a number", set({ middleName: 7 }), "MIDDLE_NAME_INCORRECT_OR_MISSING"],
    ["lastName missing", without("lastName"), "LAST_NAME_INCORRECT_OR_MISSING"],
    ["gender missing", without("gender"), "GENDER_INCORRECT_OR_MISSING"],
    ["gender x", set({ gender: "x" }), "GENDER_INCORRECT_OR_MISSING"],
    ["dob missing", without("dob"), "DOB_INCORRECT_OR_MISSING"],
    ["dob 2024-02-30", set({ dob: "2024-02-30" }), "DOB_INCORRECT_OR_MISSING"],
    ["dob 1980-1-1", set({ dob: "1980-1-1" }), "DOB_INCORRECT_OR_MISSING"],
    ["email x@y", set({ email: "x@y" }), "EMAIL_INCORRECT_OR_MISSING"],
    ["phone 123", set({ phone: "123" }), "PHONE_INCORRECT_OR_MISSING"],
    ["phone 11 digits, not after a 1", set({ phone: "22125551234" }), "PHONE_INCORRECT_OR_MISSING"],
    ["address a string", set({ address: "1 Main St" }), "ADDRESS_INCORRECT_OR_MISSING"],
    ["address.city an object", set({ address: { zip: "10001", city: {} } }), "ADDRESS_INCORRECT_OR_MISSING"],
    ["address.state ZZ", set({ address: { zip: "10001", state: "ZZ" } }), "ADDRESS_STATE_INCORRECT_OR_MISSING"],
    ["address missing (zip is required)", without("address"), "ADDRESS_ZIP_INCORRECT_OR_MISSING"],
    ["address.zip missing", set({ address: { state: "NY" } }), "ADDRESS_ZIP_INCORRECT_OR_MISSING"],
    ["address.zip 1000", set({ address: { zip: "1000" } }), "ADDRESS_ZIP_INCORRECT_OR_MISSING"],
    [
      "address.zipExtension 12345",
      set({ address: { zip: "10001", zipExtension: "12345" } }),
      "ADDRESS_ZIP_EXT_INCORRECT_OR_MISSING",
    ],
    ["prescriber a string", set({ prescriber: "1234567893" }), "PRESCRIBER_INCORRECT_OR_MISSING"],
    [
      "prescriber npi of 9 digits",
      set({ prescriber: { type: "npi", id: "123456789" } }),
      "PRESCRIBER_INCORRECT_OR_MISSING",
    ],
    ["prescriber dea F1234", set({ prescriber: { type: "dea", id: "F1234" } }), "PRESCRIBER_INCORRECT_OR_MISSING"],
    ["prescriber state A1", set({ prescriber: { type: "state", id: "A1" } }), "PRESCRIBER_INCORRECT_OR_MISSING"],
    ["prescriber id without type", set({ prescriber: { id: "1234567893" } }), "PRESCRIBER_TYPE_INCORRECT_OR_MISSING"],
    [
      "prescriber type md",
      set({ prescriber: { type: "md", id: "1234567893" } }),
      "PRESCRIBER_TYPE_INCORRECT_OR_MISSING",
    ],
    ["medication missing", without("medication"), "MEDICATION_INCORRECT_OR_MISSING"],
    ["medication a string", set({ medication: ndc }), "MEDICATION_INCORRECT_OR_MISSING"],
    ["medication.ndc missing", set({ medication: { quantity: 30 } }), "MEDICATION_NDC_INCORRECT_OR_MISSING"],
    ["medication.ndc of 10 digits", medication({ ndc: "0037818001" }), "MEDICATION_NDC_INCORRECT_OR_MISSING"],
    ["medication.ndc hyphenated", medication({ ndc: "00378-1800-10" }), "MEDICATION_NDC_INCORRECT_OR_MISSING"],
    ["medication.ndc not in the catalog", medication({ ndc: UNKNOWN_NDC }), "MEDICATION_NDC_INCORRECT_OR_MISSING"],
    ["medication.quantity 0", medication({ quantity: 0 }), "QUANTITY_INCORRECT_OR_MISSING"],
    ['medication.quantity "30 tablets"', medication({ quantity: "30 tablets" }), "QUANTITY_INCORRECT_OR_MISSING"],
    ['medication.daysSupply ""', medication({ daysSupply: "" }), "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ["medication.daysSupply 0", medication({ daysSupply: 0 }), "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ["medication.daysSupply 366", medication({ daysSupply: 366 }), "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ["medication.daysSupply 7.5", medication({ daysSupply: 7.5 }), "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    [
      "the first offending field wins",
      set({ gender: "x", email: "bad", medication: {} }),
      "GENDER_INCORRECT_OR_MISSING",
    ],
  ];
  for (const [name, change, errorCode] of cases) {
    test(`${name} -> ${errorCode}`, async ({ request }) => {
      const body = change(checkBody({ memberId: "RX1234567893", group: "HUNKNOWN1" }));
      await expectParam(await post(request, CHECK, body, accounts.open!), errorCode);
    });
  }

  test("optional fields may be empty, and daysSupply defaults to 30", async ({ request }) => {
    const card = await issueCard(request, accounts.open!);
    const body = checkBody(card, { middleName: "", email: null, phone: "", prescriber: null });
    await expectEligible(await post(request, CHECK, body, accounts.open!));
    const full = checkBody(card, {
      email: "pat@example.com",
      phone: "2125551234",
      gender: "Female",
      address: { line1: "1 Main St", city: "New York", state: "ny", zip: "10001", zipExtension: "1234" },
      prescriber: { type: "NPI", id: "1234567893" },
      medication: { ndc, quantity: 2.5, daysSupply: 365 },
    });
    await expectEligible(await post(request, CHECK, full, accounts.open!));
  });
});

test.describe("reason codes (spec 7.2)", () => {
  test("INVALID_DATE_OF_BIRTH: a dob after today anywhere", async ({ request }) => {
    const card = await issueCard(request, accounts.open!);
    const res = await post(request, CHECK, checkBody(card, { dob: newYorkDate(2) }), accounts.open!);
    await expectInvalid(res, 400, "INVALID_DATE_OF_BIRTH", "Provided date of birth is invalid.");
  });

  test("INVALID_DATE_OF_SERVICE: a dob that is today somewhere but after today in New York", async ({ request }) => {
    const card = await issueCard(request, accounts.open!);
    const dob = latestDateOnEarth();
    const res = await post(request, CHECK, checkBody(card, { dob }), accounts.open!);
    // From about 05:00 to midnight New York time, UTC+14 is already on the next day; before that they agree.
    if (dob > newYorkDate()) await expectInvalid(res, 400, "INVALID_DATE_OF_SERVICE", "Invalid date of service.");
    else await expectEligible(res);
  });

  test("a dob of today in New York is valid (a newborn)", async ({ request }) => {
    const card = await issueCard(request, accounts.open!);
    await expectEligible(await post(request, CHECK, checkBody(card, { dob: newYorkDate() }), accounts.open!));
  });

  test("INVALID_CARD_FORMAT: a card number of the wrong length for the group", async ({ request }) => {
    const card = await issueCard(request, accounts.open!);
    for (const memberId of [card.memberId.slice(0, -1), card.memberId + "0", "RX1"]) {
      const res = await post(request, CHECK, checkBody({ ...card, memberId }), accounts.open!);
      await expectInvalid(res, 400, "INVALID_CARD_FORMAT", "The card number provided is an invalid format.");
    }
  });

  test("INVALID_CARD_NUMBER: a wrong check digit or prefix, a number never issued, another account's card", async ({
    request,
  }) => {
    const card = await issueCard(request, accounts.open!);
    const theirs = await issueCard(request, accounts.enrolled!);
    const wrongDigit = card.memberId.slice(0, -1) + String((Number(card.memberId.at(-1)) + 1) % 10);
    const neverIssued = luhnComplete("RX", randomDigits(9));
    for (const memberId of [wrongDigit, "ZZ" + card.memberId.slice(2), neverIssued, theirs.memberId]) {
      const res = await post(request, CHECK, checkBody({ group: card.group, memberId }), accounts.open!);
      await expectInvalid(res, 400, "INVALID_CARD_NUMBER", "The card number provided is invalid.");
    }
  });

  test("MISSING_PRESCRIBER_ID when the account requires a prescriber", async ({ request }) => {
    const account = accounts.prescriber!;
    const card = await issueCard(request, account);
    for (const prescriber of [undefined, { type: "npi" }, { type: "npi", id: "" }]) {
      const res = await post(request, CHECK, checkBody(card, { prescriber }), account);
      await expectInvalid(res, 400, "MISSING_PRESCRIBER_ID", "Prescriber ID is missing in the request.");
    }
    for (const prescriber of [
      { type: "npi", id: "1234567893" },
      { type: "dea", id: "AB1234563" },
      { type: "dea", id: "F12345678-AB12C" },
      { type: "state", id: "MD123456" },
    ]) {
      await expectEligible(await post(request, CHECK, checkBody(card, { prescriber }), account));
    }
  });

  test("PRESCRIBER_NOT_FOUND_OR_INVALID: an NPI or DEA number whose check digit fails", async ({ request }) => {
    const card = await issueCard(request, accounts.open!);
    for (const prescriber of [
      { type: "npi", id: "1234567890" },
      { type: "dea", id: "AB1234564" },
    ]) {
      const res = await post(request, CHECK, checkBody(card, { prescriber }), accounts.open!);
      await expectInvalid(
        res,
        400,
        "PRESCRIBER_NOT_FOUND_OR_INVALID",
        "Prescriber is not valid or not found in our system.",
      );
    }
  });

  test("GROUP_NOT_FOUND: a group that exists nowhere, and another account's group, answer alike", async ({
    request,
  }) => {
    const card = await issueCard(request, accounts.open!);
    const res = await post(request, CHECK, checkBody({ ...card, group: "HNOSUCH99" }), accounts.open!);
    await expectInvalid(res, 404, "GROUP_NOT_FOUND", "Provided group not found.");
    const account = accounts.enrolled!;
    const own = await issueCard(request, account);
    for (const memberId of [own.memberId, card.memberId, "RX1234567893"]) {
      const foreign = await post(request, CHECK, checkBody({ memberId, group: card.group }), account);
      await expectInvalid(foreign, 404, "GROUP_NOT_FOUND", "Provided group not found.");
    }
  });

  test("GROUP_INVALID: a group of the account the card was not issued under names the right one", async ({
    request,
  }) => {
    const account = accounts.enrolled!;
    const people = await issueCard(request, account);
    const pets = await issueCard(request, account, "pets");
    const coBrand = await issueCard(request, account, "people", "?accessCode=CO-1");
    const resubmit = (group: string) => `Group invalid. Resubmit under ${group}`;
    const cases: [Card, string][] = [
      [{ memberId: people.memberId, group: pets.group }, people.group],
      [{ memberId: people.memberId, group: coBrand.group }, people.group],
      [{ memberId: coBrand.memberId, group: people.group }, coBrand.group],
    ];
    for (const [card, right] of cases) {
      const res = await post(request, CHECK, checkBody(card), account);
      await expectInvalid(res, 404, "GROUP_INVALID", resubmit(right));
    }
  });

  test("MEMBER_NOT_FOUND: not enrolled, enrolled inactive, or enrolled as another person", async ({ request }) => {
    const account = accounts.enrolled!;
    const card = await issueCard(request, account);
    const notFound = (res: APIResponse) => expectInvalid(res, 404, "MEMBER_NOT_FOUND", "Provided member not found.");
    await notFound(await post(request, CHECK, checkBody(card), account));

    const person = patient();
    await post(request, ENROLL, { action: "create", ...card, ...person }, account);
    const body = checkBody(card, person);
    await expectEligible(await post(request, CHECK, body, account));
    await notFound(await post(request, CHECK, checkBody(card), account));

    await post(request, ENROLL, { action: "update", ...card, active: false }, account);
    await notFound(await post(request, CHECK, body, account));
    await post(request, ENROLL, { action: "update", ...card, active: true }, account);
    await expectEligible(await post(request, CHECK, body, account));
  });

  test("an enrolled card without person fields covers whoever presents it", async ({ request }) => {
    const account = accounts.enrolled!;
    const card = await issueCard(request, account);
    await post(request, ENROLL, { action: "create", ...card }, account);
    await expectEligible(await post(request, CHECK, checkBody(card), account));
    await expectEligible(await post(request, CHECK, checkBody(card), account));
  });

  test("a card enrolled by the partner but never issued by the service is valid for its group", async ({ request }) => {
    const account = accounts.enrolled!;
    const { group } = await issueCard(request, account);
    const memberId = luhnComplete("RX", randomDigits(9));
    await expectInvalid(
      await post(request, CHECK, checkBody({ memberId, group }), account),
      400,
      "INVALID_CARD_NUMBER",
      "The card number provided is invalid.",
    );
    expect((await post(request, ENROLL, { action: "create", memberId, group }, account)).status()).toBe(200);
    await expectEligible(await post(request, CHECK, checkBody({ memberId, group }), account));
  });

  test("COVERAGE_NOT_STARTED_FOR_MEMBER and COVERAGE_EXPIRED_FOR_MEMBER name the enrollment's dates", async ({
    request,
  }) => {
    const account = accounts.enrolled!;
    const card = await issueCard(request, account);
    const start = newYorkDate(5);
    await post(request, ENROLL, { action: "create", ...card, startDate: start }, account);
    const check = () => post(request, CHECK, checkBody(card), account);
    await expectIneligible(
      await check(),
      "COVERAGE_NOT_STARTED_FOR_MEMBER",
      `Member coverage won't start until ${start}`,
    );
    await post(
      request,
      ENROLL,
      { action: "update", ...card, startDate: newYorkDate(), endDate: newYorkDate() },
      account,
    );
    await expectEligible(await check());
    const end = newYorkDate(-1);
    await post(request, ENROLL, { action: "update", ...card, startDate: newYorkDate(-30), endDate: end }, account);
    await expectIneligible(await check(), "COVERAGE_EXPIRED_FOR_MEMBER", `Member coverage expired on ${end}`);
  });

  test("MEMBER_AGE_MORE_THAN_64 when the account rejects members over 64", async ({ request }) => {
    const card = await issueCard(request, accounts.age!);
    const turns65 = (days: number) => `${Number(newYorkDate(days).slice(0, 4)) - 65}${newYorkDate(days).slice(4)}`;
    const message = "Member age is >64 years.";
    await expectIneligible(
      await post(request, CHECK, checkBody(card, { dob: "1940-01-01" }), accounts.age!),
      "MEMBER_AGE_MORE_THAN_64",
      message,
    );
    if (![newYorkDate(), newYorkDate(1)].some((d) => d.endsWith("02-29"))) {
      await expectIneligible(
        await post(request, CHECK, checkBody(card, { dob: turns65(0) }), accounts.age!),
        "MEMBER_AGE_MORE_THAN_64",
        message,
      );
      await expectEligible(await post(request, CHECK, checkBody(card, { dob: turns65(1) }), accounts.age!));
    }
    // Accounts that do not enable the rule accept the same patient.
    const open = await issueCard(request, accounts.open!);
    await expectEligible(await post(request, CHECK, checkBody(open, { dob: "1940-01-01" }), accounts.open!));
  });

  test("STATE_EXCLUDED_FROM_COVERAGE for the account's excluded states, from the address or the enrollment", async ({
    request,
  }) => {
    const account = accounts.states!;
    const card = await issueCard(request, account);
    const excluded = (res: APIResponse) =>
      expectIneligible(res, "STATE_EXCLUDED_FROM_COVERAGE", "State excluded from coverage.");
    await excluded(await post(request, CHECK, checkBody(card, { address: { state: "NY", zip: "10001" } }), account));
    await excluded(await post(request, CHECK, checkBody(card, { address: { state: "ca", zip: "90001" } }), account));
    await expectEligible(
      await post(request, CHECK, checkBody(card, { address: { state: "NJ", zip: "07001" } }), account),
    );

    const enrolled = await issueCard(request, account);
    await post(request, ENROLL, { action: "create", ...enrolled, address: { state: "CA" } }, account);
    await excluded(await post(request, CHECK, checkBody(enrolled, { address: { zip: "90001" } }), account));
  });

  test("MEMBER_COVERED_BY_FED_INS for people the operator loaded", async ({ request, databaseUrl }) => {
    const card = await issueCard(request, accounts.open!);
    const covered = patient({ lastName: "Medicare", dob: "1950-05-05" });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fed-")), "federal.csv");
    fs.writeFileSync(file, `firstName,lastName,dob\n${covered.firstName},${covered.lastName},${covered.dob}\n`);
    const { stdout } = await promisify(execFile)(
      "npx",
      ["tsx", "scripts/eligibility.ts", "load-federal-coverage", file],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ rows: 1, loaded: 1, invalidLines: [] });
    expect(stdout).not.toContain(covered.firstName);
    const res = await post(
      request,
      CHECK,
      checkBody(card, { ...covered, firstName: covered.firstName.toUpperCase() }),
      accounts.open!,
    );
    await expectIneligible(res, "MEMBER_COVERED_BY_FED_INS", "Member covered by federal insurance program.");
    await expectEligible(
      await post(request, CHECK, checkBody(card, { ...covered, dob: "1950-05-06" }), accounts.open!),
    );
  });

  test("MEMBER_LIMIT_REACHED_FOR_CARD_NO beyond the account's limit of distinct people per card", async ({
    request,
  }) => {
    const account = accounts.limit!;
    const card = await issueCard(request, account);
    const [a, b, c] = [patient(), patient(), patient()];
    await expectEligible(await post(request, CHECK, checkBody(card, a), account));
    await expectEligible(await post(request, CHECK, checkBody(card, b), account));
    const limited = (res: APIResponse) =>
      expectIneligible(res, "MEMBER_LIMIT_REACHED_FOR_CARD_NO", "Member limit reached for the provided card number.");
    await limited(await post(request, CHECK, checkBody(card, c), account));
    await expectEligible(
      await post(request, CHECK, checkBody(card, { ...a, firstName: ` ${a.firstName.toLowerCase()}` }), account),
    );
    // Another card has its own places.
    await expectEligible(await post(request, CHECK, checkBody(await issueCard(request, account), c), account));
  });

  test("the member limit holds when new people check under one card at once", async ({ request }) => {
    const account = accounts.limit!;
    const card = await issueCard(request, account);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(request, CHECK, checkBody(card), account)),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(bodies.filter((b) => b.eligible === true)).toHaveLength(2);
    expect(bodies.filter((b) => b.code === "MEMBER_LIMIT_REACHED_FOR_CARD_NO")).toHaveLength(6);
  });
});

test.describe("the order of the checks: invalid before ineligible", () => {
  test("a parameter error comes before an unknown group or NDC", async ({ request }) => {
    const body = checkBody({ memberId: "RX1", group: "HNOSUCH99" }, { address: { zip: "1" } });
    await expectParam(
      await post(request, CHECK, { ...body, medication: { ndc: UNKNOWN_NDC, quantity: 1 } }, accounts.open!),
      "ADDRESS_ZIP_INCORRECT_OR_MISSING",
    );
  });

  test("an invalid prescriber or dob comes before the group and the card", async ({ request }) => {
    const body = checkBody({ memberId: "RX1", group: "HNOSUCH99" });
    await expectInvalid(
      await post(request, CHECK, { ...body, prescriber: { type: "npi", id: "1234567890" } }, accounts.open!),
      400,
      "PRESCRIBER_NOT_FOUND_OR_INVALID",
      "Prescriber is not valid or not found in our system.",
    );
    await expectInvalid(
      await post(request, CHECK, { ...body, dob: newYorkDate(3) }, accounts.open!),
      400,
      "INVALID_DATE_OF_BIRTH",
      "Provided date of birth is invalid.",
    );
  });

  test("the group comes before the card's format, and the member before any ineligibility", async ({ request }) => {
    const account = accounts.states!;
    await expectInvalid(
      await post(request, CHECK, checkBody({ memberId: "RX1", group: "HNOSUCH99" }), account),
      404,
      "GROUP_NOT_FOUND",
      "Provided group not found.",
    );
    const enrolled = accounts.enrolled!;
    const card = await issueCard(request, enrolled);
    await post(request, ENROLL, { action: "create", ...card, active: false, endDate: newYorkDate(-1) }, enrolled);
    await expectInvalid(
      await post(request, CHECK, checkBody(card), enrolled),
      404,
      "MEMBER_NOT_FOUND",
      "Provided member not found.",
    );
  });
});

test("no personal field value reaches the server log", async ({ request }, testInfo) => {
  const account = accounts.enrolled!;
  const card = await issueCard(request, account);
  const person = {
    firstName: `Zebulon${Date.now().toString(36)}`,
    lastName: `Quixote${Math.random().toString(36).slice(2, 8)}`,
    dob: "1977-07-07",
    email: `zq.${Date.now().toString(36)}@example.com`,
    phone: "3105550177",
  };
  const ids: string[] = [];
  const send = async (url: string, data: object) =>
    ids.push((await (await post(request, url, data, account)).json()).id);
  await send(ENROLL, { action: "create", ...card, ...person, address: { line1: "77 Secret Lane", zip: "90210" } });
  await send(ENROLL, { action: "create", ...card, ...person });
  await send(ENROLL, { action: "update", ...card, ...person, middleName: "Hidden" });
  await send(ENROLL, { action: "update", ...card, subId: "9", ...person });
  await send(ENROLL, { action: "create", ...card, ...person, email: `${person.firstName}@invalid` });
  await send(CHECK, checkBody(card, person));
  await send(CHECK, checkBody(card, { ...person, phone: `${person.phone}9` }));
  await send(CHECK, checkBody({ ...card, group: "HNOSUCH99" }, person));
  await send(CHECK, checkBody(card, { ...person, dob: newYorkDate(3) }));
  await send("/eligibility/v1/enrollment/person", { action: "update", ...card, ...person, dob: "1977-02-30" });

  const log = path.join("test-results", `server-${testInfo.project.name.replace(/^api-/, "")}.log`);
  let text = "";
  await expect(async () => {
    text = fs.readFileSync(log, "utf8");
    for (const id of ids) expect(text).toContain(id);
  }).toPass({ timeout: 10_000 });
  for (const value of [...Object.values(person), card.memberId, "77 Secret Lane", "Hidden", "1977-02-30"]) {
    expect(text, "the log must not contain a personal value").not.toContain(value);
  }
});

function luhnComplete(prefix: string, body: string): string {
  let sum = 0;
  [...body].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return prefix + body + String((10 - (sum % 10)) % 10);
}

function randomDigits(n: number): string {
  return (
    String(1 + Math.floor(Math.random() * 9)) +
    Array.from({ length: n - 1 }, () => Math.floor(Math.random() * 10)).join("")
  );
}
