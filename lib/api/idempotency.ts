// Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header) on the POSTs that write: the first request with a
// key claims it in the database (a row per account and key: of racing requests on any server, one inserts it), runs,
// and stores its answer; a later request with the key and the same request gets that answer again for 24 hours. The
// same key with another request is 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_USE
// with Retry-After. Answers that say "try again" (429, 5xx) are not kept: the key is released for the retry.
import { createHash } from "node:crypto";
import { db, isUniqueViolation } from "../db";
import { ApiError, invalidParameter, retryLater } from "../platform/errors";
import { openValue, sealValue } from "../eligibility/personal-data";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
// A claim left unanswered this long belongs to a process that stopped mid-request: the next request takes it over.
export const ABANDONED_CLAIM_MS = 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

export const IDEMPOTENCY_ERROR_CODES = {
  invalid: "IDEMPOTENCY_KEY_INCORRECT_OR_MISSING",
  inUse: "IDEMPOTENCY_KEY_IN_USE",
  reused: "IDEMPOTENCY_KEY_REUSED",
} as const;

// 1 to 255 visible ASCII characters (a UUID, say), sent bare or as the draft's quoted string.
const KEY_FORM = /^[\x21-\x7e]{1,255}$/;

export type Claim = { accountId: string; key: string; fingerprint: string };
export type StoredAnswer = { status: number; body: object };

// `code`: the endpoint's own code of invalid requests (the eligibility check's INCORRECT_OR_MISSING_PARAMS).
export function idempotencyKeyOf(header: string | null, code?: string): string | undefined {
  if (header === null) return undefined;
  const key = header.trim().replace(/^"(.*)"$/, "$1");
  if (!KEY_FORM.test(key)) throw invalidParameter(IDEMPOTENCY_ERROR_CODES.invalid, code);
  return key;
}

// The request a key stands for: the operation and the body's JSON with its members in a fixed order (so a client
// that orders or spaces them differently on a retry sends the same request).
export function requestFingerprint(operation: string, body: unknown): string {
  return createHash("sha256").update(operation).update("\n").update(canonicalJson(body)).digest("base64url");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

// The first answer when the key was answered before (for the same request), undefined once this request holds the key.
export async function claimIdempotencyKey(claim: Claim, now = new Date()): Promise<StoredAnswer | undefined> {
  sweepExpired(now);
  const where = { accountId_key: { accountId: claim.accountId, key: claim.key } };
  for (let tries = 0; tries < 3; tries++) {
    try {
      await db.idempotentRequest.create({ data: { ...claim, createdAt: now } });
      return undefined;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await db.idempotentRequest.findUnique({ where });
    if (!row) continue; // taken over and released meanwhile
    const age = now.getTime() - row.createdAt.getTime();
    if (age >= IDEMPOTENCY_TTL_MS || (row.status === null && age >= ABANDONED_CLAIM_MS)) {
      // Expired or abandoned: removed only as it was read, so of two requests taking it over one does.
      await db.idempotentRequest.deleteMany({ where: { ...where.accountId_key, createdAt: row.createdAt } });
      continue;
    }
    if (row.fingerprint !== claim.fingerprint) {
      throw new ApiError("unprocessable", "This Idempotency-Key was already used with another request.", {
        errorCode: IDEMPOTENCY_ERROR_CODES.reused,
      });
    }
    if (row.status === null || row.answer === null || row.answerKeyId === null) break;
    const text = openValue(row.answer, rowName(claim), "answer", row.answerKeyId);
    return { status: row.status, body: JSON.parse(text) as object };
  }
  throw retryLater("conflict", "A request with this Idempotency-Key is still in progress.", 1, {
    errorCode: IDEMPOTENCY_ERROR_CODES.inUse,
  });
}

// Keeps the answer for the key's later requests, or releases the key when the answer invites a retry.
export async function settleIdempotencyKey(claim: Claim, answer: StoredAnswer): Promise<void> {
  const where = { accountId_key: { accountId: claim.accountId, key: claim.key } };
  if (answer.status === 429 || answer.status >= 500) {
    await db.idempotentRequest.deleteMany({ where: where.accountId_key });
    return;
  }
  const { sealed, keyId } = sealValue(JSON.stringify(answer.body), rowName(claim), "answer");
  await db.idempotentRequest.update({ where, data: { status: answer.status, answer: sealed, answerKeyId: keyId } });
}

const rowName = ({ accountId, key }: Pick<Claim, "accountId" | "key">) => `${accountId}\u0000${key}`;

let lastSweep = 0;
function sweepExpired(now: Date): void {
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now.getTime();
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  db.idempotentRequest.deleteMany({ where: { createdAt: { lt: cutoff } } }).catch(() => undefined);
}
