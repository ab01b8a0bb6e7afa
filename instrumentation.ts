// Runs once when a server process starts: builds the in-memory read models before the first request needs them.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ getCatalog }, { loadNetworkIndex }, { loadNdcCosts }, { getAccountDirectory }] = await Promise.all([
    import("./lib/medications/catalog-index"),
    import("./lib/pharmacies/network-index"),
    import("./lib/pricing/ndc-costs"),
    import("./lib/accounts/account-directory"),
  ]);
  // A database that is not ready yet is simply retried on first use.
  for (const load of [getCatalog, loadNetworkIndex, loadNdcCosts, getAccountDirectory]) load().catch(() => {});
}
