// Account settings: what a partner account may call, its card configurations, co-brands and eligibility rules.
import { z } from "zod";
import { CARD_TYPES, ENDPOINTS } from "./permissions";

const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI".split(
    " ",
  ),
);
export function isUsState(code: string): boolean {
  return US_STATES.has(code);
}

// The eligibility rules the account's key switches on (spec 4.5: "the key configures the validations").
export const eligibilitySettingsSchema = z
  .object({
    requirePrescriber: z.boolean().default(false),
    rejectAgeOver64: z.boolean().default(false),
    excludedStates: z.array(z.string().refine(isUsState, "not a US state code")).default([]),
    memberLimitPerCard: z.number().int().positive().nullable().default(null),
    requireEnrollment: z.boolean().default(true),
    rejectFederalCoverage: z.boolean().default(true),
  })
  .strict();
export type EligibilitySettings = z.infer<typeof eligibilitySettingsSchema>;

// The account's pricing terms: whether they include Featured Brand medications (spec 2.4) and the special programs the
// account takes part in (spec 2.1 dose[].program). Stored in the Account settings JSON under "contract" (account-settings.ts).
export const pricingTermsSchema = z
  .object({
    featuredBrands: z.boolean().default(false),
    programs: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)).default([]),
  })
  .strict();
export type PricingTerms = z.infer<typeof pricingTermsSchema>;

// The most requests per second each of the account's API keys may make (in each server process), and how many may
// come at once after a quiet spell (default: one second's worth). Null: no limit. Stored under "rateLimit".
export const rateLimitSettingsSchema = z
  .object({
    requestsPerSecond: z.number().positive().max(100_000).nullable().default(null),
    burst: z.int().min(1).max(100_000).nullable().default(null),
  })
  .strict();
export type RateLimitSettings = z.infer<typeof rateLimitSettingsSchema>;

const cardSettingsSchema = z
  .object({
    bin: z
      .string()
      .regex(/^\d{6}$/, "BIN is 6 digits")
      .optional(),
    pcn: z
      .string()
      .regex(/^[A-Za-z0-9]{1,10}$/, "PCN is 1-10 letters or digits")
      .optional(),
    group: z
      .string()
      .regex(/^[A-Z0-9]{4,15}$/, "group is 4-15 capital letters or digits")
      .optional(),
    memberIdPrefix: z
      .string()
      .regex(/^[A-Z]{0,4}$/, "member-id prefix is up to 4 capital letters")
      .optional(),
    memberIdDigits: z.number().int().min(8).max(14).optional(),
  })
  .strict();
export type CardSettings = z.infer<typeof cardSettingsSchema>;

const cardsSchema = z.object({ people: cardSettingsSchema.optional(), pets: cardSettingsSchema.optional() }).strict();

// `--config file.json` of the accounts CLI; every member optional.
export const accountConfigSchema = z
  .object({
    name: z.string().min(1).max(100).optional(),
    cardTypes: z.array(z.enum(CARD_TYPES)).min(1).optional(),
    endpoints: z.array(z.enum(ENDPOINTS)).min(1).optional(),
    cards: cardsSchema.optional(),
    coBrands: z
      .array(
        z
          .object({
            accessCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
            name: z.string().min(1).max(100),
            cards: cardsSchema.optional(),
          })
          .strict(),
      )
      .optional(),
    eligibility: eligibilitySettingsSchema.partial().optional(),
    pricingTerms: pricingTermsSchema.partial().optional(),
    contract: pricingTermsSchema.partial().optional(), // the first name of pricingTerms, still accepted
    rateLimit: rateLimitSettingsSchema.partial().optional(),
  })
  .strict()
  .transform(({ contract, ...config }) =>
    contract && !config.pricingTerms ? { ...config, pricingTerms: contract } : config,
  );
export type AccountConfig = z.output<typeof accountConfigSchema>;

// Routing defaults for new card configurations. BIN and PCN are placeholders an operator replaces with the
// processor's real values (--config); the member-id format is prefix + digits, the last digit a Luhn check.
export const CARD_DEFAULTS = {
  people: { bin: "019901", pcn: "RXCARD", memberIdPrefix: "RX", memberIdDigits: 10 },
  pets: { bin: "019902", pcn: "PETCARD", memberIdPrefix: "PT", memberIdDigits: 10 },
} as const;
