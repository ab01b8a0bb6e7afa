import { describe, expect, it } from "vitest";
import { formatOpeningHours, OPEN_24_HOURS } from "./format-opening-hours";

describe("formatOpeningHours", () => {
  // Every form the store lists use (All the Places 2021), as read.
  it.each([
    ["24/7", OPEN_24_HOURS],
    ["Mo-Su 00:00-00:00", OPEN_24_HOURS],
    ["Mo-Su 00:00-24:00", OPEN_24_HOURS],
    ["Mo-Su 06:00-00:00", "Mo-Su 06:00-midnight"],
    ["Mo-Su 07:00-23:59", "Mo-Su 07:00-midnight"],
    ["Mon-Sun 06:00-23:00", "Mo-Su 06:00-23:00"],
    ["Mo-Fr 00:00-24:00; Sa-Su 08:00-20:00", `Mo-Fr ${OPEN_24_HOURS}; Sa-Su 08:00-20:00`],
    ["Mo-Sa 06:00-00:00; Su 06:00-23:00", "Mo-Sa 06:00-midnight; Su 06:00-23:00"],
    [
      "Su 7:00 AM - 10:00 PM,Mo 7:00 AM - 10:00 PM,Tues 7:00 AM - 10:00 PM,We 7:00 AM - 10:00 PM,Thurs 7:00 AM - 10:00 PM,Fr 7:00 AM - 10:00 PM,Sa 7:00 AM - 10:00 PM,",
      "Mo-Su 07:00-22:00",
    ],
    ["Sun- 10:00-18:00; Mon- 09:00-21:00; Tue- 09:00-21:00; Wed- 09:00-21:00", "Mo-We 09:00-21:00; Su 10:00-18:00"],
    ["Mon-Sat 9am-9pm  Sun 10am-6pm", "Mo-Sa 09:00-21:00; Su 10:00-18:00"],
    ["8am-10pm", "Mo-Su 08:00-22:00"],
    ["Mo-Fr 09:00-13:00,14:00-19:00", "Mo-Fr 09:00-13:00, 14:00-19:00"],
    // A Walgreens closed at the weekend, not open around the clock there (200 W Adams St, Chicago).
    ["Mo-Fr 07:00-19:00; Sa 08:00-16:00; Su 00:00-00:00", "Mo-Fr 07:00-19:00; Sa 08:00-16:00; Su 00:00-00:00"],
    ["Mo-Fr 08:00-18:00; Sa-Su 00:00-00:00", "Mo-Fr 08:00-18:00; Sa-Su 00:00-00:00"],
  ])("%s reads as %s", (raw, readable) => expect(formatOpeningHours(raw)).toBe(readable));

  it("gives no hours rather than a guess for days without times or text it cannot read", () => {
    expect(formatOpeningHours("Mo-Su ")).toBeNull();
    expect(formatOpeningHours("Closed")).toBeNull();
    expect(formatOpeningHours("")).toBeNull();
    expect(formatOpeningHours(null)).toBeNull();
  });
});
