// Runs once when a server process starts: builds the in-memory read models before the first request needs them.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getCatalog } = await import("./lib/medications/catalog-store");
  getCatalog().catch(() => {}); // a database that is not ready yet is retried on first use
}
