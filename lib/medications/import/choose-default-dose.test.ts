import { describe, expect, it } from "vitest";
import { broughtToRetail, chooseDefaultDose, formByBreadth, givenInClinic, infusedFrom, useOf, type DoseCandidate } from "./choose-default-dose"; // prettier-ignore

const dose = (ndc: string, over: Partial<DoseCandidate> = {}): DoseCandidate => ({
  ndc,
  pricePoints: 100,
  magnitude: 10,
  label: `${ndc} tablet`,
  prescriptions: null,
  plainOral: true,
  clinic: false,
  ...over,
});

describe("chooseDefaultDose", () => {
  it("picks the dose dispensed most, not the one with the most NADAC price points", () => {
    // Rosuvastatin (national SDUD): 10 and 20 mg are dispensed far more than 40 mg, whose NDCs were re-priced most.
    const picked = chooseDefaultDose([
      dose("10mg", { prescriptions: 1_110_000, pricePoints: 200 }),
      dose("20mg", { prescriptions: 1_090_000, pricePoints: 250, magnitude: 20 }),
      dose("40mg", { prescriptions: 700_000, pricePoints: 400, magnitude: 40 }),
    ]);
    expect(picked).toBe("10mg");
  });

  it("takes a special form the evidence puts clearly first (the albuterol inhaler over its tablets)", () => {
    const picked = chooseDefaultDose([
      dose("tablet", { prescriptions: 90_000, pricePoints: 900 }),
      dose("inhaler", { prescriptions: 4_100_000, plainOral: false }),
    ]);
    expect(picked).toBe("inhaler");
  });

  it("prefers a plain tablet or capsule when the evidence is close or missing", () => {
    expect(
      chooseDefaultDose([
        dose("granules", { prescriptions: 1_000, plainOral: false }),
        dose("tablet", { prescriptions: 900 }),
      ]),
    ).toBe("tablet");
    // Omeprazole without evidence: the delayed-release capsule, not the orally disintegrating tablet, stocked about
    // as widely (within 80%).
    expect(
      chooseDefaultDose([
        dose("odt", { plainOral: false, pricePoints: 500 }),
        dose("dr-capsule", { pricePoints: 450 }),
      ]),
    ).toBe("dr-capsule");
  });

  it("without evidence prefers a plain tablet where its form is stocked at least half as widely as the most (twenty-third pass)", () => {
    // Dextromethorphan-guaifenesin: the 20 mg-400 mg tablet (1.41 M, the dose stocked most) is 0.55 of the syrups' three
    // strengths summed (2.54 M); Mapap's 500 mg capsule (83) beside its 80 and 160 mg chewable tablets (159).
    const mapap = [
      dose("80mg-chewable", { plainOral: false, pricePoints: 68, magnitude: 80, form: "tablet-chewable" }),
      dose("160mg-chewable", { plainOral: false, pricePoints: 91, magnitude: 160, form: "tablet-chewable" }),
      dose("500mg-capsule", { pricePoints: 83, magnitude: 500, form: "capsule" }),
    ];
    expect(chooseDefaultDose(mapap)).toBe("500mg-capsule");
    // Sodium chloride's retail forms beside its infusion bags: the 1 g tablet (550) and the 5% eye drops (767).
    const sodium = [
      dose("bag", { plainOral: false, prescriptions: 1_565_577, infusion: true, retail: false, form: "injection" }),
      dose("drops", { plainOral: false, pricePoints: 59, listed: 13, retail: true, otc: true, form: "ophthalmic-solution" }), // prettier-ignore
      dose("tablet", { pricePoints: 22, listed: 25, retail: true, otc: true, form: "tablet" }),
    ];
    expect(chooseDefaultDose(sodium)).toBe("tablet");
  });

  it("without evidence weighs forms and strengths by their stock under every name selling them (twenty-fourth pass)", () => {
    // Muro 128: its own ointment 7 price points x 14 listed packages (98) beside its 5% drops 5 x 13 and 2% drops 11 x 1
    // (76); sodium chloride's 5% drops and ointment under every name: 75 and 45 price points.
    const muro = [
      dose("ointment", { plainOral: false, pricePoints: 7, pooledPricePoints: 45, listed: 14, form: "ophthalmic-ointment" }), // prettier-ignore
      dose("2%-drops", { plainOral: false, pricePoints: 11, listed: 1, magnitude: 2, form: "ophthalmic-solution" }),
      dose("5%-drops", { plainOral: false, pricePoints: 5, pooledPricePoints: 75, listed: 13, magnitude: 5, form: "ophthalmic-solution" }), // prettier-ignore
    ];
    expect(chooseDefaultDose(muro)).toBe("5%-drops");
    expect(chooseDefaultDose(muro.map((d) => ({ ...d, pooledPricePoints: undefined })))).toBe("ointment");
    // Whether a plain form goes first reads the medication's own stock: Mapap's capsule stays beside chewable tablets
    // every acetaminophen label sells (160 mg: 437 price points under every name).
    const mapap = [
      dose("160mg-chewable", { plainOral: false, pricePoints: 91, pooledPricePoints: 437, magnitude: 160, form: "tablet-chewable" }), // prettier-ignore
      dose("500mg-capsule", { pricePoints: 83, magnitude: 500, form: "capsule" }),
    ];
    expect(chooseDefaultDose(mapap)).toBe("500mg-capsule");
  });

  it("without evidence prefers a plain tablet only where its form is stocked at least half as widely (eighteenth pass)", () => {
    // Calcium carbonate: one 648 mg tablet NDC of one labeler beside 42 chewable NDCs of 9 (Tums).
    const calcium = [
      dose("648mg-tablet", { pricePoints: 20, listed: 1, form: "tablet" }),
      dose("750mg-chewable", { plainOral: false, pricePoints: 300, listed: 40, form: "tablet-chewable" }),
    ];
    expect(chooseDefaultDose(calcium)).toBe("750mg-chewable");
  });

  it("without evidence breaks ties by price points, then the lowest strength, then the label", () => {
    expect(chooseDefaultDose([dose("a", { pricePoints: 5 }), dose("b", { pricePoints: 9 })])).toBe("b");
    expect(chooseDefaultDose([dose("40mg", { magnitude: 40 }), dose("10mg", { magnitude: 10 })])).toBe("10mg");
    expect(chooseDefaultDose([dose("tab", { label: "10 mg tablet" }), dose("cap", { label: "10 mg capsule" })])).toBe(
      "cap",
    );
  });

  it("without counts ranks strengths sold over the counter by their stock, not a state's quarters (twenty-first pass)", () => {
    // Acetaminophen: the 325 mg tablet in 3 Alaska quarters, 1,363 price points; the 500 mg tablet in none, 4,491.
    const acetaminophen = [
      dose("325mg", { pricePoints: 1_363, quarters: 3, magnitude: 325, otc: true, form: "tablet" }),
      dose("500mg", { pricePoints: 4_491, magnitude: 500, otc: true, form: "tablet" }),
    ];
    expect(chooseDefaultDose(acetaminophen)).toBe("500mg");
    // A prescription strength's quarters still rank it, over an over-the-counter one or another prescription one.
    expect(chooseDefaultDose([acetaminophen[0]!, { ...acetaminophen[1]!, otc: false }].map((d) => ({ ...d, otc: false })))).toBe("325mg"); // prettier-ignore
    expect(chooseDefaultDose([{ ...acetaminophen[0]!, otc: false }, acetaminophen[1]!])).toBe("325mg");
  });

  it("without counts takes the strength dispensed in the most quarters under 11 times (fourteenth pass)", () => {
    // Fondaparinux (Alaska SDUD 2022, suppressed rows): 2.5 mg in 3 quarters; 7.5 mg re-priced most, in none.
    const fondaparinux = [
      dose("2.5mg", { plainOral: false, pricePoints: 88, listed: 44, quarters: 3, magnitude: 2.5, form: "syringe" }),
      dose("7.5mg", { plainOral: false, pricePoints: 174, listed: 44, magnitude: 7.5, form: "syringe" }),
      dose("10mg", { plainOral: false, pricePoints: 137, listed: 44, magnitude: 10, form: "syringe" }),
    ];
    expect(chooseDefaultDose(fondaparinux)).toBe("2.5mg");
    // The form is not read from a few fills: a plain tablet first (sodium bicarbonate's 650 mg tablet, not the
    // 50 mL emergency vial Alaska dispensed in four quarters), else the form the directory lists most (bacitracin's
    // skin ointment, 378 packages, not the eye ointment dispensed in two quarters, 30).
    expect(
      chooseDefaultDose([
        dose("vial", { plainOral: false, quarters: 4, pricePoints: 178, listed: 80, form: "injection" }),
        dose("325mg", { pricePoints: 40, listed: 9, magnitude: 325, form: "tablet" }),
        dose("650mg", { pricePoints: 236, listed: 50, magnitude: 650, form: "tablet" }),
      ]),
    ).toBe("650mg");
    expect(
      chooseDefaultDose([
        dose("eye", { plainOral: false, quarters: 2, pricePoints: 63, listed: 30, form: "eye-ointment" }),
        dose("skin", { plainOral: false, pricePoints: 405, listed: 378, form: "ointment" }),
      ]),
    ).toBe("skin");
    // Counted fills stand over any number of quarters.
    expect(chooseDefaultDose([dose("a", { quarters: 8 }), dose("b", { prescriptions: 12 })])).toBe("b");
  });

  it("without any dispensing weighs price points by the packages the NDC directory lists", () => {
    // Vardenafil: 20 mg 237 points x 37 listed packages, 10 mg 95 x 22: 20 mg; a strength the directory lacks
    // counts its price points alone.
    expect(
      chooseDefaultDose([
        dose("10mg", { pricePoints: 95, listed: 22, magnitude: 10 }),
        dose("20mg", { pricePoints: 237, listed: 37, magnitude: 20 }),
      ]),
    ).toBe("20mg");
    expect(
      chooseDefaultDose([
        dose("a", { pricePoints: 60, listed: 10 }),
        dose("b", { pricePoints: 100, listed: 4, magnitude: 20 }),
      ]),
    ).toBe("a");
  });

  it("returns null for a medication without doses", () => {
    expect(chooseDefaultDose([])).toBeNull();
  });

  it("puts a clinic's injection after any dose a patient takes home that has evidence", () => {
    // Ketorolac (Medicaid): the 30 mg/mL vial 1.43 M single-shot fills, the 10 mg tablet 0.49 M.
    const ketorolac = [
      dose("tablet", { prescriptions: 491_000 }),
      dose("vial", { prescriptions: 1_433_000, plainOral: false, clinic: true }),
    ];
    expect(chooseDefaultDose(ketorolac)).toBe("tablet");
    // Nothing taken home with evidence (vitamin B12's nasal spray): the injection stays the default.
    expect(
      chooseDefaultDose([
        dose("spray", { plainOral: false }),
        dose("vial", { prescriptions: 570_000, plainOral: false, clinic: true }),
      ]),
    ).toBe("vial");
  });
  it("reads a fill of one administration as a clinic's", () => {
    expect(givenInClinic(true, 1.1)).toBe(true); // ketorolac 30 mg/mL, 1 mL vials
    expect(givenInClinic(true, 2.6)).toBe(true); // fentanyl 0.1 mg/2 mL
    expect(givenInClinic(true, 21.1)).toBe(false); // Lantus vials
    expect(givenInClinic(false, 1)).toBe(false); // not an injection
    expect(givenInClinic(true, null)).toBe(false); // no evidence
  });
});

