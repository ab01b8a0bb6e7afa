// API keys: long random secrets, stored only as a SHA-256 hash and looked up by it.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const KEY_PREFIX = "rxk_";

export function generateApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString("base64url");
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

// The characters shown in listings to tell keys apart; never enough to use the key.
export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 6);
}

// The hash lookup is by index; this second comparison is in constant time, so timing never tells a near miss.
export function hashesMatch(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
