import { describe, expect, it } from "vitest";
import { routesOfDoseForm, routesOfOrangeBook, sellsByRoute } from "./routes";

describe("routes", () => {
  it("reads the catalog's dose forms", () => {
    expect(routesOfDoseForm("tablet-extended-release")).toEqual(["oral"]);
    expect(routesOfDoseForm("film-sublingual")).toEqual(["oral"]);
    expect(routesOfDoseForm("pen-injector")).toEqual(["injected"]);
    expect(routesOfDoseForm("injectable-suspension")).toEqual(["injected"]);
    expect(routesOfDoseForm("vaginal-cream")).toEqual(["vaginal"]);
    expect(routesOfDoseForm("suppository")).toEqual(["rectal", "vaginal"]);
    expect(routesOfDoseForm("patch")).toEqual(["skin"]);
    expect(routesOfDoseForm("inhaler-dry-powder")).toEqual(["inhaled"]);
    expect(routesOfDoseForm("nasal-spray")).toEqual(["nose"]);
    expect(routesOfDoseForm("ophthalmic-solution")).toEqual(["eye"]);
  });
  it("reads the Orange Book's DF;Route, and knows when it cannot", () => {
    expect(routesOfOrangeBook("TABLET;ORAL-28")).toEqual(new Set(["oral"]));
    expect(routesOfOrangeBook("FOR SUSPENSION, EXTENDED RELEASE;INTRAMUSCULAR")).toEqual(new Set(["injected"]));
    expect(routesOfOrangeBook("SOLUTION;ORAL, RECTAL")).toEqual(new Set(["oral", "rectal"]));
    expect(routesOfOrangeBook("SYSTEM;TRANSDERMAL")).toEqual(new Set(["skin"]));
    expect(routesOfOrangeBook("INSERT;INTRAUTERINE")).toBeNull();
    expect(routesOfOrangeBook("")).toBeNull();
  });
  it("tells whether a medication sells a dose given that way", () => {
    const patch = [{ doseForm: "patch" }];
    expect(sellsByRoute(patch, routesOfOrangeBook("TABLET;ORAL"))).toBe(false);
    expect(sellsByRoute(patch, routesOfOrangeBook("FILM, EXTENDED RELEASE;TRANSDERMAL"))).toBe(true);
    expect(sellsByRoute(patch, null)).toBe(true);
  });
});
