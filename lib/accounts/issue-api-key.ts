// Issues a new API key for an account (rotation), or revokes one by its id or display prefix.
import { db } from "../db";
import { displayPrefix, generateApiKey, hashApiKey } from "../api/api-keys";
import { newId } from "./ids";

export async function issueApiKey({ accountId }: { accountId: string }): Promise<string> {
  const apiKey = generateApiKey();
  await db.apiKey.create({
    data: { id: newId("key"), accountId, hash: hashApiKey(apiKey), prefix: displayPrefix(apiKey) },
  });
  return apiKey;
}

export async function revokeApiKey({ key }: { key: string }): Promise<number> {
  const { count } = await db.apiKey.updateMany({
    where: { OR: [{ id: key }, { prefix: key }, { hash: hashApiKey(key) }], revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}
