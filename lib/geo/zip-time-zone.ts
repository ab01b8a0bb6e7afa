// The time zone of a zip code, from its state and, in the states a zone line crosses, its longitude: good enough to
// say "checked at 2:05 PM CST" to a patient in that zip (it is the time of a price check, not a schedule).
import type { ZipRecord } from "./types";

const STATE_ZONES: Record<string, string> = {
  AL: "America/Chicago", AK: "America/Anchorage", AZ: "America/Phoenix", AR: "America/Chicago",
  CA: "America/Los_Angeles", CO: "America/Denver", CT: "America/New_York", DE: "America/New_York",
  DC: "America/New_York", FL: "America/New_York", GA: "America/New_York", HI: "Pacific/Honolulu",
  ID: "America/Boise", IL: "America/Chicago", IN: "America/Indiana/Indianapolis", IA: "America/Chicago",
  KS: "America/Chicago", KY: "America/New_York", LA: "America/Chicago", ME: "America/New_York",
  MD: "America/New_York", MA: "America/New_York", MI: "America/Detroit", MN: "America/Chicago",
  MS: "America/Chicago", MO: "America/Chicago", MT: "America/Denver", NE: "America/Chicago",
  NV: "America/Los_Angeles", NH: "America/New_York", NJ: "America/New_York", NM: "America/Denver",
  NY: "America/New_York", NC: "America/New_York", ND: "America/Chicago", OH: "America/New_York",
  OK: "America/Chicago", OR: "America/Los_Angeles", PA: "America/New_York", RI: "America/New_York",
  SC: "America/New_York", SD: "America/Chicago", TN: "America/Chicago", TX: "America/Chicago",
  UT: "America/Denver", VT: "America/New_York", VA: "America/New_York", WA: "America/Los_Angeles",
  WV: "America/New_York", WI: "America/Chicago", WY: "America/Denver", PR: "America/Puerto_Rico",
  VI: "America/St_Thomas", GU: "Pacific/Guam", AS: "Pacific/Pago_Pago", MP: "Pacific/Saipan",
}; // prettier-ignore

// West of the longitude, the state's other zone (the line roughly; a price-check time, not a timetable).
const SPLITS: Record<string, { west: number; zone: string; east?: boolean }> = {
  FL: { west: -85.0, zone: "America/Chicago" }, // the panhandle
  IN: { west: -86.9, zone: "America/Chicago" }, // the north-west and south-west corners
  KY: { west: -85.8, zone: "America/Chicago" },
  TN: { west: -85.0, zone: "America/New_York", east: true }, // east Tennessee
  MI: { west: -87.6, zone: "America/Menominee" },
  ND: { west: -101.3, zone: "America/Denver" },
  SD: { west: -100.8, zone: "America/Denver" },
  NE: { west: -101.5, zone: "America/Denver" },
  KS: { west: -101.5, zone: "America/Denver" },
  TX: { west: -104.9, zone: "America/Denver" }, // El Paso
  ID: { west: -116.0, zone: "America/Los_Angeles" }, // the panhandle, roughly north of the Salmon River
  OR: { west: -117.5, zone: "America/Boise", east: true }, // Malheur county
};

export function zipTimeZone(zip: Pick<ZipRecord, "state" | "lng" | "lat"> | undefined): string | null {
  if (!zip?.state) return null;
  const zone = STATE_ZONES[zip.state];
  const split = SPLITS[zip.state];
  if (!zone) return null;
  if (!split) return zone;
  if (zip.state === "ID") return zip.lat > 45.5 ? split.zone : zone;
  return (split.east ? zip.lng > split.west : zip.lng < split.west) ? split.zone : zone;
}

// A time zone's offset from UTC in minutes at a moment (America/Chicago: -360 in winter, -300 in summer), on the
// server, for a browser to read a store's clock without Intl (lib/site/opening-hours.ts, localMoment).
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour") % 24, part("minute"));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}
