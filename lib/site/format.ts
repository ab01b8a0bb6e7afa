// Number formats of the patient site, shared by server and client components.
import type { Locale } from "../vocabulary/locale";
import { effectivePrice } from "../pricing/price-sort";

// One formatter per locale and options: building an Intl formatter costs far more than formatting with it, and a page
// of prices, distances and hours formats hundreds of values (on the server and in the browser).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function formatMoney(value: string | number, locale: Locale): string {
  const amount = typeof value === "string" ? Number(value) : value;
  // NADAC unit costs are often fractions of a cent: show them to the tenth of a cent.
  const digits = Math.abs(amount) < 1 && amount !== 0 ? 3 : 2;
  return numberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(amount);
}

// What the patient pays: the lesser of the discounted and the retail (UNC) price, the rule the API adjudicates by
// (lib/pricing/calculate-price.ts lesserOf), so the amount is the API's `discounted`. `atRetail`: the card's price is
// not below the pharmacy's regular price here, so the patient pays the regular price and saves nothing.
export function payable(price: { unc: string | null; discounted: string }): { amount: string; atRetail: boolean } {
  const amount = effectivePrice(price);
  const atRetail = price.unc !== null && amount >= Number(price.unc);
  return { amount: amount.toFixed(2), atRetail };
}

// What the card saves against the retail (UNC) price; null when there is no retail price or no saving (never negative).
export function saving(price: { unc: string | null; discounted: string }): { amount: number; percent: number } | null {
  if (price.unc === null) return null;
  const unc = Number(price.unc);
  const amount = Math.round((unc - effectivePrice(price)) * 100) / 100;
  if (!(amount > 0) || !(unc > 0)) return null;
  return { amount, percent: amount / unc };
}

export function formatPercent(value: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value);
}

export function formatMiles(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

export function formatMonth(month: string, locale: Locale): string {
  return dateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

// A 10-digit US phone number as (212) 555-0100.
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, "");
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

// "2:05 PM CST": when prices were checked, in the given time zone.
export function formatCheckedTime(iso: string, locale: Locale, timeZone: string): string {
  const time = dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(iso));
  const zone = dateTimeFormat(locale, { timeZoneName: "short", timeZone })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName")?.value;
  return zone ? `${time} ${zone}` : time;
}
