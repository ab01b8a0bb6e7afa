import { describe, expect, it } from "vitest";
import { readHelpDeskPhone } from "./help-desk-phone";

const read = (value?: string) => readHelpDeskPhone(value);

describe("the pharmacy help desk phone", () => {
  it("shows the number as configured and dials it in international form", () => {
    expect(read("(800) 555-0100")).toEqual({ display: "(800) 555-0100", tel: "+18005550100" });
    expect(read("1-800-555-0100")).toEqual({ display: "1-800-555-0100", tel: "+18005550100" });
    expect(read(" +1 800 555 0100 ")).toEqual({ display: "+1 800 555 0100", tel: "+18005550100" });
  });

  it.each([undefined, "", "call us", "555-0100", "+12", "800 555 0100 ext. 4"])("is absent for %j", (value) => {
    expect(read(value)).toBeNull();
  });
});
