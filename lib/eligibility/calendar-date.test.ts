import { describe, expect, it } from "vitest";
import { ageOn, isCalendarDate, isLeapYear } from "./calendar-date";

describe("isCalendarDate", () => {
  it.each(["2024-02-29", "2000-02-29", "1999-12-31", "1900-01-01", "2023-04-30", "2023-01-31"])("accepts %s", (d) =>
    expect(isCalendarDate(d)).toBe(true),
  );

  it.each([
    "2024-02-30", // no such day
    "2023-02-29", // not a leap year
    "1900-02-29", // divisible by 100, not by 400
    "2023-04-31",
    "2023-13-01",
    "2023-00-10",
    "2023-01-00",
    "1899-12-31", // before 1900
    "2023-1-01",
    "20230101",
    "2023/01/01",
    "01-01-2023",
    " 2023-01-01",
    "2023-01-01T00:00:00Z",
    "",
  ])("rejects %j", (d) => expect(isCalendarDate(d)).toBe(false));

  it("knows the leap years", () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
  });
});

describe("ageOn", () => {
  it("counts whole years, turning a year older on the birthday", () => {
    expect(ageOn("1960-06-15", "2025-06-14")).toBe(64);
    expect(ageOn("1960-06-15", "2025-06-15")).toBe(65);
    expect(ageOn("1960-06-15", "2025-12-31")).toBe(65);
    expect(ageOn("2025-01-01", "2025-01-01")).toBe(0);
  });

  it("makes a Feb 29 birthday come on Mar 1 in common years and on Feb 29 in leap years", () => {
    expect(ageOn("1960-02-29", "2025-02-28")).toBe(64);
    expect(ageOn("1960-02-29", "2025-03-01")).toBe(65);
    expect(ageOn("1960-02-29", "2024-02-28")).toBe(63);
    expect(ageOn("1960-02-29", "2024-02-29")).toBe(64);
  });
});
