import { describe, expect, it } from "vitest";
import { brandsOfMates, brandUsesOf, otherUseDoses, USE_SKEW, type UseCandidate } from "./two-brand-uses";

// A tablet of a brand, its count (national scale) and NADAC price points under every name (listed once).
const tablet = (ndc: string, brands: string[], prescriptions: number | null, pricePoints: number, national = true): UseCandidate => ({ ndc, brands, prescriptions, pricePoints, pooledPricePoints: pricePoints, listed: 1, form: "tablet", national }); // prettier-ignore

describe("otherUseDoses", () => {
  // Sildenafil's shape in the seed of 2026-11-29: Revatio's 20 mg counted 60,821 times on 479,552 stock, Viagra's
  // strengths 1,289 times on 699,271 (Medicaid and Part D exclude drugs for erectile dysfunction).
  const sildenafil = [
    tablet("20", ["Revatio"], 60_821, 479_552),
    tablet("25", ["Viagra"], 54, 65_240),
    tablet("50", ["Viagra"], 445, 227_283),
    tablet("100", ["Viagra"], 790, 406_748),
  ];

  it("opens among the other brand's strengths where the default's brand is counted USE_SKEW times as often per price point and stocked less", () => {
    expect(otherUseDoses(sildenafil, "20")).toEqual(["25", "50", "100"]);
    const [use] = brandUsesOf(sildenafil, "20");
    expect(use!.skew).toBeGreaterThan(USE_SKEW);
    expect(use!.stockRatio).toBeGreaterThan(1);
  });

  it("keeps a default whose brand is counted as often as the other's per price point (finasteride: Proscar 4.6 times Propecia's)", () => {
    const finasteride = [tablet("5", ["Proscar"], 377_532, 1_147_410), tablet("1", ["Propecia"], 5_755, 79_725)];
    expect(otherUseDoses(finasteride, "5")).toBeNull();
  });

  it("keeps a default stocked more widely than the other brand, however skewed the counts", () => {
    const shape = [tablet("a", ["A"], 100_000, 500_000), tablet("b", ["B"], 100, 400_000)];
    expect(brandUsesOf(shape, "a")[0]!.skew).toBeGreaterThan(USE_SKEW);
    expect(otherUseDoses(shape, "a")).toBeNull();
  });

  it("reads only the national file's counts: a state's scaled fills of a brand say nothing of its share", () => {
    const state = sildenafil.map((c) => ({ ...c, national: c.ndc !== "50" }));
    expect(otherUseDoses(state, "20")).toBeNull();
  });

  it("needs a count of the other brand's strengths, a brand of the default and another form's doses left aside", () => {
    expect(otherUseDoses([tablet("20", ["Revatio"], 60_821, 479_552), tablet("100", ["Viagra"], null, 406_748)], "20")).toBeNull(); // prettier-ignore
    expect(otherUseDoses([tablet("20", [], 60_821, 479_552), tablet("100", ["Viagra"], 790, 406_748)], "20")).toBeNull(); // prettier-ignore
    const liquid = { ...tablet("s", ["Viagra"], 790, 406_748), form: "oral-suspension" };
    expect(otherUseDoses([tablet("20", ["Revatio"], 60_821, 479_552), liquid], "20")).toBeNull();
  });

  it("joins doses of one brand: tadalafil's Adcirca and Alyq 20 mg against Cialis's 2.5 to 20 mg", () => {
    const tadalafil = [
      tablet("pah", ["Adcirca", "Alyq"], 26_899, 43_824),
      tablet("2.5", ["Cialis"], 169, 179_745),
      tablet("5", ["Cialis"], 19_041, 918_918),
      tablet("20", ["Cialis"], 2_728, 733_858),
    ];
    expect(otherUseDoses(tadalafil, "pah")).toEqual(["2.5", "5", "20"]);
    expect(otherUseDoses(tadalafil, "5")).toBeNull();
  });
});

describe("brandsOfMates", () => {
  it("reads the brand of each RxNorm mate's branded drug name", () => {
    expect(
      brandsOfMates([
        { rxcui: "213271", name: "sildenafil 100 MG Oral Tablet [Viagra]" },
        { rxcui: "2110455", name: "Pulmonary Hypertension tadalafil 20 MG Oral Tablet [Alyq]" },
        { rxcui: "314229", name: "sildenafil 100 MG Oral Tablet" },
        { rxcui: "1", name: null },
      ]),
    ).toEqual(["Alyq", "Viagra"]);
  });
});
