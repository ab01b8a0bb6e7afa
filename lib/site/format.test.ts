import { describe, expect, it } from "vitest";
import { formatMoney, formatPhone, payable, saving } from "./format";
import { formatOpeningHours } from "./format-opening-hours";

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

  it("writes a store's opening hours in 12-hour time, with the days in the patient's language", () => {
    expect(formatOpeningHours("Mo-Fr 07:00-22:00; Sa-Su 08:00-20:00", "en-US")).toBe("Mon–Fri 7 AM–10 PM · Sat–Sun 8 AM–8 PM"); // prettier-ignore
    expect(formatOpeningHours("Mo-Su 08:00-22:00", "es-US")).toBe("Todos los días 8 a.m.–10 p.m.");
    expect(formatOpeningHours("Mo-Su 07:00-23:59", "en-US")).toBe("Every day 7 AM–midnight");
    expect(formatOpeningHours("Mo-Sa 06:00-00:00; Su 06:00-23:00", "en-US")).toBe("Mon–Sat 6 AM–midnight · Sun 6 AM–11 PM"); // prettier-ignore
    expect(formatOpeningHours("Mo-Fr 08:30-18:00", "en-US")).toBe("Mon–Fri 8:30 AM–6 PM");
  });

  it("says open 24 hours, never 00:00-00:00, and asks to call where a source left a day unknown", () => {
    expect(formatOpeningHours("24/7", "en-US")).toBe("Open 24 hours");
    expect(formatOpeningHours("Mo-Su 00:00-24:00", "es-US")).toBe("Abierto las 24 horas");
    expect(formatOpeningHours("Mo-Su 00:00-00:00", "en-US")).toBe("Open 24 hours");
    expect(formatOpeningHours("Mo-Fr 08:00-18:00; Sa-Su 00:00-00:00", "en-US")).toBe("Mon–Fri 8 AM–6 PM · Sat–Sun call for hours"); // prettier-ignore
    expect(formatOpeningHours("Mo-Fr 09:00-17:00; Su off", "en-US")).toBe("Mon–Fri 9 AM–5 PM · Sun closed");
  });

  it("reads the other ways the sources write hours, and leaves what it cannot read as written", () => {
    const daily = "Su 7:00 AM - 10:00 PM,Mo 7:00 AM - 10:00 PM,Tues 7:00 AM - 10:00 PM,We 7:00 AM - 10:00 PM,Thurs 7:00 AM - 10:00 PM,Fr 7:00 AM - 10:00 PM,Sa 7:00 AM - 10:00 PM,"; // prettier-ignore
    expect(formatOpeningHours(daily, "en-US")).toBe("Every day 7 AM–10 PM");
    expect(formatOpeningHours("Su- 06:00-23:00; Mo- 06:00-23:00; Tu- 07:00-23:00; We- 06:00-23:00; Thur- 06:00-23:00; Fr- 06:00-23:00; Sa- 06:00-23:00", "en-US")).toBe("Mon 6 AM–11 PM · Tue 7 AM–11 PM · Wed–Sun 6 AM–11 PM"); // prettier-ignore
    expect(formatOpeningHours("by appointment", "en-US")).toBe("by appointment");
    expect(formatOpeningHours("Mo-Fr 09:00-13:00, 14:00-19:00", "en-US")).toBe("Mo-Fr 09:00-13:00, 14:00-19:00");
  });

  it("reads the network seed's own words: open 24 hours, until midnight", () => {
    expect(formatOpeningHours("open 24 hours", "es-US")).toBe("Abierto las 24 horas");
    expect(formatOpeningHours("Mo-Su 06:00-midnight", "en-US")).toBe("Every day 6 AM–midnight");
    expect(formatOpeningHours("Mo-Fr open 24 hours; Sa-Su 08:00-20:00", "en-US")).toBe("Mon–Fri open 24 hours · Sat–Sun 8 AM–8 PM"); // prettier-ignore
  });
});
