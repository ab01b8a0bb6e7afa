import { describe, expect, it } from "vitest";
import { parseRxnormName } from "./parse-rxnorm-name";
import { indexNadacDescriptions, siblingVialVolume, statedVialVolume, vialVolumeOf } from "./vial-volumes";

const name = (text: string) => {
  const parsed = parseRxnormName(text);
  if (!parsed) throw new Error(`not an RxNorm name: ${text}`);
  return parsed;
};
const enanthate = name("testosterone enanthate 200 MG/ML Injectable Solution");

describe("statedVialVolume", () => {
  // NADAC descriptions of the 2026-04-08 weekly file.
  it("reads the vial an amount over a volume states at the dose's concentration", () => {
    expect(statedVialVolume("TESTOSTERON ENAN 1,000 MG/5 ML", enanthate)).toBe(5);
    expect(statedVialVolume("ESTRADIOL VALERATE 100 MG/5 ML", name("estradiol valerate 20 MG/ML Injectable Solution"))).toBe(5); // prettier-ignore
    expect(statedVialVolume("DESMOPRESSIN 40 MCG/10 ML VIAL", name("desmopressin acetate 0.004 MG/ML Injectable Solution"))).toBe(10); // prettier-ignore
    expect(statedVialVolume("OCTREOTIDE 1,000 MCG/5 ML VIAL", name("octreotide 0.2 MG/ML Injectable Solution"))).toBe(5); // prettier-ignore
    expect(statedVialVolume("ENOXAPARIN 300 MG/3 ML VIAL", name("enoxaparin sodium 100 MG/ML Injectable Solution"))).toBe(3); // prettier-ignore
  });
  it("sums a combination's ingredients of one unit", () => {
    const betamethasone = name(
      "betamethasone sodium phosphate 3 MG/ML / betamethasone acetate 3 MG/ML Injectable Suspension",
    );
    expect(statedVialVolume("BETAMETHASONE SP-AC 30 MG/5 ML", betamethasone)).toBe(5);
  });
  it("reads nothing from a concentration, a percentage, another concentration or one mL", () => {
    expect(statedVialVolume("TESTOSTERONE ENAN 200 MG/ML", enanthate)).toBeNull();
    expect(statedVialVolume("BUPIVACAINE 0.5% VIAL", name("bupivacaine hydrochloride 5 MG/ML Injectable Solution"))).toBeNull(); // prettier-ignore
    expect(statedVialVolume("TESTOSTERON ENAN 500 MG/5 ML", enanthate)).toBeNull();
    expect(statedVialVolume("TESTOSTERON ENAN 200 MG/1 ML", enanthate)).toBeNull();
    expect(statedVialVolume("HEPARIN SODIUM 5,000 UNIT/ML VIAL", name("heparin sodium, porcine 5000 UNT/ML Injectable Solution"))).toBeNull(); // prettier-ignore
  });
});

describe("vialVolumeOf", () => {
  const descriptions = indexNadacDescriptions([
    { ndc: "1", description: "TESTOSTERONE ENAN 200 MG/ML" },
    { ndc: "2", description: "TESTOSTERON ENAN 1,000 MG/5 ML" },
    { ndc: "3", description: "TESTOSTERON ENAN 1,000 MG/5 ML" },
    { ndc: "4", description: "TESTOSTERON ENAN 2,000 MG/10 ML" },
  ]);
  it("takes the representative NDC's vial, else the one every stating NDC agrees on", () => {
    expect(vialVolumeOf(["4", "2"], descriptions, enanthate)).toBe(10);
    expect(vialVolumeOf(["1", "2", "3"], descriptions, enanthate)).toBe(5);
    expect(vialVolumeOf(["1", "2", "4"], descriptions, enanthate)).toBeNull();
    expect(vialVolumeOf(["1"], descriptions, enanthate)).toBeNull();
  });
  it("hears the newest file first", () => {
    const newest = indexNadacDescriptions([
      { ndc: "9", description: "TESTOSTERON ENAN 2,000 MG/10 ML" },
      { ndc: "9", description: "TESTOSTERON ENAN 1,000 MG/5 ML" },
    ]);
    expect(newest("9")[0]).toBe("TESTOSTERON ENAN 1,000 MG/5 ML");
  });
});

describe("siblingVialVolume", () => {
  it("gives the vial every other strength of the form is named with (Procrit's 1 mL vials)", () => {
    expect(siblingVialVolume([1, 1, 1, 1])).toBe(1);
  });
  it("gives none when they differ, one is unnamed, or there are none", () => {
    expect(siblingVialVolume([1, 2])).toBeNull();
    expect(siblingVialVolume([1, null])).toBeNull();
    expect(siblingVialVolume([])).toBeNull();
  });
});
