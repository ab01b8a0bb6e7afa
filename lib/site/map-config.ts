// The store map's basemap, from the environment at request time so one build serves any of them:
// - NEXT_PUBLIC_PMTILES_URL: a PMTiles vector archive the operator serves (drawn in the browser by protomaps-leaflet);
// - NEXT_PUBLIC_TILE_URL: a raster tile server ({z}/{x}/{y});
// - neither: the site's own basemap of Census county outlines and names and zip code areas (/api/basemap).
// NEXT_PUBLIC_TILE_ATTRIBUTION credits the tiles or the archive. Nothing is fetched from another host unless the
// operator configures it. docs/operators.md says how to make a regional archive.
import "server-only";
import { env } from "../env";

export type MapConfig =
  | { kind: "census"; attribution: string }
  | { kind: "raster"; tileUrl: string; attribution: string }
  | { kind: "pmtiles"; url: string; attribution: string };

const ADDRESS = /^(https:\/\/|http:\/\/|\/)/;
export const CENSUS_ATTRIBUTION = "US Census Bureau (public domain)";

export function readMapConfig(): MapConfig {
  const { NEXT_PUBLIC_PMTILES_URL: archive, NEXT_PUBLIC_TILE_URL: tiles, NEXT_PUBLIC_TILE_ATTRIBUTION } = env();
  const attribution = NEXT_PUBLIC_TILE_ATTRIBUTION ?? "";
  if (archive && ADDRESS.test(archive)) return { kind: "pmtiles", url: archive, attribution };
  if (tiles && ADDRESS.test(tiles)) return { kind: "raster", tileUrl: tiles, attribution };
  return { kind: "census", attribution: CENSUS_ATTRIBUTION };
}
