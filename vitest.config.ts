import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Outside React Server Components the marker throws; tests call server modules directly.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: [
      "lib/**/*.test.ts",
      "components/**/*.test.ts",
      "scripts/**/*.test.ts",
      "prisma/**/*.test.ts",
      "clients/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["./test-support/vitest-global-setup.ts"],
    env: { DATABASE_URL: "file:./data/vitest.db", LOG_LEVEL: "silent" },
    // Each test file in a process of its own: a V8 fatal error seen once with worker threads (tearing down a thread's
    // WebAssembly, as Prisma's query compiler is) took the whole run down.
    pool: "forks",
  },
});
