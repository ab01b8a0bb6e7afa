import { describe, expect, it } from "vitest";
import { buildPackDose, isDayCard, packGeneric } from "./build-pack-dose";
import type { PriceableNdc } from "./choose-representative-ndc";
import {
  packBrandOf,
  packCycleDays,
  parseRxnormPackName,
  parseRxnormPacks,
  parseSingleDrugPackName,
} from "./parse-rxnorm-packs";
import { weeklyPackKeys } from "./build-catalog";

const SPRINTEC =
  "{21 (ethinyl estradiol 0.035 MG / norgestimate 0.25 MG Oral Tablet) / 7 (inert ingredients 1 MG Oral Tablet) } Pack [Sprintec 28 Day]";
const SEASONIQUE =
  "{7 (ethinyl estradiol 0.01 MG Oral Tablet) / 84 (ethinyl estradiol 0.03 MG / levonorgestrel 0.15 MG Oral Tablet) } Pack [Seasonique 91 Day]";

const ndc = (over: Partial<PriceableNdc>): PriceableNdc => ({
  ndc: "00000000001",
  rxcui: "1",
  description: "SPRINTEC 28 TABLET",
  isBrand: false,
  nadacPerUnit: 0.1,
  pricingUnit: "EA",
  pricingUnitSource: "cms",
  nadacDate: "2025-11-19",
  otc: false,
  pricePoints: 10,
  ...over,
});

describe("RxNorm packs", () => {
  it("reads a pack's brand, cycle, tablet count and active ingredients", () => {
    const pack = parseRxnormPackName(SPRINTEC)!;
    expect(pack).toMatchObject({ brand: "Sprintec", days: 28, units: 28 });
    expect(pack.components.map((c) => [c.count, c.inert])).toEqual([
      [21, false],
      [7, true],
    ]);
    expect(packGeneric({ ...pack, rxcui: "1", ndcs: [] })).toBe("ethinyl estradiol / norgestimate");
    // A generic pack has no brand; its cycle is counted by its tablets (seventeenth pass).
    expect(parseRxnormPackName("{28 (norethindrone 0.35 MG Oral Tablet) } Pack")).toMatchObject({ brand: null, days: 28, units: 28 }); // prettier-ignore
  });

  it("keeps one record per pack of the file, branded and generic, with its NDCs", async () => {
    const tsv = [
      "tty\trxcui\tname\tcontains_scd_rxcui\tingredient\tndc11s",
      `BPCK\t10\t${SPRINTEC}\t1\tnorgestimate\t00000000001|00000000002`,
      `BPCK\t10\t${SPRINTEC}\t1\tethinyl estradiol\t00000000001|00000000002`,
      `GPCK\t11\t{28 (norethindrone 0.35 MG Oral Tablet) } Pack\t1\tnorethindrone\t`,
    ].join("\n");
    const { records } = await parseRxnormPacks(tsv);
    expect(records.map((r) => [r.rxcui, r.brand, r.ndcs])).toEqual([
      ["10", "Sprintec", ["00000000001", "00000000002"]],
      ["11", null, []],
    ]);
  });

  it("counts a 28-day pack by 1 or 3 packs of 28 tablets, a 91-day pack by 1 or 2", () => {
    const sprintec = { ...parseRxnormPackName(SPRINTEC)!, rxcui: "10", ndcs: [] };
    const built = buildPackDose(sprintec, [ndc({})]);
    if (typeof built === "string") throw new Error(built);
    expect(built.dose).toMatchObject({
      label: "35 mcg-0.25 mg pack (28 days)",
      unitKey: "pack",
      baseValue: "28",
      package: true,
      quantities: [
        { value: "28", unitCount: 1 },
        { value: "84", unitCount: 3 },
      ],
      defaultQuantity: "28",
    });
    const seasonique = { ...parseRxnormPackName(SEASONIQUE)!, rxcui: "11", ndcs: [] };
    const extended = buildPackDose(seasonique, [ndc({})]);
    if (typeof extended === "string") throw new Error(extended);
    expect(extended.dose.quantities.map((q) => q.unitCount)).toEqual([1, 2]);
    expect(extended.dose.baseValue).toBe("91");
    expect(buildPackDose(sprintec, [ndc({ pricingUnit: "ML" })])).toBe("pack priced per ML");
  });
});

