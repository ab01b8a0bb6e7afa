// Environment variables the app reads, parsed (and rejected with a clear message) in one place.
import { z } from "zod";

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

const envSchema = z.object({
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
});
export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`${issue.path.join(".")}: ${issue.message}`); // names the variable, never its value
}
