// The patient web app's own account ("site"): it issues cards and prices as this account, with no API key at all,
// so the browser never holds a partner key. Created on first use, like the seeded demo account.
import "server-only";
import { changeAccounts, getAccountDirectory } from "../accounts/account-directory";
import type { ApiAccount } from "../accounts/api-account";
import { applyAccountConfig } from "../accounts/configure-account";
import { markDataChanged } from "../platform/data-version";
import { isUniqueViolation } from "../db";

export const SITE_ACCOUNT_ID = "site";

export async function ensureSiteAccount(): Promise<ApiAccount> {
  const existing = (await getAccountDirectory()).account(SITE_ACCOUNT_ID);
  if (existing) return existing;
  try {
    await changeAccounts(async (tx) => {
      await tx.account.create({
        data: { id: SITE_ACCOUNT_ID, name: "Patient web app", endpoints: "", cardTypes: "people,pets" },
      });
      await applyAccountConfig(tx, SITE_ACCOUNT_ID, {});
    });
  } catch (error) {
    // Another server process created it first: read the directory again.
    if (!isUniqueViolation(error)) throw error;
    markDataChanged("accounts");
  }
  const created = (await getAccountDirectory()).account(SITE_ACCOUNT_ID);
  if (!created) throw new Error("the site account could not be read back");
  return created;
}
