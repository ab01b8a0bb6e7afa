import { describe, expect, it } from "vitest";
import { choosePrescription } from "./choose-prescription";

const dose = (value: string, defaultQuantity: string) => ({
  package: false,
  label: `dose ${value}`,
  value,
  baseValue: "1",
  unitLabel: "tablets",
  quantity: [
    { label: "30 tablets", value: "30" },
    { label: "90 tablets", value: "90" },
  ],
  defaultQuantity,
  program: false,
  doseForm: "tablet",
});
const medication = { dose: [dose("00000000001", "30"), dose("00000000002", "90")], defaultDose: "00000000002" };

describe("choosePrescription", () => {
  it("shows the medication's default dose and its default quantity when the address names none", () => {
    const chosen = choosePrescription(medication, {});
    expect(chosen?.dose.value).toBe("00000000002");
    expect(chosen?.quantity).toBe(90);
  });

  it("follows the address's dose and quantity", () => {
    const chosen = choosePrescription(medication, { dose: "00000000001", qty: "90" });
    expect(chosen?.dose.value).toBe("00000000001");
    expect(chosen?.quantityState).toEqual({ choice: "90", customCount: "" });
  });

  it("reads a quantity that is no choice as a custom count, and ignores an unknown dose", () => {
    const chosen = choosePrescription(medication, { dose: "99999999999", qty: "45" });
    expect(chosen?.dose.value).toBe("00000000002");
    expect(chosen).toMatchObject({ quantity: 45, quantityState: { choice: "custom", customCount: "45" } });
  });

  it("is null for a medication without doses", () => {
    expect(choosePrescription({ dose: [], defaultDose: "" }, {})).toBeNull();
  });
});
