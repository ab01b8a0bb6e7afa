// The Account.settings column holds the account's settings JSON: the eligibility rules at the top level and the
// pricing terms under the reserved key "contract" (their first name, kept so every stored row reads unchanged).
import {
  eligibilitySettingsSchema,
  pricingTermsSchema,
  type AccountConfig,
  type EligibilitySettings,
  type PricingTerms,
} from "./schemas";

export type AccountSettings = { eligibility: EligibilitySettings; pricingTerms: PricingTerms };

export function parseAccountSettings(json: string): AccountSettings {
  const { contract, ...eligibility } = JSON.parse(json || "{}") as Record<string, unknown>;
  return {
    eligibility: eligibilitySettingsSchema.parse(eligibility),
    pricingTerms: pricingTermsSchema.parse(contract ?? {}),
  };
}

// The stored settings with a config's changes applied; members the config leaves out keep their stored value.
export function mergeAccountSettings(
  json: string,
  config: Pick<AccountConfig, "eligibility" | "pricingTerms">,
): string {
  const stored = parseAccountSettings(json);
  const eligibility = eligibilitySettingsSchema.parse({ ...stored.eligibility, ...config.eligibility });
  const pricingTerms = pricingTermsSchema.parse({ ...stored.pricingTerms, ...config.pricingTerms });
  return JSON.stringify({ ...eligibility, contract: pricingTerms });
}
