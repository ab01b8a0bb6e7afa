import { describe, expect, it } from "vitest";
import { latestDateOnEarth, serviceDate } from "./service-date";

describe("serviceDate", () => {
  it("is the calendar day in New York, daylight saving time included", () => {
    expect(serviceDate(new Date("2025-01-15T04:59:00Z"))).toBe("2025-01-14"); // 23:59 EST
    expect(serviceDate(new Date("2025-01-15T05:00:00Z"))).toBe("2025-01-15"); // 00:00 EST
    expect(serviceDate(new Date("2025-07-15T03:59:00Z"))).toBe("2025-07-14"); // 23:59 EDT
    expect(serviceDate(new Date("2025-07-15T04:00:00Z"))).toBe("2025-07-15"); // 00:00 EDT
    expect(serviceDate(new Date("2024-12-31T23:00:00-05:00"))).toBe("2024-12-31");
  });
});

describe("latestDateOnEarth", () => {
  it("is the date at UTC+14, up to a day ahead of New York", () => {
    expect(latestDateOnEarth(new Date("2025-01-15T09:59:00Z"))).toBe("2025-01-15");
    expect(latestDateOnEarth(new Date("2025-01-15T10:00:00Z"))).toBe("2025-01-16");
    expect(serviceDate(new Date("2025-01-15T10:00:00Z"))).toBe("2025-01-15");
  });
});
