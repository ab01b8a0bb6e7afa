import { describe, expect, it } from "vitest";
import { packPhases, phasedStrength } from "./build-pack-dose";
import { parseRxnormPackName, type RxnormPack } from "./parse-rxnorm-packs";

// Pack names as RxNorm writes them (its components in name order, not in the order they are taken).
const pack = (name: string): RxnormPack => ({ rxcui: "1", ndcs: [], ...parseRxnormPackName(name)! });

describe("a multiphasic pack's strength (twentieth pass)", () => {
  it.each([
    [
      "{7 (ethinyl estradiol 0.035 MG / norgestimate 0.18 MG Oral Tablet) / 7 (ethinyl estradiol 0.035 MG / norgestimate 0.215 MG Oral Tablet) / 7 (ethinyl estradiol 0.035 MG / norgestimate 0.25 MG Oral Tablet) / 7 (inert ingredients 1 MG Oral Tablet) } Pack [Tri-Sprintec 28 Day]",
      "35 mcg-0.18/0.215/0.25 mg",
    ],
    // The Orange Book's TRIVORA-28: 0.03, 0.04, 0.03 mg of ethinyl estradiol with 0.05, 0.075, 0.125 mg of levonorgestrel.
    [
      "{6 (ethinyl estradiol 0.03 MG / levonorgestrel 0.05 MG Oral Tablet) / 10 (ethinyl estradiol 0.03 MG / levonorgestrel 0.125 MG Oral Tablet) / 5 (ethinyl estradiol 0.04 MG / levonorgestrel 0.075 MG Oral Tablet) / 7 (inert ingredients 1 MG Oral Tablet) } Pack [Trivora 28 Day]",
      "30/40/30 mcg-0.05/0.075/0.125 mg",
    ],
    // Tri-Legest Fe: 20, 30, 35 mcg of ethinyl estradiol with 1 mg of norethindrone acetate; the iron tablets are no phase.
    [
      "{5 (ethinyl estradiol 0.02 MG / norethindrone acetate 1 MG Oral Tablet) / 7 (ethinyl estradiol 0.03 MG / norethindrone acetate 1 MG Oral Tablet) / 9 (ethinyl estradiol 0.035 MG / norethindrone acetate 1 MG Oral Tablet) / 7 (ferrous fumarate 75 MG Oral Tablet) } Pack [Tri-Legest 28 Day]",
      "20/30/35 mcg-1 mg",
    ],
  ])("%#: %s", (name, strength) => expect(phasedStrength(pack(name))).toBe(strength));

  it("reads no phase in a monophasic pack, nor in a last week of ethinyl estradiol alone", () => {
    const sprintec = pack(
      "{21 (ethinyl estradiol 0.035 MG / norgestimate 0.25 MG Oral Tablet) / 7 (inert ingredients 1 MG Oral Tablet) } Pack [Sprintec 28 Day]",
    );
    const seasonique = pack(
      "{7 (ethinyl estradiol 0.01 MG Oral Tablet) / 84 (ethinyl estradiol 0.03 MG / levonorgestrel 0.15 MG Oral Tablet) } Pack [Seasonique]",
    );
    expect(phasedStrength(sprintec)).toBeNull();
    expect(packPhases(seasonique)).toHaveLength(1);
    expect(phasedStrength(seasonique)).toBeNull();
  });
});
