// Shared Playwright fixtures: each spec makes its own account through the accounts CLI (the provisioning contract).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { test as base, expect } from "@playwright/test";

const run = promisify(execFile);

// secondBaseURL: another server process over the same database (the two-servers project).
export type E2eOptions = { databaseUrl: string; secondBaseURL: string };

export type TestAccount = {
  id: string;
  apiKey: string;
  cards: {
    type: "people" | "pets";
    configId: string;
    bin: string;
    pcn: string;
    group: string;
    memberIdFormat: string;
  }[];
  coBrands: { accessCode: string; name: string; cards: TestAccount["cards"] }[];
};

export type AccountOptions = { name?: string; cards?: string; endpoints?: string; config?: object };

export async function accountsCli(databaseUrl: string, args: string[]): Promise<string> {
  const { stdout } = await run("node_modules/.bin/tsx", ["scripts/accounts.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return stdout;
}

export async function createTestAccount(databaseUrl: string, options: AccountOptions = {}): Promise<TestAccount> {
  const args = ["create", "--name", options.name ?? "e2e partner", "--json"];
  if (options.cards) args.push("--cards", options.cards);
  if (options.endpoints) args.push("--endpoints", options.endpoints);
  if (options.config) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "acct-")), "config.json");
    fs.writeFileSync(file, JSON.stringify(options.config));
    args.push("--config", file);
  }
  return JSON.parse(await accountsCli(databaseUrl, args)) as TestAccount;
}

export const test = base.extend<{ account: TestAccount }, E2eOptions>({
  databaseUrl: ["file:./data/e2e.db", { option: true, scope: "worker" }],
  secondBaseURL: ["", { option: true, scope: "worker" }],
  account: async ({ databaseUrl }, provide) => provide(await createTestAccount(databaseUrl)),
});

export { expect };
