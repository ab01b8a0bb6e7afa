import { describe, expect, it } from "vitest";
import { chooseAskedDose } from "./choose-asked-dose";
import { parseDoseQuery } from "./parse-dose-query";

const doses = [
  { ndc: "1", strength: "10 mg", doseForm: "tablet" },
  { ndc: "2", strength: "20 mg", doseForm: "tablet" },
  { ndc: "3", strength: "500 mg", doseForm: "tablet" },
  { ndc: "4", strength: "500 mg", doseForm: "capsule" },
  { ndc: "5", strength: "250 mg/5 mL", doseForm: "oral-suspension" },
  { ndc: "6", strength: "20 mg", doseForm: "tablet-extended-release" },
];
const choose = (query: string, defaultDose = "1") => chooseAskedDose(doses, defaultDose, parseDoseQuery(query));

describe("parseDoseQuery", () => {
  it("separates the name from a trailing strength, unit and form", () => {
    expect(parseDoseQuery("atorvastatin 20")).toEqual({ name: "atorvastatin", strength: 20, unit: null, form: null });
    expect(parseDoseQuery("Lisinopril 10mg")).toMatchObject({ name: "lisinopril", strength: 10, unit: "mg" });
    expect(parseDoseQuery("amoxicillin 500 capsule")).toMatchObject({ strength: 500, form: "capsule" });
    expect(parseDoseQuery("levothyroxine 0.5 mcg tabs")).toMatchObject({ strength: 0.5, unit: "mcg", form: "tablet" });
  });

  it("keeps names that contain numbers or are only a number", () => {
    expect(parseDoseQuery("Heartgard 30 Plus").name).toBe("heartgard 30 plus");
    expect(parseDoseQuery("20").name).toBe("20");
  });
});

describe("chooseAskedDose", () => {
  it("picks the dose of the asked strength, and of the asked form when given", () => {
    expect(choose("x 20")).toBe("2");
    expect(choose("x 500 capsule")).toBe("4");
    expect(choose("x 500")).toBe("3");
    expect(choose("x 250 mg suspension")).toBe("5");
  });

  it("prefers the default dose among those that fit", () => {
    expect(choose("x 20", "6")).toBe("6");
  });

  it("answers null when the query names no dose, or no dose fits", () => {
    expect(choose("x")).toBeNull();
    expect(choose("x 40")).toBeNull();
    expect(choose("x 20 mcg")).toBeNull();
  });
});
