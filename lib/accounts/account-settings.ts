// The Account.settings column holds the account's settings JSON: the eligibility rules at the top level, the
// pricing contract under the reserved key "contract" and the request rate of its keys under "rateLimit".
import {
  contractSettingsSchema,
  eligibilitySettingsSchema,
  rateLimitSettingsSchema,
  type AccountConfig,
  type ContractSettings,
  type EligibilitySettings,
  type RateLimitSettings,
} from "./schemas";

export type AccountSettings = {
  eligibility: EligibilitySettings;
  contract: ContractSettings;
  rateLimit: RateLimitSettings;
};

export function parseAccountSettings(json: string): AccountSettings {
  const { contract, rateLimit, ...eligibility } = JSON.parse(json || "{}") as Record<string, unknown>;
  return {
    eligibility: eligibilitySettingsSchema.parse(eligibility),
    contract: contractSettingsSchema.parse(contract ?? {}),
    rateLimit: rateLimitSettingsSchema.parse(rateLimit ?? {}),
  };
}

// The stored settings with a config's changes applied; members the config leaves out keep their stored value.
export function mergeAccountSettings(
  json: string,
  config: Pick<AccountConfig, "eligibility" | "contract" | "rateLimit">,
): string {
  const stored = parseAccountSettings(json);
  const eligibility = eligibilitySettingsSchema.parse({ ...stored.eligibility, ...config.eligibility });
  const contract = contractSettingsSchema.parse({ ...stored.contract, ...config.contract });
  const rateLimit = rateLimitSettingsSchema.parse({ ...stored.rateLimit, ...config.rateLimit });
  return JSON.stringify({ ...eligibility, contract, rateLimit });
}
