// The Account.settings column holds the account's settings JSON: the eligibility rules at the top level, the
// pricing terms under the reserved key "contract" (their first name, kept so every stored row reads unchanged) and
// the request rate of its keys under "rateLimit".
import {
  eligibilitySettingsSchema,
  pricingTermsSchema,
  rateLimitSettingsSchema,
  type AccountConfig,
  type EligibilitySettings,
  type PricingTerms,
  type RateLimitSettings,
} from "./schemas";

export type AccountSettings = {
  eligibility: EligibilitySettings;
  pricingTerms: PricingTerms;
  rateLimit: RateLimitSettings;
};

export function parseAccountSettings(json: string): AccountSettings {
  const { contract, rateLimit, ...eligibility } = JSON.parse(json || "{}") as Record<string, unknown>;
  return {
    eligibility: eligibilitySettingsSchema.parse(eligibility),
    pricingTerms: pricingTermsSchema.parse(contract ?? {}),
    rateLimit: rateLimitSettingsSchema.parse(rateLimit ?? {}),
  };
}

// The stored settings with a config's changes applied; members the config leaves out keep their stored value.
export function mergeAccountSettings(
  json: string,
  config: Pick<AccountConfig, "eligibility" | "pricingTerms" | "rateLimit">,
): string {
  const stored = parseAccountSettings(json);
  const eligibility = eligibilitySettingsSchema.parse({ ...stored.eligibility, ...config.eligibility });
  const pricingTerms = pricingTermsSchema.parse({ ...stored.pricingTerms, ...config.pricingTerms });
  const rateLimit = rateLimitSettingsSchema.parse({ ...stored.rateLimit, ...config.rateLimit });
  return JSON.stringify({ ...eligibility, contract: pricingTerms, rateLimit });
}
