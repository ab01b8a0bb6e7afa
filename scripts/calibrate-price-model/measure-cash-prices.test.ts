import { describe, expect, it } from "vitest";
import {
  cashFloors,
  chainOfSurveyPharmacy,
  chainSpreads,
  genericOverBrand,
  groupSurvey,
  type SurveyRow,
} from "./measure-cash-prices";

// One drug priced at 20 independents ($40) and at 4 CVS ($30) and 4 Walgreens ($48) stores.
function survey(drugName: string, priceType: "generic" | "brand" = "generic"): SurveyRow[] {
  const row = (chain: string, store: string, price: number) => ({
    drugName,
    quantity: "30",
    priceType,
    price,
    store,
    chain,
  });
  return [
    ...Array.from({ length: 20 }, (_, i) => row("INDEPENDENT", `i${i}`, 40)),
    ...Array.from({ length: 4 }, (_, i) => row("CVS", `c${i}`, 30)),
    ...Array.from({ length: 4 }, (_, i) => row("WALGREENS", `w${i}`, 48)),
  ];
}

describe("survey measurements", () => {
  it("maps licensee names to chains", () => {
    expect(chainOfSurveyPharmacy("DUANE READE")).toBe("WALGREENS");
    expect(chainOfSurveyPharmacy("GENOVESE DRUG STORES, INC.")).toBe("RITE_AID");
    expect(chainOfSurveyPharmacy("CVS ALBANY, L.L.C")).toBe("CVS");
    expect(chainOfSurveyPharmacy("LENOX TERRACE PHARMACY, INC.")).toBe("INDEPENDENT");
    expect(chainOfSurveyPharmacy("")).toBeNull();
  });

  it("counts a listing repeated under a second name once", () => {
    const { groups, duplicates } = groupSurvey([...survey("SYNTHROID 0.1MG TAB"), ...survey("LEVOTHYROXINE 100MCG")]);
    expect(groups.map((g) => g.drugName)).toEqual(["SYNTHROID 0.1MG TAB"]);
    expect(duplicates).toEqual(["LEVOTHYROXINE 100MCG|generic"]);
  });

  it("measures each chain's median against the all-pharmacy median, ignoring entry errors", () => {
    const rows = survey("LISINOPRIL 10MG TAB");
    rows.push({ ...rows[0]!, store: "typo", price: 32492.34 });
    const spreads = chainSpreads(groupSurvey(rows).groups);
    expect(spreads.CVS?.generic.median).toBe(0.75);
    expect(spreads.WALGREENS?.generic.median).toBe(1.2);
    expect(spreads.INDEPENDENT?.generic.median).toBe(1);
    expect(spreads.CVS?.brand.drugs).toBe(0);
  });

  it("finds the low end of generic cash prices", () => {
    const floors = cashFloors(groupSurvey(survey("LISINOPRIL 10MG TAB")).groups);
    expect(floors).toMatchObject({ ALL: 30, CVS: 30, INDEPENDENT: 40, WALGREENS: 48 });
  });

  it("measures a generic's cash price over its brand's, per drug and at one store, and for the young generics", () => {
    // NORVASC: the generic at 0.5 of the brand everywhere; LIPITOR: 0.8, first generic 1.5 years before the survey.
    const priced = (drugName: string, brandTimes: number) => [
      ...survey(drugName).map((r) => ({ ...r, price: r.price * brandTimes })), // not a repeated listing
      ...survey(drugName, "brand").map((r) => ({ ...r, price: r.price * brandTimes ** 2 })),
    ];
    const { groups } = groupSurvey([...priced("AMLODIPINE 10MG TAB - Norvasc", 2), ...priced("ATORVASTATIN 20MG TAB - Lipitor", 1.25)]); // prettier-ignore
    const since = (name: string) => (name.startsWith("ATORVASTATIN") ? "2011-11-30" : "2005-10-03");
    const measured = genericOverBrand(groups, { sinceOf: since, asOf: "2013-06-01" });
    expect(measured.byDrug).toMatchObject({ n: 2, above1: 0, median: 0.65, max: 0.8 });
    expect(measured.atOneStore).toMatchObject({ n: 56, above1: 0, p10: 0.5, max: 0.8 });
    expect(measured.young).toMatchObject({ underYears: 3, n: 1, median: 0.8 });
    // A drug the survey priced under one price type only has no pair.
    expect(genericOverBrand(groupSurvey(survey("FUROSEMIDE 40MG TAB - Lasix")).groups).byDrug.n).toBe(0);
  });
});
