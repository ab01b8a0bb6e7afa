// Integration: enrollment against the real SQLite database vitest.global-setup.ts prepares.
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { sqliteFilePath } from "../platform/database-url";
import { db } from "../db";
import { env } from "../env";
import { ApiError } from "../platform/errors";
import { createAccount } from "../accounts/create-account";
import { issueMembershipCard } from "../membership/issue-membership-cards";
import { enrollMember } from "./enroll-member";
import { openPersonalData } from "./personal-data";
import { enrollmentCardBody, enrollmentPersonBody, type EnrollmentRequest } from "./schemas";

let accountId = "";
let otherAccountId = "";
let group = "";
let otherGroup = "";

beforeAll(async () => {
  const [account, other] = await Promise.all([
    createAccount({ name: "enrollment test", cardTypes: ["people"] }),
    createAccount({ name: "enrollment other", cardTypes: ["people"] }),
  ]);
  [accountId, otherAccountId, group, otherGroup] = [
    account.id,
    other.id,
    account.cards[0]!.group,
    other.cards[0]!.group,
  ];
});

async function newCard(): Promise<string> {
  return (await issueMembershipCard({ accountId, cardType: "people" })).memberId;
}

function card(body: object): EnrollmentRequest {
  return enrollmentCardBody.parse(body);
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string; errorCode?: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const e = error as ApiError;
  return { status: e.status, message: e.message, ...e.fields };
}

