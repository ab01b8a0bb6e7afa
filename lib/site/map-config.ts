// Map tiles of the store map, from the environment at request time (NEXT_PUBLIC_TILE_URL, NEXT_PUBLIC_TILE_ATTRIBUTION)
// so one build serves any tile provider. The default is a placeholder tile served by the site itself: nothing is
// fetched from another host unless the operator configures it.

export type MapConfig = { tileUrl: string; attribution: string };

export const PLACEHOLDER_TILE_URL = "/map/placeholder-tile.png";

// Read by name: `process.env.NEXT_PUBLIC_…` written out would be inlined by the bundler at build time.
const runtimeEnv = (name: string): string | undefined => process.env[name]?.trim() || undefined;

export function readMapConfig(): MapConfig {
  const configured = runtimeEnv("NEXT_PUBLIC_TILE_URL");
  const tileUrl = configured && /^(https:\/\/|http:\/\/|\/)/.test(configured) ? configured : PLACEHOLDER_TILE_URL;
  return { tileUrl, attribution: runtimeEnv("NEXT_PUBLIC_TILE_ATTRIBUTION") ?? "" };
}
