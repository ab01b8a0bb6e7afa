// The zip code nearest a point ("use my location"): searched in the zip geography of the Zip table, held in memory
// by the network store, so a browser's coordinates never leave the server.
import "server-only";
import type { LatLng } from "../geo/types";
import { loadNetworkIndex } from "../pharmacies/network-index";

const SEARCH_MILES = [5, 25, 100];

export async function findNearestZip(point: LatLng): Promise<{ zip: string; city: string | null } | null> {
  const { geography } = await loadNetworkIndex();
  for (const miles of SEARCH_MILES) {
    const nearest = geography.grid.within(point, miles)[0];
    if (nearest) return { zip: nearest.item.zip, city: nearest.item.city };
  }
  return null;
}
