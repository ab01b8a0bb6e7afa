import { describe, expect, it } from "vitest";
import { zipTimeZone } from "./zip-time-zone";

describe("the time zone of a zip", () => {
  it("follows the state, and the zone line where it crosses one", () => {
    expect(zipTimeZone({ state: "IL", lat: 41.92, lng: -87.65 })).toBe("America/Chicago"); // 60614
    expect(zipTimeZone({ state: "NY", lat: 40.75, lng: -73.99 })).toBe("America/New_York");
    expect(zipTimeZone({ state: "TX", lat: 31.76, lng: -106.44 })).toBe("America/Denver"); // El Paso
    expect(zipTimeZone({ state: "TX", lat: 29.76, lng: -95.37 })).toBe("America/Chicago"); // Houston
    expect(zipTimeZone({ state: "FL", lat: 30.42, lng: -87.22 })).toBe("America/Chicago"); // Pensacola
    expect(zipTimeZone({ state: "TN", lat: 35.96, lng: -83.92 })).toBe("America/New_York"); // Knoxville
    expect(zipTimeZone({ state: "ID", lat: 47.68, lng: -116.78 })).toBe("America/Los_Angeles"); // Coeur d'Alene
    expect(zipTimeZone({ state: null, lat: 0, lng: 0 })).toBeNull();
    expect(zipTimeZone(undefined)).toBeNull();
  });
});
