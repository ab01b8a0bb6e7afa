"use client";
// Where the patient is: the zip they entered (a first-party cookie, so pages render their prices at once) and, when
// they chose "use my location", their coordinates for this tab only (sessionStorage), never in a URL.
import { preferenceCookie, ZIP_COOKIE } from "@/lib/site/preferences";
import { postJson } from "@/lib/site/fetch-json";

export type SharedLocation = { lat: number; lng: number; zip: string };

const LOCATION_KEY = "rx-location";

export function rememberZip(zip: string): void {
  document.cookie = preferenceCookie(ZIP_COOKIE, zip, location.protocol === "https:");
}

export function readSharedLocation(): SharedLocation | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(LOCATION_KEY) ?? "null") as SharedLocation | null;
    return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
  } catch {
    return null;
  }
}

export class LocationError extends Error {
  constructor(readonly reason: "denied" | "not-found") {
    super(reason);
  }
}

// Asks the browser for its position, then the server for the nearest zip; remembers both.
export async function shareLocation(): Promise<SharedLocation> {
  if (!("geolocation" in navigator)) throw new LocationError("denied");
  const position = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, () => reject(new LocationError("denied")), {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 300_000,
    }),
  );
  const point = { lat: position.coords.latitude, lng: position.coords.longitude };
  const nearest = await postJson<{ zip: string }>("/api/locate", point).catch(() => {
    throw new LocationError("not-found");
  });
  const shared = { ...point, zip: nearest.zip };
  sessionStorage.setItem(LOCATION_KEY, JSON.stringify(shared));
  rememberZip(nearest.zip);
  return shared;
}
