// What a client sends as a person's text, through the route handlers: a body in Latin-1 keeps its accents when the
// Content-Type says so and is the field's 400 when it does not (never a stored "Jos\uFFFD"), and a first or last name
// without a letter is the field's 400 (it matched any other name without one: a different patient passed the check).
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { issueMembershipCard } from "../membership/issue-membership-cards";
import { db } from "../db";

const { POST: enrollPerson } = await import("../../app/eligibility/v1/enrollment/person/route");
const { POST: enrollCard } = await import("../../app/eligibility/v1/enrollment/card/route");
const { POST: check } = await import("../../app/eligibility/v1/check/route");
const { GET: search } = await import("../../app/search/v1/route");

type Handler = typeof enrollPerson;
let key = "";
let accountId = "";
let group = "";
beforeAll(async () => {
  const account = await createAccount({ name: "person text", cardTypes: ["people"] });
  [key, accountId, group] = [account.apiKey, account.id, account.cards[0]!.group];
});

const newCard = async () => (await issueMembershipCard({ accountId, cardType: "people" })).memberId;

async function post(handler: Handler, body: Buffer | object, type = "application/json") {
  const request = new NextRequest("http://localhost/eligibility/v1/x", {
    method: "POST",
    headers: { "x-api-key": key, "content-type": type },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  const res = await handler(request, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

const person = (memberId: string, fields: object = {}) => ({
  action: "create",
  memberId,
  group,
  firstName: "José",
  lastName: "Muñoz",
  dob: "1980-02-29",
  ...fields,
});
const latin1 = (value: object) => Buffer.from(JSON.stringify(value), "latin1");

describe("an enrollment sent in Latin-1", () => {
  it("keeps its accents when the Content-Type names the charset", async () => {
    const memberId = await newCard();
    const body = person(memberId, { address: { line1: "Calle Año 5", zip: "00907" } });
    const res = await post(enrollPerson, latin1(body), "application/json; charset=ISO-8859-1");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: "José", lastName: "Muñoz", address: { line1: "Calle Año 5" } });
  });

  it.each([
    ["firstName", {}, "FIRST_NAME_INCORRECT_OR_MISSING"],
    [
      "address.line1",
      { firstName: "Jose", lastName: "Munoz", address: { line1: "Año 5" } },
      "ADDRESS_INCORRECT_OR_MISSING",
    ],
    ["suffix", { firstName: "Jose", lastName: "Munoz", suffix: "3º" }, "SUFFIX_INCORRECT_OR_MISSING"],
  ])("is the field's 400 without the charset (%s), and nothing is stored", async (_, fields, errorCode) => {
    const memberId = await newCard();
    const res = await post(enrollPerson, latin1(person(memberId, fields)));
    expect(res).toMatchObject({ status: 400, body: { statusCode: 400, errorCode } });
    expect(await db.enrollment.count({ where: { group, memberId } })).toBe(0);
  });

  it("leaves a UTF-8 body labelled Latin-1 as it is", async () => {
    const res = await post(enrollPerson, person(await newCard()), "application/json; charset=iso-8859-1");
    expect(res.body).toMatchObject({ firstName: "José", lastName: "Muñoz" });
  });
});

describe("a first or last name holds a letter", () => {
  const NO_LETTER = [".", "-", "123", "--", "\u200b", "💊", "\u0301", "'"];

  it.each(NO_LETTER)(
    "firstName %j is FIRST_NAME_INCORRECT_OR_MISSING on both enrollments and the check",
    async (name) => {
      const memberId = await newCard();
      expect((await post(enrollPerson, person(memberId, { firstName: name }))).body.errorCode).toBe(
        "FIRST_NAME_INCORRECT_OR_MISSING",
      );
      expect((await post(enrollCard, { action: "create", memberId, group, firstName: name })).body.errorCode).toBe(
        "FIRST_NAME_INCORRECT_OR_MISSING",
      );
      const checked = await post(check, {
        memberId,
        group,
        firstName: name,
        lastName: "Muñoz",
        gender: "male",
        dob: "1980-02-29",
        address: { zip: "10001" },
        medication: { ndc: "00378180010", quantity: 30 },
      });
      expect(checked).toMatchObject({
        status: 400,
        body: { errorCode: "FIRST_NAME_INCORRECT_OR_MISSING", code: "INCORRECT_OR_MISSING_PARAMS" },
      });
    },
  );

  it.each(NO_LETTER)("lastName %j is LAST_NAME_INCORRECT_OR_MISSING", async (name) => {
    const res = await post(enrollPerson, person(await newCard(), { lastName: name }));
    expect(res).toMatchObject({ status: 400, body: { errorCode: "LAST_NAME_INCORRECT_OR_MISSING" } });
  });

  it.each([
    ["李", "小龍"],
    ["Ödön", "von Horváth"],
    ["D'Angelo", "O'Brien-Smith"],
    ["Nguyễn", "Thị"],
    ["J.", "Doe 3rd"],
    ["Ørjan", "Ødegård"],
  ])("keeps %s %s", async (firstName, lastName) => {
    const res = await post(enrollPerson, person(await newCard(), { firstName, lastName, middleName: "-" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName, lastName, middleName: "-" });
  });
});

describe("a search query with bytes that are not UTF-8", () => {
  it.each(["%FF", "ator%E9", "%C0%AF"])("?query=%s is QUERY_INCORRECT_OR_MISSING", async (query) => {
    const request = new NextRequest(`http://localhost/search/v1/?query=${query}`, { headers: { "x-api-key": key } });
    const res = await search(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect((await res.json()).errorCode).toBe("QUERY_INCORRECT_OR_MISSING");
  });
});

describe("a person's enrollment keeps its first name, last name and dob (spec 4.7)", () => {
  it.each([
    [{ firstName: "" }, "FIRST_NAME_INCORRECT_OR_MISSING"],
    [{ lastName: null }, "LAST_NAME_INCORRECT_OR_MISSING"],
    [{ dob: " " }, "DOB_INCORRECT_OR_MISSING"],
    [{ firstName: "", lastName: "", dob: "" }, "FIRST_NAME_INCORRECT_OR_MISSING"],
  ])("an update through the card endpoint may not clear them: %j", async (fields, errorCode) => {
    const memberId = await newCard();
    await post(enrollPerson, person(memberId));
    const res = await post(enrollCard, { action: "update", memberId, group, active: false, ...fields });
    expect(res).toMatchObject({ status: 400, body: { errorCode } });
    const unchanged = await post(enrollCard, { action: "update", memberId, group });
    expect(unchanged.body).toMatchObject({ active: true, firstName: "José", lastName: "Muñoz", dob: "1980-02-29" });
  });

  it("an update may change them, and a card's enrollment may clear its own", async () => {
    const memberId = await newCard();
    await post(enrollPerson, person(memberId));
    const renamed = await post(enrollCard, {
      action: "update",
      memberId,
      group,
      firstName: "Josefa",
      dob: "1981-01-01",
    });
    expect(renamed.body).toMatchObject({ firstName: "Josefa", lastName: "Muñoz", dob: "1981-01-01" });

    const card = await newCard();
    await post(enrollCard, { action: "create", memberId: card, group, firstName: "Ana", lastName: "Lopez" });
    const cleared = await post(enrollCard, { action: "update", memberId: card, group, firstName: "", lastName: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.firstName).toBeUndefined();
  });
});
