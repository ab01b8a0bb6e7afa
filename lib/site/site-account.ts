// The patient web app's own account ("site"): it issues cards and prices as this account, with no API key at all,
// so the browser never holds a partner key. Created on first use, like the seeded demo account.
import { toApiAccount, type ApiAccount } from "../accounts/authenticate-account";
import { applyAccountConfig } from "../accounts/configure-account";
import { db } from "../db";

export const SITE_ACCOUNT_ID = "site";

// Settings (contract, card configurations) change rarely, through the accounts CLI; a minute's delay is fine.
const REFRESH_MS = 60_000;
let cached: { at: number; account: Promise<ApiAccount> } | undefined;

export function ensureSiteAccount(): Promise<ApiAccount> {
  if (!cached || Date.now() - cached.at > REFRESH_MS) {
    const account = readOrCreateSiteAccount();
    cached = { at: Date.now(), account };
    account.catch(() => (cached = undefined));
  }
  return cached.account;
}

async function readOrCreateSiteAccount(): Promise<ApiAccount> {
  const existing = await db.account.findUnique({ where: { id: SITE_ACCOUNT_ID } });
  if (existing) return toApiAccount(existing);
  try {
    await db.$transaction(async (tx) => {
      await tx.account.create({
        data: { id: SITE_ACCOUNT_ID, name: "Patient web app", endpoints: "", cardTypes: "people,pets" },
      });
      await applyAccountConfig(tx, SITE_ACCOUNT_ID, {});
    });
  } catch (error) {
    // Another server process created it first.
    if ((error as { code?: string }).code !== "P2002") throw error;
  }
  return toApiAccount(await db.account.findUniqueOrThrow({ where: { id: SITE_ACCOUNT_ID } }));
}
