// Playwright: the HTTP API (on SQLite and on PostgreSQL) and the browser flows, against the production server (`npm start`: scripts/start.mjs).
import { defineConfig, devices } from "@playwright/test";
import type { E2eOptions } from "./e2e/fixtures";

const sqliteUrl = process.env.E2E_SQLITE_URL ?? "file:./data/e2e.db";
const postgresUrl = process.env.E2E_POSTGRES_URL;
// E2E_PORT lets two runs (say, a developer's and a CI rehearsal) share a machine.
const SQLITE_PORT = Number(process.env.E2E_PORT ?? 3100);
const POSTGRES_PORT = SQLITE_PORT + 1;
// A second server process over the same PostgreSQL database: the deployment of more than one machine.
const SECOND_POSTGRES_PORT = SQLITE_PORT + 2;

function server(port: number, databaseUrl: string, name: string) {
  return {
    command: `node_modules/.bin/node scripts/start.mjs > test-results/server-${name}.log 2>&1`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000, // a fresh database loads the catalog and network seeds first
    // One server process: answer caches and read models are per process, and the suites assert cache hits.
    env: {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SKIP_BUILD: "1",
      NODE_ENV: "production",
      PHARMACY_HELP_DESK_PHONE: "(800) 555-0100", // a 555-01xx number: reserved for fiction
      WEB_CONCURRENCY: "1",
      // The tests stand in for a proxy on this host: their X-Forwarded-For/-Proto say which client and scheme.
      TRUST_PROXY: "127.0.0.1, ::1",
    },
  };
}

export default defineConfig<E2eOptions>({
  testDir: "e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: { trace: "retain-on-failure" },
  webServer: [
    server(SQLITE_PORT, sqliteUrl, "sqlite"),
    // Started one after another: the second finds the database migrated and seeded by the first.
    ...(postgresUrl
      ? [server(POSTGRES_PORT, postgresUrl, "postgres"), server(SECOND_POSTGRES_PORT, postgresUrl, "postgres-2")]
      : []),
  ],
  projects: [
    {
      name: "api-sqlite",
      testDir: "e2e/api",
      use: { baseURL: `http://127.0.0.1:${SQLITE_PORT}`, databaseUrl: sqliteUrl },
    },
    ...(postgresUrl
      ? [
          {
            name: "api-postgres",
            testDir: "e2e/api",
            use: { baseURL: `http://127.0.0.1:${POSTGRES_PORT}`, databaseUrl: postgresUrl },
          },
          {
            name: "two-servers",
            testDir: "e2e/two-servers",
            use: {
              baseURL: `http://127.0.0.1:${POSTGRES_PORT}`,
              secondBaseURL: `http://127.0.0.1:${SECOND_POSTGRES_PORT}`,
              databaseUrl: postgresUrl,
            },
          },
        ]
      : []),
    {
      name: "ui",
      testDir: "e2e/ui",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${SQLITE_PORT}`,
        databaseUrl: sqliteUrl,
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: ["--disable-gpu", "--disable-quic", "--disable-sync", "--disable-background-networking"],
        },
      },
    },
  ],
});
