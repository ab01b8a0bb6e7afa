// A person is recognised by a keyed hash (HMAC-SHA256) of their normalized name and date of birth, so the
// tables that count or list people (CardHolder, FederalCoverage) never hold the values themselves.
import { createHmac } from "node:crypto";
import path from "node:path";
import { env } from "../env";
import { readOrCreateKeyFile } from "../platform/key-file";
import { normalizeName } from "./person-name";

export type Person = { firstName: string; lastName: string; dob: string };

export function personKey(person: Person, key: Buffer = personHashKey()): string {
  const text = `${normalizeName(person.firstName)}|${normalizeName(person.lastName)}|${person.dob}`;
  return createHmac("sha256", key).update(text, "utf8").digest("hex");
}

export const PERSON_HASH_KEY_FILE = path.join("data", "person-hash.key");
let cached: Buffer | undefined;

// PERSON_HASH_KEY (at least 32 characters) when set: every server and the eligibility CLI must share it.
// Otherwise a random key kept in data/person-hash.key, made on first use (one host, the embedded database).
export function personHashKey(): Buffer {
  if (cached) return cached;
  const fromEnv = env().PERSON_HASH_KEY;
  if (fromEnv !== undefined) return (cached = Buffer.from(fromEnv, "utf8"));
  return (cached = Buffer.from(readOrCreateKeyFile(PERSON_HASH_KEY_FILE), "utf8"));
}
