// Shapes shared by the geometry helpers: a point, and a zip code's centroid with its place name.

export type LatLng = { lat: number; lng: number };

// city and state are null for zips known only to the Census ZCTA file (which carries no place names) where no store
// stands to name them (nameZipsByStores).
export type ZipRecord = LatLng & { zip: string; city: string | null; state: string | null };
