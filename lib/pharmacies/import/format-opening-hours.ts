// Store hours as a patient reads them. The store lists write hours five ways ("Mo-Su 06:00-00:00", "Mon-Sun
// 06:00-23:00", "Sun 7:00 AM - 10:00 PM,Mon ...", "Sun- 08:00-22:00; Mon- ...", "24/7"); the network keeps one:
// OpenStreetMap-style day ranges with 24-hour times, "midnight" for a closing at the day's end, and "open 24 hours"
// for a day (or a whole week) that never closes. "00:00-00:00" on some days of a week with hours on the others (Walgreens'
// "Mo-Fr 08:00-18:00; Sa-Su 00:00-00:00") is not a day open around the clock: it stays as written, and the site says
// "call for hours" for it (lib/site/format-opening-hours.ts).

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
const DAY_NAMES: Record<string, number> = {
  MO: 0, MON: 0, MONDAY: 0, TU: 1, TUE: 1, TUES: 1, TUESDAY: 1, WE: 2, WED: 2, WEDNESDAY: 2, TH: 3, THU: 3, THUR: 3,
  THURS: 3, THURSDAY: 3, FR: 4, FRI: 4, FRIDAY: 4, SA: 5, SAT: 5, SATURDAY: 5, SU: 6, SUN: 6, SUNDAY: 6,
}; // prettier-ignore

export const OPEN_24_HOURS = "open 24 hours";
const ZERO_LENGTH = "00:00-00:00";
const DAY = "(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|mo|tu|we|th|fr|sa|su)"; // prettier-ignore
const TIME = "\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?";
const INTERVAL = `${TIME}\\s*(?:-|to)\\s*${TIME}`;
const DAY_SPEC = `${DAY}(?:\\s*-\\s*${DAY})?(?:\\s*,\\s*${DAY}(?:\\s*-\\s*${DAY})?)*`;
const ENTRY = new RegExp(`(${DAY_SPEC})?\\s*-?\\s*(${INTERVAL}(?:\\s*,\\s*${INTERVAL})*)`, "gi");

// Minutes since midnight, or null; a closing at 00:00 or 23:59 is the day's end (1440).
function minutes(text: string, closing: boolean): number | null {
  const m = text.trim().match(/^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?m?\.?$/i);
  if (!m) return null;
  let hours = Number(m[1]);
  const mins = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (half === "p" && hours < 12) hours += 12;
  if (half === "a" && hours === 12) hours = 0;
  if (hours > 24 || mins > 59) return null;
  const total = hours * 60 + mins;
  return closing && (total === 0 || total === 1439) ? 1440 : total;
}

const clock = (total: number) =>
  total === 1440 ? "midnight" : `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`; // prettier-ignore

function daysOf(spec: string): number[] | null {
  const days: number[] = [];
  for (const part of spec.split(",")) {
    const [from, to] = part.split("-").map((d) => DAY_NAMES[d.trim().toUpperCase()]);
    if (from === undefined) return null;
    if (to === undefined) days.push(from);
    else
      for (let d = from; ; d = (d + 1) % 7) {
        days.push(d);
        if (d === to) break;
      }
  }
  return days;
}

// The readable form of a list's hours, or null when they cannot be read (then the hours are unknown, not guessed).
export function formatOpeningHours(raw: string | null | undefined): string | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  if (/^24\/7$/.test(text)) return OPEN_24_HOURS;
  const perDay: (string | null)[] = Array(7).fill(null);
  let matched = 0;
  for (const m of text.matchAll(ENTRY)) {
    const days = m[1] ? daysOf(m[1]) : [0, 1, 2, 3, 4, 5, 6];
    if (!days) return null;
    const intervals: string[] = [];
    for (const interval of m[2]!.split(/\s*,\s*(?=\d)/)) {
      const [open, close] = interval.split(/\s*(?:-|to)\s*/i);
      const from = minutes(open ?? "", false);
      const until = minutes(close ?? "", true);
      if (from === null || until === null) return null;
      const zeroLength = from === 0 && minutes(close ?? "", false) === 0;
      intervals.push(zeroLength ? ZERO_LENGTH : from === 0 && until === 1440 ? OPEN_24_HOURS : `${clock(from)}-${clock(until)}`); // prettier-ignore
    }
    for (const d of days) perDay[d] = intervals.join(", ");
    matched += m[0].length;
  }
  if (matched === 0 || perDay.every((h) => h === null)) return null;
  if (perDay.every((h) => h === OPEN_24_HOURS || h === ZERO_LENGTH)) return OPEN_24_HOURS;
  const rules: string[] = [];
  for (let d = 0; d < 7;) {
    let end = d;
    while (end + 1 < 7 && perDay[end + 1] === perDay[d]) end++;
    if (perDay[d] !== null) rules.push(`${DAYS[d]}${end > d ? `-${DAYS[end]}` : ""} ${perDay[d]}`);
    d = end + 1;
  }
  return rules.join("; ");
}
