import { describe, expect, it } from "vitest";
import { moleculeOf, withoutSourceNote } from "./dose-query-cases";

describe("an ingredient as the lists name its molecule", () => {
  it("reads past a source's note after a word", () => {
    expect(withoutSourceNote("glucagon (rDNA)").trim()).toBe("glucagon");
    expect(moleculeOf("Glucagon (rDNA)")).toBe("glucagon");
    expect(moleculeOf("insulin glargine (rDNA origin) injection")).toBe(moleculeOf("insulin glargine injection"));
  });

  it("keeps parentheses that are part of the name: (aminooxy)acetic acid is not acetic acid", () => {
    expect(moleculeOf("(Aminooxy)acetic acid")).not.toBe(moleculeOf("acetic acid"));
    expect(moleculeOf("(5,6-dimethyl-9-oxo-9H-xanthen-4-yl)acetic acid")).not.toBe(moleculeOf("acetic acid"));
    expect(withoutSourceNote("2-(2-chlorophenyl)ethanol")).toBe("2-(2-chlorophenyl)ethanol");
  });
});