describe("the form a patient brings to a retail pharmacy (twenty-second pass)", () => {
  const vial = (ndc: string, over: Partial<DoseCandidate> = {}) =>
    dose(ndc, { form: "injection", plainOral: false, retail: false, ...over });
  const retail = (ndc: string, form: string, over: Partial<DoseCandidate> = {}) =>
    dose(ndc, { form, plainOral: form === "tablet", retail: true, ...over });

  it("opens on a retail form the state shows dispensed when every counted dose is one administration a fill", () => {
    // Midazolam (Alaska 2022): 2 mg/2 mL vials filled 2.2 mL at a time; the 2 mg/mL syrup in 4 suppressed quarters.
    const midazolam = [
      vial("1mg/mL", { prescriptions: 261_725, clinic: true, quarters: 38 }),
      vial("5mg/mL", { prescriptions: 53_163, clinic: true, quarters: 8, pricePoints: 300 }),
      retail("syrup", "oral-solution", { quarters: 4, pricePoints: 46 }),
    ];
    expect(chooseDefaultDose(midazolam)).toBe("syrup");
  });

  it("opens on a retail form, filled or not, beside infusion bags", () => {
    // Sodium chloride: the 1,000 mL and 100 mL bags counted (home infusion); the tablet and eye drops no file counts.
    const sodiumChloride = [
      vial("1000mL", { prescriptions: 1_565_577, infusion: true, quarters: 10 }),
      vial("100mL", { prescriptions: 37_487, infusion: true, quarters: 1 }),
      vial("flush", { quarters: 1, pricePoints: 90 }),
      retail("tablet", "tablet", { pricePoints: 22 }),
      retail("drops", "ophthalmic-solution", { pricePoints: 64 }),
    ];
    expect(["tablet", "drops"]).toContain(chooseDefaultDose(sodiumChloride));
  });

  it("opens on a retail form the state shows dispensed where no dose is counted and the stock would pick a vial", () => {
    // Omnitrope: the 5 mg/mL vial in no state quarter, stocked more; its pen cartridges in 3 and 2 quarters.
    const omnitrope = [
      vial("vial", { pricePoints: 14, listed: 4 }),
      retail("5mg", "cartridge", { quarters: 3, pricePoints: 1, listed: 2, magnitude: 5 }),
      retail("10mg", "cartridge", { quarters: 2, pricePoints: 6, listed: 2, magnitude: 10 }),
    ];
    expect(chooseDefaultDose(omnitrope)).toBe("5mg");
  });

  it("keeps a vial patients fill: filled as a supply, or beside a retail form no file shows dispensed", () => {
    // Vitamin B12: the 1 mg/mL vial 2.7 mL a fill (Part D: 273,263 claims as "Cyanocobalamin Injection"), its nasal
    // spray in no quarter; Humulin R's vial 17-21 mL a fill beside its pen.
    expect(chooseDefaultDose([vial("b12", { prescriptions: 570_137, clinic: true }), retail("spray", "nasal-spray")])).toBe("b12"); // prettier-ignore
    expect(chooseDefaultDose([vial("humulin", { prescriptions: 50_437 }), retail("pen", "pen-injector", { quarters: 2 })])).toBe("humulin"); // prettier-ignore
    // Every dose a vial or bag: the fills decide as before (an immune globulin's bags).
    expect(chooseDefaultDose([vial("200mL", { prescriptions: 900, infusion: true }), vial("50mL", { prescriptions: 300 })])).toBe("200mL"); // prettier-ignore
  });

  it("reads an injection in 100 mL or more as an infusion, and self-injected forms as retail ones", () => {
    expect(infusedFrom(true, { value: 1000, unit: "mL" })).toBe(true);
    expect(infusedFrom(true, { value: 100, unit: "mL" })).toBe(true);
    expect(infusedFrom(true, { value: 10, unit: "mL" })).toBe(false); // a flush syringe's vial
    expect(infusedFrom(false, { value: 473, unit: "mL" })).toBe(false); // an oral solution's bottle
    expect(infusedFrom(true, null)).toBe(false);
    for (const form of [
      "prefilled-syringe",
      "pen-injector",
      "auto-injector",
      "cartridge",
      "nasal-spray",
      "oral-solution",
      "suppository",
      "inhaler",
    ])
      // prettier-ignore
      expect(broughtToRetail(form)).toBe(true);
    for (const form of ["injection", "injectable-suspension", "implant", "irrigation-solution"])
      expect(broughtToRetail(form)).toBe(false);
  });
});

