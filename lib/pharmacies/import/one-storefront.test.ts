import { describe, expect, it } from "vitest";
import { isSuccession, storefrontsOf } from "./one-storefront";

// Twenty-seventh session (NETWORK.md): successive owners at one storefront, with the public cases.
const member = (name: string, street: string, enumerationDate: string | null, lastUpdateDate = enumerationDate) => ({
  record: { name, street },
  raw: enumerationDate ? { enumerationDate, lastUpdateDate } : undefined,
});

describe("storefrontsOf", () => {
  it("joins other names at one street and unit, however the unit is written", () => {
    const fronts = storefrontsOf([
      member("Evergreen Pharmacy", "7 Broad Ave Ste 105", "2018-01-12"),
      member("Pine Plaza Pharmacy", "7 Broad Ave, Suite 105", "2024-12-18"),
      member("Palisades Drugs", "7 Broad Ave Ste 101", "2019-01-01"),
    ]);
    expect(fronts.map((f) => f.map((m) => m.record.name))).toEqual([["Evergreen Pharmacy", "Pine Plaza Pharmacy"]]);
  });

  it("leaves one name at one storefront to the address rule", () => {
    expect(storefrontsOf([member("Medbox", "14 Franklin St", "2019-03-27"), member("Medbox", "14 Franklin Street", "2021-02-25")])).toEqual([]); // prettier-ignore
  });
});

describe("isSuccession", () => {
  it("reads a former owner untouched since its successor was enumerated", () => {
    // Qk Pharmacy (2017) and Troy Pharmacy (2022) at 13617 39th Ave #1b, Flushing NY.
    expect(isSuccession([member("Qk", "", "2017-12-21"), member("Troy", "", "2022-10-19")])).toBe(true);
  });

  it("reads two records kept up as two pharmacies", () => {
    // Haines Medical Pharmacy (2006, updated 2023) beside Whitefish Pharmacy (2017), 1111 Baker Ave, Whitefish MT.
    expect(isSuccession([member("Haines", "", "2006-05-11", "2023-03-07"), member("Whitefish", "", "2017-07-13")])).toBe(false); // prettier-ignore
  });

  it("tells nothing without NPPES dates", () => {
    expect(isSuccession([member("Apex Family Pharmacy", "", null), member("Wellness", "", "2017-12-12")])).toBe(false);
  });
});
