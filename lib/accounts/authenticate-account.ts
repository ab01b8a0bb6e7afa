// Finds the enabled account behind an API key (by the key's hash), or null.
import { db } from "../db";
import { hashApiKey, hashesMatch } from "../api/api-keys";
import { CARD_TYPES, ENDPOINTS, type CardType, type Endpoint } from "../api/permissions";
import { parseAccountSettings } from "./account-settings";
import type { ContractSettings, EligibilitySettings } from "./schemas";

export type ApiAccount = {
  id: string;
  name: string;
  endpoints: Endpoint[];
  cardTypes: CardType[];
  eligibility: EligibilitySettings;
  contract: ContractSettings;
};

export async function authenticateAccount(apiKey: string | null): Promise<ApiAccount | null> {
  if (!apiKey || apiKey.length > 200) return null;
  const hash = hashApiKey(apiKey);
  const key = await db.apiKey.findUnique({ where: { hash }, include: { account: true } });
  if (!key || key.revokedAt || key.account.disabledAt || !hashesMatch(key.hash, hash)) return null;
  return toApiAccount(key.account);
}

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
