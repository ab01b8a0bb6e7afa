// Integration: the site account, its cards and the check that downloads only carry cards the site issued, on SQLite.
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { issueMembershipCards } from "../membership/issue-membership-cards";
import { isMemberIdFormat } from "../membership/member-id";
import { findSiteCard } from "./find-site-card";
import { issueSiteCard } from "./issue-site-card";
import { ensureSiteAccount, SITE_ACCOUNT_ID } from "./site-account";

describe("the site account's cards", () => {
  it("is created once, with people and pets cards and no API endpoint", async () => {
    const [a, b] = await Promise.all([ensureSiteAccount(), ensureSiteAccount()]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ id: SITE_ACCOUNT_ID, endpoints: [], cardTypes: ["people", "pets"] });
  });

  it("issues a new member id each time, and finds each again by member id and type", async () => {
    const first = await issueSiteCard({ cardType: "pets" });
    const second = await issueSiteCard({ cardType: "pets" });
    expect(first.memberId).not.toBe(second.memberId);
    expect(first).toMatchObject({ type: "pets", bin: "019902", pcn: "PETCARD", group: second.group });
    expect(isMemberIdFormat(first.memberId, "PT", 10)).toBe(true);
    expect(await findSiteCard({ memberId: first.memberId, cardType: "pets" })).toEqual(first);
    // The same number as a people card is not the site's card.
    expect(await findSiteCard({ memberId: first.memberId, cardType: "people" })).toBeNull();
  });

  it("does not find cards of another account or numbers nobody issued", async () => {
    const partner = await createAccount({ name: "someone else" });
    const [card] = await issueMembershipCards({ accountId: partner.id, cardTypes: ["people"] });
    expect(await findSiteCard({ memberId: card!.memberId, cardType: "people" })).toBeNull();
    expect(await findSiteCard({ memberId: "RX0000000000", cardType: "people" })).toBeNull();
  });
});
