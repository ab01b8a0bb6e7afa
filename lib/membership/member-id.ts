// Member ids: the configuration's prefix, random digits, and a Luhn check digit (so typos are caught at the counter).
import { randomInt } from "node:crypto";

export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

// `digits` counts the check digit. The first digit is never 0, so the id keeps its length wherever it is stored.
export function generateMemberId(prefix: string, digits: number): string {
  let body = String(randomInt(1, 10));
  while (body.length < digits - 1) body += String(randomInt(0, 10));
  return prefix + body + luhnCheckDigit(body);
}

export function isMemberIdFormat(memberId: string, prefix: string, digits: number): boolean {
  if (!memberId.startsWith(prefix)) return false;
  const rest = memberId.slice(prefix.length);
  return rest.length === digits && isLuhnValid(rest);
}
