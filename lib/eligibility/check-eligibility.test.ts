// Integration: the eligibility check against the real SQLite database, with the clock fixed where dates matter.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db";
import { ApiError } from "../platform/errors";
import { authenticateAccount } from "../accounts/authenticate-account";
import type { ApiAccount } from "../accounts/api-account";
import { createAccount } from "../accounts/create-account";
import type { AccountConfig } from "../accounts/schemas";
import { issueMembershipCard } from "../membership/issue-membership-cards";
import { checkEligibility } from "./check-eligibility";
import { enrollMember } from "./enroll-member";
import { loadFederalCoverage } from "./load-federal-coverage";
import { checkBody, enrollmentCardBody, enrollmentPersonBody } from "./schemas";

const NDC = "00378180010";
// 2025-03-10 14:00 in New York (EDT): the date of service is 2025-03-10, and it is already 2025-03-11 at UTC+14.
const NOW = new Date("2025-03-10T18:00:00Z");

async function accountWith(eligibility: AccountConfig["eligibility"]): Promise<ApiAccount> {
  const { apiKey } = await createAccount({ name: "check test", cardTypes: ["people"], config: { eligibility } });
  return (await authenticateAccount(apiKey))!;
}

async function newCard(account: ApiAccount) {
  return issueMembershipCard({ accountId: account.id, cardType: "people" });
}

function request(card: { memberId: string; group: string }, patient: object = {}) {
  return checkBody.parse({
    memberId: card.memberId,
    group: card.group,
    firstName: "Ada",
    lastName: "Lovelace",
    gender: "female",
    dob: "1980-12-10",
    address: { zip: "10001" },
    medication: { ndc: NDC, quantity: 30 },
    ...patient,
  });
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    const result = (await promise) as { code?: string };
    return result.code ?? "ELIGIBLE";
  } catch (error) {
    if (error instanceof ApiError) return error.fields.code;
    throw error;
  }
}

beforeAll(async () => {
  await db.ndc.upsert({
    where: { ndc: NDC },
    update: {},
    create: {
      ndc: NDC,
      description: "LEVOTHYROXINE 25 MCG TABLET",
      isBrand: false,
      nadacPerUnit: 0.03948,
      pricingUnit: "EA",
    },
  });
});

describe("checkEligibility dates", () => {
  it("tells a dob after today everywhere from one that is today somewhere but after the date of service", async () => {
    const account = await accountWith({ requireEnrollment: false });
    const card = await newCard(account);
    const check = (dob: string) => codeOf(checkEligibility({ account, request: request(card, { dob }), now: NOW }));
    expect(await check("2025-03-12")).toBe("INVALID_DATE_OF_BIRTH");
    expect(await check("2025-03-11")).toBe("INVALID_DATE_OF_SERVICE");
    expect(await check("2025-03-10")).toBe("ELIGIBLE");
  });

  it("measures coverage and age on the date of service", async () => {
    const account = await accountWith({ rejectAgeOver64: true });
    const card = await newCard(account);
    const enroll = (fields: object) =>
      enrollMember({
        accountId: account.id,
        kind: "card",
        request: enrollmentCardBody.parse({ action: "update", memberId: card.memberId, group: card.group, ...fields }),
      });
    await enrollMember({
      accountId: account.id,
      kind: "card",
      request: enrollmentCardBody.parse({ action: "create", memberId: card.memberId, group: card.group }),
    });
    const check = async (patient: object = {}) => {
      const result = await checkEligibility({ account, request: request(card, patient), now: NOW });
      return result.eligible ? "ELIGIBLE" : `${result.code}: ${result.message}`;
    };
    await enroll({ startDate: "2025-03-11" });
    expect(await check()).toBe("COVERAGE_NOT_STARTED_FOR_MEMBER: Member coverage won't start until 2025-03-11");
    await enroll({ startDate: "2025-03-10", endDate: "2025-03-10" });
    expect(await check()).toBe("ELIGIBLE");
    await enroll({ startDate: "2025-01-01", endDate: "2025-03-09" });
    expect(await check()).toBe("COVERAGE_EXPIRED_FOR_MEMBER: Member coverage expired on 2025-03-09");
    await enroll({ endDate: null });
    expect(await check({ dob: "1960-03-11" })).toBe("ELIGIBLE"); // 64 until tomorrow
    expect(await check({ dob: "1960-03-10" })).toBe("MEMBER_AGE_MORE_THAN_64: Member age is >64 years.");
    expect(await check({ dob: "1960-02-29" })).toBe("MEMBER_AGE_MORE_THAN_64: Member age is >64 years.");
  });
});

