// Short random ids for accounts, keys, co-brands and card configurations, and auto-generated group numbers.
import { randomBytes, randomInt } from "node:crypto";
import type { CardType } from "./permissions";

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString("base64url")}`;
}

const GROUP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
// A benefit group as printed on a card: a card-type letter and seven unambiguous characters (no 0/O, 1/I).
export function newGroupNumber(cardType: CardType): string {
  let group = cardType === "people" ? "H" : "V";
  for (let i = 0; i < 7; i++) group += GROUP_ALPHABET[randomInt(GROUP_ALPHABET.length)];
  return group;
}
