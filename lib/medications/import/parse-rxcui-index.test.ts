import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRxcuiIndex } from "./parse-rxcui-index";

const text = readFileSync(join(import.meta.dirname, "fixtures", "rxcui-brand-generic-index.json"), "utf8");

describe("parseRxcuiIndex (RxCUI brand<->generic index)", () => {
  const { records, rejected } = parseRxcuiIndex(text);

  it("reads each RxCUI with its brand flag and mate", () => {
    expect(records.map((r) => r.rxcui)).toEqual(["308191", "617311", "617312", "617314", "617320", "859088"]);
    expect(records[3]).toEqual({
      line: 9,
      rxcui: "617314",
      name: "atorvastatin 10 MG Oral Tablet [Lipitor]",
      isBrand: true,
      mateRxcui: "617312",
      mateName: "atorvastatin 10 MG Oral Tablet",
    });
    expect(records[0]).toMatchObject({ rxcui: "308191", mateRxcui: null, mateName: null });
  });

  it("rejects malformed entries with their position and a reason", () => {
    expect(rejected).toEqual([
      { line: 1, reason: 'key "1" and rxcui "2" disagree' },
      { line: 2, reason: "RxCUI 3: is_brand is not true/false" },
      { line: 3, reason: 'RxCUI 4: invalid mate_rxcui "abc"' },
      { line: 4, reason: "RxCUI 5: is its own mate" },
      { line: 5, reason: "RxCUI 6: empty name" },
    ]);
  });

  it("rejects a file that is not an object of RxCUIs", () => {
    expect(parseRxcuiIndex("[1, 2]").rejected).toEqual([{ line: 0, reason: "not a JSON object keyed by RxCUI" }]);
    expect(parseRxcuiIndex("{").rejected[0]?.reason).toMatch(/^not JSON/);
  });
});
