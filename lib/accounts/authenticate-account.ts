// Finds the enabled account behind an API key, or null: by the key's hash in the account directory, then the
// hashes compared in constant time, so timing never tells a near miss. A key the directory does not know yet (made
// by the accounts CLI in the last second) is looked up in the database, so a new key works at once.
import { db } from "../db";
import { markDataChanged } from "../platform/data-version";
import { hashApiKey, hashesMatch } from "./api-keys";
import { getAccountDirectory } from "./account-directory";
import { toApiAccount, type ApiAccount } from "./api-account";

export async function authenticateAccount(apiKey: string | null): Promise<ApiAccount | null> {
  if (!apiKey || apiKey.length > 200) return null;
  const hash = hashApiKey(apiKey);
  const known = (await getAccountDirectory()).keyHolder(hash);
  if (known) return hashesMatch(known.hash, hash) ? known.account : null;
  const key = await db.apiKey.findUnique({ where: { hash }, include: { account: true } });
  if (!key || key.revokedAt || key.account.disabledAt || !hashesMatch(key.hash, hash)) return null;
  markDataChanged("accounts"); // the directory is behind: read it again
  return toApiAccount(key.account);
}
