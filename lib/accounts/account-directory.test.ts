// Integration: the in-memory account directory follows changes at once in this process, and within
// REVOCATION_DELAY_MS when another process (the accounts CLI) makes them.
import { describe, expect, it } from "vitest";
import { db } from "../db";
import { bumpDataVersion } from "../platform/data-version";
import { displayPrefix, generateApiKey, hashApiKey } from "./api-keys";
import { getAccountDirectory } from "./account-directory";
import { authenticateAccount } from "./authenticate-account";
import { configureAccount } from "./configure-account";
import { createAccount } from "./create-account";
import { issueApiKey, revokeApiKey } from "./issue-api-key";
import { setAccountDisabled } from "./list-accounts";
import { REVOCATION_DELAY_MS } from "./revocation-delay";

// What the accounts CLI does from its own process: the change and the version bump, with no message to this one.
async function changeFromAnotherProcess(change: () => Promise<unknown>) {
  await change();
  await bumpDataVersion(db, "accounts");
}

describe("account directory", () => {
  it("knows a new key, a rotated key and a revoked key at once when this process makes the change", async () => {
    const { id, apiKey } = await createAccount({ name: "directory test" });
    expect((await authenticateAccount(apiKey))?.id).toBe(id);
    const second = await issueApiKey({ accountId: id });
    expect((await authenticateAccount(second))?.id).toBe(id);
    expect(await revokeApiKey({ key: apiKey })).toBe(1);
    expect(await authenticateAccount(apiKey)).toBeNull();
    expect((await authenticateAccount(second))?.id).toBe(id);
    await setAccountDisabled({ accountId: id, disabled: true });
    expect(await authenticateAccount(second)).toBeNull();
    await setAccountDisabled({ accountId: id, disabled: false });
    expect((await authenticateAccount(second))?.id).toBe(id);
  });

  it("drops a key revoked by another process within the revocation delay", async () => {
    const { apiKey } = await createAccount({ name: "directory test, other process" });
    expect(await authenticateAccount(apiKey)).not.toBeNull();
    await changeFromAnotherProcess(() =>
      db.apiKey.updateMany({ where: { hash: hashApiKey(apiKey) }, data: { revokedAt: new Date() } }),
    );
    const started = Date.now();
    while ((await authenticateAccount(apiKey)) !== null) {
      expect(Date.now() - started).toBeLessThan(REVOCATION_DELAY_MS + 500);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - started).toBeLessThan(REVOCATION_DELAY_MS + 500);
  });

  it("refuses a key disabled by another process on the first request after the revocation delay", async () => {
    const { id, apiKey } = await createAccount({ name: "directory test, first request after the delay" });
    expect(await authenticateAccount(apiKey)).not.toBeNull();
    await changeFromAnotherProcess(() => db.account.update({ where: { id }, data: { disabledAt: new Date() } }));
    await new Promise((resolve) => setTimeout(resolve, REVOCATION_DELAY_MS + 50));
    expect(await authenticateAccount(apiKey)).toBeNull(); // not the directory read before the delay, served meanwhile
  });

  it("answers card configurations by group and by account, co-brands included, oldest first", async () => {
    const { id } = await createAccount({ name: "directory test, cards", cardTypes: ["people", "pets"] });
    await configureAccount({ accountId: id, config: { coBrands: [{ accessCode: "CLINIC1", name: "Clinic" }] } });
    const directory = await getAccountDirectory();
    const configs = directory.cardConfigsOf(id);
    expect(configs.map((c) => [c.cardType, c.coBrandId === null])).toEqual([
      ["people", true],
      ["pets", true],
      ["people", false],
      ["pets", false],
    ]);
    expect(directory.cardConfigByGroup(configs[0]!.group)?.id).toBe(configs[0]!.id);
    expect(directory.coBrandId(id, "CLINIC1")).toBe(configs[2]!.coBrandId);
    expect(directory.coBrandId(id, "UNKNOWN")).toBeUndefined();
  });

  it("accepts a key another process made a moment ago, before the directory rereads the version", async () => {
    const { id } = await createAccount({ name: "directory test, new key" });
    await getAccountDirectory();
    const apiKey = generateApiKey();
    await changeFromAnotherProcess(() =>
      db.apiKey.create({
        data: { id: `key_${id}`, accountId: id, hash: hashApiKey(apiKey), prefix: displayPrefix(apiKey) },
      }),
    );
    expect((await authenticateAccount(apiKey))?.id).toBe(id);
    expect((await getAccountDirectory()).keyHolder(hashApiKey(apiKey))?.account.id).toBe(id);
  });

  it("has no key for an unknown, empty or oversized value", async () => {
    expect(await authenticateAccount(null)).toBeNull();
    expect(await authenticateAccount("")).toBeNull();
    expect(await authenticateAccount("rxk_unknown")).toBeNull();
    expect(await authenticateAccount("x".repeat(201))).toBeNull();
  });
});
