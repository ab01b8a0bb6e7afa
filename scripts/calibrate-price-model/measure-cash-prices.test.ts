import { describe, expect, it } from "vitest";
import { cashFloors, chainOfSurveyPharmacy, chainSpreads, groupSurvey, type SurveyRow } from "./measure-cash-prices";

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
});
