// Stopping a server (SIGTERM, as a deployment or `npm start`'s launcher does) loses nothing it took: it finishes its
// requests and writes the searches it counted in memory (flushed once a second otherwise) before it exits with 0.
// A server of its own, started here on the SQLite test database beside the suite's.
import { spawn } from "node:child_process";
import net from "node:net";
import { sql } from "../database";
import { expect, test } from "../fixtures";

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const today = () => new Date().toISOString().slice(0, 10);

test("a server stopped with SIGTERM writes the searches it counted and exits with 0", async ({
  databaseUrl,
  account,
}) => {
  test.skip(!databaseUrl.startsWith("file:"), "one run is enough: the flush is the same SQL on both databases");
  test.setTimeout(180_000);
  const port = await freePort();
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SKIP_BUILD: "1",
      NODE_ENV: "production",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "silent",
    },
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 150_000 })
      .toBe(200);
    const counted = async () =>
      Number(
        (
          await sql<{ count: number }>(
            databaseUrl,
            `SELECT "count" FROM "SearchCount" WHERE "day" = $1 AND "slug" = $2`,
            [today(), "qvar"],
          )
        )[0]?.count ?? 0,
      );
    const before = await counted();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/search/v1/?query=qvar`, { headers: { "x-api-key": account.apiKey } });
      expect(res.status).toBe(200);
      expect((await res.json()).results[0].slug).toBe("qvar");
    }
    process.kill(-server.pid!, "SIGTERM"); // at once: within the second before the searches' flush
    expect(await exited).toBe(0);
    expect(await counted()).toBe(before + 3);
  } finally {
    if (server.exitCode === null) process.kill(-server.pid!, "SIGKILL");
  }
});