describe("checkEligibility member limit", () => {
  it("admits at most the limit of distinct people under one card, even when they check at once", async () => {
    const account = await accountWith({ requireEnrollment: false, memberLimitPerCard: 3 });
    const card = await newCard(account);
    const people = Array.from({ length: 10 }, (_, i) => ({ firstName: `Person${"abcdefghij"[i]}`, dob: "1990-01-01" }));
    const codes = await Promise.all(
      people.map((p) => codeOf(checkEligibility({ account, request: request(card, p), now: NOW }))),
    );
    expect(codes.filter((c) => c === "ELIGIBLE")).toHaveLength(3);
    expect(codes.filter((c) => c === "MEMBER_LIMIT_REACHED_FOR_CARD_NO")).toHaveLength(7);
    expect(await db.cardHolder.count({ where: { group: card.group, memberId: card.memberId } })).toBe(3);
    // Someone already admitted keeps their place; the name is compared as normalized.
    const admitted = people[codes.indexOf("ELIGIBLE")]!;
    const again = { ...admitted, firstName: ` ${admitted.firstName.toUpperCase()} ` };
    expect(await codeOf(checkEligibility({ account, request: request(card, again), now: NOW }))).toBe("ELIGIBLE");
    const holders = await db.cardHolder.findMany({ where: { memberId: card.memberId } });
    expect(JSON.stringify(holders)).not.toMatch(/Person|1990/);
  });
});

describe("checkEligibility, a long name as a claim holds it (12 characters of a first name, 15 of a last)", () => {
  const maria = { firstName: "María de los Ángeles", lastName: "Espinosa de los Monteros", dob: "1950-05-05" };
  const cut = { firstName: "MARIA DE LOS", lastName: "ESPINOSA DE LOS", dob: "1950-05-05" };

  async function enrolledCard(account: ApiAccount) {
    const card = await newCard(account);
    await enrollMember({
      accountId: account.id,
      kind: "person",
      request: enrollmentPersonBody.parse({ action: "create", memberId: card.memberId, group: card.group, ...maria }),
    });
    return card;
  }

  it("finds the enrolled person and counts them once under the card's member limit", async () => {
    const account = await accountWith({ memberLimitPerCard: 1 });
    const card = await enrolledCard(account);
    expect(await codeOf(checkEligibility({ account, request: request(card, cut), now: NOW }))).toBe("ELIGIBLE");
    expect(await codeOf(checkEligibility({ account, request: request(card, maria), now: NOW }))).toBe("ELIGIBLE");
    expect(await codeOf(checkEligibility({ account, request: request(card, cut), now: NOW }))).toBe("ELIGIBLE");
    expect(await db.cardHolder.count({ where: { group: card.group, memberId: card.memberId } })).toBe(1);
    const another = { ...cut, firstName: "MARIA" };
    expect(await codeOf(checkEligibility({ account, request: request(card, another), now: NOW }))).toBe(
      "MEMBER_NOT_FOUND",
    );
  });

  it("finds them on the federal list under their whole name", async () => {
    const account = await accountWith({});
    const card = await enrolledCard(account);
    const csv = `firstName,lastName,dob\n${maria.firstName},${maria.lastName},${maria.dob}\n`;
    await loadFederalCoverage({ csv, source: `cut-${Date.now()}` });
    expect(await codeOf(checkEligibility({ account, request: request(card, cut), now: NOW }))).toBe(
      "MEMBER_COVERED_BY_FED_INS",
    );
  });
});

describe("federal coverage", () => {
  it("rejects the people an operator loaded, stored as keyed hashes only, and a reload with --replace drops the people no longer listed", async () => {
    const account = await accountWith({ requireEnrollment: false });
    const card = await newCard(account);
    const source = `test-${Date.now()}`;
    const csv = "firstName,lastName,dob\nFederica,Covered,1950-05-05\nBad,Row,1950-02-30\n,Missing,1950-01-01\n";
    expect(await loadFederalCoverage({ csv, source })).toEqual({ source, rows: 3, loaded: 1, invalidLines: [3, 4] });
    const covered = { firstName: "FEDERICA", lastName: "covered", dob: "1950-05-05" };
    expect(await codeOf(checkEligibility({ account, request: request(card, covered), now: NOW }))).toBe(
      "MEMBER_COVERED_BY_FED_INS",
    );
    const rows = await db.federalCoverage.findMany({ where: { source } });
    expect(rows).toHaveLength(1);
    // Every stored column but the source (a timestamp, which may itself contain "1950").
    expect(JSON.stringify(rows.map((row) => ({ ...row, source: undefined })))).not.toMatch(/Federica|Covered|1950/i);

    const lenient = await accountWith({ requireEnrollment: false, rejectFederalCoverage: false });
    const otherCard = await newCard(lenient);
    expect(await codeOf(checkEligibility({ account: lenient, request: request(otherCard, covered), now: NOW }))).toBe(
      "ELIGIBLE",
    );

    await loadFederalCoverage({ csv: "firstName,lastName,dob\n", source, replace: true });
    expect(await codeOf(checkEligibility({ account, request: request(card, covered), now: NOW }))).toBe("ELIGIBLE");
  });
});
