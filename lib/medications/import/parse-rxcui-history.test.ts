import { createReadStream, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRxcuiHistoryJson } from "./parse-rxcui-history";
import { readRxcuiHistoryArchive } from "./read-rxcui-history-archive";

const fixtures = join(import.meta.dirname, "fixtures");

describe("parseRxcuiHistoryJson (one per-RxCUI file)", () => {
  const { records, rejected } = parseRxcuiHistoryJson(readFileSync(join(fixtures, "prices", "617312.json"), "utf8"), 7);
  const history = records[0];

  it("reads the drug and its brand mate", () => {
    expect(history).toMatchObject({
      rxcui: "617312",
      name: "atorvastatin 10 MG Oral Tablet",
      isBrand: false,
      brandRxcui: "617314",
      genericRxcui: "617312",
    });
  });

  it("merges a key that lost its leading zeros into the NDC11, the NDC11's value winning on a shared date", () => {
    expect(history?.prices["00378395005"]).toEqual([
      ["2024-08-21", 0.0301],
      ["2024-09-18", 0.02901],
      ["2024-09-25", 0.02899],
      ["2024-10-23", 0.02777],
      ["2025-01-22", 0.02899],
      ["2025-11-19", 0.02457],
    ]);
    expect(Object.keys(history?.prices ?? {})).not.toContain("378395005");
  });

  it("rejects bad keys and points with the file's line and a reason, keeping the good points", () => {
    expect(history?.prices["00093505610"]).toEqual([["2025-10-22", 0.0251]]);
    expect(rejected).toEqual([
      { line: 7, reason: 'RxCUI 617312: NDC 00093505610 point "13/45/2025": 0.02457' },
      { line: 7, reason: 'RxCUI 617312: NDC 00093505610 point "11/19/2025": "cheap"' },
      { line: 7, reason: "RxCUI 617312: NDC 00378395105 prices are not an object" },
      { line: 7, reason: 'RxCUI 617312: invalid NDC key "12"' },
    ]);
  });

  it("rejects a whole file that is not a usable drug record", () => {
    expect(parseRxcuiHistoryJson('{"RxCUI": "1", "Name": "x", "prices": {', 3).rejected[0]?.reason).toMatch(
      /^not JSON/,
    );
    expect(parseRxcuiHistoryJson("[]", 3).rejected).toEqual([{ line: 3, reason: "not a JSON object" }]);
    expect(parseRxcuiHistoryJson('{"RxCUI": "x1"}', 3).rejected).toEqual([{ line: 3, reason: 'invalid RxCUI "x1"' }]);
    const noFlag = parseRxcuiHistoryJson('{"RxCUI": "1", "Name": "x", "prices": {}}', 3);
    expect(noFlag).toEqual({ records: [], rejected: [{ line: 3, reason: "RxCUI 1: IsBrand is not true/false" }] });
  });
});

// The fixture archive holds fixtures/prices/* and a readme; rebuilt from fixtures/ with
// tar czf rxnorm-ndc-nadac-monthly-history.tar.gz --transform 's,\.json\.truncated$,.json,' readme.md prices/*
describe("readRxcuiHistoryArchive (the tar.gz of per-RxCUI files)", () => {
  it("parses each prices/*.json entry in order, skips other entries, and reports broken files", async () => {
    const archive = createReadStream(join(fixtures, "rxnorm-ndc-nadac-monthly-history.tar.gz"));
    const entries = [];
    for await (const entry of readRxcuiHistoryArchive(archive)) entries.push(entry);
    expect(entries.map((e) => [e.line, e.path, e.result.records.length])).toEqual([
      [1, "prices/617312.json", 1],
      [2, "prices/617314.json", 1],
      [3, "prices/998.json", 0],
      [4, "prices/999.json", 0],
    ]);
    expect(entries[1]?.result.records[0]?.prices["00071015523"]).toEqual([
      ["2024-01-01", 12.1],
      ["2025-01-07", 12.79882],
    ]);
    expect(entries[2]?.result.rejected).toEqual([{ line: 3, reason: "RxCUI 998: IsBrand is not true/false" }]);
    expect(entries[3]?.result.rejected[0]?.reason).toMatch(/^not JSON/);
  });
});
