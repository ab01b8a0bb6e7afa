import { describe, expect, it } from "vitest";
import { describedCourseOf } from "./measure-dispensed-courses";

describe("describedCourseOf", () => {
  it("reads the course a NADAC description counts in days", () => {
    expect(describedCourseOf("MICONAZOLE 3 200 MG VAG SUPP")).toBe(3);
    expect(describedCourseOf("FT TIOCONAZOLE-1 6.5% OINTMENT")).toBe(1);
    expect(describedCourseOf("MICONAZOLE-7 CREAM")).toBe(7);
    expect(describedCourseOf("SM 3-DAY VAGINAL CREAM")).toBe(3);
    expect(describedCourseOf("CLOTRIMAZOLE-3 2% CREAM")).toBe(3);
  });
  it("reads no course from a strength, a release or a pack's count", () => {
    expect(describedCourseOf("TERCONAZOLE 80 MG SUPPOSITORY")).toBeNull();
    expect(describedCourseOf("MICONAZOLE 2% TOPICAL CREAM")).toBeNull();
    expect(describedCourseOf("VICTOZA 3-PAK 18 MG/3 ML PEN")).toBeNull();
    expect(describedCourseOf("ALMACONE-2 LIQUID")).toBeNull();
    expect(describedCourseOf("SCOPOLAMINE 1 MG/3 DAY PATCH")).toBeNull();
  });
});
