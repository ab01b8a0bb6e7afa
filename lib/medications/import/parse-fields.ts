// Field readers shared by the parsers: each returns null for a value it cannot trust, so the row is rejected.
import type { PricingUnit } from "../catalog-types";

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02/30 over to March; a rolled date is not the date the file wrote.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

// "12/18/2024" or "1/9/2022" (CMS files and their re-exports drop zero padding) -> "2024-12-18".
export function parseUsDate(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  return m ? isoDate(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

// "2025-11-19" -> itself when it is a real calendar date.
export function parseIsoDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

// A NADAC price: a plain positive decimal. "$1.20", "1,200.5", "0" and "-1" are not prices.
export function parsePrice(value: string | number): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : null;
  const text = value.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const price = Number(text);
  return price > 0 ? price : null;
}

export function parsePricingUnit(value: string): PricingUnit | null {
  const unit = value.trim().toUpperCase();
  return unit === "EA" || unit === "ML" || unit === "GM" ? unit : null;
}

export function parseYesNo(value: string): boolean | null {
  const flag = value.trim().toUpperCase();
  return flag === "Y" ? true : flag === "N" ? false : null;
}
