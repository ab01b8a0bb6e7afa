// The accounts, their API keys and card configurations as an in-memory read model: every API request needs its
// account, and eligibility, enrollment and membership need card configurations, so none of that costs a query.
// The accounts CLI changes them in transactions that bump the "accounts" data version (changeAccounts); a running
// server reads the version at most once per REVOCATION_DELAY_MS, so a disabled account or revoked key stops working
// within that time (a new key works at once: see authenticateAccount).
import { db } from "../db";
import { bumpDataVersion, markDataChanged, versionedCache } from "../platform/data-version";
import { readRows } from "../platform/read-rows";
import type { CardType } from "./permissions";
import { toApiAccount, type ApiAccount } from "./api-account";
import { REVOCATION_DELAY_MS } from "./revocation-delay";

export type CardConfigRecord = Awaited<ReturnType<typeof db.cardConfig.findMany>>[number];

export type AccountDirectory = {
  // The enabled account of a key that is not revoked, by the key's hash.
  keyHolder(hash: string): { hash: string; account: ApiAccount } | undefined;
  account(id: string): ApiAccount | undefined;
  cardConfigByGroup(group: string): CardConfigRecord | undefined;
  // An account's card configurations (its own and its co-brands'), oldest first.
  cardConfigsOf(accountId: string): CardConfigRecord[];
  coBrandId(accountId: string, accessCode: string): string | undefined;
};

// Read through the driver (lib/platform/read-rows.ts), as the other read models: a server process is ready before
// Prisma's client makes its first connection.
async function readDirectory(): Promise<AccountDirectory> {
  const [accounts, keys, configRows, coBrands] = await Promise.all([
    readRows<{ id: string; name: string; endpoints: string; cardTypes: string; settings: string; disabledAt: unknown }>(
      `SELECT id, name, endpoints, "cardTypes", settings, "disabledAt" FROM "Account"`,
    ),
    readRows<{ hash: string; accountId: string }>(`SELECT hash, "accountId" FROM "ApiKey" WHERE "revokedAt" IS NULL`),
    readRows<Omit<CardConfigRecord, "createdAt" | "memberIdDigits"> & { createdAt: unknown; memberIdDigits: unknown }>(
      `SELECT id, "accountId", "coBrandId", "cardType", bin, pcn, "group", "memberIdPrefix", "memberIdDigits",
       "createdAt" FROM "CardConfig" ORDER BY "createdAt", id`,
    ),
    readRows<{ id: string; accountId: string; accessCode: string }>(
      `SELECT id, "accountId", "accessCode" FROM "CoBrand"`,
    ),
  ]);
  // As Prisma gives them: a date (SQLite keeps ISO text, PostgreSQL a timestamp) and a number (not a bigint).
  const configs: CardConfigRecord[] = configRows.map((c) => ({
    ...c,
    createdAt: new Date(c.createdAt as string | Date),
    memberIdDigits: Number(c.memberIdDigits),
  }));
  const byId = new Map(accounts.map((row) => [row.id, { row, account: toApiAccount(row) }]));
  const byKeyHash = new Map<string, { hash: string; account: ApiAccount }>();
  for (const key of keys) {
    const entry = byId.get(key.accountId);
    if (entry && !entry.row.disabledAt) byKeyHash.set(key.hash, { hash: key.hash, account: entry.account });
  }
  const byGroup = new Map(configs.map((c) => [c.group, c]));
  const byAccount = new Map<string, CardConfigRecord[]>();
  for (const config of configs) byAccount.set(config.accountId, [...(byAccount.get(config.accountId) ?? []), config]);
  const coBrandIds = new Map(coBrands.map((c) => [`${c.accountId}\u0000${c.accessCode}`, c.id]));
  return {
    keyHolder: (hash) => byKeyHash.get(hash),
    account: (id) => byId.get(id)?.account,
    cardConfigByGroup: (group) => byGroup.get(group),
    cardConfigsOf: (accountId) => byAccount.get(accountId) ?? [],
    coBrandId: (accountId, accessCode) => coBrandIds.get(`${accountId}\u0000${accessCode}`),
  };
}

export const getAccountDirectory = versionedCache("accounts", "accounts", readDirectory, REVOCATION_DELAY_MS, {
  waitForCheck: true,
});

export type AccountsTx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

// Every change to accounts, keys, co-brands or card configurations goes through here: one transaction that also
// bumps the version, and this process's directory is reread once it commits.
export async function changeAccounts<T>(change: (tx: AccountsTx) => Promise<T>): Promise<T> {
  // An operator's change, rare and small: it may wait for the database and run longer than Prisma's defaults (2 s to
  // start, 5 s to finish), which a busy machine exceeds (the accounts CLI then failed with an expired transaction).
  const result = await db.$transaction(
    async (tx) => {
      const value = await change(tx);
      await bumpDataVersion(tx, "accounts");
      return value;
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
  markDataChanged("accounts");
  return result;
}

// The card configuration of a group; one the directory does not know yet (made by the accounts CLI in the last
// second) is looked up in the database, so a new group is recognised at once.
export async function findCardConfig(group: string): Promise<CardConfigRecord | undefined> {
  const known = (await getAccountDirectory()).cardConfigByGroup(group);
  if (known) return known;
  const row = await db.cardConfig.findUnique({ where: { group } });
  if (row) markDataChanged("accounts");
  return row ?? undefined;
}

export function cardConfigFor(configs: CardConfigRecord[], cardType: CardType, coBrandId: string | null) {
  return configs.find((c) => c.cardType === cardType && c.coBrandId === coBrandId);
}
