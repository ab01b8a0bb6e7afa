import { describe, expect, it } from "vitest";
import { formatMoney, formatOpeningHours, formatPhone, payable, saving } from "./format";

describe("site formats", () => {
  it("shows what the patient pays: the discount, or the retail price when that is not higher (lesser-of)", () => {
    expect(payable({ unc: "32.22", discounted: "9.57" })).toEqual({ amount: "9.57", atRetail: false });
    expect(payable({ unc: "4.00", discounted: "4.00" })).toEqual({ amount: "4.00", atRetail: true });
    // A price from before lesser-of adjudication (a stored card) is still shown at the lower of the two.
    expect(payable({ unc: "4.00", discounted: "7.46" })).toEqual({ amount: "4.00", atRetail: true });
    expect(payable({ unc: null, discounted: "7.46" })).toEqual({ amount: "7.46", atRetail: false });
  });

  it("states a saving only against a higher retail price", () => {
    expect(saving({ unc: "40.00", discounted: "10.00" })).toEqual({ amount: 30, percent: 0.75 });
    expect(saving({ unc: "4.00", discounted: "7.46" })).toBeNull();
    expect(saving({ unc: "4.00", discounted: "4.00" })).toBeNull();
    expect(saving({ unc: null, discounted: "7.46" })).toBeNull();
  });

  it("formats money in both languages and unit costs to the tenth of a cent", () => {
    expect(formatMoney("9.5", "en-US")).toBe("$9.50");
    expect(formatMoney(0.0324, "en-US")).toBe("$0.032");
    expect(formatMoney(1234.5, "es-US")).toMatch(/1,234\.50|1234\.50/);
    expect(formatPhone("2125550100")).toBe("(212) 555-0100");
  });

  it("writes a store's opening hours with the days in the patient's language", () => {
    expect(formatOpeningHours("Mo-Fr 07:00-22:00; Sa-Su 08:00-20:00", "en-US")).toBe("Mon-Fri 07:00-22:00 · Sat-Sun 08:00-20:00"); // prettier-ignore
    expect(formatOpeningHours("Mo-Su 08:00-22:00", "es-US")).toMatch(/^lun\.?-dom\.? 08:00-22:00$/);
    expect(formatOpeningHours("24/7", "en-US")).toBe("24/7");
  });
});
