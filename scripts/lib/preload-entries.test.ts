import next from "next";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { preloadEntries } from "./preload-entries";

type Class = { prototype: Record<string, unknown> };
const require = createRequire(import.meta.url);

describe("preloadEntries", () => {
  it("runs Next.js's preload on the server behind the custom server", async () => {
    const unstable_preloadEntries = vi.fn(async () => {});
    const app = { server: { getServer: async () => ({ unstable_preloadEntries }) } };
    expect(await preloadEntries(app)).toBe(true);
    expect(unstable_preloadEntries).toHaveBeenCalledOnce();
  });

  it("is false, and throws nothing, before prepare() or when Next.js no longer has the internals", async () => {
    expect(await preloadEntries(next({ dev: false }))).toBe(false); // not prepared: its `server` getter throws
    expect(await preloadEntries({})).toBe(false);
    expect(await preloadEntries({ server: { getServer: async () => ({}) } })).toBe(false);
    const failing = {
      server: { getServer: async () => ({ unstable_preloadEntries: () => Promise.reject(new Error()) }) },
    };
    expect(await preloadEntries(failing)).toBe(true);
  });

  it("finds them in this version of Next.js", () => {
    const custom = Object.getPrototypeOf(next({ dev: false }));
    expect(typeof Object.getOwnPropertyDescriptor(custom, "server")?.get).toBe("function");
    // What the custom server's `server` is: the NextServer that next() makes with customServer: false.
    const nextServer = next({ dev: false, customServer: false }) as unknown as Record<string, unknown>;
    expect(typeof nextServer.getServer).toBe("function");
    const { default: NextNodeServer } = require("next/dist/server/next-server") as { default: Class };
    expect(typeof NextNodeServer.prototype.unstable_preloadEntries).toBe("function");
  });
});
