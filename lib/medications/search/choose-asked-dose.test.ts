import { describe, expect, it } from "vitest";
import { chooseAskedDose, fittingDoses } from "./choose-asked-dose";
import { parseDoseQuery, withFormWordsSpelled } from "./parse-dose-query";

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
  it("reads a strength before the name, 'generic' around it and a count after the dose", () => {
    expect(parseDoseQuery("10 mg lisinopril")).toMatchObject({ name: "lisinopril", strength: 10, unit: "mg" });
    expect(parseDoseQuery("6-aminocaproic acid")).toMatchObject({ name: "6 aminocaproic acid", strength: null });
    expect(parseDoseQuery("generic for lipitor 40")).toMatchObject({ name: "lipitor", strength: 40, generic: true });
    expect(parseDoseQuery("lipitor generic")).toMatchObject({ name: "lipitor", generic: true });
    expect(parseDoseQuery("lisinopril 10 mg qty 30")).toMatchObject({ name: "lisinopril", strengths: [10] });
    // "#3" is a name's number (numberedNames), not a count.
    expect(parseDoseQuery("tylenol #3")).toMatchObject({ name: "tylenol 3" });
  });

  it("separates the name from a trailing strength, unit and form", () => {
    expect(parseDoseQuery("atorvastatin 20")).toEqual({
      name: "atorvastatin",
      strength: 20,
      strengths: [20],
      unit: null,
      forms: [],
      hours: null,
      doses: null,
      pets: false,
      generic: false,
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
  it("takes every strength of a combination's, in the order typed, and decimals without a leading zero", () => {
    expect(parseDoseQuery("losartan/hctz 100-25")).toMatchObject({ name: "losartan hctz", strength: 100, strengths: [100, 25] }); // prettier-ignore
    expect(parseDoseQuery("norco 10/325")).toMatchObject({ name: "norco", strengths: [10, 325] });
    expect(parseDoseQuery("alprazolam .5")).toMatchObject({ name: "alprazolam", strengths: [0.5] });
    expect(parseDoseQuery("valtrex 1 gram")).toMatchObject({ name: "valtrex", strengths: [1], unit: "g" });
  });
  it("reads strengths in every common spelling, and keeps a number that is part of a name", () => {
    expect(parseDoseQuery("vitamin d 50,000 units")).toMatchObject({ name: "vitamin d", strengths: [50000], unit: "units" }); // prettier-ignore
    expect(parseDoseQuery("amoxicillin 400mg/5ml")).toMatchObject({ name: "amoxicillin", strengths: [400], unit: "mg", per: 5 }); // prettier-ignore
    expect(parseDoseQuery("fentanyl 25mcg/hr")).toMatchObject({ name: "fentanyl", strengths: [25], unit: "mcg" });
    expect(parseDoseQuery("interferon beta-1a")).toMatchObject({ name: "interferon beta 1a", strength: null });
    expect(parseDoseQuery("metformin extended release")).toMatchObject({ name: "metformin", forms: [/extended-release/] }); // prettier-ignore
    expect(parseDoseQuery("albuterol inhalers").name).toBe("albuterol");
    expect(parseDoseQuery("amoxicillin oral suspension").forms).toHaveLength(2);
    expect(withFormWordsSpelled("amoxicillin suspention")).toBe("amoxicillin suspension");
    expect(withFormWordsSpelled("fentanyl pacthes")).toBe("fentanyl patches");
    expect(withFormWordsSpelled("amoxicillin clavulanate")).toBeNull();
  });
  it("fits units, other units of mass, and a concentration only where no dose has the amounts as typed", () => {
    const doses = [
      { ndc: "u", strength: "50,000 units", doseForm: "capsule" },
      { ndc: "n", strength: "0.4 mg", doseForm: "tablet-sublingual" },
      { ndc: "neb", strength: "0.83 mg/mL", doseForm: "inhalation-solution" },
      { ndc: "inj", strength: "20 mg/2 mL", doseForm: "injection" },
      { ndc: "eye", strength: "0.1%", doseForm: "ophthalmic-suspension" },
      { ndc: "sol", strength: "1 mg/mL", doseForm: "oral-solution" },
      { ndc: "ung", strength: "0.3%", doseForm: "ophthalmic-ointment" },
    ];
    const fit = (q: string) => fittingDoses(doses, parseDoseQuery(q)).map((d) => d.ndc);
    expect(fit("x 50000 units")).toEqual(["u"]);
    expect(fit("x 400 mcg")).toEqual(["n"]);
    expect(fit("x 0.083%")).toEqual(["neb"]);
    expect(fit("x 2.5mg/3ml")).toEqual(["neb"]);
    expect(fit("x 10 mg/ml")).toEqual(["inj"]);
    expect(fit("x 0.1%")).toEqual(["eye"]);
    expect(fit("x eye drops")).toEqual(["eye"]);
  });
  it("fits a combination's strengths in any order, and grams to milligrams", () => {
    const doses = [
      { ndc: "a", strength: "325 mg-5 mg", doseForm: "tablet" },
      { ndc: "b", strength: "325 mg-10 mg", doseForm: "tablet" },
      { ndc: "c", strength: "1000 mg", doseForm: "tablet" },
    ];
    const fit = (q: string) => fittingDoses(doses, parseDoseQuery(q)).map((d) => d.ndc);
    expect(fit("norco 10/325")).toEqual(["b"]);
    expect(fit("norco 325/10")).toEqual(["b"]);
    expect(fit("norco 10")).toEqual(["b"]);
    expect(fit("norco 10/500")).toEqual([]);
    expect(fit("valtrex 1 g")).toEqual(["c"]);
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
    for (const query of [
      "my dog's gabapentin",
      "gabapentin para mi perra",
      "gabapentin for my kitty",
      "doggy gabapentin",
    ])
      expect(parseDoseQuery(query), query).toMatchObject({ name: "gabapentin", pets: true });
    // "my" before a word that is no pet stays in the name (My Way, My Choice: levonorgestrel).
    expect(parseDoseQuery("my way")).toMatchObject({ name: "my way", pets: false });
    expect(parseDoseQuery("catapres").pets).toBe(false);
  });
  it("reads horses as owners type them, but not a horse word inside a drug's name", () => {
    for (const [query, name] of [
      ["bute for horses", "bute"],
      ["bute for my horse", "bute"],
      ["horse dewormer", "dewormer"],
      ["sulfamethoxazole trimethoprim for my horse", "sulfamethoxazole trimethoprim"],
      ["gabapentin para mi caballo", "gabapentin"],
      ["equine omeprazole", "omeprazole"],
      ["phenylbutazone for my pony", "phenylbutazone"],
      ["amp-equine for horses", "amp equine"],
    ] as const)
      expect(parseDoseQuery(query), query).toMatchObject({ name, pets: true });
    for (const query of [
      "horse chestnut",
      "Horse Chestnut 300 mg",
      "equine collagen",
      "tetanus immune globulin equine",
    ])
      expect(parseDoseQuery(query).pets, query).toBe(false);
    expect(parseDoseQuery("horse chestnut").name).toBe("horse chestnut");
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

  it("answers a trade name's doses without the default by the one dispensed most, a vial's injection last", () => {
    // Ondansetron's default is the 4 mg orally disintegrating tablet; Zofran's own products are the tablets, the oral
    // solution and the injections, whose vials Medicaid pays more often (a clinic's single shots).
    const ondansetron = [
      { ndc: "t4", strength: "4 mg", doseForm: "tablet", dispensed: 200_000 },
      { ndc: "t8", strength: "8 mg", doseForm: "tablet", dispensed: 150_000 },
      { ndc: "odt", strength: "4 mg", doseForm: "tablet-orally-disintegrating", dispensed: 900_000 },
      { ndc: "inj", strength: "4 mg/2 mL", doseForm: "injection", dispensed: 600_000 },
    ];
    const zofran = (query: string) =>
      chooseAskedDose(ondansetron, "odt", { ...parseDoseQuery(query), doses: ["t4", "t8", "inj"] });
    expect(zofran("zofran")).toBe("t4");
    expect(zofran("zofran 8")).toBe("t8");
    expect(zofran("zofran injection")).toBe("inj");
  });

  it("answers null when the query names no dose, or no dose fits", () => {
    expect(choose("x")).toBeNull();
    expect(choose("x 40")).toBeNull();
    expect(choose("x 20 mcg")).toBeNull();
  });

  it("reads SR as the 12-hour release and XL as the 24-hour one", () => {
    expect(parseDoseQuery("bupropion sr")).toMatchObject({ name: "bupropion", hours: 12 });
    expect(parseDoseQuery("bupropion xl 150")).toMatchObject({ name: "bupropion", hours: 24, strength: 150 });
    expect(parseDoseQuery("metformin er").hours).toBeNull();
    // Wellbutrin's doses: the XL tablet is the default, the SR one is asked by "sr".
    const bupropion = [
      { ndc: "ir", strength: "75 mg", doseForm: "tablet", label: "75 mg tablet" },
      {
        ndc: "sr",
        strength: "150 mg",
        doseForm: "tablet-extended-release",
        label: "150 mg extended-release tablet (12 hr)",
      },
      {
        ndc: "xl",
        strength: "150 mg",
        doseForm: "tablet-extended-release",
        label: "150 mg extended-release tablet (24 hr)",
      },
    ];
    expect(chooseAskedDose(bupropion, "xl", parseDoseQuery("bupropion sr"))).toBe("sr");
    expect(chooseAskedDose(bupropion, "sr", parseDoseQuery("bupropion xl"))).toBe("xl");
    expect(chooseAskedDose(bupropion, "xl", parseDoseQuery("bupropion er"))).toBe("xl");
  });

  it("answers the fitting dose dispensed most when the default does not fit", () => {
    // Amoxicillin's suspensions: 400 mg/5 mL is dispensed most, 125 mg/5 mL is the lowest strength.
    const amoxicillin = [
      { ndc: "cap", strength: "500 mg", doseForm: "capsule", dispensed: 9_000_000 },
      { ndc: "125", strength: "125 mg/5 mL", doseForm: "oral-suspension", dispensed: 300_000 },
      { ndc: "400", strength: "400 mg/5 mL", doseForm: "oral-suspension", dispensed: 4_000_000 },
      { ndc: "200", strength: "200 mg/5 mL", doseForm: "oral-suspension", dispensed: null },
    ];
    expect(chooseAskedDose(amoxicillin, "cap", parseDoseQuery("amoxicillin suspension"))).toBe("400");
    // No evidence at all: the plainest form and lowest strength (doses come in that order).
    const none = amoxicillin.map((d) => ({ ...d, dispensed: null }));
    expect(chooseAskedDose(none, "cap", parseDoseQuery("amoxicillin suspension"))).toBe("125");
  });

  it("answers a plain tablet for 'tablet' when one is sold, a special form only when named", () => {
    const ondansetron = [
      { ndc: "tab", strength: "4 mg", doseForm: "tablet", dispensed: 900_000 },
      { ndc: "odt", strength: "4 mg", doseForm: "tablet-orally-disintegrating", dispensed: 2_000_000 },
    ];
    expect(chooseAskedDose(ondansetron, "odt", parseDoseQuery("ondansetron tablet"))).toBe("tab");
    expect(chooseAskedDose(ondansetron, "tab", parseDoseQuery("ondansetron odt"))).toBe("odt");
    expect(chooseAskedDose(ondansetron, "odt", parseDoseQuery("ondansetron 4"))).toBe("odt");
    // Only a special form is sold: "tablet" still finds it.
    expect(chooseAskedDose([ondansetron[1]!], "odt", parseDoseQuery("ondansetron tablet"))).toBe("odt");
  });
});

describe("a multiphasic pack by any of its phases (twentieth pass)", () => {
  const packs = [
    { ndc: "m", strength: "35 mcg-0.25 mg", doseForm: "pack" },
    { ndc: "t", strength: "35 mcg-0.18/0.215/0.25 mg", doseForm: "pack" },
    { ndc: "v", strength: "30/40/30 mcg-0.05/0.075/0.125 mg", doseForm: "pack" },
  ];
  const asked = (query: string) => chooseAskedDose(packs, "x", parseDoseQuery(query));

  it("answers the monophasic pack for its two amounts, the triphasic one for a phase only it has", () => {
    expect(asked("ethinyl estradiol norgestimate 0.25/35 pack")).toBe("m");
    expect(asked("ethinyl estradiol norgestimate 0.215 pack")).toBe("t");
    expect(asked("ethinyl estradiol norgestimate 0.18 pack")).toBe("t");
    expect(asked("ethinyl estradiol levonorgestrel 0.075 pack")).toBe("v");
  });
});
