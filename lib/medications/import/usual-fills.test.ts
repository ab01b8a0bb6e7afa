import { describe, expect, it } from "vitest";
import { indexUsualFills, parsePartDUnitsPerClaim, usualFill } from "./usual-fills";

const CSV = `brand_name,generic_name,year,total_claims,total_dosage_units,units_per_claim
Alendronate Sodium,Alendronate Sodium,2017,7392924,60460335.0,8.18
Metformin HCl,Metformin HCl,2017,1,1,118.29
Metformin HCl ER,Metformin HCl,2017,1,1,136.44
Fluoxetine Dr,Fluoxetine HCl,2017,1,1,6.51
Eliquis,Apixaban,2017,1,1,75.59
Adderall,Dextroamphetamine/Amphetamine,2017,7408,535605.0,72.3
Adderall XR,Dextroamphetamine/Amphetamine,2017,31664,1553140.0,49.05
Dextroamphetamine-Amphetamine,Dextroamphetamine/Amphetamine,2017,1214568,73667492.1,60.65
Dextroamphetamine-Amphetamine ER,Dextroamphetamine/Amphetamine,2017,500000,1,30
Ciprofloxacin,Ciprofloxacin,2017,335,38470.0,114.84
Ciprofloxacin HCl*,Ciprofloxacin HCl,2017,6423478,96346976.1,15.0
Broken,x,2017,1,1,n/a
`;

describe("usual fills from Part D units per claim", () => {
  it("reads the file and matches names across salts, -ic acid / -ate and release", async () => {
    const { records, rejected } = await parsePartDUnitsPerClaim(CSV);
    expect(rejected).toHaveLength(1);
    const { unitsPerClaim } = indexUsualFills(records);
    expect(unitsPerClaim("alendronic acid", "immediate")).toBe(8.18);
    expect(unitsPerClaim("metformin hydrochloride", "immediate")).toBe(118.29);
    expect(unitsPerClaim("metformin hydrochloride", "extended")).toBe(136.44);
    expect(unitsPerClaim("fluoxetine", "delayed")).toBe(6.51);
    expect(unitsPerClaim("Eliquis", "immediate")).toBe(75.59);
    expect(unitsPerClaim("Eliquis", "extended")).toBe(75.59);
    expect(unitsPerClaim("atorvastatin", "immediate")).toBeNull();
    expect(unitsPerClaim("ciprofloxacin", "immediate")).toBe(15); // the most claimed of the salt variants
  });

  it("counts the claims of every brand and generic of the molecule and release", async () => {
    const { claims } = indexUsualFills((await parsePartDUnitsPerClaim(CSV)).records);
    expect(claims("Adderall", "immediate")).toBe(7408 + 1214568);
    expect(claims("Adderall", "extended")).toBe(31664 + 500000);
    expect(claims("atorvastatin", "immediate")).toBeNull();
  });

  it("offers a 30- and a 90-day supply at the frequency the units per claim imply", () => {
    expect(usualFill(1.88, false)).toEqual({ counts: [1, 3], defaultCount: 1 }); // ibandronate: monthly
    expect(usualFill(8.18, false)).toEqual({ counts: [4, 12], defaultCount: 4 }); // alendronate: weekly
    expect(usualFill(59.24, false)).toEqual({ counts: [30, 90], defaultCount: 30 }); // atorvastatin: daily
    expect(usualFill(75.59, false)).toEqual({ counts: [60, 180], defaultCount: 60 }); // Eliquis: twice daily
    expect(usualFill(121.53, false)).toEqual({ counts: [90, 270], defaultCount: 90 }); // gabapentin: three times
  });

  it("doses a weekly drug's strengths by the same amount a month, its lowest strength daily", () => {
    expect(usualFill(8.18, false, 10 / 70).defaultCount).toBe(4); // alendronate 70 mg: weekly
    expect(usualFill(8.18, false, 10 / 35).defaultCount).toBe(4); // 35 mg: weekly
    expect(usualFill(8.18, false, 1)).toEqual({ counts: [30, 90], defaultCount: 30 }); // 10 mg: daily
    expect(usualFill(4.85, false, 5 / 150).defaultCount).toBe(1); // risedronate 150 mg: monthly
    expect(usualFill(4.85, false, 5 / 35).defaultCount).toBe(4); // 35 mg: weekly
    expect(usualFill(59.24, false, 0.1).defaultCount).toBe(30); // a daily drug stays daily
  });

  it("offers courses of an anti-infective with the usual one by default", () => {
    expect(usualFill(6.93, true)).toEqual({ counts: [6, 10, 14, 20, 28, 30], defaultCount: 6 }); // Z-Pak
    expect(usualFill(27.52, true).defaultCount).toBe(28); // cephalexin
  });

  it("keeps a short course's total amount at another strength than the one Part D counts", () => {
    // Azithromycin: the Z-Pak is six 250 mg tablets; at 500 mg the same 1.5 g is three (the Tri-Pak).
    expect(usualFill(6.93, true, null, 250 / 500)).toEqual({ counts: [3, 10, 14, 20, 28, 30], defaultCount: 3 });
    expect(usualFill(6.93, true, null, 1).defaultCount).toBe(6);
    expect(usualFill(6.93, true, null, 250 / 600).defaultCount).toBe(3); // 2.5 rounds to a whole 3
    // A 10 to 30 unit course is days times doses a day: amoxicillin 875 mg stays 20, not 20 x 500 / 875.
    expect(usualFill(20.4, true, null, 500 / 875).defaultCount).toBe(20);
  });
});
