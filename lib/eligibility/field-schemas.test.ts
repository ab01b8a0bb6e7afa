import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  addressFields,
  optional,
  phoneField,
  required,
  withZipPlusFour,
  zipExtensionField,
  zipField,
} from "./field-schemas";

const address = withZipPlusFour(
  z.object({ ...addressFields, zip: required(zipField), zipExtension: optional(zipExtensionField) }),
);
const parse = (value: object) => address.safeParse({ zip: "10001", ...value });

describe("address.state", () => {
  // USPS Publication 28: the states, DC, the territories, the Armed Forces (APO/FPO/DPO) and the freely associated states.
  it.each(["NY", "ny", " Ca ", "DC", "PR", "GU", "VI", "WY", "AS", "MP", "AE", "ap", "AA", "FM", "MH", "PW"])(
    "accepts %j",
    (state) => expect(parse({ state }).success).toBe(true),
  );

  it("reads a state in capitals", () => {
    expect(parse({ state: " tx " }).data?.state).toBe("TX");
  });

  it.each(["XX", "N", "NYC", "New York", "N.Y.", "12", "CZ", "AB", "ON"])("rejects %j", (state) =>
    expect(parse({ state }).error?.issues[0]?.path).toEqual(["state"]),
  );
});

describe("zip and zipExtension", () => {
  it("are 5 and 4 digits", () => {
    expect(parse({ zip: "07001", zipExtension: "0001" }).success).toBe(true);
    for (const zip of ["1000", "100011", "1000a", "10001-123", "10001-12345", "100011234"]) {
      expect(parse({ zip }).success, zip).toBe(false);
    }
    for (const zipExtension of ["123", "12345", "12a4"]) expect(parse({ zipExtension }).success).toBe(false);
  });
});

describe("ZIP+4 in the zip field", () => {
  it("is the zip and the zipExtension (USPS writes them as one)", () => {
    expect(parse({ zip: "20500-0003" }).data).toMatchObject({ zip: "20500", zipExtension: "0003" });
    expect(parse({ zip: " 00926-1234 ", zipExtension: "1234" }).data).toMatchObject({ zip: "00926", zipExtension: "1234" }); // prettier-ignore
    expect(parse({ zip: "20500-0003", zipExtension: "" }).data).toMatchObject({ zip: "20500", zipExtension: "0003" });
  });

  it("is read with any Unicode dash between the two (en dash, non-breaking hyphen, minus sign)", () => {
    for (const zip of ["20500\u20130003", "20500\u20110003", "20500\u22120003", "20500\uFF0D0003"]) {
      expect(parse({ zip }).data, zip).toMatchObject({ zip: "20500", zipExtension: "0003" });
    }
  });

  it("is the zip's error with a different zipExtension", () => {
    expect(parse({ zip: "20500-0003", zipExtension: "0004" }).error?.issues[0]?.path).toEqual(["zip"]);
  });
});

describe("phone", () => {
  it("is read as its 10 digits", () => {
    expect(optional(phoneField).parse("+1 (212) 555-1234 ext. 5")).toBe("2125551234");
    expect(optional(phoneField).safeParse("+44 20 7946 0958").success).toBe(false);
  });
});

describe("empty values", () => {
  it("make an optional field null and a required one missing", () => {
    expect(parse({ line1: "  ", city: null }).data).toEqual({ zip: "10001", line1: null, city: null });
    expect(address.safeParse({ zip: " " }).error?.issues[0]?.path).toEqual(["zip"]);
  });
});

describe("unstorable text", () => {
  it.each(["\ud800x", "x\udfff", "Main\u0000St"])("is the field's error in %j, not a stored value", (line1) =>
    expect(parse({ line1 }).error?.issues[0]?.path).toEqual(["line1"]),
  );

  it("keeps text with paired surrogates and accents", () => {
    expect(parse({ line1: "Café 😀 Str." }).data?.line1).toBe("Café 😀 Str.");
  });
});
