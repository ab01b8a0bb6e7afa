import { describe, expect, it } from "vitest";
import { indexUsNames } from "./us-names";

describe("US ingredient names", () => {
  const usName = indexUsNames([
    { tradeName: "FOSAMAX", ingredients: ["ALENDRONATE SODIUM"] },
    { tradeName: "DEPAKENE", ingredients: ["VALPROIC ACID"] },
    { tradeName: "DEPACON", ingredients: ["VALPROATE SODIUM"] },
    { tradeName: "MYFORTIC", ingredients: ["MYCOPHENOLIC SODIUM"] },
    { tradeName: "CELLCEPT", ingredients: ["MYCOPHENOLATE MOFETIL"] },
  ]);

  it("names an ingredient as the US list does", () => {
    expect(usName("alendronic acid")).toBe("alendronate");
    expect(usName("valproic acid")).toBe("valproic acid");
    expect(usName("mycophenolic acid")).toBe("mycophenolic acid");
    expect(usName("atorvastatin")).toBe("atorvastatin");
  });
});
