import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "prisma/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./test-support/vitest-global-setup.ts"],
    env: { DATABASE_URL: "file:./data/vitest.db", LOG_LEVEL: "silent" },
    pool: "threads",
  },
});
