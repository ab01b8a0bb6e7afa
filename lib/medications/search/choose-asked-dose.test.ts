import { describe, expect, it } from "vitest";
import { chooseAskedDose } from "./choose-asked-dose";
import { parseDoseQuery } from "./parse-dose-query";

const DROPS_SOURCE = parseDoseQuery("x drops").forms[0]!.source;

const doses = [
  { ndc: "1", strength: "10 mg", doseForm: "tablet" },
  { ndc: "2", strength: "20 mg", doseForm: "tablet" },
  { ndc: "3", strength: "500 mg", doseForm: "tablet" },
  { ndc: "4", strength: "500 mg", doseForm: "capsule" },
  { ndc: "5", strength: "250 mg/5 mL", doseForm: "oral-suspension" },
  { ndc: "6", strength: "20 mg", doseForm: "tablet-extended-release" },
  { ndc: "7", strength: "44 mcg", doseForm: "inhaler" },
  { ndc: "8", strength: "50 mcg", doseForm: "nasal-spray" },
];
const choose = (query: string, defaultDose = "1") => chooseAskedDose(doses, defaultDose, parseDoseQuery(query));

describe("parseDoseQuery", () => {
  it("separates the name from a trailing strength, unit and form", () => {
    expect(parseDoseQuery("atorvastatin 20")).toEqual({
      name: "atorvastatin",
      strength: 20,
      unit: null,
      forms: [],
      pets: false,
    });
    expect(parseDoseQuery("Lisinopril 10mg")).toMatchObject({ name: "lisinopril", strength: 10, unit: "mg" });
    expect(parseDoseQuery("amoxicillin 500 capsule")).toMatchObject({ strength: 500, forms: [/^capsule/] });
    expect(parseDoseQuery("levothyroxine 0.5 mcg tabs")).toMatchObject({
      strength: 0.5,
      unit: "mcg",
      forms: [/^tablet/],
    });
  });
  it("reads device, form and release words as the dose forms they name", () => {
    const forms = (query: string) => parseDoseQuery(query).forms.map((f) => f.source);
    expect(forms("flovent hfa")).toEqual(["^inhaler$"]);
    expect(forms("lantus solostar")).toEqual(["pen-injector"]);
    expect(forms("epinephrine auto-injector")).toEqual(["auto-injector"]);
    expect(forms("metformin er")).toEqual(["extended-release"]);
    expect(forms("ondansetron odt")).toEqual(["orally-disintegrating"]);
    expect(forms("fluticasone nasal spray")).toEqual(["nasal", "spray"]);
    expect(forms("ofloxacin ear drops")).toEqual(["otic", DROPS_SOURCE]);
    expect(parseDoseQuery("diclofenac gel").name).toBe("diclofenac");
  });
  it("takes the first strength of a combination's", () => {
    expect(parseDoseQuery("losartan/hctz 100-25")).toMatchObject({ name: "losartan hctz", strength: 100 });
  });
  it("reads a course name as its drug and the pack's tablet", () => {
    for (const q of ["Z-Pak", "z pak", "zpack", "z-pack"]) {
      expect(parseDoseQuery(q)).toMatchObject({ name: "azithromycin", strength: 250, forms: [/^tablet$/] });
    }
    expect(parseDoseQuery("tri-pak")).toMatchObject({ name: "azithromycin", strength: 500 });
    for (const q of ["Medrol Dosepak", "medrol dose pack", "dosepak"]) {
      expect(parseDoseQuery(q)).toMatchObject({ name: "methylprednisolone", strength: 4 });
    }
    expect(parseDoseQuery("prednisone dose pack")).toMatchObject({ name: "prednisone", strength: null });
    expect(parseDoseQuery("z").name).toBe("z");
  });
  it("reads who the medication is for", () => {
    expect(parseDoseQuery("gabapentin for dogs")).toMatchObject({ name: "gabapentin", pets: true });
    expect(parseDoseQuery("gabapentin 100 mg for my cat")).toMatchObject({
      name: "gabapentin",
      strength: 100,
      pets: true,
    });
    expect(parseDoseQuery("gabapentin")).toMatchObject({ pets: false });
    expect(parseDoseQuery("gabapentin para perros")).toMatchObject({ name: "gabapentin", pets: true });
    expect(parseDoseQuery("catapres").pets).toBe(false);
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

  it("picks the dose of the asked device or release", () => {
    expect(choose("x hfa", "8")).toBe("7");
    expect(choose("x nasal spray", "7")).toBe("8");
    expect(choose("x er")).toBe("6");
    expect(choose("x 20 tablet")).toBe("2");
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
