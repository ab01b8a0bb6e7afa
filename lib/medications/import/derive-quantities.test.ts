import { describe, expect, it } from "vitest";
import {
  blistersPerDose,
  deriveQuantities,
  namedTimesADay,
  namedWithinReadings,
  patchesPerMonth,
  type QuantityInput,
} from "./derive-quantities";
import { PACKAGE_SIZES, packageSizeOf } from "./package-sizes";
import { cartonOf } from "./carton-sizes";
import { labelledBottleOf } from "./labelled-bottles";
import { daysPerFillOf } from "./usual-fills";

const input = (overrides: Partial<QuantityInput>): QuantityInput => ({
  form: "tablet",
  pricingUnit: "EA",
  nadacPerUnit: 0.05,
  unitContent: null,
  duration: null,
  ingredientNames: ["atorvastatin"],
  ...overrides,
});

describe("deriveQuantities", () => {
  it("counts a product dispensed by the carton in whole cartons of what is handed over", () => {
    const levonorgestrel = cartonOf("levonorgestrel", "tablet", "1.5 mg");
    expect(deriveQuantities(input({ carton: levonorgestrel }))).toMatchObject({ counts: [1], defaultCount: 1 });
    // Single-dose granules and ulipristal: one packet or tablet, not 30/60/90.
    for (const carton of [
      cartonOf("fosfomycin", "granules-for-solution", "3000 mg"),
      cartonOf("secnidazole", "granules", "2000 mg"),
      cartonOf("ulipristal acetate", "tablet", "30 mg"),
    ]) {
      expect(carton).not.toBeNull();
      expect(deriveQuantities(input({ carton }))).toMatchObject({ counts: [1], defaultCount: 1 });
    }
    const xulane = cartonOf("ethinyl estradiol / norelgestromin", "patch", "35 mcg-0.15 mg/24 hr");
    // Medicaid's mean fill (6.1 patches) mixes 1- and 3-carton fills: one carton of 3 is the default.
    const evidence = { unitsPerFill: 6.1, daysPerFill: 33 };
    expect(deriveQuantities(input({ form: "patch", carton: xulane, evidence }))).toMatchObject({
      unitKey: "patch",
      counts: [3, 6, 9],
      defaultCount: 3,
    });
    // Generic naloxone nasal spray is priced per gram: 2 devices of 0.1 are a carton, not "0.2 g".
    const naloxone = cartonOf("naloxone hydrochloride", "nasal-spray", "40 mg/mL");
    const nasal = input({ form: "nasal-spray", pricingUnit: "GM", carton: naloxone, evidence: { unitsPerFill: 0.2, daysPerFill: 33 } }); // prettier-ignore
    expect(deriveQuantities(nasal)).toMatchObject({ unitKey: "device", baseValue: 0.1, counts: [2, 4, 6], defaultCount: 2 }); // prettier-ignore
    expect(deriveQuantities({ ...nasal, pricingUnit: "EA" })).toMatchObject({ baseValue: 1, defaultCount: 2 }); // Narcan
  });

  it("counts single-use nasal devices NADAC prices per gram by the carton, one pricing unit a device (tenth pass)", () => {
    // Nayzilam $319 a "gram", neffy $340, Zavzpret $181: the price of one device; the 16 g bottle was $3,000-5,400.
    for (const [generic, strength, count] of [
      ["midazolam", "50 mg/mL", 2],
      ["epinephrine", "10 mg/mL", 2],
      ["epinephrine", "20 mg/mL", 2],
      ["zavegepant", "10 mg", 6],
    ] as const) {
      const carton = cartonOf(generic, "nasal-spray", strength);
      expect(carton).not.toBeNull();
      // Part D bills Nayzilam 2.87 units a claim (devices): still one carton.
      const spray = input({ form: "nasal-spray", pricingUnit: "GM", nadacPerUnit: 319, carton, evidence: { unitsPerFill: 2.87, daysPerFill: 33 } }); // prettier-ignore
      expect(deriveQuantities(spray)).toMatchObject({ unitKey: "device", baseValue: 1, counts: [count, 2 * count, 3 * count], defaultCount: count }); // prettier-ignore
    }
    // Depo-SubQ Provera 104: one 0.65 mL syringe every three months (Part D 0.72 mL a claim), priced per mL.
    const subq = cartonOf("medroxyprogesterone acetate", "prefilled-syringe", "104 mg/0.65 mL");
    expect(deriveQuantities(input({ form: "prefilled-syringe", pricingUnit: "ML", carton: subq }))).toMatchObject({ unitKey: "syringe", baseValue: 0.65, counts: [1], defaultCount: 1 }); // prettier-ignore
  });

  it("counts a unit-dose powder NADAC prices per mL in packets (tenth pass)", () => {
    // Lokelma 5 g: $27.54 a "mL", its 10 g packet $27.52 each.
    const lokelma = input({ form: "powder-for-oral-suspension", pricingUnit: "ML", nadacPerUnit: 27.54, amountPerUnit: true }); // prettier-ignore
    expect(deriveQuantities(lokelma)).toMatchObject({ unitKey: "packet", baseValue: 1, counts: [30, 60, 90], defaultCount: 30 }); // prettier-ignore
    // A bulk powder's mL costs cents (cholestyramine $0.09), a concentration is a bottle: both stay measured.
    expect(deriveQuantities({ ...lokelma, nadacPerUnit: 0.09 })).toMatchObject({ unitKey: "mL" });
    expect(deriveQuantities({ ...lokelma, amountPerUnit: false })).toMatchObject({ unitKey: "mL" });
    // Azithromycin's 1 g packet, filled one at a time (Alaska 1.0 a fill), is a single dose offered alone.
    const azithromycin = { ...lokelma, nadacPerUnit: 17.01, ingredientNames: ["azithromycin"], evidence: { unitsPerFill: 1, daysPerFill: 33 } }; // prettier-ignore
    expect(deriveQuantities(azithromycin)).toMatchObject({ unitKey: "packet", counts: [1], defaultCount: 1, kind: "single-dose" }); // prettier-ignore
    // Emend for oral suspension: one kit of a single-dose pouch (How Supplied), priced "per mL" at the kit's $326.
    const emend = cartonOf("aprepitant", "powder-for-oral-suspension", "125 mg");
    expect(deriveQuantities({ ...lokelma, nadacPerUnit: 326, carton: emend })).toMatchObject({ unitKey: "kit", baseValue: 1, counts: [1] }); // prettier-ignore
  });

  it("reads Part D's claim of a tube, bottle or packet's own form without dispensing evidence (tenth pass)", () => {
    // Part D 2023 brand rows: Xerese 5.84 g a claim (5 g tubes), Miebo 3.68 mL (3 mL bottles), Veregen 34.1 g.
    const cream = input({ form: "cream", pricingUnit: "GM", nadacPerUnit: 258.79, unitsPerClaim: 5.84, claimOfForm: true }); // prettier-ignore
    expect(deriveQuantities(cream)).toMatchObject({ unitKey: "g", counts: [6, 15, 30, 45, 60], defaultCount: 6 });
    expect(deriveQuantities({ ...cream, unitsPerClaim: 34.13 })).toMatchObject({ defaultCount: 30 });
    const drops = input({ form: "ophthalmic-solution", pricingUnit: "ML", unitsPerClaim: 3.68, claimOfForm: true });
    // An eye drop's claim between two of the form's bottles takes the largest under it (fifteenth pass): Miebo's 3 mL
    // bottle is no size of the form and no file reads it, so 2.5 mL, not the rounded claim 4 (README, left).
    expect(deriveQuantities(drops)).toMatchObject({ counts: [2.5, 5, 10, 15], defaultCount: 2.5 });
    // A row that may be another form's (a generic's, pooling its tablets) is not read: the form's sizes stand.
    expect(deriveQuantities({ ...cream, claimOfForm: false })).toMatchObject({ counts: [15, 30, 45, 60], defaultCount: 30 }); // prettier-ignore
    // A claim past three of the largest size counts something else (Cequa's 93 "mL" of 0.25 mL vials).
    expect(deriveQuantities({ ...drops, unitsPerClaim: 93 })).toMatchObject({ counts: [2.5, 5, 10, 15], defaultCount: 5 }); // prettier-ignore
    // Dispensing evidence, where there is some, speaks first.
    expect(deriveQuantities({ ...cream, evidence: { unitsPerFill: 15, daysPerFill: 33 } })).toMatchObject({ defaultCount: 15 }); // prettier-ignore
    // Injections are billed per dose as often as per vial: not read.
    const vial = input({ form: "injection", pricingUnit: "ML", unitsPerClaim: 83, claimOfForm: true });
    expect(deriveQuantities(vial)).toMatchObject({ counts: [1, 2, 5, 10, 20], defaultCount: 10 });
  });

  it("fills twice a day a chronic strength past once a day whose molecule Part D claims over 90 units (tenth pass)", () => {
    // National Medicaid fills and Part D 2023 claims: dabigatran 150 mg 64.4 a fill, read at 46 days 42 a month;
    // Part D 111.4 a claim, more than the 90 days Part D fills at most.
    const dabigatran = input({ ingredientNames: ["dabigatran etexilate"], acute: false, unitsPerClaim: 111.4, partDDays: 72, evidence: { unitsPerFill: 64.4, daysPerFill: 46 } }); // prettier-ignore
    expect(deriveQuantities(dabigatran)).toMatchObject({ counts: [60, 120, 180], defaultCount: 60, kind: "twice-daily" }); // prettier-ignore
    // A claim of 90 or fewer (nortriptyline 84), a fill under 40 a month (amantadine's tablet, 60.2: 39.3), or a row
    // not comparable with Medicaid's (megestrol's 215.9 pools its suspension: acute null) keep once a day.
    for (const changed of [
      { unitsPerClaim: 84 },
      { evidence: { unitsPerFill: 60.2, daysPerFill: 46 } },
      { acute: null, unitsPerClaim: 215.9 },
    ])
      expect(deriveQuantities({ ...dabigatran, ...changed })).toMatchObject({ defaultCount: 30, kind: "daily" });
  });

  it("hands over epinephrine auto-injectors in pairs and triptan nasal sprays by the box of 6", () => {
    const epinephrine = cartonOf("epinephrine", "auto-injector", "0.15 mg/0.3 mL");
    const pen = input({ form: "auto-injector", pricingUnit: "EA", carton: epinephrine, evidence: { unitsPerFill: 4.6, daysPerFill: 60 } }); // prettier-ignore
    expect(deriveQuantities(pen)).toMatchObject({ unitKey: "auto-injector", counts: [2, 4, 6], defaultCount: 2 });
    const sumatriptan = cartonOf("sumatriptan", "nasal-spray", "20 mg");
    const spray = input({ form: "nasal-spray", pricingUnit: "EA", carton: sumatriptan, evidence: { unitsPerFill: 7, daysPerFill: 30 } }); // prettier-ignore
    expect(deriveQuantities(spray)).toMatchObject({ unitKey: "device", counts: [6, 12, 18], defaultCount: 6 });
  });

  it("reads a fill billed by the bottle as the bottle, not as grams", () => {
    // Alaska's fluticasone propionate nasal spray: 1.1 a fill, NADAC's unit a gram of a 16 g bottle.
    const spray = input({ form: "nasal-spray", pricingUnit: "GM", evidence: { unitsPerFill: 1.1, daysPerFill: 33 } });
    expect(deriveQuantities(spray)).toMatchObject({ counts: [16, 32], defaultCount: 16 });
    // A fill in grams stays as read (a 16 g bottle and a second one now and then).
    expect(deriveQuantities({ ...spray, evidence: { unitsPerFill: 20, daysPerFill: 33 } })).toMatchObject({ defaultCount: 16 }); // prettier-ignore
    // Ciclopirox nail solution: 6.6 mL bottles, 7 mL a fill, is read as it is.
    const lacquer = input({ form: "topical-solution", pricingUnit: "ML", evidence: { unitsPerFill: 7, daysPerFill: 33 } }); // prettier-ignore
    expect(deriveQuantities(lacquer)).toMatchObject({ defaultCount: 7 });
  });

  it("hands over the carton of 10 syringes of a low-molecular-weight heparin and a bowel kit whole", () => {
    const enoxaparin = cartonOf("enoxaparin sodium", "prefilled-syringe", "40 mg/0.4 mL");
    const syringe = input({ form: "prefilled-syringe", pricingUnit: "ML", carton: enoxaparin, evidence: { unitsPerFill: 0.4, daysPerFill: 33 } }); // prettier-ignore
    expect(deriveQuantities(syringe)).toMatchObject({ unitKey: "syringe", baseValue: 0.4, counts: [10, 20, 30], defaultCount: 10 }); // prettier-ignore
    const suprep = cartonOf("magnesium sulfate / potassium sulfate / sodium sulfate", "oral-solution", "0.1385 mEq-0.187 mEq-1.285 mEq/5 mL"); // prettier-ignore
    expect(deriveQuantities(input({ form: "oral-solution", pricingUnit: "ML", carton: suprep }))).toMatchObject({ unitKey: "kit", baseValue: 354, counts: [1], defaultCount: 1 }); // prettier-ignore
  });

  it("hands over a bowel preparation as one kit, jug or set of bottles, and nothing else", () => {
    const moviprep = cartonOf("ascorbic acid / polyethylene glycol 3350 / potassium chloride / sodium ascorbate / sodium chloride / sodium sulfate", "powder-for-oral-solution", "4700 mg-100 g-1015 mg-5900 mg-2690 mg-7500 mg"); // prettier-ignore
    const powder = input({ form: "powder-for-oral-solution", carton: moviprep, evidence: { unitsPerFill: 1, daysPerFill: 33 } }); // prettier-ignore
    expect(deriveQuantities(powder)).toMatchObject({ unitKey: "kit", counts: [1], defaultCount: 1 }); // not 1/30/60/90
    const golytely = cartonOf("polyethylene glycol 3350 / potassium chloride / sodium bicarbonate / sodium chloride / sodium sulfate", "powder-for-oral-solution", "236 g-2970 mg-6740 mg-5860 mg-22.74 g"); // prettier-ignore
    expect(deriveQuantities({ ...powder, pricingUnit: "ML", carton: golytely })).toMatchObject({
      unitKey: "jug",
      baseValue: 4000,
      counts: [1],
      defaultCount: 1,
    });
    const sutab = cartonOf(
      "magnesium sulfate / potassium chloride / sodium sulfate",
      "tablet",
      "225 mg-188 mg-1479 mg",
    );
    expect(deriveQuantities(input({ carton: sutab }))).toMatchObject({ counts: [24], defaultCount: 24 }); // not 30
    // The Medrol Dosepak's 21 tablets, not the course count nearest its mean (20).
    const medrol = cartonOf("methylprednisolone", "tablet", "4 mg");
    expect(deriveQuantities(input({ carton: medrol }))).toMatchObject({ counts: [21, 42, 63], defaultCount: 21 });
  });

  it("tablets and capsules: 30/60/90, a month by default", () => {
    expect(deriveQuantities(input({}))).toEqual({
      unitKey: "tablet",
      baseValue: 1,
      package: false,
      counts: [30, 60, 90],
      defaultCount: 30,
    });
    expect(deriveQuantities(input({ form: "capsule-extended-release" }))?.unitKey).toBe("capsule");
  });

  it("antibacterials (by USAN stem) get short-course counts", () => {
    for (const name of ["amoxicillin", "cephalexin", "ciprofloxacin", "azithromycin", "doxycycline hyclate"]) {
      const plan = deriveQuantities(input({ form: "capsule", ingredientNames: [name] }));
      expect(plan?.counts, name).toEqual([10, 14, 20, 28, 30]);
      expect(plan?.defaultCount, name).toBe(20);
    }
    expect(deriveQuantities(input({ ingredientNames: ["amoxicillin", "clavulanate"] }))?.defaultCount).toBe(20);
    expect(deriveQuantities(input({ ingredientNames: ["fluconazole"] }))?.defaultCount).toBe(30);
  });

  it("oral liquids are bottles in mL; reconstituted powders smaller bottles", () => {
    // Twenty-fifth pass: a maintenance liquid no file fills in the stock bottles (4, 8 and 16 fl oz), not 100/150/200.
    expect(deriveQuantities(input({ form: "oral-solution", pricingUnit: "ML" }))).toMatchObject({
      unitKey: "mL",
      baseValue: 1,
      counts: [118, 237, 473],
      defaultCount: 118,
    });
    expect(deriveQuantities(input({ form: "powder-for-oral-suspension", pricingUnit: "ML" }))?.defaultCount).toBe(100);
    // An antibiotic suspension is a course: a bottle of 50 to 200 mL, never the 473 mL pint.
    const suspension = input({ form: "oral-suspension", pricingUnit: "ML", ingredientNames: ["amoxicillin"] });
    expect(deriveQuantities(suspension)).toMatchObject({ counts: [50, 75, 100, 150, 200], defaultCount: 100 });
  });

  it("with dispensing evidence, tablets follow the dosing frequency and courses their real count", () => {
    const fill = (unitsPerFill: number, acute: boolean | null = null, ingredientNames = ["x"]) =>
      deriveQuantities(input({ evidence: { unitsPerFill, daysPerFill: 46 }, acute, ingredientNames }));
    expect(fill(5.5)).toMatchObject({ counts: [4, 12], defaultCount: 4, kind: "weekly" }); // ergocalciferol
    expect(fill(1.3)).toMatchObject({ counts: [1, 3], defaultCount: 1, kind: "monthly" });
    expect(fill(36)).toMatchObject({ counts: [30, 60, 90], defaultCount: 30, kind: "daily" }); // cetirizine, not 90
    expect(fill(79.4)).toMatchObject({ counts: [60, 120, 180], defaultCount: 60 }); // metoprolol tartrate
    expect(fill(9.9, true)).toMatchObject({ counts: [7, 10, 14], defaultCount: 10, kind: "course" }); // oseltamivir
    expect(fill(1, true)).toMatchObject({ counts: [1], defaultCount: 1, kind: "single-dose" });
    // Without Part D's word on the drug, an antibacterial's USAN stem says course.
    expect(fill(6.1, null, ["azithromycin"])).toMatchObject({ defaultCount: 6, kind: "course" });
    // An anti-infective's course reaches two weeks twice a day (clindamycin 300 mg, 27 a fill: 28); any other acute
    // drug filled at 27-29 is a month's supply lowered by partial fills (phentermine 29: 30, not "28").
    expect(fill(27, true, ["clindamycin"])).toMatchObject({ defaultCount: 28, kind: "course" });
    expect(fill(29, true)).toMatchObject({ counts: [30, 60, 90], defaultCount: 30, kind: "daily" });
    // A fill of one is a single dose only when Part D does not claim more (Alaska's diphenhydramine 25 mg, 1.01 a
    // fill, against Part D's 21.9 a claim: not "1 capsule").
    const single = (unitsPerClaim: number | null) =>
      deriveQuantities(
        input({ evidence: { unitsPerFill: 1.01, daysPerFill: 33.4 }, unitsPerClaim, partDDays: 72.4, acute: true }),
      );
    expect(single(null)).toMatchObject({ counts: [1], kind: "single-dose" });
    expect(single(21.87)).toMatchObject({ counts: [14, 20, 28], defaultCount: 20, kind: "course" });
  });

  it("reads a drug filled a month at a time with its own days per fill, not the national mix of 90-day fills", () => {
    // Varenicline 1 mg: 57.7 a fill; the molecule 56.5 a Medicaid prescription and 66.5 a Part D claim: 30-day fills
    // of twice a day, not 38 a month.
    const days = daysPerFillOf(66.5 / 56.5, 45.7, 72.4);
    expect(days).toBeLessThan(34);
    expect(deriveQuantities(input({ evidence: { unitsPerFill: 57.7, daysPerFill: days }, acute: true }))).toMatchObject(
      {
        counts: [60, 120, 180],
        defaultCount: 60,
      },
    );
    // Dolutegravir / lamivudine: 31 a fill, filled monthly in both programs: 30 a month, not a "course" of 31.
    const monthly = daysPerFillOf(1, 45.7, 72.4);
    expect(
      deriveQuantities(input({ evidence: { unitsPerFill: 31, daysPerFill: monthly }, acute: true })),
    ).toMatchObject({ counts: [30, 60, 90], defaultCount: 30, kind: "daily" });
  });

  it("without dispensing evidence, Part D units per claim are read with Part D's own once-daily claim", () => {
    const plan = deriveQuantities(input({ unitsPerClaim: 116.36, partDDays: 72.4 }));
    expect(plan).toMatchObject({ counts: [60, 120, 180], defaultCount: 60 });
  });

  it("with dispensing evidence, devices and cartons are whole and bottles near the usual fill", () => {
    const syringe = input({ form: "prefilled-syringe", pricingUnit: "ML", unitContent: { value: 1, unit: "mL" } });
    // A 3-monthly medroxyprogesterone syringe: 1, not the 2 of a biologic's carton.
    expect(deriveQuantities({ ...syringe, evidence: { unitsPerFill: 1.02, daysPerFill: 46 } })).toMatchObject({
      defaultCount: 1,
      kind: "device",
    });
    const drops = input({ form: "ophthalmic-solution", pricingUnit: "ML" });
    expect(deriveQuantities({ ...drops, evidence: { unitsPerFill: 11, daysPerFill: 46 } })?.defaultCount).toBe(10);
  });

  it("hands over a ring a month or three, whatever Medicaid's mean fill of the two (NuvaRing 1.9)", () => {
    const ring = input({ form: "vaginal-ring", pricingUnit: "EA", ingredientNames: ["etonogestrel", "ethinyl estradiol"] }); // prettier-ignore
    expect(deriveQuantities({ ...ring, evidence: { unitsPerFill: 1.9, daysPerFill: 45 } })).toMatchObject({
      unitKey: "ring",
      counts: [1, 3],
      defaultCount: 1,
    });
  });

  it("insulin vials whose volume no name states are 10 mL vials: 1 by default, 2 or 3 for a larger fill", () => {
    const vial = input({ form: "injection", pricingUnit: "ML", ingredientNames: ["insulin glargine"] });
    expect(deriveQuantities(vial)).toEqual({
      unitKey: "vial",
      baseValue: 10,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
    // Lantus: Part D bills 19.1 mL a claim, not two vials every time.
    expect(deriveQuantities({ ...vial, unitsPerClaim: 19.11 })?.defaultCount).toBe(1);
    // Other multi-dose vials stay in mL.
    expect(deriveQuantities(input({ form: "injection", pricingUnit: "ML" }))?.unitKey).toBe("mL");
  });

  it("creams are tubes in grams, eye drops bottles in mL, eye ointments the 3.5 g tube", () => {
    expect(deriveQuantities(input({ form: "cream", pricingUnit: "GM" }))).toMatchObject({
      unitKey: "g",
      counts: [15, 30, 45, 60],
      defaultCount: 30,
    });
    expect(deriveQuantities(input({ form: "ophthalmic-solution", pricingUnit: "ML" }))?.defaultCount).toBe(5);
    expect(deriveQuantities(input({ form: "ophthalmic-ointment", pricingUnit: "GM" }))?.defaultCount).toBe(3.5);
  });

  it("pens priced per mL count pens of the name's volume; insulin pens by the box of five", () => {
    const pen = {
      form: "pen-injector" as const,
      pricingUnit: "ML" as const,
      unitContent: { value: 3, unit: "mL" as const },
    };
    // Ozempic: one 3 mL pen by default.
    expect(deriveQuantities(input({ ...pen, ingredientNames: ["semaglutide"] }))).toEqual({
      unitKey: "pen",
      baseValue: 3,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
    // Lantus SoloStar: a box of five 3 mL pens is 15 mL; Part D's 20.3 mL a claim is still one box.
    const glargine = input({ ...pen, ingredientNames: ["insulin glargine"], unitsPerClaim: 20.26 });
    expect(deriveQuantities(glargine)).toEqual({
      unitKey: "box-of-5-pens",
      baseValue: 15,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
    const cartridge = input({ ...pen, form: "cartridge", ingredientNames: ["insulin lispro"] });
    expect(deriveQuantities(cartridge)).toMatchObject({ unitKey: "box-of-5-cartridges", baseValue: 15 });
    expect(deriveQuantities(input({ ...pen, unitContent: null }))).toBeNull();
  });

  it("syringes and auto-injectors: two to a carton unless Part D's usual fill says otherwise", () => {
    const humira = input({ form: "auto-injector", pricingUnit: "EA", nadacPerUnit: 3365 });
    expect(deriveQuantities(humira)).toEqual({
      unitKey: "auto-injector",
      baseValue: 1,
      package: true,
      counts: [1, 2, 4],
      defaultCount: 2,
    });
    expect(deriveQuantities({ ...humira, unitsPerClaim: 2.43 })?.defaultCount).toBe(2);
    // Humira 40 mg/0.4 mL: Part D's 2.47 mL a claim was 0.8 mL syringes, not six of these.
    const citrateFree = input({
      form: "prefilled-syringe",
      pricingUnit: "ML",
      unitContent: { value: 0.4, unit: "mL" },
    });
    expect(deriveQuantities({ ...citrateFree, unitsPerClaim: 2.47 })?.defaultCount).toBe(2);
    // Trulicity: 0.5 mL pens priced per mL, 2.6 mL a claim -> the weekly box of 4.
    const trulicity = input({
      form: "auto-injector",
      pricingUnit: "ML",
      unitContent: { value: 0.5, unit: "mL" },
      unitsPerClaim: 2.61,
    });
    expect(deriveQuantities(trulicity)).toMatchObject({ baseValue: 0.5, counts: [1, 2, 4], defaultCount: 4 });
  });

  it("metered-dose inhalers: whole canisters when the name states the mass, else Part D's grams per claim", () => {
    const hfa = input({ form: "inhaler", pricingUnit: "GM", unitContent: { value: 200, unit: "actuation" } });
    // ProAir HFA: no file states its canister mass; Medicare bills 10.6 g a claim.
    expect(deriveQuantities({ ...hfa, unitsPerClaim: 10.61 })).toEqual({
      unitKey: "g",
      baseValue: 1,
      package: false,
      counts: [10.6, 21.2, 31.8],
      defaultCount: 10.6,
    });
    expect(deriveQuantities(hfa)).toMatchObject({ counts: [6.7, 8.5, 10.2, 12, 18], defaultCount: 8.5 });
    const stated = { ...hfa, unitContent: { value: 8.5, unit: "g" as const } };
    expect(deriveQuantities(stated)).toEqual({
      unitKey: "inhaler",
      baseValue: 8.5,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
  });

  it("labelled canisters: 1, 2 or 3 whole inhalers of the label's grams, the default from Part D's grams a claim", () => {
    const ventolin = packageSizeOf({
      product: "Ventolin",
      form: "inhaler",
      strength: "90 mcg",
      content: 200,
      qualifier: "NDA020983",
    });
    expect(ventolin).toEqual({ kind: "canister", grams: 18, puffs: 200 });
    const hfa = input({
      form: "inhaler",
      pricingUnit: "GM",
      unitContent: { value: 200, unit: "actuation" },
      packageSize: ventolin,
    });
    // Ventolin HFA: Medicare bills 21.3 g a claim, about 1.2 canisters -> one 18 g canister, not 21.3 g.
    expect(deriveQuantities({ ...hfa, unitsPerClaim: 21.27 })).toEqual({
      unitKey: "inhaler",
      baseValue: 18,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
    // Advair HFA's 60-puff 8 g canister: 14.7 g a claim rounds to two canisters (a month of 120 puffs).
    const advair60 = { kind: "canister" as const, grams: 8, puffs: 60 };
    expect(deriveQuantities({ ...hfa, packageSize: advair60, unitsPerClaim: 14.74 })?.defaultCount).toBe(2);
    expect(deriveQuantities({ ...hfa, unitsPerClaim: null })?.defaultCount).toBe(1);
    // The authorized generics carry their brand's canister: ProAir's 8.5 g, Proventil's 6.7 g.
    const generic = (qualifier: string) =>
      packageSizeOf({ product: "albuterol", form: "inhaler", strength: "90 mcg", content: 200, qualifier });
    expect([generic("NDA021457"), generic("NDA020503")]).toEqual([
      { kind: "canister", grams: 8.5, puffs: 200 },
      { kind: "canister", grams: 6.7, puffs: 200 },
    ]);
  });

  it("labelled cartons: insulin pens by their real box of 5, 3 or 2, GLP-1 pens by 4 or one", () => {
    const pen = (mL: number, devices: number, unitsPerClaim: number | null = null) =>
      deriveQuantities(
        input({
          form: "pen-injector",
          pricingUnit: "ML",
          unitContent: { value: mL, unit: "mL" },
          ingredientNames: ["insulin glargine"],
          packageSize: { kind: "box", devices, mLEach: mL },
          unitsPerClaim,
        }),
      );
    expect(pen(3, 5, 20.26)).toEqual({
      unitKey: "box-of-5-pens",
      baseValue: 15,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
    // Toujeo SoloStar: three 1.5 mL pens (4.5 mL); Max SoloStar and Humalog U-200: two 3 mL pens (6 mL).
    expect(pen(1.5, 3)).toMatchObject({ unitKey: "box-of-3-pens", baseValue: 4.5, defaultCount: 1 });
    expect(pen(3, 2)).toMatchObject({ unitKey: "box-of-2-pens", baseValue: 6, defaultCount: 1 });
    expect(pen(3, 3, 19.5)).toMatchObject({ unitKey: "box-of-3-pens", baseValue: 9, defaultCount: 2 });
    // Mounjaro and Trulicity: single-dose pens priced per mL, four 0.5 mL pens a carton; Ozempic one pen.
    const weekly = input({
      form: "auto-injector",
      pricingUnit: "ML",
      unitContent: { value: 0.5, unit: "mL" },
      ingredientNames: ["tirzepatide"],
      packageSize: { kind: "box", devices: 4, mLEach: 0.5 },
    });
    expect(deriveQuantities(weekly)).toEqual({
      unitKey: "box-of-4-pens",
      baseValue: 2,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
    const ozempic = { ...weekly, form: "pen-injector" as const, unitContent: { value: 3, unit: "mL" as const } };
    expect(deriveQuantities({ ...ozempic, packageSize: { kind: "box", devices: 1, mLEach: 3 } })).toMatchObject({
      unitKey: "pen",
      baseValue: 3,
    });
  });

  it("labelled vials: 10 mL, 3 mL or Humulin R U-500's 20 mL", () => {
    const vial = input({ form: "injection", pricingUnit: "ML", ingredientNames: ["insulin human"] });
    const u500 = packageSizeOf({
      product: "Humulin R",
      form: "injection",
      strength: "500 units/mL",
      content: null,
      qualifier: null,
    });
    expect(u500).toEqual({ kind: "vial", mL: 20 });
    expect(deriveQuantities({ ...vial, packageSize: u500 })).toEqual({
      unitKey: "vial",
      baseValue: 20,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
    expect(deriveQuantities({ ...vial, packageSize: { kind: "vial", mL: 3 } })?.baseValue).toBe(3);
    expect(deriveQuantities({ ...vial, packageSize: { kind: "vial", mL: 10 }, unitsPerClaim: 25 })?.defaultCount).toBe(
      2,
    );
  });

  it("the package table: one row per product, strength, form and content, each with its label", () => {
    const keys = PACKAGE_SIZES.map((r) => `${r.product}|${r.form}|${r.strength}|${r.content}|${r.qualifier ?? ""}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of PACKAGE_SIZES) expect(row.source, keys.join()).toMatch(/label \(.+\)/);
    // A qualifier tells products apart: a Tempo Pen ("Sensor") is not in the table.
    expect(
      packageSizeOf({
        product: "humalog",
        form: "pen-injector",
        strength: "100 units/mL",
        content: 3,
        qualifier: "Sensor",
      }),
    ).toBeNull();
  });

  it("dry powder inhalers: per blister as a device of N actuations, or per device", () => {
    const diskus = input({
      form: "inhaler-dry-powder",
      nadacPerUnit: 2.49,
      unitContent: { value: 60, unit: "actuation" },
    });
    expect(deriveQuantities(diskus)).toMatchObject({ unitKey: "inhaler", baseValue: 60, counts: [1, 2, 3] });
    expect(deriveQuantities({ ...diskus, nadacPerUnit: 11.31 })).toMatchObject({ baseValue: 60 });
    expect(deriveQuantities({ ...diskus, nadacPerUnit: 36.95 })).toMatchObject({ unitKey: "inhaler", baseValue: 1 });
    expect(deriveQuantities({ ...diskus, nadacPerUnit: 386 })).toMatchObject({ unitKey: "inhaler", baseValue: 1 });
  });

  it("Ellipta combinations: a dose takes a blister of each of two strips, read from a month's fills", () => {
    // Alaska's fills per 30-dose inhaler: Trelegy 69.6, Breo 65.9, Anoro 73.2 blisters; Incruse 32.9; Diskus 66-75
    // per 60 doses.
    expect(blistersPerDose([{ doses: 30, unitsPerFill: 69.6 }])).toBe(2);
    expect(
      blistersPerDose([
        { doses: 30, unitsPerFill: 73.2 },
        { doses: 14, unitsPerFill: 73.2 },
      ]),
    ).toBe(2);
    expect(blistersPerDose([{ doses: 30, unitsPerFill: 32.9 }])).toBe(1);
    expect(blistersPerDose([{ doses: 60, unitsPerFill: 75.4 }])).toBe(1);
    // A sample pack's fills are its product's monthly device's: they say nothing alone.
    expect(blistersPerDose([{ doses: 7, unitsPerFill: 32.9 }])).toBeNull();
    const trelegy = input({
      form: "inhaler-dry-powder",
      nadacPerUnit: 10.84,
      unitContent: { value: 30, unit: "actuation" },
      blistersPerDose: 2,
      evidence: { unitsPerFill: 69.6, daysPerFill: 30 },
    });
    // One inhaler is 60 blisters (NADAC's $10.84 each: $650 an inhaler), one a month.
    expect(deriveQuantities(trelegy)).toMatchObject({ unitKey: "inhaler", baseValue: 60, defaultCount: 1 });
    // The 14-dose institutional pack: 28 blisters, one pack, not five from the monthly device's fills.
    const pack = { ...trelegy, unitContent: { value: 14, unit: "actuation" as const } };
    expect(deriveQuantities(pack)).toMatchObject({ baseValue: 28, defaultCount: 1 });
  });

  it("packets and inserts sold in boxes: a fill is the nearest box, never a count between", () => {
    // Alaska's imiquimod 5% fills: 19.1 packets; estradiol 10 mcg inserts: about 14.
    const packets = input({ form: "cream", nadacPerUnit: 0.66, evidence: { unitsPerFill: 19.1, daysPerFill: 30 } });
    expect(deriveQuantities(packets)).toMatchObject({ unitKey: "packet", counts: [12, 24], defaultCount: 24 });
    const inserts = input({ form: "vaginal-insert", nadacPerUnit: 5, evidence: { unitsPerFill: 14, daysPerFill: 30 } });
    expect(deriveQuantities(inserts)).toMatchObject({ unitKey: "insert", counts: [8, 18, 24], defaultCount: 18 });
  });

  it("patches: a month's supply by wear time", () => {
    expect(patchesPerMonth({ value: 24, unit: "hour" })).toBe(30);
    expect(patchesPerMonth({ value: 72, unit: "hour" })).toBe(10);
    expect(patchesPerMonth({ value: 84, unit: "hour" })).toBe(8);
    expect(patchesPerMonth({ value: 168, unit: "hour" })).toBe(4);
    expect(patchesPerMonth({ value: 9, unit: "hour" })).toBe(30);
    expect(deriveQuantities(input({ form: "patch", duration: { value: 168, unit: "hour" } }))?.counts).toEqual([
      4, 8, 12,
    ]);
  });

  it("has no rule for a tablet priced per mL", () => {
    expect(deriveQuantities(input({ pricingUnit: "ML" }))).toBeNull();
  });
});

describe("single-use units at their rhythm (eleventh pass)", () => {
  it("reads a fill of single-use units as whole units a day at the source's days per fill", () => {
    // Cyclosporine 0.05% single-use eye vials: Alaska 83 a fill (33.4 days) -> two a day, 60 (was 90).
    const vials = input({ form: "ophthalmic-suspension", evidence: { unitsPerFill: 83.03, daysPerFill: 33.4 } });
    expect(deriveQuantities(vials)).toMatchObject({ unitKey: "vial", counts: [60, 120, 180], defaultCount: 60 });
    // Testim: Part D 287 g a brand claim of 5 g tubes (49.7 days) -> one a day, 30 tubes (was 60).
    const testim = input({
      form: "gel",
      pricingUnit: "GM",
      unitContent: { value: 5, unit: "g" },
      ingredientNames: ["testosterone"],
      unitsPerClaim: 287.18,
      partDDays: 49.7,
      claimOfForm: true,
    });
    expect(deriveQuantities(testim)).toMatchObject({ unitKey: "packet", baseValue: 5, counts: [30, 60, 90], defaultCount: 30 }); // prettier-ignore
    // Twice-weekly estradiol patches, 11 a fill: 8 (a month of them), not 11.
    const patches = input({ form: "patch", duration: { value: 84, unit: "hour" }, evidence: { unitsPerFill: 11, daysPerFill: 33.4 } }); // prettier-ignore
    expect(deriveQuantities(patches)).toMatchObject({ counts: [8, 16, 24], defaultCount: 8 });
    // A fill under half a month is occasional use, read as before (scopolamine's 5 of 10 three-day patches).
    const travel = input({ form: "patch", duration: { value: 72, unit: "hour" }, evidence: { unitsPerFill: 5, daysPerFill: 33.4 } }); // prettier-ignore
    expect(deriveQuantities(travel)).toMatchObject({ defaultCount: 5 });
  });
  it("counts Diastat's rectal delivery systems by the twin pack", () => {
    const carton = cartonOf("diazepam", "rectal-gel", "0.5%");
    expect(deriveQuantities(input({ form: "rectal-gel", carton }))).toMatchObject({ unitKey: "device", counts: [2, 4, 6], defaultCount: 2 }); // prettier-ignore
  });
});

describe("package units (twelfth pass)", () => {
  const injection = (overrides: Partial<QuantityInput>) =>
    input({ form: "injection", pricingUnit: "ML", nadacPerUnit: 14.47, ingredientNames: ["testosterone enanthate"], ...overrides }); // prettier-ignore

  it("counts a measured vial whose volume is known in whole vials, the fill's count of them", () => {
    expect(deriveQuantities(injection({ vialML: 5 }))).toMatchObject({ unitKey: "vial", baseValue: 5, package: true, counts: [1, 2, 4], defaultCount: 1 }); // prettier-ignore
    // Gentamicin's 2 mL vials, 5.5 mL a fill: 3 vials.
    const gentamicin = injection({ vialML: 2, evidence: { unitsPerFill: 5.5, daysPerFill: 33 } });
    expect(deriveQuantities(gentamicin)).toMatchObject({ unitKey: "vial", defaultCount: 3 });
  });

  it("leaves by the mL a vial filled under half of it (a smaller vial of the product, or a clinic's dose)", () => {
    const kenalog = injection({ vialML: 10, evidence: { unitsPerFill: 1.1, daysPerFill: 33 } });
    expect(deriveQuantities(kenalog)).toMatchObject({ unitKey: "mL", baseValue: 1, defaultCount: 1 });
  });

  it("defaults a measured injection nothing states nor fills to the offered mL nearest the class's median fill", () => {
    expect(deriveQuantities(injection({ measuredInjectionFill: 2.9 }))).toMatchObject({ unitKey: "mL", counts: [1, 2, 5, 10, 20], defaultCount: 2 }); // prettier-ignore
    expect(deriveQuantities(injection({}))).toMatchObject({ defaultCount: 10 }); // without dispensing files
  });

  it("reads a suppository, insert or inhalation capsule's brand claim at a day's rhythm", () => {
    const claimed = (form: QuantityInput["form"], unitsPerClaim: number) =>
      deriveQuantities(input({ form, nadacPerUnit: 30, unitsPerClaim, partDDays: 49.7, claimOfForm: true }));
    expect(claimed("suppository", 42.1)).toMatchObject({ counts: [30, 60, 90], defaultCount: 30 }); // Canasa
    expect(claimed("vaginal-insert", 41.4)).toMatchObject({ counts: [30, 60, 90], defaultCount: 30 }); // Intrarosa
    expect(claimed("inhalation-powder", 214.5)).toMatchObject({ counts: [120, 240, 360], defaultCount: 120 }); // Afrezza
    // A course (Cleocin's ovules, 4.9 a claim) keeps the form's boxes; a suppository without a claim its 12.
    expect(claimed("vaginal-insert", 4.9)).toMatchObject({ counts: [8, 18, 24], defaultCount: 8 });
    expect(deriveQuantities(input({ form: "suppository" }))).toMatchObject({ counts: [12, 24, 30], defaultCount: 12 });
  });

  it("gives a single-dose pen the carton its product's other strengths share, not a multi-dose pen's", () => {
    const zepbound = (strength: string) =>
      packageSizeOf({ product: "Zepbound", form: "auto-injector", strength, content: 0.5, qualifier: null });
    expect(zepbound("2.5 mg/0.5 mL")).toEqual({ kind: "box", devices: 4, mLEach: 0.5 });
    expect(zepbound("12.5 mg/0.5 mL")).toEqual(zepbound("5 mg/0.5 mL"));
    // Humalog's U-100 and U-200 KwikPens differ by carton (5 and 2): an unlisted strength takes neither.
    expect(packageSizeOf({ product: "Humalog", form: "pen-injector", strength: "50 units/mL", content: 3, qualifier: null })).toBeNull(); // prettier-ignore
    expect(PACKAGE_SIZES.filter((r) => r.product === "Wegovy").map((r) => r.size)).toEqual(
      Array(5).fill({ kind: "box", devices: 4, mLEach: expect.any(Number) }),
    );
  });
});

describe("tablets at the interval their name states, and at their filled strengths' rate (thirteenth pass)", () => {
  const er = (hours: number, overrides: Partial<QuantityInput>) =>
    input({ form: "tablet-extended-release", duration: { value: hours, unit: "hour" }, ...overrides });

  it("reads the doses a day a name states: 24 HR and Once-Daily once, 12 HR twice, 8 HR three times", () => {
    expect(namedTimesADay({ value: 24, unit: "hour" })).toBe(1);
    expect(namedTimesADay({ value: 12, unit: "hour" })).toBe(2);
    expect(namedTimesADay({ value: 8, unit: "hour" })).toBe(3);
    expect(namedTimesADay(null, 1)).toBe(1); // "Once-Daily"
    expect(namedTimesADay({ value: 72, unit: "hour" })).toBeNull();
    expect(namedTimesADay(null)).toBeNull();
  });

  it("lets the name decide where it lies within the fill's readings at 30 days and at the source's days", () => {
    // Part D 2023 Nucynta (ER) 56.3 tablets a claim at brands' 47.9 days: 1.2 to 1.9 a day; its label every 12 hours.
    const nucynta = er(12, { unitsPerClaim: 56.27, partDDays: 47.9, acute: false });
    expect(deriveQuantities(nucynta)).toMatchObject({ counts: [60, 120, 180], defaultCount: 60 });
    // The same claim of a tablet whose name states no interval stays once a day.
    expect(deriveQuantities({ ...nucynta, duration: null })).toMatchObject({ defaultCount: 30 });
    // Glipizide XL 5 mg: Medicaid 61.4 a fill at 42.5 days, Part D 95.5 (over 90: "twice a day" before): 1.44 to 2.05.
    const glipizide = er(24, { evidence: { unitsPerFill: 61.4, daysPerFill: 42.5 }, unitsPerClaim: 95.52, acute: false }); // prettier-ignore
    expect(deriveQuantities(glipizide)).toMatchObject({ counts: [30, 60, 90], defaultCount: 30 });
    // Outside the readings the fill stands: metformin ER 500 mg, 113.9 a fill at 43 days (2.6 to 3.8 a day).
    const metformin = er(24, { evidence: { unitsPerFill: 113.9, daysPerFill: 43 }, acute: false });
    expect(deriveQuantities(metformin)).toMatchObject({ defaultCount: 90 });
    // Orphenadrine ER 100 mg (12 hr), 35.0 a fill at 38.2 days: once a day at any reading.
    const orphenadrine = er(12, { evidence: { unitsPerFill: 35, daysPerFill: 38.2 }, acute: false });
    expect(deriveQuantities(orphenadrine)).toMatchObject({ defaultCount: 30 });
  });

  it("brackets the name between the readings, each rounded to one to four a day", () => {
    expect(namedWithinReadings({ unitsPerFill: 56.27, daysPerFill: 47.9 }, 2)).toBe(true);
    expect(namedWithinReadings({ unitsPerFill: 56.27, daysPerFill: 47.9 }, 1)).toBe(true);
    expect(namedWithinReadings({ unitsPerFill: 113.9, daysPerFill: 43 }, 1)).toBe(false);
    expect(namedWithinReadings({ unitsPerFill: 0, daysPerFill: 30 }, 1)).toBe(false);
  });

  it("counts a strength without fills at its filled strengths' shared doses a day, not at a pooled row's", () => {
    // Xigduo XR 10/500 mg: Part D's Xigduo row (78.1 a claim, five strengths) read twice a day; 5/1,000 and 10/1,000
    // mg, filled, once.
    const xigduo = er(24, { unitsPerClaim: 78.11, partDDays: 47.9 });
    expect(deriveQuantities(xigduo)).toMatchObject({ defaultCount: 60 });
    expect(deriveQuantities({ ...xigduo, strengthsTimesADay: 1 })).toMatchObject({ counts: [30, 60, 90], defaultCount: 30 }); // prettier-ignore
    // A course or a dose with fills of its own keeps its reading.
    const course = input({ ingredientNames: ["amoxicillin"], evidence: { unitsPerFill: 20, daysPerFill: 46 }, acute: true }); // prettier-ignore
    expect(deriveQuantities({ ...course, strengthsTimesADay: 2 })).toMatchObject({ defaultCount: 20 });
    const filled = input({ evidence: { unitsPerFill: 30, daysPerFill: 30 }, strengthsTimesADay: 2 });
    expect(deriveQuantities(filled)).toMatchObject({ defaultCount: 30 });
  });

  it("counts a form sold whole or poured in whole packages read, where the fill is one to three of one (sixteenth pass)", () => {
    const bottle = (volume: number, unitsPerRx = volume) => ({ ndc: "00000000000", volume, unitsPerRx, prescriptions: 50 }); // prettier-ignore
    const fill = (unitsPerFill: number) => ({ unitsPerFill, daysPerFill: 33 });
    // Azithromycin 100 mg/5 mL: its 15 mL bottle, 22 mL a fill (before: 22 of the antibiotic bottles 50-200 mL).
    const azithromycin = input({ form: "oral-suspension", pricingUnit: "ML", ingredientNames: ["azithromycin"] });
    expect(deriveQuantities({ ...azithromycin, evidence: fill(22), packagesRead: [bottle(15)] })).toMatchObject({
      unitKey: "mL",
      counts: [15, 30, 45],
      defaultCount: 15,
    });
    // A pint poured (150 mL a fill of 473 mL bottles) reads no bottle: the form's sizes stand.
    const solution = input({ form: "oral-solution", pricingUnit: "ML", ingredientNames: ["x"] });
    expect(deriveQuantities({ ...solution, evidence: fill(150), packagesRead: [bottle(473, 480)] })?.counts).toEqual([60, 118, 237, 473]); // prettier-ignore
    // Of two tubes read, the one whose whole count comes nearest the fill: triamcinolone ointment 87 g, 80 g not 15 g.
    const ointment = input({ form: "ointment", pricingUnit: "GM", ingredientNames: ["triamcinolone acetonide"] });
    expect(deriveQuantities({ ...ointment, evidence: fill(87), packagesRead: [bottle(15), bottle(80)] })).toMatchObject({ counts: [80, 160, 240], defaultCount: 80 }); // prettier-ignore
    // A canister named by its puffs: inhalers of its mass (Dulera 13 g, 14.0 g a fill).
    const canister = input({ form: "inhaler", pricingUnit: "GM", unitContent: { value: 120, unit: "actuation" }, ingredientNames: ["formoterol", "mometasone"] }); // prettier-ignore
    expect(deriveQuantities({ ...canister, evidence: fill(14), packagesRead: [bottle(13)] })).toMatchObject({
      unitKey: "inhaler",
      baseValue: 13,
      package: true,
      counts: [1, 2, 3],
      defaultCount: 1,
    });
  });
});

describe("eighteenth pass: scheduled devices and boxes", () => {
  const sureClick = input({
    form: "auto-injector",
    pricingUnit: "EA",
    nadacPerUnit: 350,
    unitContent: { value: 1, unit: "mL" },
    ingredientNames: ["evolocumab"],
    evidence: { unitsPerFill: 2.55, daysPerFill: 33.4 },
  });

  it("reads a scheduled auto-injector's mixed fills at a month (Repatha SureClick 2.55 a fill: 2, not 3)", () => {
    expect(deriveQuantities(sureClick)).toMatchObject({ unitKey: "auto-injector", defaultCount: 2 });
  });

  it("counts an as-needed molecule's device as filled (sumatriptan's tablets are courses)", () => {
    const cartridge = { ...sureClick, form: "cartridge" as const, ingredientNames: ["sumatriptan"] };
    const filled = { unitsPerFill: 2.6, daysPerFill: 33.4 };
    expect(deriveQuantities({ ...cartridge, evidence: filled, moleculeCourse: true })).toMatchObject({ defaultCount: 3 }); // prettier-ignore
    expect(deriveQuantities({ ...cartridge, evidence: filled, moleculeCourse: false })).toMatchObject({ defaultCount: 2 }); // prettier-ignore
  });

  it("offers an over-the-counter lozenge by the box its quarters read, the whole boxes nearest its fill", () => {
    const lozenge = input({ form: "lozenge", ingredientNames: ["nicotine"], evidence: { unitsPerFill: 140.3, daysPerFill: 33.4 } }); // prettier-ignore
    const box = { ndc: "45802034405", volume: 72, unitsPerRx: 140.3, prescriptions: 350 };
    expect(deriveQuantities({ ...lozenge, boxesRead: [box] })).toMatchObject({ counts: [72, 144, 216], defaultCount: 144 }); // prettier-ignore
    // Without a box read, the fill's rhythm as before.
    expect(deriveQuantities(lozenge)?.counts).not.toContain(72);
  });
});

const solutionInput = (overrides: Partial<QuantityInput>): QuantityInput => ({
  form: "topical-solution",
  pricingUnit: "GM",
  nadacPerUnit: 0.4,
  unitContent: null,
  duration: null,
  ingredientNames: ["diclofenac sodium"],
  ...overrides,
});

describe("deriveQuantities with a package billed whole or labelled", () => {
  it("offers a pump billed whole as 1, 2 or 3 pumps, its fill's count of them by default", () => {
    const pump = { ndc: "75987004005", volume: 112, unitsPerRx: 134, prescriptions: 51, billed: true as const };
    const once = deriveQuantities(solutionInput({ bottle: pump, evidence: { unitsPerFill: 1.2, daysPerFill: 33 } }));
    expect(once).toMatchObject({ counts: [112, 224, 336], defaultCount: 112 });
    const twice = deriveQuantities(solutionInput({ bottle: pump, evidence: { unitsPerFill: 2.1, daysPerFill: 33 } }));
    expect(twice).toMatchObject({ defaultCount: 224 });
    // Without the package, the form's sizes stood (a fill of 1.2 "g" is packages): 30 to 240 g.
    expect(deriveQuantities(solutionInput({ evidence: { unitsPerFill: 1.2, daysPerFill: 33 } }))).toMatchObject({ counts: [30, 60, 120, 240] }); // prettier-ignore
  });

  it("offers a bottle its label states in whole bottles, a small one too", () => {
    const solution = labelledBottleOf("diclofenac sodium", "topical-solution", "1.5%");
    const plan = deriveQuantities(solutionInput({ pricingUnit: "ML", bottle: solution, evidence: { unitsPerFill: 133.2, daysPerFill: 33 } })); // prettier-ignore
    expect(plan).toMatchObject({ counts: [150, 300, 450], defaultCount: 150 });
    const podofilox = labelledBottleOf("podofilox", "topical-solution", "0.5%");
    expect(deriveQuantities(solutionInput({ pricingUnit: "ML", bottle: podofilox, ingredientNames: ["podofilox"] }))).toMatchObject({ counts: [3.5, 7, 10.5], defaultCount: 3.5 }); // prettier-ignore
    expect(labelledBottleOf("diclofenac sodium", "topical-solution", "2%")).toBeNull();
  });
});

describe("deriveQuantities with a pump's content or a paired tablet (twenty-first pass)", () => {
  it("offers a pump in whole pumps of its content, the fill's count of them by default", () => {
    const solution = input({ form: "topical-solution", pricingUnit: "ML", unitContent: { value: 60, unit: "actuation" } }); // prettier-ignore
    expect(deriveQuantities({ ...solution, pumpContent: 90 })).toMatchObject({ counts: [90, 180, 270], defaultCount: 90 }); // prettier-ignore
    const gel = input({ form: "nasal-gel", pricingUnit: "GM", unitContent: { value: 60, unit: "actuation" } });
    const threePumps = { unitsPerFill: 20.9, daysPerFill: 49.7 };
    expect(deriveQuantities({ ...gel, pumpContent: 7.32, evidence: threePumps })).toMatchObject({
      counts: [7.32, 14.64, 21.96],
      defaultCount: 21.96,
    });
  });
  it("offers a nebulizer solution whose vial a description states in the form's boxes of its vials", () => {
    const albuterol = input({ form: "inhalation-solution", pricingUnit: "ML", ingredientNames: ["albuterol"] });
    // 2.5 mg/3 mL vials: boxes of 25, 30 and 60; Alaska's 102.5 mL a fill is nearest 30 vials.
    const filled = { unitsPerFill: 102.5, daysPerFill: 33.4 };
    expect(deriveQuantities({ ...albuterol, vialML: 3, evidence: filled })).toMatchObject({ counts: [75, 90, 180], defaultCount: 90 }); // prettier-ignore
    // No fill: a box of 30 (2 mL vials: 60 mL), not the form's 75 mL (37.5 vials).
    expect(deriveQuantities({ ...albuterol, vialML: 2 })).toMatchObject({ counts: [50, 60, 120], defaultCount: 60 });
    // A brand's claim of the form, a month at twice a day (Brovana, 117 mL a claim): 60 vials.
    const claimed = { unitsPerClaim: 117, claimOfForm: true, partDDays: 47.9 };
    expect(deriveQuantities({ ...albuterol, vialML: 2, ...claimed })).toMatchObject({ defaultCount: 120 });
    // No vial stated, or a bottle past a unit dose: the form's sizes stand.
    expect(deriveQuantities(albuterol)).toMatchObject({ counts: [60, 75, 90, 120, 180] });
    expect(deriveQuantities({ ...albuterol, vialML: 30 })).toMatchObject({ counts: [60, 75, 90, 120, 180] });
  });
  it("offers an over-the-counter tube or bottle no file fills in the ounces its label states", () => {
    const ointment = input({ form: "ointment", pricingUnit: "GM", ingredientNames: ["bacitracin"] });
    expect(deriveQuantities({ ...ointment, otc: true })).toMatchObject({ counts: [14.17, 28.35, 56.7], defaultCount: 28.35 }); // prettier-ignore
    expect(deriveQuantities(ointment)).toMatchObject({ counts: [15, 30, 45, 60], defaultCount: 30 });
    const solution = input({ form: "topical-solution", pricingUnit: "ML", ingredientNames: ["povidone-iodine"] });
    expect(deriveQuantities({ ...solution, otc: true })).toMatchObject({
      counts: [29.57, 59.15, 118.29, 236.59, 473.18],
      defaultCount: 118.29,
    });
    // A fill picks among the metric sizes as before (Differin gel's 45 g tube); a vaginal cream's 7-day tube stays.
    const filled = { unitsPerFill: 45, daysPerFill: 33.4 };
    expect(deriveQuantities({ ...ointment, form: "gel", otc: true, evidence: filled })).toMatchObject({ defaultCount: 45 }); // prettier-ignore
    expect(deriveQuantities({ ...ointment, form: "vaginal-cream", otc: true })).toMatchObject({ defaultCount: 30 });
    // A powder weighed by the gram is no fluid-ounce bottle.
    expect(deriveQuantities({ ...solution, form: "topical-powder", pricingUnit: "GM", otc: true })).toMatchObject({ counts: [30, 60, 120, 240] }); // prettier-ignore
  });
  it("counts a once-daily tablet of two tablets a dose at 60, of one at 30, whatever its strengths share", () => {
    const er = input({ form: "tablet-extended-release", duration: { value: 24, unit: "hour" }, ingredientNames: ["empagliflozin", "metformin hydrochloride"] }); // prettier-ignore
    // Part D's row of the brand pools its strengths (Synjardy XR: 48 a claim at brands' 47.9 days).
    const claimed = { ...er, unitsPerClaim: 48, partDDays: 47.9 };
    expect(deriveQuantities({ ...claimed, tabletsPerDose: 2 })).toMatchObject({ defaultCount: 60 });
    expect(deriveQuantities({ ...claimed, tabletsPerDose: 1, strengthsTimesADay: 2 })).toMatchObject({ defaultCount: 30 }); // prettier-ignore
    expect(deriveQuantities({ ...claimed, strengthsTimesADay: 2 })).toMatchObject({ defaultCount: 60 });
    expect(deriveQuantities({ ...er, tabletsPerDose: 2 })).toMatchObject({ counts: [60, 120, 180], defaultCount: 60 });
  });
});

describe("deriveQuantities with a course's box or a nebulizer's carton from its label (twenty-third pass)", () => {
  it("offers a nebulizer solution whose label's carton is no box of 25, 30 or 60 in whole cartons", () => {
    const levalbuterol = input({ form: "inhalation-solution", pricingUnit: "ML", ingredientNames: ["levalbuterol"] });
    // 3 mL vials, 24 a carton: 72/144/216 mL, one carton without a fill.
    expect(deriveQuantities({ ...levalbuterol, vialML: 3, nebulizerCarton: 24 })).toMatchObject({ counts: [72, 144, 216], defaultCount: 72 }); // prettier-ignore
    // A fill of 40 vials is nearest two cartons (48), not the form's 30 (tobramycin: 56 ampules of 5 mL).
    const filled = { unitsPerFill: 120, daysPerFill: 33.4 };
    expect(deriveQuantities({ ...levalbuterol, vialML: 3, nebulizerCarton: 24, evidence: filled })).toMatchObject({ defaultCount: 144 }); // prettier-ignore
    expect(deriveQuantities({ ...levalbuterol, vialML: 5, nebulizerCarton: 56 })).toMatchObject({ counts: [280, 560, 840], defaultCount: 280 }); // prettier-ignore
  });
  it("counts a vaginal course and a migraine box by its carton, a single applicator alone", () => {
    const insert = input({ form: "vaginal-insert", ingredientNames: ["terconazole"] });
    expect(deriveQuantities(insert)).toMatchObject({ counts: [8, 18, 24] });
    expect(deriveQuantities({ ...insert, carton: cartonOf("terconazole", "vaginal-insert", "80 mg") })).toMatchObject({ unitKey: "insert", counts: [3, 6, 9], defaultCount: 3 }); // prettier-ignore
    const packet = input({ form: "powder-for-oral-solution", ingredientNames: ["diclofenac potassium"] });
    expect(deriveQuantities({ ...packet, carton: cartonOf("diclofenac potassium", "powder-for-oral-solution", "50 mg") })).toMatchObject({ counts: [9, 18, 27], defaultCount: 9 }); // prettier-ignore
    const ointment = input({ form: "vaginal-ointment", pricingUnit: "GM", ingredientNames: ["tioconazole"] });
    expect(deriveQuantities({ ...ointment, carton: cartonOf("tioconazole", "vaginal-ointment", "6.5%") })).toMatchObject({ unitKey: "applicator", baseValue: 4.6, counts: [1], defaultCount: 1 }); // prettier-ignore
  });
  it("offers a course tube or a syrup its label states in whole packages when no file reads one", () => {
    const cream = input({ form: "vaginal-cream", pricingUnit: "GM", ingredientNames: ["terconazole"] });
    const tube = { ndc: "", volume: 20, unitsPerRx: 20, prescriptions: 0, labelled: "Terazol 3" };
    expect(deriveQuantities({ ...cream, packagesRead: [tube] })).toMatchObject({ counts: [20, 40, 60], defaultCount: 20 }); // prettier-ignore
    // Alaska's 21.67 g a fill of the 0.8% cream is one 20 g tube, not the form's 22 g.
    const filled = { unitsPerFill: 21.67, daysPerFill: 33.4 };
    expect(deriveQuantities({ ...cream, packagesRead: [tube], evidence: filled })).toMatchObject({ defaultCount: 20 }); // prettier-ignore
  });
});

describe("oral liquids as a course's volume or whole stock bottles (twenty-fifth pass)", () => {
  const liquid = (ingredientNames: string[], unitsPerFill: number | null, otc = false) =>
    deriveQuantities(
      input({
        form: "oral-solution",
        pricingUnit: "ML",
        ingredientNames,
        otc,
        evidence: unitsPerFill === null ? null : { unitsPerFill, daysPerFill: 33.4 },
      }),
    );

  it("pours a steroid's or antibiotic's course in course volumes nearest its fill, never the fill's mean", () => {
    // Prednisolone 15 mg/5 mL: 57.0 mL a fill (Alaska 2022) was offered as "57 mL"; 5 days of 10 mL is 50 mL.
    expect(liquid(["prednisolone sodium phosphate"], 57)).toMatchObject({ counts: [30, 50, 75, 100, 150, 200], defaultCount: 50 }); // prettier-ignore
    expect(liquid(["dexamethasone"], 26.7)).toMatchObject({ defaultCount: 30 });
    expect(liquid(["oseltamivir phosphate"], 101.6)).toMatchObject({ defaultCount: 100 });
    expect(liquid(["clindamycin palmitate hydrochloride"], 312.3)).toMatchObject({ defaultCount: 200 });
    expect(liquid(["fluconazole"], 42.3)).toMatchObject({ defaultCount: 50 });
    // Without a fill the reconstituted bottles, 100 mL by default, as before.
    expect(liquid(["prednisolone"], null)).toMatchObject({ counts: [50, 75, 100, 150, 200], defaultCount: 100 });
  });

  it("hands a maintenance liquid over in the whole stock bottle nearest its fill", () => {
    expect(liquid(["lactulose"], 882.5)).toMatchObject({ counts: [473, 946], defaultCount: 946 });
    expect(liquid(["gabapentin"], 434.9)).toMatchObject({ counts: [237, 473, 946], defaultCount: 473 });
    expect(liquid(["furosemide"], 78.2)).toMatchObject({ counts: [30, 60, 118, 237], defaultCount: 60 });
    expect(liquid(["calcitriol"], 20.4)).toMatchObject({ counts: [30, 60, 118], defaultCount: 30 });
    expect(liquid(["fluoxetine hydrochloride"], 148.8)).toMatchObject({ defaultCount: 118 });
    expect(liquid(["aripiprazole"], 330.3)).toMatchObject({ defaultCount: 237 });
  });

  it("sells an over-the-counter liquid in its label's fluid ounces", () => {
    const ounces = [29.57, 59.15, 118.29, 236.59, 354.88, 473.18];
    expect(liquid(["acetaminophen"], null, true)).toMatchObject({ counts: ounces, defaultCount: 118.29 });
    expect(liquid(["diphenhydramine hydrochloride"], 91.3, true)).toMatchObject({
      counts: ounces,
      defaultCount: 118.29,
    });
    expect(liquid(["magnesium hydroxide"], 300, true)).toMatchObject({ defaultCount: 354.88 });
  });
});
