// Next.js's preload of every page's and route's module, started by a server process once it is ready (scripts/serve.ts)
// instead of by Next.js at start (`preloadEntriesOnStart: false` in next.config.ts), where it competed with the read
// models for the one thread. Through Next.js's internals (the custom server's `server`, NextServer's getServer,
// NextNodeServer's unstable_preloadEntries): should a Next.js upgrade drop any of them, nothing is preloaded and each
// module loads on first use, as Next.js does for any module not loaded yet.
type NodeServer = { unstable_preloadEntries?: () => Promise<void> };
type CustomServer = { server?: { getServer?: () => Promise<NodeServer> } };

export async function preloadEntries(nextApp: unknown): Promise<boolean> {
  let wrapper: CustomServer["server"];
  try {
    wrapper = (nextApp as CustomServer).server; // a getter that throws before prepare()
  } catch {
    return false;
  }
  const server = await wrapper?.getServer?.();
  if (!server?.unstable_preloadEntries) return false;
  await server.unstable_preloadEntries().catch(() => {}); // as Next.js's own preload: a page that fails loads on use
  return true;
}
