// Integration, on SQLite: a pets card and a people card of one account are separate cards (spec 1, rule 3: claims for
// people cannot be processed under a pets card, and vice versa). Each passes the card check under its own group
// only; under the other card type's group the check answers GROUP_INVALID naming the card's own group.
// scripts/audit-pet-cards.ts checks the same over every account shape through the route handlers.
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { CARD_DEFAULTS } from "../accounts/schemas";
import { verifyCard } from "../eligibility/verify-card";
import { issueMembershipCards } from "./issue-membership-cards";
import { isMemberIdFormat } from "./member-id";

const outcome = (check: Promise<unknown>) =>
  check.then(
    () => "valid",
    (e: { fields?: { code?: string }; message?: string }) => `${e.fields?.code}: ${e.message}`,
  );

describe("pets cards", () => {
  it("carry the pets routing and member-id format, and a group of their own", async () => {
    const account = await createAccount({ name: "pets cards" });
    const [people, pets] = await issueMembershipCards({ accountId: account.id, cardTypes: ["people", "pets"] });
    expect(pets).toMatchObject({ type: "pets", bin: CARD_DEFAULTS.pets.bin, pcn: CARD_DEFAULTS.pets.pcn });
    expect(isMemberIdFormat(pets!.memberId, "PT", 10)).toBe(true);
    expect(pets!.group).toMatch(/^V/);
    expect(people!.group).toMatch(/^H/);

    const check = (group: string, memberId: string) => outcome(verifyCard({ accountId: account.id, group, memberId }));
    expect(await check(pets!.group, pets!.memberId)).toBe("valid");
    expect(await check(people!.group, people!.memberId)).toBe("valid");
    expect(await check(people!.group, pets!.memberId)).toBe(
      `GROUP_INVALID: Group invalid. Resubmit under ${pets!.group}`,
    );
    expect(await check(pets!.group, people!.memberId)).toBe(
      `GROUP_INVALID: Group invalid. Resubmit under ${people!.group}`,
    );
  });
});
