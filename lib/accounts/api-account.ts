// An account as the API sees it: its permissions, card types and settings, read from its row.
import { CARD_TYPES, ENDPOINTS, type CardType, type Endpoint } from "./permissions";
import { parseAccountSettings } from "./account-settings";
import type { EligibilitySettings, PricingTerms, RateLimitSettings } from "./schemas";

export type ApiAccount = {
  id: string;
  name: string;
  endpoints: Endpoint[];
  cardTypes: CardType[];
  eligibility: EligibilitySettings;
  pricingTerms: PricingTerms;
  rateLimit: RateLimitSettings;
};

export function toApiAccount(row: {
  id: string;
  name: string;
  endpoints: string;
  cardTypes: string;
  settings: string;
}): ApiAccount {
  return {
    id: row.id,
    name: row.name,
    endpoints: parseList(row.endpoints, ENDPOINTS),
    cardTypes: parseList(row.cardTypes, CARD_TYPES),
    ...parseAccountSettings(row.settings),
  };
}

function parseList<T extends string>(csv: string, allowed: readonly T[]): T[] {
  return csv.split(",").filter((v): v is T => (allowed as readonly string[]).includes(v));
}
