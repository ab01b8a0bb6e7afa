// Map tiles of the store map, from the environment at request time (NEXT_PUBLIC_TILE_URL, NEXT_PUBLIC_TILE_ATTRIBUTION)
// so one build serves any tile provider. The default is a placeholder tile served by the site itself: nothing is
// fetched from another host unless the operator configures it.
import "server-only";
import { env } from "../env";

export type MapConfig = { tileUrl: string; attribution: string };

export const PLACEHOLDER_TILE_URL = "/map/placeholder-tile.png";

export function readMapConfig(): MapConfig {
  const { NEXT_PUBLIC_TILE_URL: configured, NEXT_PUBLIC_TILE_ATTRIBUTION } = env();
  const tileUrl = configured && /^(https:\/\/|http:\/\/|\/)/.test(configured) ? configured : PLACEHOLDER_TILE_URL;
  return { tileUrl, attribution: NEXT_PUBLIC_TILE_ATTRIBUTION ?? "" };
}
