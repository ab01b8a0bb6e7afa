// Whether a pharmacy is open at a moment, from the opening hours the public store lists give (OpenStreetMap syntax,
// "Mo-Fr 08:00-21:00; Sa 09:00-18:00", "24/7", and the lists' variants "Su- 09:00-18:00", "Tues 9:00 AM - 9:00 PM,").
// The network seed's own words too ("open 24 hours", "06:00-midnight": lib/pharmacies/import/format-opening-hours.ts).
// Null when the hours cannot be read, or a day's are "00:00-00:00" in a week with hours on other days (a store list's
// closed or unknown day), so the page says nothing rather than something wrong.

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

// Minutes from that day's midnight; `to` may pass 24:00. `unknown`: a day written "00:00-00:00".
type Span = { day: number; from: number; to: number; unknown?: true };

function dayIndex(name: string): number {
  return DAYS.indexOf(name.slice(0, 2).replace(/^./, (c) => c.toUpperCase()));
}

function minutes(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (half === "PM" && hour < 12) hour += 12;
  if (half === "AM" && hour === 12) hour = 0;
  return hour > 24 || minute > 59 ? null : hour * 60 + minute;
}

export function parseOpeningHours(hours: string): Span[] | null {
  const text = hours
    .trim()
    .replace(/\bopen 24 hours\b/gi, "00:00-24:00")
    .replace(/-\s*midnight\b/gi, "-24:00");
  if (text === "24/7" || text === "00:00-24:00") return DAYS.map((_, day) => ({ day, from: 0, to: 24 * 60 }));
  const spans: Span[] = [];
  for (const rule of text.split(/;|,(?=\s*[A-Za-z])/)) {
    if (!rule.trim()) continue;
    const match = /^\s*([A-Za-z]{2,5})(?:\s*-\s*([A-Za-z]{2,5}))?\s*-?\s+(.+?)\s*,?\s*$/.exec(rule);
    if (!match) return null;
    const first = dayIndex(match[1]!);
    const last = match[2] ? dayIndex(match[2]) : first;
    if (first < 0 || last < 0) return null;
    const times = match[3]!;
    if (/^(off|closed)$/i.test(times)) continue;
    for (const range of times.split(/,(?=\s*\d)/)) {
      const [open, close] = range.split(/\s*-\s*/);
      const from = open === undefined ? null : minutes(open);
      const rawTo = close === undefined ? null : minutes(close);
      if (from === null || rawTo === null) return null;
      const to = rawTo <= from ? rawTo + 24 * 60 : rawTo;
      for (let i = 0, day = first; i < 7; i++, day = (day + 1) % 7) {
        spans.push(from === 0 && rawTo === 0 ? { day, from, to, unknown: true } : { day, from, to });
        if (day === last) break;
      }
    }
  }
  return spans.length > 0 ? spans : null;
}

// `at`: the weekday (0 = Monday) and minutes since midnight where the pharmacy is (the patient's clock nearby).
export function isOpenAt(hours: string, at: { day: number; minute: number }): boolean | null {
  const spans = parseOpeningHours(hours);
  if (!spans) return null;
  const yesterday = (at.day + 6) % 7;
  if (spans.some((s) => s.unknown && s.day === at.day)) return null;
  return spans.some(
    (s) =>
      (s.day === at.day && at.minute >= s.from && at.minute < s.to) || (s.day === yesterday && at.minute + 1440 < s.to),
  );
}

// The weekday and minute at a moment on the clock of the pharmacy's time zone, given as its offset from UTC in minutes
// at the time the server answered (zoneOffsetMinutes), so a patient elsewhere, or a browser set to UTC, reads the
// store's own state without building an Intl object in the browser (the first one loads Chromium's locale data on
// the main thread: e2e/ui/server-rendered.spec.ts); without an offset, the browser's clock. A page left open across a
// change to or from summer time reads an hour off until it is fetched again.
export function localMoment(date: Date, offsetMinutes: number | null = null): { day: number; minute: number } {
  if (offsetMinutes === null) return { day: (date.getDay() + 6) % 7, minute: date.getHours() * 60 + date.getMinutes() };
  const there = new Date(date.getTime() + offsetMinutes * 60_000);
  return { day: (there.getUTCDay() + 6) % 7, minute: there.getUTCHours() * 60 + there.getUTCMinutes() };
}
