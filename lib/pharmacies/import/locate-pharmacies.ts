// Places each pharmacy on its zip code's centroid, the only coordinates public data offers for every store.
import type { ZipRecord } from "../../geo/types";
import type { NppesPharmacy, ParseResult, PharmacyRecord, Rejection } from "../pharmacy-record";

export const LOCATE_REJECTION_REASONS = {
  unknownZip: "zip not in GeoNames or the Census ZCTA file",
  duplicateNpi: "duplicate NPI",
} as const;

// NPPES has no rooftop coordinates and no geocoder is available offline, so lat/lng is the zip centroid: distances
// are good to a few miles, which suits regions of 2 to 50 miles but not "the nearest store on this street".
export function locatePharmacies({
  pharmacies,
  zips,
}: {
  pharmacies: readonly NppesPharmacy[];
  zips: ReadonlyMap<string, ZipRecord>;
}): ParseResult<PharmacyRecord> {
  const records: PharmacyRecord[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  for (const { line, ...pharmacy } of pharmacies) {
    const centroid = zips.get(pharmacy.zip);
    if (seen.has(pharmacy.npi))
      rejected.push({ line, reason: LOCATE_REJECTION_REASONS.duplicateNpi, detail: pharmacy.npi });
    else if (!centroid) rejected.push({ line, reason: LOCATE_REJECTION_REASONS.unknownZip, detail: pharmacy.zip });
    else {
      seen.add(pharmacy.npi);
      records.push({ ...pharmacy, lat: centroid.lat, lng: centroid.lng, coordinateSource: "zip-centroid" });
    }
  }
  return { records, rejected, warnings: [] };
}
