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

describe("findMemberEnrollment, names as the counter types them", () => {
  const mary = row("p", { firstName: "Mary", lastName: "Poppins", dob: "1980-01-02" });
  const enrolled = [{ ...mary, middleName: "Ann" }];
  const typed = (firstName: string, lastName = "POPPINS", middleName?: string) =>
    findMemberEnrollment(enrolled, { firstName, lastName, dob: "1980-01-02", middleName })?.id;

  it("finds a first name typed with the middle name or its initial", () => {
    expect(typed("MARY")).toBe("p");
    expect(typed("MARY ANN")).toBe("p");
    expect(typed("MaryAnn")).toBe("p");
    expect(typed("MARY A")).toBe("p");
    expect(typed("Mary", "Poppins", "Ann")).toBe("p");
  });

  it("finds a first name enrolled with the middle name when the check sends it apart", () => {
    const together = [row("q", { firstName: "Mary Ann", lastName: "Poppins" })];
    const found = findMemberEnrollment(together, {
      firstName: "Mary",
      lastName: "Poppins",
      dob: "1",
      middleName: "Ann",
    });
    expect(found?.id).toBe("q");
  });

  it("does not find another first name", () => {
    expect(typed("MARY B")).toBeUndefined();
    expect(typed("ANN")).toBeUndefined();
    expect(typed("MARIA")).toBeUndefined();
  });

  it("finds a last name typed with a suffix, without accents or spelled as an ASCII keyboard does", () => {
    const groß = [row("g", { firstName: "Jürgen", lastName: "Groß" })];
    const find = (firstName: string, lastName: string) => findMemberEnrollment(groß, { firstName, lastName, dob: "1" })?.id; // prettier-ignore
    expect(find("JURGEN", "GROSS JR")).toBe("g");
    expect(find("JUERGEN", "GROSS")).toBe("g");
    expect(find("JURGEN", "GROS")).toBeUndefined();
  });
});

describe("findMemberEnrollment, long names as a claim holds them (12 characters of a first name, 15 of a last)", () => {
  const find = (enrolled: Partial<{ firstName: string; lastName: string }>, firstName: string, lastName: string) =>
    findMemberEnrollment([row("p", { dob: "1980-01-02", ...enrolled })], { firstName, lastName, dob: "1980-01-02" })
      ?.id;

  it("finds a first name cut at 12 characters and a last name cut at 15", () => {
    const maria = { firstName: "María de los Ángeles", lastName: "Espinosa de los Monteros" };
    expect(find(maria, "MARIA DE LOS", "ESPINOSA DE LOS")).toBe("p");
    expect(find(maria, "MARIADELOSAN", "ESPINOSADELOSMO")).toBe("p"); // cut without its spaces
    expect(find({ firstName: "Chandraprabha", lastName: "Rao" }, "CHANDRAPRABH", "RAO")).toBe("p");
    expect(find({ firstName: "Ivana", lastName: "Samardžija Momčilović" }, "IVANA", "SAMARDZIJA MOMC")).toBe("p");
  });

  it("finds a first name cut just after a space, its trailing space dropped", () => {
    expect(find({ firstName: "Bartholomew Alexander", lastName: "Reyes" }, "BARTHOLOMEW", "REYES")).toBe("p");
  });

  it("finds a first name cut with the middle name a counter typed into it", () => {
    const mary = [{ ...row("m", { firstName: "Mary", lastName: "Shelley", dob: "1" }), middleName: "Elizabeth" }];
    expect(findMemberEnrollment(mary, { firstName: "MARY ELIZABE", lastName: "SHELLEY", dob: "1" })?.id).toBe("m");
  });

  it("does not find a shorter part of a name, nor cut a name that fits the field", () => {
    const maria = { firstName: "María de los Ángeles", lastName: "Espinosa de los Monteros" };
    expect(find(maria, "MARIA", "ESPINOSA DE LOS")).toBeUndefined();
    expect(find(maria, "MARIA DE LOS", "ESPINOSA")).toBeUndefined();
    expect(find({ firstName: "Chandraprabha", lastName: "Rao" }, "CHANDRA", "RAO")).toBeUndefined();
    expect(find({ firstName: "Christophera", lastName: "Rao" }, "CHRISTOPHER", "RAO")).toBeUndefined(); // 12: fits
    expect(find({ firstName: "Ana", lastName: "Smithson" }, "ANA", "SMITH")).toBeUndefined();
  });
});