describe("parseSingleDrugPackName (eleventh pass: weekly cartons)", () => {
  it("reads generic and branded packs of one drug, and keeps 4 and 12 as weekly cartons", () => {
    const quarter = parseSingleDrugPackName("{12 (risedronate sodium 35 MG Oral Tablet) } Pack");
    const month = parseSingleDrugPackName("{4 (risedronate sodium 35 MG Delayed Release Oral Tablet) } Pack [Atelvia]");
    const course = parseSingleDrugPackName("{2 (baloxavir marboxil 20 MG Oral Tablet) } Pack");
    expect(quarter?.count).toBe(12);
    expect(month?.count).toBe(4);
    expect(parseSingleDrugPackName(SPRINTEC)).toBeNull();
    expect(weeklyPackKeys([quarter!, month!, course!]).size).toBe(2);
  });
});

describe("packs a patient brings to the counter (seventeenth pass)", () => {
  const PAXLOVID = "{20 (nirmatrelvir 150 MG Oral Tablet) / 10 (ritonavir 100 MG Oral Tablet) } Pack [Paxlovid 5-Day]";
  const RENAL =
    "{10 (nirmatrelvir 150 MG Oral Tablet) / 10 (ritonavir 100 MG Oral Tablet) } Pack [Paxlovid 150 MG /100 MG Dose Pack]";

  it("names a brand without its cycle or strengths", () => {
    expect(packBrandOf("Paxlovid 5-Day")).toBe("Paxlovid");
    expect(packBrandOf("Paxlovid 150 MG /100 MG Dose Pack")).toBe("Paxlovid");
    expect(packBrandOf("Xcopri 350 MG Maintenance Pack")).toBe("Xcopri");
    expect(packBrandOf("Sprintec 28 Day")).toBe("Sprintec");
    expect(packBrandOf("Pimtrea Pack")).toBe("Pimtrea Pack");
  });

  it("reads a measured component's amount before its drug", () => {
    const combo = parseRxnormPackName(
      "{1 (9000 MG) (miconazole nitrate 20 MG/ML Vaginal Cream) / 3 (miconazole nitrate 200 MG Vaginal Insert) } Pack",
    );
    expect(combo?.components.map((c) => c.drug.ingredients[0]?.name)).toEqual(["miconazole nitrate", "miconazole nitrate"]); // prettier-ignore
  });

  it("tells cycles from courses", () => {
    const cycle = (name: string) => packCycleDays(parseRxnormPackName(name)!);
    expect(cycle(PAXLOVID)).toBeNull();
    expect(cycle(RENAL)).toBeNull();
    expect(cycle(SPRINTEC)).toBe(28);
    expect(cycle("{21 (methylprednisolone 4 MG Oral Tablet) } Pack")).toBeNull();
    expect(cycle("{21 (ethinyl estradiol 0.02 MG / norethindrone acetate 1 MG Oral Tablet) } Pack")).toBe(21);
    expect(cycle("{4 (risedronate sodium 35 MG Oral Tablet) } Pack")).toBe(28);
    expect(cycle("{11 (varenicline 0.5 MG Oral Tablet) / 42 (varenicline 1 MG Oral Tablet) } Pack")).toBeNull();
  });

  it("sells a course as 1 pack, labelled by its drugs and contents", () => {
    const built = buildPackDose({ ...parseRxnormPackName(PAXLOVID)!, rxcui: "2587899", ndcs: [] }, [ndc({ nadacPerUnit: 47.84 })]); // prettier-ignore
    if (typeof built === "string") throw new Error(built);
    expect(built.dose).toMatchObject({
      label: "150 mg-100 mg pack (5 days, 30 tablets)",
      baseValue: "30",
      quantities: [{ value: "30", unitCount: 1 }],
      defaultQuantity: "30",
    });
  });

  it("leaves out a generic pack of several drugs with no course: one day's card", () => {
    const card = parseRxnormPackName(
      "{4 (amoxicillin 500 MG Oral Capsule) / 2 (clarithromycin 500 MG Oral Tablet) / 2 (lansoprazole 30 MG Delayed Release Oral Capsule) } Pack",
    )!;
    expect(isDayCard({ ...card, rxcui: "1", ndcs: [] })).toBe(true);
    expect(isDayCard({ ...parseRxnormPackName(PAXLOVID)!, rxcui: "2", ndcs: [] })).toBe(false);
  });
});
