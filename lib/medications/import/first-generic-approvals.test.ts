import { describe, expect, it } from "vitest";
import { firstGenericApprovals, genericSinceKey, orangeBookDate } from "./first-generic-approvals";

// Orange Book products.txt rows (Ingredient~DF;Route~Trade_Name~Applicant~Strength~Appl_Type~Appl_No~Product_No~
// TE_Code~Approval_Date~RLD~RS~Type~Applicant_Full_Name), as the 2024-05 file writes them.
const LINES = [
  "ATORVASTATIN CALCIUM~TABLET;ORAL~LIPITOR~VIATRIS~EQ 10MG BASE~N~020702~001~AB~Dec 17, 1996~Yes~No~RX~VIATRIS SPECIALTY LLC", // prettier-ignore
  "ATORVASTATIN CALCIUM~TABLET;ORAL~ATORVASTATIN CALCIUM~ACCORD HLTHCARE~EQ 10MG BASE~A~207687~001~AB~Mar 30, 2018~No~No~RX~ACCORD HEALTHCARE INC", // prettier-ignore
  "ATORVASTATIN CALCIUM~TABLET;ORAL~ATORVASTATIN CALCIUM~RANBAXY~EQ 10MG BASE~A~076477~001~~Nov 30, 2011~No~No~DISCN~RANBAXY LABORATORIES LTD", // prettier-ignore
  "AMLODIPINE BESYLATE; BENAZEPRIL HYDROCHLORIDE~CAPSULE;ORAL~AMLODIPINE AND BENAZEPRIL HYDROCHLORIDE~TEVA~EQ 2.5MG BASE;10MG~A~076117~001~AB~May 26, 2004~No~No~RX~TEVA PHARMACEUTICALS USA", // prettier-ignore
  "PREDNISONE~TABLET;ORAL~PREDNISONE~HIKMA~10MG~A~080352~001~AB~Approved Prior to Jan 1, 1982~No~No~RX~HIKMA PHARMACEUTICALS USA INC", // prettier-ignore
];

describe("the first generic approval of a molecule in a form", () => {
  const first = firstGenericApprovals(LINES);

  it("takes the earliest ANDA, discontinued ones included, never the brand's NDA", () => {
    expect(first.get(genericSinceKey("atorvastatin", "tablet"))).toBe("2011-11-30");
  });

  it("reads the book's salts and combinations as the catalog's generic names", () => {
    expect(first.get(genericSinceKey("benazepril / amlodipine", "capsule"))).toBe("2004-05-26");
    expect(first.get(genericSinceKey("atorvastatin", "capsule"))).toBeUndefined();
  });

  it("reads the book's dates, 'approved prior to 1982' as 1982", () => {
    expect(orangeBookDate("Jul 13, 2011")).toBe("2011-07-13");
    expect(orangeBookDate("Approved Prior to Jan 1, 1982")).toBe("1982-01-01");
    expect(orangeBookDate("")).toBeNull();
    expect(first.get(genericSinceKey("prednisone", "tablet"))).toBe("1982-01-01");
  });
});
