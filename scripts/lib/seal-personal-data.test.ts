// Integration: enrollments stored in plaintext before encryption are encrypted by the migration step, and still read.
import { describe, expect, it } from "vitest";
import { createAccount } from "../../lib/accounts/create-account";
import { db } from "../../lib/db";
import { eligibilityReads } from "../../lib/eligibility/eligibility-reads";
import { personalDataKeys } from "../../lib/eligibility/personal-data";
import { issueMembershipCard } from "../../lib/membership/issue-membership-cards";
import { sealStoredPersonalData } from "./seal-personal-data";

describe("sealStoredPersonalData", () => {
  it("encrypts rows stored in plaintext, bumps their version, and they read the same", async () => {
    const account = await createAccount({ name: "legacy rows", cardTypes: ["people"] });
    const group = account.cards[0]!.group;
    const { memberId } = await issueMembershipCard({ accountId: account.id, cardType: "people" });
    const legacy = {
      firstName: "Mary",
      lastName: "Seacole",
      dob: "1805-11-23",
      email: "mary@example.com",
      phone: "2125550199",
      addressLine1: "1 Kingston Rd",
      city: "Kingston",
    };
    await db.enrollment.create({
      data: { id: `enr_legacy_${memberId}`, accountId: account.id, kind: "person", group, memberId, ...legacy },
    });
    expect(await sealStoredPersonalData()).toBeGreaterThanOrEqual(1);
    const stored = await db.enrollment.findUniqueOrThrow({ where: { id: `enr_legacy_${memberId}` } });
    expect(stored.personalDataKeyId).toBe(personalDataKeys().current.id);
    expect(stored.version).toBe(2);
    for (const value of Object.values(legacy)) expect(JSON.stringify(stored)).not.toContain(value);
    expect(await eligibilityReads().enrollment({ group, memberId, subId: "" })).toMatchObject(legacy);
    expect(await sealStoredPersonalData()).toBe(0);
  });
});
