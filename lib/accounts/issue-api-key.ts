// Issues a new API key for an account (rotation), or revokes one by its id or display prefix.
import { changeAccounts, type AccountsTx as Tx } from "./account-directory";
import { displayPrefix, generateApiKey, hashApiKey } from "./api-keys";
import { newId } from "./ids";

export async function issueApiKey({ accountId }: { accountId: string }): Promise<string> {
  return changeAccounts((tx) => addApiKey(tx, accountId));
}

export async function addApiKey(tx: Tx, accountId: string): Promise<string> {
  const apiKey = generateApiKey();
  await tx.apiKey.create({
    data: { id: newId("key"), accountId, hash: hashApiKey(apiKey), prefix: displayPrefix(apiKey) },
  });
  return apiKey;
}

export async function revokeApiKey({ key }: { key: string }): Promise<number> {
  const { count } = await changeAccounts((tx) =>
    tx.apiKey.updateMany({
      where: { OR: [{ id: key }, { prefix: key }, { hash: hashApiKey(key) }], revokedAt: null },
      data: { revokedAt: new Date() },
    }),
  );
  return count;
}
