import { describe, expect, it } from "vitest";
import { IngredientMatcher } from "./ingredient-matcher";

const sources = [
  { key: "hydrochlorothiazide", aliases: ["hctz"], generic: "hydrochlorothiazide" },
  { key: "losartan potassium", aliases: ["losartan"], generic: "losartan potassium" },
  { key: "hydrochlorothiazide losartan potassium", aliases: [], generic: "hydrochlorothiazide / losartan potassium" },
  { key: "acetaminophen", aliases: ["apap", "tylenol"], generic: "acetaminophen" },
  { key: "codeine sulfate", aliases: ["codeine"], generic: "codeine sulfate" },
  { key: "acetaminophen codeine phosphate", aliases: [], generic: "acetaminophen / codeine phosphate" },
  { key: "camila", aliases: [], generic: "norethindrone" },
  { key: "norethindrone acetate", aliases: ["norethindrone"], generic: "norethindrone acetate" },
  { key: "hydroxyzine hydrochloride", aliases: [], generic: "hydroxyzine hydrochloride" },
];
const matcher = new IngredientMatcher(sources);
const keys = (q: string) => matcher.match(q).map((m) => `${sources[m.position]!.key}${m.named ? "!" : ""}`);

describe("IngredientMatcher", () => {
  it("finds a combination by its ingredients in any order, by any of their names", () => {
    for (const q of ["losartan hctz", "hctz losartan", "losartan potassium hydrochlorothiazide", "losartan and hctz"]) {
      expect(keys(q)).toEqual(["hydrochlorothiazide losartan potassium" + (q.includes("potassium") ? "!" : "")]);
    }
  });
  it("reads joining words and brand names of an ingredient", () => {
    expect(keys("tylenol with codeine")).toEqual(["acetaminophen codeine phosphate"]);
    expect(keys("apap w codeine")).toEqual(["acetaminophen codeine phosphate"]);
  });
  it("marks the products whose generic name the words are, salts and all", () => {
    expect(keys("norethindrone")).toEqual(["camila!", "norethindrone acetate"]);
    expect(keys("norethindrone acetate")).toEqual(["camila", "norethindrone acetate!"]);
    expect(keys("hydroxyzine hcl")).toEqual(["hydroxyzine hydrochloride!"]);
  });
  it("matches nothing when a word names no ingredient", () => {
    expect(keys("losartan zzz")).toEqual([]);
    expect(keys("")).toEqual([]);
  });
});
