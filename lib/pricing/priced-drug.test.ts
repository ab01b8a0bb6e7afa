import { describe, expect, it } from "vitest";
import { ApiError } from "../platform/errors";
import { toPricedDrug } from "./priced-drug";

const levothyroxine = { ndc: "00378180010", isBrand: false, nadacPerUnit: 0.03948, pricingUnit: "EA" };
const amoxicillinSuspension = { ndc: "00093415573", isBrand: false, nadacPerUnit: 0.02, pricingUnit: "ML" };

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message, ...error.fields };
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("toPricedDrug", () => {
  it("prices a catalog NDC with a NADAC price", () => {
    expect(toPricedDrug(levothyroxine, 30)).toEqual({
      ndc: "00378180010",
      isBrand: false,
      nadacPerUnit: 0.03948,
      quantity: 30,
    });
  });

  it("is 404 NDC_NOT_FOUND for an NDC the catalog does not hold", () => {
    expect(errorOf(() => toPricedDrug(null, 30))).toEqual({
      status: 404,
      message: "NDC not found.",
      errorCode: "NDC_NOT_FOUND",
    });
  });

  it("is 404 NDC_NOT_COVERED for an NDC with no NADAC price", () => {
    expect(errorOf(() => toPricedDrug({ ...levothyroxine, nadacPerUnit: null }, 30))).toMatchObject({
      status: 404,
      errorCode: "NDC_NOT_COVERED",
    });
  });

  it("is 404 QUANTITY_NOT_COVERED for part of a counted unit, but takes fractions of mL and g", () => {
    expect(errorOf(() => toPricedDrug(levothyroxine, 2.5))).toMatchObject({
      status: 404,
      errorCode: "QUANTITY_NOT_COVERED",
    });
    expect(toPricedDrug(amoxicillinSuspension, 2.5).quantity).toBe(2.5);
    expect(toPricedDrug({ ...levothyroxine, pricingUnit: null }, 2.5).quantity).toBe(2.5);
  });
});
