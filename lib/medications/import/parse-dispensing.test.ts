import { describe, expect, it } from "vitest";
import { indexDispensing, medianUnitsPerRx } from "./index-dispensing";
import { parseSdudByNdc, parseSdudOfficial, parseSdudQuarters } from "./parse-dispensing";

const NATIONAL = `ndc11,product_name,prescriptions,units,units_per_rx,period,n_states_unsuppressed,pricing_unit,otc,name_src,source
69452015120,"VITAMIN D2 1.25 MG(50,000 UNIT)",2646701.0,14558589.75,5.5,x,50,EA,N,a,b
72205004411,OSELTAMIVIR PHOS 75 MG CAPSULE,149702.0,1483090.0,9.91,x,51,EA,N,a,b
00378001805,METOPROLOL TARTRATE 25 MG TAB,174934.0,14687994.25,83.96,x,51,EA,N,a,b
12345,BROKEN,,,,x,1,EA,N,a,b
`;

const OFFICIAL = `utilization_type,state,ndc,labeler_code,product_code,package_size,year,quarter,suppression_used,product_name,units_reimbursed,number_of_prescriptions,total_amount_reimbursed,medicaid_amount_reimbursed,non_medicaid_amount_reimbursed
FFSU,AK,00093317431,00093,3174,31,2022,1,false,"ALBUTEROL HFA ",30000.000,3000.000000000,1,1,0
FFSU,AK,00093317431,00093,3174,31,2022,2,false,"ALBUTEROL HFA ",33000.000,3500.000000000,1,1,0
FFSU,AK,00002143401,00002,1434,01,2022,4,true,"TRULICITY ",,,,,
FFSU,AK,00378001805,00378,0018,05,2022,4,false,"METOPROLOL ",5000.000,100.000000000,1,1,0
`;

describe("dispensing files", () => {
  it("reads the per-NDC totals, restoring NDC11s and rejecting rows without counts", async () => {
    const { records, rejected } = await parseSdudByNdc(NATIONAL);
    expect(records[0]).toMatchObject({ ndc: "69452015120", prescriptions: 2646701, units: 14558589.75 });
    expect(records).toHaveLength(3);
    expect(rejected).toHaveLength(1);
  });

  it("sums SDUD's official quarterly rows per NDC and leaves suppressed rows out", async () => {
    const { records, rejected } = await parseSdudOfficial(OFFICIAL);
    expect(records).toContainEqual({ ndc: "00093317431", prescriptions: 6500, units: 63000, name: "ALBUTEROL HFA" });
    expect(records).toHaveLength(2);
    expect(rejected[0]?.reason).toMatch(/suppressed/);
  });

  it("counts the quarters a product was dispensed in, suppressed rows included (fewer than 11 fills)", async () => {
    const { records } = await parseSdudQuarters(OFFICIAL);
    expect(records).toContainEqual({ ndc: "00002143401", quarter: "2022Q4", suppressed: true });
    const index = indexDispensing([], [], records);
    expect(index.quartersOf?.(["00093317431", "00093317499"])).toBe(2); // one product, two quarters
    expect(index.quartersOf?.(["00002143380"])).toBe(0); // another Trulicity product
    expect(index.quartersOf?.(["00002143402"])).toBe(1); // the suppressed product in another package
  });

  it("pools a dose's NDCs, national first, Alaska on the national scale where the national file is silent", async () => {
    const national = (await parseSdudByNdc(NATIONAL)).records;
    const alaska = (await parseSdudOfficial(OFFICIAL)).records;
    const index = indexDispensing(national, alaska);
    expect(index.alaskaScale).toBeCloseTo(174934 / 100);
    expect(index.ofNdcs(["72205004411"])).toMatchObject({ source: "national", prescriptions: 149702 });
    const inhaler = index.ofNdcs(["00093317431"]);
    expect(inhaler).toMatchObject({ source: "alaska", prescriptions: 6500 * (174934 / 100) });
    expect(inhaler?.unitsPerRx).toBeCloseTo(63000 / 6500);
    expect(index.ofNdcs(["99999999999"])).toBeNull();
  });

  it("matches a dose's NDCs by product, whatever the package NADAC happens to price", async () => {
    const index = indexDispensing((await parseSdudByNdc(NATIONAL)).records, []);
    // 72205004411 is dispensed; NADAC prices the same product's other package, 72205004499.
    expect(index.ofNdcs(["72205004499"])).toMatchObject({ source: "national", prescriptions: 149702 });
  });

  it("takes the median prescription's NDC fill: the Z-Pak over a bottle of 30", () => {
    const zpak = { ndc: "1", prescriptions: 900, units: 900 * 6 };
    const bottle = { ndc: "2", prescriptions: 300, units: 300 * 30 };
    expect(medianUnitsPerRx([bottle, zpak])).toBe(6);
  });
});
