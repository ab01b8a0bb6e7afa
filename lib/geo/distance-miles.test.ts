import { describe, expect, it } from "vitest";
import { distanceMiles, SPHERE_ERROR, sphericalMiles } from "./distance-miles";

// Great-circle distances on WGS-84 as published by the Great Circle Mapper for these airports.
const AIRPORTS = {
  JFK: { lat: 40.6398, lng: -73.7789 },
  LAX: { lat: 33.9425, lng: -118.4081 },
  ORD: { lat: 41.9786, lng: -87.9048 },
  ATL: { lat: 33.6367, lng: -84.4281 },
  SFO: { lat: 37.619, lng: -122.3749 },
};

describe("distanceMiles", () => {
  it.each([
    ["JFK", "LAX", 2475],
    ["ORD", "ATL", 606],
    ["SFO", "LAX", 337],
  ] as const)("%s to %s is about %i miles", (from, to, miles) => {
    expect(Math.abs(distanceMiles(AIRPORTS[from], AIRPORTS[to]) - miles)).toBeLessThan(1);
  });

  it("is symmetric and zero for one point", () => {
    expect(distanceMiles(AIRPORTS.JFK, AIRPORTS.LAX)).toBeCloseTo(distanceMiles(AIRPORTS.LAX, AIRPORTS.JFK), 6);
    expect(distanceMiles(AIRPORTS.ORD, AIRPORTS.ORD)).toBe(0);
  });

  it("measures on the ellipsoid: a degree of latitude at the equator is 68.71 miles, not a sphere's 69.09", () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(68.71, 1);
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(69.17, 1);
  });

  it("agrees with the geodesic distance within SPHERE_ERROR on the sphere, north-south and east-west", () => {
    for (const [from, to] of [
      [
        { lat: 0, lng: 0 },
        { lat: 1, lng: 0 },
      ],
      [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 1 },
      ],
      [
        { lat: 64, lng: -150 },
        { lat: 65, lng: -150 },
      ],
      [
        { lat: 64, lng: -150 },
        { lat: 64, lng: -149 },
      ],
      [AIRPORTS.JFK, AIRPORTS.LAX],
      [AIRPORTS.SFO, AIRPORTS.LAX],
    ]) {
      const ratio = sphericalMiles(from!, to!) / distanceMiles(from!, to!);
      expect(Math.abs(ratio - 1)).toBeLessThan(SPHERE_ERROR * 0.7);
    }
  });
});
