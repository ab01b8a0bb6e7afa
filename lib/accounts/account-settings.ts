// The Account.settings column holds the account's settings JSON: the eligibility rules at the top level and the
// pricing contract under the reserved key "contract".
import {
  contractSettingsSchema,
  eligibilitySettingsSchema,
  type AccountConfig,
  type ContractSettings,
  type EligibilitySettings,
} from "./schemas";

export type AccountSettings = { eligibility: EligibilitySettings; contract: ContractSettings };

export function parseAccountSettings(json: string): AccountSettings {
  const { contract, ...eligibility } = JSON.parse(json || "{}") as Record<string, unknown>;
  return {
    eligibility: eligibilitySettingsSchema.parse(eligibility),
    contract: contractSettingsSchema.parse(contract ?? {}),
  };
}

// The stored settings with a config's changes applied; members the config leaves out keep their stored value.
export function mergeAccountSettings(json: string, config: Pick<AccountConfig, "eligibility" | "contract">): string {
  const stored = parseAccountSettings(json);
  const eligibility = eligibilitySettingsSchema.parse({ ...stored.eligibility, ...config.eligibility });
  const contract = contractSettingsSchema.parse({ ...stored.contract, ...config.contract });
  return JSON.stringify({ ...eligibility, contract });
}
