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
  it("reads an ingredient made of salt words, a grade after a name and mixed salts of the same molecules", () => {
    const more = [
      { key: "potassium chloride", aliases: ["potassium"], generic: "potassium chloride" },
      { key: "citric acid potassium citrate", aliases: [], generic: "citric acid / potassium citrate" },
      { key: "dextran 70 hypromellose", aliases: [], generic: "dextran 70 / hypromellose" },
      { key: "adderall", aliases: [], generic: "amphetamine aspartate / amphetamine sulfate / dextroamphetamine saccharate / dextroamphetamine sulfate" }, // prettier-ignore
      { key: "amoxicillin clavulanate", aliases: [], generic: "amoxicillin / clavulanate" },
    ];
    const m = new IngredientMatcher(more);
    const found = (q: string) => m.match(q).map((x) => more[x.position]!.key);
    expect(found("potassium citrate citric acid")).toEqual(["citric acid potassium citrate"]);
    // "70" is read as a strength and dropped before the name is matched.
    expect(found("hypromellose dextran")).toEqual(["dextran 70 hypromellose"]);
    expect(found("dextroamphetamine amphetamine")).toEqual(["adderall"]);
    // "potassium" names potassium chloride, but here it is clavulanate's salt.
    expect(found("amoxicillin clavulanate potassium")).toEqual(["amoxicillin clavulanate"]);
  });
  it("matches nothing when a word names no ingredient", () => {
    expect(keys("losartan zzz")).toEqual([]);
    expect(keys("")).toEqual([]);
  });
});

describe("IngredientMatcher, names as patients write them", () => {
  const more = [
    { key: "loratadine", aliases: ["claritin"], generic: "loratadine" },
    { key: "cetirizine hydrochloride", aliases: ["zyrtec"], generic: "cetirizine hydrochloride" },
    { key: "fexofenadine hydrochloride", aliases: ["allegra"], generic: "fexofenadine hydrochloride" },
    { key: "pseudoephedrine hydrochloride", aliases: ["sudafed"], generic: "pseudoephedrine hydrochloride" },
    { key: "loratadine pseudoephedrine", aliases: ["claritin d"], generic: "loratadine / pseudoephedrine sulfate" },
    { key: "allegra d", aliases: [], generic: "fexofenadine hydrochloride / pseudoephedrine hydrochloride" },
    { key: "cetirizine pseudoephedrine", aliases: [], generic: "cetirizine hydrochloride / pseudoephedrine hydrochloride" }, // prettier-ignore
    { key: "amoxicillin", aliases: [], generic: "amoxicillin" },
    { key: "amoxicillin clavulanate", aliases: [], generic: "amoxicillin / clavulanate potassium" },
    { key: "fluoxetine", aliases: [], generic: "fluoxetine" },
    { key: "mycophenolate mofetil", aliases: [], generic: "mycophenolate mofetil" },
  ];
  const m = new IngredientMatcher(more, (name) => name === "clavulanic acid");
  const of = (q: string) => m.match(q).map((x) => more[x.position]!.key);
  it("reads a word a brand's combinations end with as the ingredient it adds", () => {
    expect(of("zyrtec d")).toEqual(["cetirizine pseudoephedrine"]);
  });
  it("names a salt by its acid where the name is known", () => {
    expect(of("amoxicillin and clavulanic acid")).toEqual(["amoxicillin clavulanate"]);
  });
  it("reads one ingredient with a salt it is written without, never another salt", () => {
    expect(of("fluoxetine hcl")).toEqual(["fluoxetine"]);
    expect(of("mycophenolate sodium")).toEqual([]);
  });
  it("reads mistyped ingredients of a combination, never a short word as a name's start", () => {
    const distance = (w: string, n: string) => (w === n ? 0 : w.slice(0, -1) === n.slice(0, w.length - 1) ? 1 : 9);
    const typo = (q: string) => m.typoMatch(q, distance, () => 1).map((x) => more[x.position]!.key);
    expect(typo("amoxicillin clavulanatx")).toEqual(["amoxicillin clavulanate"]);
    expect(typo("fexofenadine d")).toEqual([]);
  });
});
