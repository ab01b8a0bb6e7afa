// The environment, read in this module only and parsed by zod: each variable's default and rule in one place, and a
// bad value fails with its name. Parsed on first use and kept (a test that points DATABASE_URL at a database file of
// its own sets it before that first use).
import { z } from "zod";
import { resolveDatabaseUrl } from "./platform/database-url";

// Unset and empty are the same.
const text = z
  .string()
  .optional()
  .transform((v) => v || undefined);
const trimmed = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
// A 256-bit key: 64 hex digits, or 32 bytes in base64.
const key256 = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
    if (bytes.length !== 32 || (!/^[0-9a-f]{64}$/i.test(text) && bytes.toString("base64") !== text)) {
      ctx.addIssue({ code: "custom", message: "must be 32 bytes: 64 hex digits or 44 base64 characters" });
      return z.NEVER;
    }
    return bytes;
  });

const WALLET_VARIABLES = [
  "PASSKIT_CERT_PEM",
  "PASSKIT_KEY_PEM",
  "PASSKIT_WWDR_PEM",
  "PASSKIT_KEY_PASSPHRASE",
  "PASSKIT_PASS_TYPE_ID",
  "PASSKIT_TEAM_ID",
  "GOOGLE_WALLET_ISSUER_ID",
  "GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL",
  "GOOGLE_WALLET_PRIVATE_KEY_PEM",
] as const;

const boundedInteger = (fallback: number, min: number, max: number) =>
  trimmed.transform((v, ctx) => {
    const n = v === undefined ? fallback : Number(v);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    ctx.addIssue({ code: "custom", message: `an integer from ${min} to ${max}` });
    return z.NEVER;
  });
const poolSize = (fallback: number) => boundedInteger(fallback, 1, 1000);

const serverEnv = z.object({
  // A file: path (SQLite, the default file:./data/app.db) or a postgresql:// URL.
  DATABASE_URL: z.string().optional().transform(resolveDatabaseUrl),
  DATABASE_POOL_SIZE: poolSize(10),
  DATABASE_READ_POOL_SIZE: poolSize(4),
  // Shared by every server and the eligibility CLI; without it a random key is kept in data/person-hash.key.
  PERSON_HASH_KEY: text.refine(
    (v) => v === undefined || v.length >= 32,
    "PERSON_HASH_KEY must be at least 32 characters",
  ),
  // The key that encrypts enrollment personal data; unset: a random key in data/personal-data.key.
  PERSONAL_DATA_KEY: key256.optional().or(z.literal("").transform(() => undefined)),
  // Earlier keys, comma-separated: rows they encrypted are still read, and re-encrypted by `npm run db:migrate`.
  PERSONAL_DATA_OLD_KEYS: z
    .string()
    .optional()
    .transform((list, ctx) =>
      (list ?? "")
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean)
        .map((k) => {
          const parsed = key256.safeParse(k);
          if (!parsed.success) ctx.addIssue({ code: "custom", message: "each key must be 32 bytes (hex or base64)" });
          return parsed.data ?? Buffer.alloc(0);
        }),
    ),
  LOG_LEVEL: trimmed,
  // "production" under `npm start` and the tests' servers; the site registers its service worker only then.
  NODE_ENV: z.enum(["development", "production", "test"]).catch("development"),
  // The address partners call the API at (https://api.example.com): the absolute `servers` entry of /openapi.json.
  PUBLIC_URL: trimmed.pipe(
    z
      .url({ protocol: /^https?$/, error: "an http(s) URL such as https://api.example.com" })
      .transform((u) => u.replace(/\/+$/, ""))
      .default("http://localhost:3000"),
  ),
  // The HTTP server's limits (lib/api/server/server-limits.ts says why these defaults; docs/operators.md).
  HTTP_HEADERS_TIMEOUT_MS: boundedInteger(10_000, 1_000, 600_000),
  HTTP_REQUEST_TIMEOUT_MS: boundedInteger(15_000, 1_000, 600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: boundedInteger(5_000, 1_000, 600_000),
  HTTP_MAX_CONNECTIONS: boundedInteger(1_000, 1, 100_000),
  // Addresses and CIDR ranges of the proxies in front of the servers: only their X-Forwarded-For/-Proto are believed.
  TRUST_PROXY: trimmed,
  npm_package_version: z.string().default("0.1.0"),
  // Store map tiles, read at request time so one build serves any provider.
  NEXT_PUBLIC_TILE_URL: trimmed,
  NEXT_PUBLIC_TILE_ATTRIBUTION: trimmed,
  NEXT_PUBLIC_PMTILES_URL: trimmed,
  // The pharmacy help desk the card's pharmacist view shows (lib/site/help-desk-phone.ts checks its form).
  PHARMACY_HELP_DESK_PHONE: trimmed,
  // Set by `npm start`'s launcher for the server processes it forks: the SQLite file whose checkpoints it runs
  // (lib/platform/sqlite-checkpoints.ts); never set by hand.
  SQLITE_CHECKPOINTS_BY_LAUNCHER: trimmed,
});
const walletEnv = z.object(Object.fromEntries(WALLET_VARIABLES.map((name) => [name, z.string().optional()])));

export type Env = z.output<typeof serverEnv> & {
  wallet: Partial<Record<(typeof WALLET_VARIABLES)[number], string>>;
};

// Parses a set of variables; a bad one throws with its name, never its value.
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = serverEnv.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${issue?.path.join(".")}: ${issue?.message}`);
  }
  return { ...result.data, wallet: walletEnv.parse(source) as Env["wallet"] };
}

let parsed: Env | undefined;

// The process's environment, parsed on first use.
export function env(): Env {
  return (parsed ??= parseEnv(process.env));
}
