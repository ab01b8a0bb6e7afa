// Requests the spec allows, sent through the endpoint wrapper and each endpoint's own contract (the domain function
// replaced by an echo of what it would be given): each is read as the spec says, never refused with a 400.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../accounts/create-account";
import type { Contract } from "../contract";
import { endpoint } from "../endpoint";
import { checkContract, enrollCardContract, enrollPersonContract } from "./eligibility";
import { attributesContract } from "./medications";
import { membershipCardsContract, peopleCardContract } from "./membership";
import { npiPeopleContract, npiPetsContract, regionPeopleContract } from "./pricing";

let key = "";
beforeAll(async () => {
  key = (await createAccount({ name: "spec requests" })).apiKey;
});

async function send(
  contract: Contract,
  { query = "", body, params = {} }: { query?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const route = endpoint(contract, async ({ query, body, params }) => ({ query, body, params }));
  const request = new NextRequest(`http://localhost${contract.path}${query}`, {
    method: contract.method.toUpperCase(),
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await route(request, { params: Promise.resolve(params) });
  return { status: res.status, body: await res.json() };
}

const INVALID = "Incorrect or missing required parameters.";
const NDC = "00378180010";
const npi = (i: number) => String(1003000000 + i);

describe("NPI pricing: the NPIs past the first 50 distinct are ignored (spec 8)", () => {
  const fifty = Array.from({ length: 50 }, (_, i) => npi(i));

  it.each([
    ["a malformed NPI", "12345"],
    ["an NPI as a number", 1003000999],
    ["an empty string", ""],
    ["null", null],
  ])("%s after the first 50 is ignored, unread", async (_, extra) => {
    for (const contract of [npiPeopleContract, npiPetsContract]) {
      const res = await send(contract, { body: { ndc: NDC, quantity: 30, npis: [...fifty, extra, npi(60)] } });
      expect(res.status).toBe(200);
      expect(res.body.body.npis).toEqual(fifty);
    }
  });

  it("counts a repeated NPI once: the 51st entry repeats one, so the 52nd is the 51st distinct", async () => {
    const npis = [...fifty.slice(0, 10), fifty[0], ...fifty.slice(10), "bad"];
    const res = await send(npiPeopleContract, { body: { ndc: NDC, quantity: 30, npis } });
    expect(res.status).toBe(200);
    expect(res.body.body.npis).toEqual(fifty);
  });

  it("still reads every NPI it processes: a malformed one among the first 50 is NPIS_INCORRECT_OR_MISSING", async () => {
    const npis = [...fifty.slice(0, 49), "12345", npi(60)];
    const res = await send(npiPeopleContract, { body: { ndc: NDC, quantity: 30, npis } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: INVALID, errorCode: "NPIS_INCORRECT_OR_MISSING" });
  });
});

describe("pricing: an optional body field sent as null is left out", () => {
  it("region pricing with zip null gives the national prices' request (no zip), not ZIP_INCORRECT_OR_MISSING", async () => {
    const res = await send(regionPeopleContract, { body: { ndc: NDC, quantity: 30, zip: null, daysSupply: null } });
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({ ndc: NDC, quantity: 30 });
  });

  it("NPI pricing with daysSupply null", async () => {
    const res = await send(npiPeopleContract, { body: { ndc: NDC, quantity: 30, npis: [npi(1)], daysSupply: null } });
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({ ndc: NDC, quantity: 30, npis: [npi(1)] });
  });

  it("a zip that is not five digits is still ZIP_INCORRECT_OR_MISSING", async () => {
    for (const zip of ["", "1000", 10001]) {
      const res = await send(regionPeopleContract, { body: { ndc: NDC, quantity: 30, zip } });
      expect(res.body).toMatchObject({ statusCode: 400, errorCode: "ZIP_INCORRECT_OR_MISSING" });
    }
  });
});

describe("membership: accessCode only looks for a co-brand (spec 4.8: 200, 403, 500)", () => {
  it.each([
    ["a referrer URL past 100 characters", `https://www.google.com/search?q=${"discount+card+".repeat(10)}`],
    ["a NUL", "a\u0000b"],
    ["an empty value", ""],
  ])("%s is no co-brand, not a 400", async (_, accessCode) => {
    for (const contract of [membershipCardsContract, peopleCardContract]) {
      const res = await send(contract, { query: `?accessCode=${encodeURIComponent(accessCode)}` });
      expect(res.status).toBe(200);
      expect(res.body.query.accessCode).toBe(accessCode);
    }
  });

  it("locale is still read: LOCALE_INCORRECT_OR_MISSING", async () => {
    const res = await send(peopleCardContract, { query: "?accessCode=x&locale=fr-FR" });
    expect(res.body).toMatchObject({ statusCode: 400, errorCode: "LOCALE_INCORRECT_OR_MISSING" });
  });
});

const CHECK = {
  memberId: "RX1234567893",
  group: "HK7Q2M9P",
  firstName: "Pat",
  lastName: "Doe",
  gender: "unknown",
  dob: "1980-01-01",
  address: { zip: "10001" },
  medication: { ndc: NDC, quantity: 30 },
};

describe("eligibility: phone is 10 digits (spec 4.5-4.7, 8)", () => {
  it.each(["1234567890", "0125551234", "2120551234"])("%s is read in the check and in enrollment", async (phone) => {
    const check = await send(checkContract, { body: { ...CHECK, phone } });
    expect(check.status).toBe(200);
    expect(check.body.body.phone).toBe(phone);
    for (const contract of [enrollCardContract, enrollPersonContract]) {
      const enroll = await send(contract, { body: { action: "create", ...CHECK, phone } });
      expect(enroll.status).toBe(200);
    }
  });

  // Written as people write a North American number, it is read as its 10 digits (phone-number.ts).
  it.each(["12125551234", "212-555-1234", "+1 (212) 555-1234 x12"])("%s is read as 2125551234", async (phone) => {
    const res = await send(checkContract, { body: { ...CHECK, phone } });
    expect(res.body.body.phone).toBe("2125551234");
  });

  it.each(["212555123", "22125551234", "+44 20 7946 0958"])("%s is not: PHONE_INCORRECT_OR_MISSING", async (phone) => {
    const res = await send(checkContract, { body: { ...CHECK, phone } });
    expect(res.body).toMatchObject({ statusCode: 400, errorCode: "PHONE_INCORRECT_OR_MISSING" });
  });
});

describe("eligibility: a state prescriber id as the state writes it (spec 2.8: varies by state)", () => {
  it.each(["036-123456", "35.012345", "PHY 50485", "ME 12345", "MD012345E"])("%s is read", async (id) => {
    const res = await send(checkContract, { body: { ...CHECK, prescriber: { type: "state", id } } });
    expect(res.status).toBe(200);
    expect(res.body.body.prescriber).toEqual({ type: "state", id });
  });

  it.each(["A1", "MD--1234", "#182"])("%s is not: PRESCRIBER_INCORRECT_OR_MISSING", async (id) => {
    const res = await send(checkContract, { body: { ...CHECK, prescriber: { type: "state", id } } });
    expect(res.body).toMatchObject({ statusCode: 400, errorCode: "PRESCRIBER_INCORRECT_OR_MISSING" });
  });
});

describe("attributes: a blank slug is a missing one (spec 4.3: 400 when the slug is missing from the path)", () => {
  it.each([" ", "%20%20", "\t"])("%j is SLUG_INCORRECT_OR_MISSING", async (slug) => {
    const res = await send(attributesContract, { params: { slug: decodeURIComponent(slug) } });
    expect(res.body).toMatchObject({ statusCode: 400, message: INVALID, errorCode: "SLUG_INCORRECT_OR_MISSING" });
  });

  it("a slug is read as sent otherwise", async () => {
    const res = await send(attributesContract, { params: { slug: "lipitor" } });
    expect(res.status).toBe(200);
    expect(res.body.params).toEqual({ slug: "lipitor" });
  });
});

describe("a query parameter sent more than once is read from its first value", () => {
  it.each([
    ["?limit=2&limit=5", { limit: 2, index: 0 }],
    ["?limit=2&limit=abc", { limit: 2, index: 0 }],
    ["?index=3&limit=4&index=-1", { limit: 4, index: 3 }],
  ])("region pricing %s", async (query, expected) => {
    const res = await send(regionPeopleContract, { query, body: { ndc: NDC, quantity: 30 } });
    expect(res.status).toBe(200);
    expect(res.body.query).toMatchObject(expected);
  });

  it("a first value that is invalid is the parameter's 400, whatever follows", async () => {
    const res = await send(regionPeopleContract, { query: "?limit=abc&limit=2", body: { ndc: NDC, quantity: 30 } });
    expect(res.body).toMatchObject({ statusCode: 400, errorCode: "LIMIT_INCORRECT_OR_MISSING" });
  });
});
