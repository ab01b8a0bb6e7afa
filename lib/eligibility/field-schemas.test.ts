import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addressFields, optional, required, zipExtensionField, zipField } from "./field-schemas";

const address = z.object({ ...addressFields, zip: required(zipField), zipExtension: optional(zipExtensionField) });
const parse = (value: object) => address.safeParse({ zip: "10001", ...value });

describe("address.state", () => {
  it.each(["NY", "ny", " Ca ", "DC", "PR", "GU", "VI", "WY"])("accepts %j", (state) =>
    expect(parse({ state }).success).toBe(true),
  );

  it("reads a state in capitals", () => {
    expect(parse({ state: " tx " }).data?.state).toBe("TX");
  });

  it.each(["XX", "N", "NYC", "New York", "N.Y.", "12"])("rejects %j", (state) =>
    expect(parse({ state }).error?.issues[0]?.path).toEqual(["state"]),
  );
});

describe("zip and zipExtension", () => {
  it("are 5 and 4 digits", () => {
    expect(parse({ zip: "07001", zipExtension: "0001" }).success).toBe(true);
    for (const zip of ["1000", "100011", "1000a", "10001-1234"]) expect(parse({ zip }).success, zip).toBe(false);
    for (const zipExtension of ["123", "12345", "12a4"]) expect(parse({ zipExtension }).success).toBe(false);
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
