import { describe, expect, it } from "vitest";
import { withoutStoreNumber } from "./store-number";

describe("withoutStoreNumber", () => {
  it("drops a trailing store number and nothing else", () => {
    expect(withoutStoreNumber("Mariano's #504")).toBe("Mariano's");
    expect(withoutStoreNumber("Walgreens #15654")).toBe("Walgreens");
    expect(withoutStoreNumber("CVS Pharmacy at Target")).toBe("CVS Pharmacy at Target");
    expect(withoutStoreNumber("92 Pharmacy")).toBe("92 Pharmacy");
  });
});
