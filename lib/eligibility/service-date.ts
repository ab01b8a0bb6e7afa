// The date of service: the day of the request in the service's time zone. A check carries no date of service,
// so every check is for "today" in New York, whatever the pharmacy's own zone.

export const SERVICE_TIME_ZONE = "America/New_York";

const newYork = new Intl.DateTimeFormat("en-US", {
  timeZone: SERVICE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function serviceDate(now: Date = new Date()): string {
  const part = (type: string) => newYork.formatToParts(now).find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

// The latest calendar date anywhere on Earth (UTC+14): nobody can have been born after it.
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
