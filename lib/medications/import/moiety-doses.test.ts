import { describe, expect, it } from "vitest";
import { moietyKeyOf, moietyOf } from "./moiety-doses";
import { parseRxnormName } from "./parse-rxnorm-name";

describe("moiety-doses", () => {
  it("reads an ingredient without its salt words, and one made only of them as itself", () => {
    expect(moietyOf("sitagliptin phosphate")).toBe("sitagliptin");
    expect(moietyOf("metformin hydrochloride")).toBe("metformin");
    expect(moietyOf("potassium chloride")).toBe("potassium chloride");
  });

  it("keys Zituvimet's and Janumet's tablets alike, and apart from another strength or release", () => {
    const key = (name: string, form: "tablet" | "tablet-extended-release") => moietyKeyOf(parseRxnormName(name)!, form); // prettier-ignore
    const zituvimet = key("metformin hydrochloride 500 MG / sitagliptin 50 MG Oral Tablet", "tablet");
    expect(key("metformin hydrochloride 500 MG / sitagliptin phosphate 50 MG Oral Tablet", "tablet")).toBe(zituvimet);
    expect(key("metformin hydrochloride 1000 MG / sitagliptin phosphate 50 MG Oral Tablet", "tablet")).not.toBe(zituvimet); // prettier-ignore
    expect(key("24 HR metformin hydrochloride 500 MG / sitagliptin phosphate 50 MG Extended Release Oral Tablet", "tablet-extended-release")).not.toBe(zituvimet); // prettier-ignore
  });
});
