import { describe, expect, it } from "vitest";
import { indexListedPackages, parseListedNdcs } from "./listed-packages";

// Rows of RxNorm's NDC11 -> clinical drug file (2025-10): vardenafil's 10 and 20 mg tablets, one Levitra NDC.
const FILE = `ndc11\ttty\trxcui\tname\tscd_rxcui\tscd_name\tingredient\tingredient_rxcui\tbrand_names
00093765456\tSCD\t349479\tvardenafil 10 MG Oral Tablet\t349479\tvardenafil 10 MG Oral Tablet\tvardenafil\t306674\t
00527280232\tSCD\t349479\tvardenafil 10 MG Oral Tablet\t349479\tvardenafil 10 MG Oral Tablet\tvardenafil\t306674\t
00093765556\tSCD\t349480\tvardenafil 20 MG Oral Tablet\t349480\tvardenafil 20 MG Oral Tablet\tvardenafil\t306674\t
00527280332\tSCD\t349480\tvardenafil 20 MG Oral Tablet\t349480\tvardenafil 20 MG Oral Tablet\tvardenafil\t306674\t
00085003402\tSBD\t404865\tvardenafil 20 MG Oral Tablet [Levitra]\t349480\tvardenafil 20 MG Oral Tablet\tvardenafil\t306674\tLevitra
bad\tSCD\t1\tx\t\tx\tx\t1\t
`;

describe("packages the NDC directory lists", () => {
  it("counts every package of a dose's clinical drug, brand and generic, by NDC or RxCUI", async () => {
    const { records, rejected } = await parseListedNdcs(FILE);
    expect(records).toHaveLength(5);
    expect(rejected).toHaveLength(1);
    const listed = indexListedPackages(records);
    expect(listed(["00093765456"])).toBe(2);
    expect(listed(["00085003402"])).toBe(3); // Levitra's NDC reads its clinical drug's three packages
    expect(listed(["99999999999"], ["404865"])).toBe(3); // an NDC the file lacks, placed by its RxCUI
    expect(listed(["00093765456", "00527280232"])).toBe(2); // a clinical drug counted once
    expect(listed(["99999999999"])).toBe(0);
  });
});
