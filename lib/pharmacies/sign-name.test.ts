import { describe, expect, it } from "vitest";
import { signName } from "./sign-name";

describe("signName", () => {
  it("drops a trailing store number and nothing else", () => {
    expect(signName("Mariano's #504")).toBe("Mariano's");
    expect(signName("Walgreens #15654")).toBe("Walgreens");
    expect(signName("CVS Pharmacy at Target")).toBe("CVS Pharmacy at Target");
    expect(signName("92 Pharmacy")).toBe("92 Pharmacy");
  });
});
