import { describe, expect, it } from "vitest";
import { parseRxnormName } from "./parse-rxnorm-name";
import { pumpContentOf } from "./pump-contents";

const name = (text: string) => parseRxnormName(text)!;

describe("pumpContentOf", () => {
  it("reads a dose's gel or solution from NADAC's description", () => {
    const natesto = name("60 ACTUAT testosterone 5.5 MG/ACTUAT Nasal Gel [Natesto]");
    expect(pumpContentOf(natesto, "GM", ["NATESTO NASAL 5.5 MG/0.122 GM"])).toBe(7.32);
    const solution = name("60 ACTUAT testosterone 30 MG/ACTUAT Topical Solution");
    expect(pumpContentOf(solution, "ML", ["TESTOSTERONE 30 MG/1.5 ML PUMP"])).toBe(90);
  });
  it("reads a gel's grams a dose from its concentration", () => {
    const gel = name("60 ACTUAT testosterone 20.25 MG/ACTUAT Topical Gel");
    expect(pumpContentOf(gel, "GM", ["TESTOSTERONE 1.62% GEL PUMP"])).toBe(75);
  });
  it("reads nothing without a dose's amount, another drug's amount, or a unit the NDC is not priced in", () => {
    const foam = name("14 ACTUAT budesonide 2 MG/ACTUAT Rectal Foam");
    expect(pumpContentOf(foam, "GM", ["BUDESONIDE 2 MG RECTAL FOAM"])).toBeNull();
    const solution = name("60 ACTUAT testosterone 30 MG/ACTUAT Topical Solution");
    expect(pumpContentOf(solution, "ML", ["TESTOSTERONE 20 MG/1.5 ML PUMP"])).toBeNull();
    expect(pumpContentOf(solution, "GM", ["TESTOSTERONE 30 MG/1.5 ML PUMP"])).toBeNull();
  });
});
