// Enrollment personal data (names, gender, date of birth, email, phone, address) is stored encrypted: AES-256-GCM per
// column, authenticated with the row id and column name (a value copied to another row or column does not open).
// The row's `personalDataKeyId` names the key; rows of an earlier key are still read, and `npm run db:migrate`
// re-encrypts them with the current one. Lookups never need the values: members are found by group + memberId +
// subId, and people are counted by keyed hashes (person-key.ts).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  randomFillSync,
  type KeyObject,
} from "node:crypto";
import path from "node:path";
import { env } from "../env";
import { readOrCreateKeyFile } from "../platform/key-file";

export const PERSONAL_COLUMNS = [
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "gender",
  "dob",
  "email",
  "phone",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zip",
  "zipExtension",
] as const;
export type PersonalColumn = (typeof PERSONAL_COLUMNS)[number];

export type DataKey = { id: string; key: KeyObject };
export type DataKeys = { current: DataKey; all: Map<string, DataKey> };

export const PERSONAL_DATA_KEY_FILE = path.join("data", "personal-data.key");

// A KeyObject, imported once: a raw Buffer would be imported again by every cipher made with it.
const keyOf = (key: Buffer): DataKey => ({
  id: createHash("sha256").update("personal-data-key:").update(key).digest("hex").slice(0, 12),
  key: createSecretKey(key),
});

export function toDataKeys(current: Buffer, old: Buffer[] = []): DataKeys {
  const keys = [current, ...old].map(keyOf);
  return { current: keys[0]!, all: new Map(keys.map((k) => [k.id, k])) };
}

let cached: DataKeys | undefined;

// PERSONAL_DATA_KEY (and PERSONAL_DATA_OLD_KEYS) when set: every server process must share them. Otherwise a random
// key kept in data/personal-data.key, made on first use (one host, the embedded database).
export function personalDataKeys(): DataKeys {
  if (cached) return cached;
  const { PERSONAL_DATA_KEY, PERSONAL_DATA_OLD_KEYS } = env();
  const key = PERSONAL_DATA_KEY ?? Buffer.from(readOrCreateKeyFile(PERSONAL_DATA_KEY_FILE), "hex");
  return (cached = toDataKeys(key, PERSONAL_DATA_OLD_KEYS));
}

const aad = (rowId: string, column: string) => Buffer.from(`${rowId}\u0000${column}`, "utf8");

// Random 96-bit IVs taken from a pool refilled 4 KB at a time (one system call for 341 of them instead of one each).
const IV_BYTES = 12;
const ivPool = Buffer.alloc(IV_BYTES * 341);
let ivAt = ivPool.length;
function nextIv(): Buffer {
  if (ivAt === ivPool.length) {
    randomFillSync(ivPool);
    ivAt = 0;
  }
  const iv = Buffer.from(ivPool.subarray(ivAt, ivAt + IV_BYTES));
  ivAt += IV_BYTES;
  return iv;
}

function encrypt(value: string, rowId: string, column: string, key: DataKey): string {
  const iv = nextIv();
  const cipher = createCipheriv("aes-256-gcm", key.key, iv).setAAD(aad(rowId, column));
  const sealed = Buffer.concat([iv, cipher.update(value, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString("base64");
}

function decrypt(text: string, rowId: string, column: string, key: DataKey): string {
  const sealed = Buffer.from(text, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key.key, sealed.subarray(0, 12)).setAAD(aad(rowId, column));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString("utf8");
}

type PersonalValues = { [C in PersonalColumn]?: string | null };

// Every personal column of a row (null when empty), as an update writes them all anew with the current key.
export function personalValuesOf(row: PersonalValues): Required<PersonalValues> {
  return Object.fromEntries(PERSONAL_COLUMNS.map((c) => [c, row[c] ?? null])) as Required<PersonalValues>;
}

// The columns as stored: each personal value present encrypted with the current key, and that key's id. Other
// members pass through.
export function sealPersonalData<T extends PersonalValues>(
  rowId: string,
  values: T,
  keys: DataKeys = personalDataKeys(),
): T & { personalDataKeyId: string } {
  const sealed: Record<string, unknown> = { ...values, personalDataKeyId: keys.current.id };
  for (const column of PERSONAL_COLUMNS) {
    const value = values[column];
    if (typeof value === "string") sealed[column] = encrypt(value, rowId, column, keys.current);
  }
  return sealed as T & { personalDataKeyId: string };
}

// A stored row with its personal values readable. A row without a key id predates encryption (until migrated).
export function openPersonalData<T extends PersonalValues & { id: string; personalDataKeyId?: string | null }>(
  row: T,
  keys: DataKeys = personalDataKeys(),
): Omit<T, "personalDataKeyId"> {
  const { personalDataKeyId, ...rest } = row;
  if (!personalDataKeyId) return rest;
  const key = keyById(keys, personalDataKeyId);
  const open: Record<string, unknown> = rest;
  for (const column of PERSONAL_COLUMNS) {
    const value = row[column];
    if (typeof value === "string") open[column] = decrypt(value, row.id, column, key);
  }
  return open as Omit<T, "personalDataKeyId">;
}

// One value kept beside personal data (the stored first answer of an idempotent enrollment), sealed with the current
// key and authenticated with the row id and name its owner gives it.
export function sealValue(
  value: string,
  rowId: string,
  name: string,
  keys: DataKeys = personalDataKeys(),
): { sealed: string; keyId: string } {
  return { sealed: encrypt(value, rowId, name, keys.current), keyId: keys.current.id };
}

export function openValue(
  sealed: string,
  rowId: string,
  name: string,
  keyId: string,
  keys = personalDataKeys(),
): string {
  return decrypt(sealed, rowId, name, keyById(keys, keyId));
}

function keyById(keys: DataKeys, id: string): DataKey {
  const key = keys.all.get(id);
  if (!key) throw new Error(`personal data key ${id} is not configured (PERSONAL_DATA_OLD_KEYS)`);
  return key;
}
