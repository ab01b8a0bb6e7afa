// A store's opening hours as a patient reads them: 12-hour times, "open 24 hours", days in their language, days with
// the same hours run together ("Mon–Fri 7 AM–10 PM · Sat–Sun 8 AM–10 PM"). The sources write hours three ways
// (OpenStreetMap "Mo-Fr 07:00-22:00; Sa 08:00-20:00", "Su 7:00 AM - 10:00 PM,Mo ...", "24/7"); anything else is shown
// as written rather than guessed at.
import type { Locale } from "../vocabulary/locale";
import { dateTimeFormat } from "./format";

const WORDS = {
  en: {
    allDay: "open 24 hours",
    everyDay: "every day",
    midnight: "midnight",
    closed: "closed",
    call: "call for hours",
  },
  es: {
    allDay: "abierto las 24 horas",
    everyDay: "todos los días",
    midnight: "medianoche",
    closed: "cerrado",
    call: "llame para saber el horario",
  },
};

const DAYS: Record<string, number> = { mo: 0, tu: 1, we: 2, th: 3, fr: 4, sa: 5, su: 6 };
const DAY = "([A-Za-z]{2,5})";
const TIME = "(\\d{1,2}):(\\d{2})(?:\\s*([AaPp])\\.?[Mm]\\.?)?";
const RULE = new RegExp(`${DAY}(?:\\s*-\\s*${DAY})?-?\\s+(?:${TIME}\\s*-\\s*${TIME}|(off|closed))`, "g");

type Span = { open: number; close: number } | "closed"; // minutes after midnight; close may be 1440

const dayIndex = (name: string) => DAYS[name.slice(0, 2).toLowerCase()];

function minutes(hour: string, minute: string, half: string | undefined): number {
  let h = Number(hour) % (half ? 12 : 24);
  if (half?.toLowerCase() === "p") h += 12;
  if (Number(hour) === 24 && !half) h = 24;
  return h * 60 + Number(minute);
}

// The week as seven spans (Monday first), or null when the text is not hours we can read.
export function parseOpeningHours(raw: string): (Span | null)[] | null {
  // The network seed's own words (lib/pharmacies/import/format-opening-hours.ts): "open 24 hours", "-midnight".
  const hours = raw.replace(/\bopen 24 hours\b/gi, "00:00-24:00").replace(/-\s*midnight\b/gi, "-24:00");
  if (/^\s*(24\/7|00:00-24:00)\s*$/.test(hours)) return Array(7).fill({ open: 0, close: 1440 });
  if (/\d\s*,\s*\d/.test(hours)) return null; // a day in two shifts: shown as written rather than half of it
  const week: (Span | null)[] = Array(7).fill(null);
  let matched = false;
  for (const m of hours.matchAll(RULE)) {
    const [, from, to, h1, m1, p1, h2, m2, p2, off] = m;
    const first = dayIndex(from!);
    const last = to ? dayIndex(to) : first;
    if (first === undefined || last === undefined) return null;
    let span: Span = "closed";
    if (!off) {
      const open = minutes(h1!, m1!, p1);
      let close = minutes(h2!, m2!, p2);
      if (close === 0 || close === 23 * 60 + 59) close = 1440; // "-00:00" and "-23:59" mean until midnight
      span = { open, close };
    }
    for (let d = first; ; d = (d + 1) % 7) {
      week[d] = span;
      if (d === last) break;
    }
    matched = true;
  }
  return matched ? week : null;
}

export function formatOpeningHours(hours: string, locale: Locale): string {
  const week = parseOpeningHours(hours);
  if (!week) return hours;
  const words = WORDS[locale === "es-US" ? "es" : "en"];
  const allDay = (s: Span | null) => s !== null && s !== "closed" && s.open === 0 && s.close === 1440;
  // "00:00-00:00" on some days only is how a source writes a day it does not know: say to call, not "open all day".
  const onlySome = week.some(allDay) && !week.every(allDay);
  const time = (value: number) => {
    if (value === 1440) return words.midnight;
    const format = dateTimeFormat(locale, {
      hour: "numeric",
      minute: value % 60 === 0 ? undefined : "2-digit",
      timeZone: "UTC",
    });
    return format.format(new Date(Date.UTC(2024, 0, 1, Math.floor(value / 60), value % 60)));
  };
  const describe = (span: Span | null): string | null => {
    if (span === null) return null;
    if (span === "closed") return words.closed;
    if (allDay(span)) return onlySome && hours.includes("00:00-00:00") ? words.call : words.allDay;
    return `${time(span.open)}–${time(span.close)}`;
  };
  const labels = week.map(describe);
  if (labels.every((l) => l === labels[0])) {
    return labels[0] === words.allDay ? capitalize(words.allDay) : `${capitalize(words.everyDay)} ${labels[0]}`;
  }
  // 2024-01-01 was a Monday.
  const weekday = dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const dayName = (d: number) => weekday.format(new Date(Date.UTC(2024, 0, 1 + d)));
  const groups: string[] = [];
  for (let d = 0; d < 7;) {
    let end = d;
    while (end + 1 < 7 && labels[end + 1] === labels[d]) end++;
    if (labels[d] !== null) groups.push(`${dayName(d)}${end > d ? `–${dayName(end)}` : ""} ${labels[d]}`);
    d = end + 1;
  }
  return groups.join(" · ");
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
