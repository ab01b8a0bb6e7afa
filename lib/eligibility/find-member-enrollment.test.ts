import { describe, expect, it } from "vitest";
import { findMemberEnrollment } from "./find-member-enrollment";

const patient = { firstName: "Jane", lastName: "O'Neil", dob: "1980-01-02" };
const row = (id: string, fields: Partial<{ active: boolean; firstName: string; lastName: string; dob: string }>) => ({
  id,
  active: true,
  firstName: null,
  lastName: null,
  dob: null,
  ...fields,
});

describe("findMemberEnrollment", () => {
  it("matches a card enrollment without person fields to anyone", () => {
    expect(findMemberEnrollment([row("card", {})], patient)?.id).toBe("card");
  });

  it("requires every person field the enrollment holds to match, names normalized", () => {
    expect(findMemberEnrollment([row("p", { firstName: "JANE", lastName: "oneil" })], patient)?.id).toBe("p");
    expect(findMemberEnrollment([row("p", { firstName: "Jane", dob: "1980-01-03" })], patient)).toBeUndefined();
    expect(findMemberEnrollment([row("p", { lastName: "Smith" })], patient)).toBeUndefined();
  });

  it("prefers the most specific match, then an active one", () => {
    const card = row("card", {});
    const person = row("person", { ...patient, active: false });
    expect(findMemberEnrollment([card, person], patient)?.id).toBe("person");
    expect(findMemberEnrollment([row("a", { active: false }), row("b", {})], patient)?.id).toBe("b");
    expect(findMemberEnrollment([row("b", {}), row("a", { active: false })], patient)?.id).toBe("b");
  });

  it("finds nothing in no enrollments", () => {
    expect(findMemberEnrollment([], patient)).toBeUndefined();
  });
});