describe("enrollMember", () => {
  it("of 16 concurrent creates of one member, exactly one succeeds and one row exists", async () => {
    const memberId = await newCard();
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        enrollMember({
          accountId,
          kind: "card",
          request: card({ action: "create", memberId, group, firstName: `P${i}` }),
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(1);
    expect(rejected).toHaveLength(15);
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect((r.reason as ApiError).status).toBe(400);
      expect((r.reason as ApiError).fields.errorCode).toBe("ENROLLMENT_ALREADY_EXISTS");
    }
    expect(await db.enrollment.count({ where: { group, memberId } })).toBe(1);
    expect(
      await db.enrollmentAudit.count({ where: { accountId, action: "create", fields: { contains: "firstName" } } }),
    ).toBeGreaterThan(0);
  });

  it("waits for a write lock another connection holds without stopping the event loop, then writes", async () => {
    const memberId = await newCard();
    await enrollMember({ accountId, kind: "card", request: card({ action: "create", memberId, group }) });
    // another server process in the middle of a write transaction
    const other = new Database(sqliteFilePath(env().DATABASE_URL));
    other.prepare("BEGIN IMMEDIATE").run();
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 5);
    try {
      const update = enrollMember({
        accountId,
        kind: "card",
        request: card({ action: "update", memberId, group, firstName: "Waited" }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // SQLite's own busy handler would have slept on this thread: no timer could have run meanwhile
      expect(ticks).toBeGreaterThan(20);
      other.prepare("COMMIT").run();
      expect((await update).firstName).toBe("Waited");
    } finally {
      clearInterval(ticking);
      if (other.inTransaction) other.prepare("ROLLBACK").run();
      other.close();
    }
    const row = await db.enrollment.findFirstOrThrow({ where: { group, memberId } });
    expect(openPersonalData(row).firstName).toBe("Waited");
    expect(row.version).toBe(2);
  });

  it("concurrent updates of different fields all land: none is overwritten with a stale value", async () => {
    const memberId = await newCard();
    await enrollMember({ accountId, kind: "card", request: card({ action: "create", memberId, group }) });
    const updates: object[] = [
      { firstName: "Ada" },
      { lastName: "Lovelace" },
      { middleName: "King" },
      { suffix: "II" },
      { email: "ada@example.com" },
      { phone: "2125551234" },
      { dob: "1980-12-10" },
      { gender: "female" },
      { address: { city: "London" } },
      { address: { state: "NY" } },
      { address: { zip: "10001" } },
      { startDate: "2020-01-01" },
      { endDate: "2030-12-31" },
      { originDate: "2019-05-05" },
      { subId: "", suffix: "II" },
      { active: false },
    ];
    const results = await Promise.allSettled(
      updates.map((u) =>
        enrollMember({ accountId, kind: "card", request: card({ action: "update", memberId, group, ...u }) }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const stored = await db.enrollment.findUniqueOrThrow({
      where: { group_memberId_subId: { group, memberId, subId: "" } },
    });
    for (const value of ["Ada", "Lovelace", "ada@example.com", "2125551234", "1980-12-10", "London"]) {
      expect(JSON.stringify(stored), "stored encrypted").not.toContain(value);
    }
    const row = openPersonalData(stored);
    expect(row).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      middleName: "King",
      suffix: "II",
      email: "ada@example.com",
      phone: "2125551234",
      dob: "1980-12-10",
      gender: "female",
      city: "London",
      state: "NY",
      zip: "10001",
      startDate: "2020-01-01",
      endDate: "2030-12-31",
      originDate: "2019-05-05",
      active: false,
      version: 1 + updates.length,
    });
    const audits = await db.enrollmentAudit.findMany({ where: { enrollmentId: row.id, action: "update" } });
    expect(audits).toHaveLength(updates.length);
    const fields = audits.flatMap((a) => a.fields.split(",").filter(Boolean)).sort();
    expect(fields).toEqual(
      [
        "active",
        "address.city",
        "address.state",
        "address.zip",
        "dob",
        "email",
        "endDate",
        "firstName",
        "gender",
        "lastName",
        "middleName",
        "originDate",
        "phone",
        "startDate",
        "suffix",
      ].sort(),
    );
  });

  it("512 concurrent updates of one member all succeed: one version and one audit row each, the last one wins", async () => {
    const memberId = await newCard();
    await enrollMember({ accountId, kind: "card", request: card({ action: "create", memberId, group }) });
    const results = await Promise.allSettled(
      Array.from({ length: 512 }, (_, i) =>
        enrollMember({
          accountId,
          kind: "card",
          request: card({ action: "update", memberId, group, suffix: `S${i}` }),
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(results.map((r) => r.status === "fulfilled" && r.value.suffix)).toEqual(
      Array.from({ length: 512 }, (_, i) => `S${i}`),
    );
    const row = await db.enrollment.findUniqueOrThrow({
      where: { group_memberId_subId: { group, memberId, subId: "" } },
    });
    expect(row.version).toBe(513);
    expect(openPersonalData(row).suffix).toBe("S511");
    expect(await db.enrollmentAudit.count({ where: { enrollmentId: row.id, action: "update" } })).toBe(512);
  });

  it("never stores a range two concurrent updates made invalid together (each checked the other's write)", async () => {
    for (let round = 0; round < 5; round++) {
      const memberId = await newCard();
      await enrollMember({ accountId, kind: "card", request: card({ action: "create", memberId, group }) });
      const results = await Promise.allSettled([
        enrollMember({
          accountId,
          kind: "card",
          request: card({ action: "update", memberId, group, startDate: "2025-06-01" }),
        }),
        enrollMember({
          accountId,
          kind: "card",
          request: card({ action: "update", memberId, group, endDate: "2025-05-01" }),
        }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const row = await db.enrollment.findUniqueOrThrow({
        where: { group_memberId_subId: { group, memberId, subId: "" } },
      });
      expect(row.startDate && row.endDate).toBeNull();
    }
  });

  it("re-checks the date range against what a concurrent update stored", async () => {
    const memberId = await newCard();
    await enrollMember({
      accountId,
      kind: "card",
      request: card({ action: "create", memberId, group, startDate: "2025-06-01" }),
    });
    expect(
      await failure(
        enrollMember({
          accountId,
          kind: "card",
          request: card({ action: "update", memberId, group, endDate: "2025-05-31" }),
        }),
      ),
    ).toMatchObject({ status: 400, errorCode: "END_DATE_INCORRECT_OR_MISSING" });
    const ok = await enrollMember({
      accountId,
      kind: "card",
      request: card({ action: "update", memberId, group, endDate: "2025-06-01" }),
    });
    expect(ok).toMatchObject({ startDate: "2025-06-01", endDate: "2025-06-01" });
  });

  it("keeps the audit trail to field names: no value is stored there", async () => {
    const memberId = await newCard();
    const request = enrollmentPersonBody.parse({
      action: "create",
      memberId,
      group,
      firstName: "Grace",
      lastName: "Hopper",
      dob: "1906-12-09",
      email: "grace@example.com",
    });
    const record = await enrollMember({ accountId, kind: "person", request });
    const enrollment = await db.enrollment.findUniqueOrThrow({
      where: { group_memberId_subId: { group, memberId, subId: "" } },
    });
    const [audit] = await db.enrollmentAudit.findMany({ where: { enrollmentId: enrollment.id } });
    expect(audit).toMatchObject({ accountId, action: "create", fields: "active,gender,firstName,lastName,dob,email" });
    for (const value of ["Grace", "Hopper", "1906-12-09", "grace@example.com", memberId]) {
      expect(JSON.stringify(audit)).not.toContain(value);
    }
    expect(record).toEqual({
      action: "create",
      active: true,
      memberId,
      group,
      firstName: "Grace",
      lastName: "Hopper",
      gender: "unknown",
      dob: "1906-12-09",
      email: "grace@example.com",
    });
  });

  it("accepts only the account's own groups and card numbers of the group's format", async () => {
    const memberId = await newCard();
    expect(
      await failure(
        enrollMember({ accountId, kind: "card", request: card({ action: "create", memberId, group: otherGroup }) }),
      ),
    ).toEqual({
      status: 400,
      message: "Incorrect or missing required parameters.",
      errorCode: "GROUP_INCORRECT_OR_MISSING",
    });
    expect(
      await failure(
        enrollMember({ accountId: otherAccountId, kind: "card", request: card({ action: "update", memberId, group }) }),
      ),
    ).toMatchObject({ errorCode: "GROUP_INCORRECT_OR_MISSING" });
    const typo = memberId.slice(0, -1) + String((Number(memberId.at(-1)) + 1) % 10);
    expect(
      await failure(
        enrollMember({ accountId, kind: "card", request: card({ action: "create", memberId: typo, group }) }),
      ),
    ).toMatchObject({
      errorCode: "MEMBER_ID_INCORRECT_OR_MISSING",
    });
  });

  it("answers 404 to an update of a member that is not enrolled", async () => {
    const memberId = await newCard();
    expect(
      await failure(enrollMember({ accountId, kind: "card", request: card({ action: "update", memberId, group }) })),
    ).toEqual({
      status: 404,
      message: "Provided member not found.",
      errorCode: "MEMBER_NOT_FOUND",
    });
    expect(await db.enrollment.count({ where: { memberId } })).toBe(0);
  });
});
