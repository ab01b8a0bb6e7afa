import { REVOCATION_DELAY_MS } from "../../lib/accounts/revocation-delay";
import { accountsCli, createTestAccount, expect, test } from "../fixtures";

// Each CLI call starts a process (about a second, more on a busy machine).
test.describe.configure({ timeout: 180_000 });

test("create --json prints the account with its apiKey; list, show, new-key, revoke and disable work", async ({
  request,
  databaseUrl,
}) => {
  const account = await createTestAccount(databaseUrl, {
    name: "CLI partner",
    cards: "pets",
    endpoints: "membership,pricing",
  });
  expect(account).toMatchObject({
    name: "CLI partner",
    cardTypes: ["pets"],
    endpoints: ["membership", "pricing"],
    apiKey: expect.stringMatching(/^rxk_[A-Za-z0-9_-]{40,}$/),
  });
  expect(account.cards.map((c) => c.type)).toEqual(["pets"]);

  const listed = JSON.parse(await accountsCli(databaseUrl, ["list", "--json"])) as { id: string; activeKeys: number }[];
  expect(listed.find((a) => a.id === account.id)).toMatchObject({ activeKeys: 1 });

  // The key is stored as a hash only: `show` lists a prefix, never the key.
  const shown = await accountsCli(databaseUrl, ["show", account.id]);
  expect(shown).not.toContain(account.apiKey);

  const { apiKey: second } = JSON.parse(await accountsCli(databaseUrl, ["new-key", account.id, "--json"]));
  expect(second).not.toBe(account.apiKey);
  const pets = (key: string) => request.get("/membership/v1/json/pets", { headers: { "x-api-key": key } });
  expect((await pets(second)).status()).toBe(200);

  // A running server drops a revoked key or a disabled account within REVOCATION_DELAY_MS (README).
  const soon = { timeout: REVOCATION_DELAY_MS * 3 };
  await accountsCli(databaseUrl, ["revoke", account.apiKey]);
  await expect.poll(async () => (await pets(account.apiKey)).status(), soon).toBe(403);
  expect((await pets(second)).status()).toBe(200);

  await accountsCli(databaseUrl, ["disable", account.id]);
  await expect.poll(async () => (await pets(second)).status(), soon).toBe(403);
  await accountsCli(databaseUrl, ["enable", account.id]);
  await expect.poll(async () => (await pets(second)).status(), soon).toBe(200);
});

test("bad flags are refused with exit code 2 and a message", async ({ databaseUrl }) => {
  await expect(accountsCli(databaseUrl, ["create", "--name", "x", "--cards", "cats"])).rejects.toMatchObject({
    code: 2,
  });
  await expect(accountsCli(databaseUrl, ["create"])).rejects.toMatchObject({ code: 2 });
  await expect(accountsCli(databaseUrl, ["create", "--name", "x", "--endpoints", "search,nope"])).rejects.toMatchObject(
    {
      code: 2,
    },
  );
});
