// Generates the Prisma client for both providers (SQLite and PostgreSQL) from the one set of models.
import { execFileSync } from "node:child_process";

const urls = { sqlite: "file:./data/app.db", postgres: "postgresql://localhost/unused" };
for (const [provider, url] of Object.entries(urls)) {
  execFileSync("npx", ["prisma", "generate", "--schema", `prisma/${provider}`], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}
