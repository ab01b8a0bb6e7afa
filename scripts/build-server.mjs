// The production build, plain JavaScript so that `npm start` needs no TypeScript compiler at run time: the app
// (`next build`) when its sources changed, and the server (scripts/start.ts, the launcher, and scripts/serve.ts, each
// server process, with the lib/ code they import) bundled by esbuild into SERVER_DIR, packages left to node_modules.
// `node scripts/build-server.mjs` builds the server only (`npm run build` runs it after `next build`).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const SERVER_DIR = path.join(".next", "rxcard-server");
const APP_SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "instrumentation.ts",
];
const SERVER_SOURCES = [
  "lib",
  "scripts/start.ts",
  "scripts/serve.ts",
  "scripts/lib",
  "scripts/build-server.mjs",
  "package-lock.json",
  "tsconfig.json",
];
const APP_STAMP = path.join(".next", "source-stamp");
const SERVER_STAMP = path.join(SERVER_DIR, "source-stamp");

function sourceStamp(sources) {
  const hash = createHash("sha256");
  const walk = (p) => {
    if (!fs.existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    if (fs.statSync(p).isDirectory()) for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    else hash.update(p).update(fs.readFileSync(p));
  };
  sources.forEach(walk);
  return hash.digest("hex");
}

const stampIs = (file, stamp) => fs.existsSync(file) && fs.readFileSync(file, "utf8") === stamp;

export async function buildServer(outdir = SERVER_DIR) {
  const { build, stop } = await import("esbuild");
  fs.rmSync(outdir, { recursive: true, force: true });
  // esbuild's JavaScript API runs its service process until told to stop: without this, the launcher (which imports
  // this module and keeps running) kept it for its whole life, 22 MB of RSS in the server's process group.
  try {
    await build({
      entryPoints: { start: "scripts/start.ts", serve: "scripts/serve.ts" },
      outdir,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node24",
      packages: "external",
      logLevel: "warning",
    });
  } finally {
    await stop();
  }
}

// Builds what is out of date and returns the launcher to run. `skipAppBuild` (SKIP_BUILD=1: a caller that has just
// run `next build` itself) builds the server only.
export async function buildIfNeeded({ skipAppBuild = false } = {}) {
  const appStamp = sourceStamp(APP_SOURCES);
  const appBuilt = fs.existsSync(path.join(".next", "BUILD_ID")) && stampIs(APP_STAMP, appStamp);
  if (!appBuilt && !skipAppBuild) {
    console.log("Building the app (next build)...");
    // On this Node.js (the project's pinned one), whatever `node` the PATH names.
    execFileSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
      stdio: "inherit",
    });
    fs.writeFileSync(APP_STAMP, appStamp);
  }
  const serverStamp = sourceStamp(SERVER_SOURCES);
  if (!stampIs(SERVER_STAMP, serverStamp)) {
    await buildServer();
    fs.writeFileSync(SERVER_STAMP, serverStamp);
  }
  return path.resolve(SERVER_DIR, "start.mjs");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildServer();
  fs.writeFileSync(SERVER_STAMP, sourceStamp(SERVER_SOURCES));
}