describe("a form the state's few fills chose (twentieth pass)", () => {
  // Clobetasol propionate 0.05% (Alaska 2022, unscaled; the national file counts no cream): the solution 620 counted
  // prescriptions and 13 suppressed rows, the ointment 533 and 27, the cream 432 and 68 (and its emollient base).
  const scale = 341; // national prescriptions per state prescription
  const topical = (form: string, fills: number, suppressed: number, pricePoints: number, over: Partial<DoseCandidate> = {}) => // prettier-ignore
    dose(form, { form, prescriptions: fills ? fills * scale : null, pricePoints, plainOral: false, stateFills: { fills, suppressed }, ...over }); // prettier-ignore
  const clobetasol = [
    topical("topical-solution", 620, 13, 886),
    topical("ointment", 533, 27, 2431),
    topical("cream", 432, 68, 2728),
    topical("foam", 0, 20, 601),
  ];

  it("reads a form's suppressed rows as fills, and weighs a thin lead against NADAC's breadth", () => {
    expect(chooseDefaultDose(clobetasol)).toBe("cream");
    expect(formByBreadth([
      { form: "cream", fills: 0, suppressed: 0, breadth: 900 },
      { form: "ointment", fills: 10, suppressed: 0, breadth: 100 },
    ], "ointment")).toBe("cream"); // prettier-ignore
    expect(formByBreadth([
      { form: "cream", fills: 0, suppressed: 0, breadth: 900 },
      { form: "ointment", fills: 40, suppressed: 0, breadth: 100 },
    ], "ointment")).toBe("ointment"); // prettier-ignore
  });

  it("keeps the form a clear lead of the state's fills decides (nystatin / triamcinolone's cream, ciclopirox's solution)", () => {
    expect(chooseDefaultDose([topical("cream", 80, 22, 985), topical("ointment", 31, 24, 1421)])).toBe("cream");
    expect(chooseDefaultDose([topical("topical-solution", 139, 4, 389), topical("cream", 0, 22, 1228), topical("gel", 0, 4, 572)])).toBe("topical-solution"); // prettier-ignore
  });

  it("weighs only forms for one use (ear drops and eye drops are other patients')", () => {
    expect(useOf("cream")).toBe(useOf("topical-solution"));
    expect(useOf("ophthalmic-ointment")).toBe(useOf("ophthalmic-solution"));
    expect(useOf("otic-solution")).not.toBe(useOf("ophthalmic-solution"));
    expect(useOf("oral-solution")).not.toBe(useOf("capsule"));
    const ofloxacin = [topical("otic-solution", 554, 10, 714), topical("ophthalmic-solution", 548, 5, 811)];
    expect(chooseDefaultDose(ofloxacin)).toBe("otic-solution");
  });

  it("leaves a brand's forms, the national file's counts and injections to the fills", () => {
    const brand = clobetasol.map((d) => ({ ...d, stateFills: undefined }));
    expect(chooseDefaultDose(brand)).toBe("topical-solution");
    const national = clobetasol.map((d, i) => (i === 0 ? { ...d, stateFills: undefined } : d));
    expect(chooseDefaultDose(national)).toBe("topical-solution");
    const pens = [
      topical("pen-injector", 38, 0, 29, { form: "pen-injector" }),
      topical("injection", 0, 10, 480, { form: "injection" }),
    ];
    expect(chooseDefaultDose(pens)).toBe("pen-injector");
  });
});
