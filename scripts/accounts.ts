// Account provisioning CLI (used by outside tooling: keep the contract exact).
//   npm run accounts -- create --name NAME [--cards people,pets] [--endpoints search,...] [--config file.json] [--json]
//   npm run accounts -- list [--json]
//   npm run accounts -- show ACCOUNT_ID
//   npm run accounts -- configure ACCOUNT_ID --config file.json
//   npm run accounts -- disable ACCOUNT_ID | enable ACCOUNT_ID
//   npm run accounts -- new-key ACCOUNT_ID [--json]
//   npm run accounts -- revoke KEY_ID_OR_PREFIX
import fs from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { CARD_TYPES, ENDPOINTS } from "../lib/accounts/permissions";
import { configureAccount } from "../lib/accounts/configure-account";
import { createAccount } from "../lib/accounts/create-account";
import { describeAccount } from "../lib/accounts/describe-account";
import { issueApiKey, revokeApiKey } from "../lib/accounts/issue-api-key";
import { listAccounts, setAccountDisabled } from "../lib/accounts/list-accounts";
import { accountConfigSchema, type AccountConfig } from "../lib/accounts/schemas";
import { db } from "../lib/db";
import { migrateDatabase } from "./lib/migrate-database";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: "string" },
    cards: { type: "string" },
    endpoints: { type: "string" },
    config: { type: "string" },
    json: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`accounts: ${message}`);
  process.exit(2);
}

function csv<T extends string>(raw: string | undefined, allowed: readonly T[], flag: string): T[] | undefined {
  if (raw === undefined) return undefined;
  const items = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.filter((i) => !(allowed as readonly string[]).includes(i));
  if (bad.length || !items.length) fail(`--${flag} takes a comma list of ${allowed.join(", ")}`);
  return [...new Set(items)] as T[];
}

function readConfig(file: string | undefined): AccountConfig | undefined {
  if (!file) return undefined;
  const parsed = accountConfigSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) fail(`--config ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function print(value: unknown): void {
  console.log(values.json ? JSON.stringify(value) : JSON.stringify(value, null, 2));
}

async function main(): Promise<void> {
  const [command, target] = positionals;
  await migrateDatabase({ quiet: true });
  switch (command) {
    case "create": {
      const config = readConfig(values.config);
      const name = values.name ?? config?.name;
      if (!name) fail("create needs --name NAME");
      const account = await createAccount({
        name,
        cardTypes: csv(values.cards, CARD_TYPES, "cards"),
        endpoints: csv(values.endpoints, ENDPOINTS, "endpoints"),
        config,
      });
      if (values.json) return print(account);
      console.log(JSON.stringify(account, null, 2));
      console.error("\nThe apiKey is shown only now: store it safely.");
      return;
    }
    case "list":
      return print(await listAccounts());
    case "show":
      if (!target) fail("show needs ACCOUNT_ID");
      return print(await describeAccount({ accountId: target }));
    case "configure": {
      if (!target) fail("configure needs ACCOUNT_ID");
      const config = readConfig(values.config) ?? {};
      if (values.name) config.name = values.name;
      const cardTypes = csv(values.cards, CARD_TYPES, "cards");
      const endpoints = csv(values.endpoints, ENDPOINTS, "endpoints");
      await configureAccount({
        accountId: target,
        config: { ...config, ...(cardTypes && { cardTypes }), ...(endpoints && { endpoints }) },
      });
      return print(await describeAccount({ accountId: target }));
    }
    case "disable":
    case "enable":
      if (!target) fail(`${command} needs ACCOUNT_ID`);
      if (!(await setAccountDisabled({ accountId: target, disabled: command === "disable" })))
        fail(`no account ${target}`);
      return print({ id: target, disabled: command === "disable" });
    case "new-key": {
      if (!target) fail("new-key needs ACCOUNT_ID");
      await describeAccount({ accountId: target });
      return print({ id: target, apiKey: await issueApiKey({ accountId: target }) });
    }
    case "revoke":
      if (!target) fail("revoke needs a key id, key prefix or the key");
      return print({ revoked: await revokeApiKey({ key: target }) });
    default:
      fail("commands: create, list, show, configure, disable, enable, new-key, revoke");
  }
}

main()
  .catch((error: unknown) => {
    // Prisma's messages start with a blank line and name the call, the cause last: the first and last lines of text.
    const lines = (error instanceof Error ? error.message : String(error)).split("\n").filter((l) => l.trim());
    console.error(`accounts: ${[...new Set([lines[0], lines.at(-1)])].filter(Boolean).join(": ") || "failed"}`);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
