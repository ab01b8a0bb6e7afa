import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

async function configWith(variables: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return (await import("./map-config")).readMapConfig();
}

describe("the store map's basemap", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the Census basemap served by the site when nothing is configured", async () => {
    expect(await configWith({})).toEqual({ kind: "census", attribution: "US Census Bureau (public domain)" });
  });

  it("is a raster tile server, or a PMTiles archive (which wins), when the operator names one", async () => {
    const tiles = { NEXT_PUBLIC_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png" };
    expect(await configWith(tiles)).toMatchObject({ kind: "raster", tileUrl: tiles.NEXT_PUBLIC_TILE_URL });
    expect(
      await configWith({
        ...tiles,
        NEXT_PUBLIC_PMTILES_URL: "/map/region.pmtiles",
        NEXT_PUBLIC_TILE_ATTRIBUTION: "© OSM",
      }),
    ).toEqual({ kind: "pmtiles", url: "/map/region.pmtiles", attribution: "© OSM" });
    expect(await configWith({ NEXT_PUBLIC_PMTILES_URL: "javascript:alert(1)" })).toMatchObject({ kind: "census" });
  });
});
