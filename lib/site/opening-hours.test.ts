import { describe, expect, it } from "vitest";
import { zoneOffsetMinutes } from "../geo/zip-time-zone";
import { isOpenAt, localMoment } from "./opening-hours";

const at = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return { day, minute: h! * 60 + m! };
};

describe("isOpenAt", () => {
  it("reads OpenStreetMap rules by weekday", () => {
    const hours = "Mo-Fr 08:00-21:00; Sa 09:00-18:00";
    expect(isOpenAt(hours, at(0, "08:00"))).toBe(true);
    expect(isOpenAt(hours, at(4, "20:59"))).toBe(true);
    expect(isOpenAt(hours, at(4, "21:00"))).toBe(false);
    expect(isOpenAt(hours, at(5, "08:30"))).toBe(false);
    expect(isOpenAt(hours, at(6, "12:00"))).toBe(false); // Sunday not listed: closed
  });

  it("reads 24/7, hours past midnight and the store lists' variants", () => {
    expect(isOpenAt("24/7", at(6, "03:00"))).toBe(true);
    expect(isOpenAt("Mo-Su 07:00-24:00", at(2, "23:59"))).toBe(true);
    expect(isOpenAt("Fr 18:00-02:00", at(5, "01:30"))).toBe(true); // Friday night into Saturday
    expect(isOpenAt("Su- 09:00-18:00; Mo- 08:00-22:00", at(6, "10:00"))).toBe(true);
    const ampm = "Su 9:00 AM - 6:00 PM,Mo 8:00 AM - 10:00 PM,Tues 8:00 AM - 10:00 PM,";
    expect(isOpenAt(ampm, at(1, "21:30"))).toBe(true);
    expect(isOpenAt(ampm, at(6, "18:30"))).toBe(false);
  });

  it("reads the network seed's words, and says nothing on a day written 00:00-00:00 among days with hours", () => {
    expect(isOpenAt("open 24 hours", at(6, "03:00"))).toBe(true);
    expect(isOpenAt("Mo-Su 06:00-midnight", at(2, "23:30"))).toBe(true);
    expect(isOpenAt("Mo-Su 06:00-midnight", at(2, "05:30"))).toBe(false);
    expect(isOpenAt("Mo-Fr 08:00-18:00; Sa-Su open 24 hours", at(5, "03:00"))).toBe(true);
    const walgreens = "Mo-Fr 07:00-19:00; Sa 08:00-16:00; Su 00:00-00:00"; // 200 W Adams St, Chicago
    expect(isOpenAt(walgreens, at(6, "12:00"))).toBeNull();
    expect(isOpenAt(walgreens, at(5, "17:00"))).toBe(false);
  });

  it("says nothing about hours it cannot read", () => {
    expect(isOpenAt("by appointment", at(0, "10:00"))).toBeNull();
    expect(isOpenAt("Mo-Fr 8-5", at(0, "10:00"))).toBeNull();
  });
});

describe("localMoment", () => {
  it("reads the clock of the pharmacy's time zone from its offset, whatever the browser's", () => {
    // Wednesday 2 December 2026, 09:00 UTC: 3:00 AM in Chicago (CST), 2:00 AM in Denver, still Tuesday in Honolulu.
    const moment = new Date("2026-12-02T09:00:00Z");
    const at = (zone: string) => localMoment(moment, zoneOffsetMinutes(zone, moment));
    expect(at("America/Chicago")).toEqual({ day: 2, minute: 3 * 60 });
    expect(at("America/Denver")).toEqual({ day: 2, minute: 2 * 60 });
    expect(at("Pacific/Honolulu")).toEqual({ day: 1, minute: 23 * 60 });
    expect(localMoment(new Date("2026-12-03T06:00:00Z"), -360)).toEqual({ day: 3, minute: 0 });
    // Summer time: 3:00 PM UTC is 10:00 AM in Chicago (CDT).
    const july = new Date("2026-07-01T15:00:00Z");
    expect(zoneOffsetMinutes("America/Chicago", july)).toBe(-300);
    expect(localMoment(july, zoneOffsetMinutes("America/Chicago", july))).toEqual({ day: 2, minute: 10 * 60 });
    expect(zoneOffsetMinutes("Asia/Kolkata", july)).toBe(330);
  });
});
