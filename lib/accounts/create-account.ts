// Creates a partner account with its card configurations and a first API key (the secret is returned once).
import { changeAccounts } from "./account-directory";
import { CARD_TYPES, PARTNER_ENDPOINTS, type CardType, type Endpoint } from "./permissions";
import { applyAccountConfig } from "./configure-account";
import { describeAccount, type AccountDescription } from "./describe-account";
import { newId } from "./ids";
import { addApiKey } from "./issue-api-key";
import type { AccountConfig } from "./schemas";

export type CreateAccountOptions = {
  name: string;
  id?: string;
  cardTypes?: CardType[];
  endpoints?: Endpoint[];
  config?: AccountConfig;
};

export async function createAccount(options: CreateAccountOptions): Promise<AccountDescription & { apiKey: string }> {
  const id = options.id ?? newId("acc");
  const config: AccountConfig = {
    ...options.config,
    name: options.name,
    cardTypes: options.cardTypes ?? options.config?.cardTypes ?? [...CARD_TYPES],
    endpoints: options.endpoints ?? options.config?.endpoints ?? [...PARTNER_ENDPOINTS],
  };
  const apiKey = await changeAccounts(async (tx) => {
    await tx.account.create({
      data: { id, name: options.name, endpoints: config.endpoints!.join(","), cardTypes: config.cardTypes!.join(",") },
    });
    await applyAccountConfig(tx, id, config);
    return addApiKey(tx, id);
  });
  return { ...(await describeAccount({ accountId: id })), apiKey };
}
