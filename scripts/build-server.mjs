// The production build, plain JavaScript so that `npm start` needs no TypeScript compiler at run time: the app
// (`next build`) when its sources changed, and the server (scripts/start.ts, the launcher, and scripts/serve.ts, each
// server process, with the lib/ code they import) bundled by esbuild into SERVER_DIR, packages left to node_modules.
// `node scripts/build-server.mjs` builds the server only (`npm run build` runs it after `next build`).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

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

// The source files, in a stable order (lib/generated is Prisma's output, made by npm install).
function sourceFiles(sources) {
  const files = [];
  const walk = (p) => {
    if (!fs.existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    if (fs.statSync(p).isDirectory()) for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    else files.push(p);
  };
  sources.forEach(walk);
  return files;
}

const contentHash = (files) => {
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex");
};

// A stamp holds the sources' content hash and a signature of their paths, sizes and modification times: a start
// whose signature matches reads no source's content (hashing every source took the launcher 0.1-0.25 CPU-seconds
// before each start). A changed signature with the same content (a checkout that touched the files) only rewrites the
// stamp. `current` says whether what the stamp was written for is what the sources are now.
function checkStamp(file, sources) {
  const files = sourceFiles(sources);
  const signature = createHash("sha256");
  for (const f of files) {
    const { size, mtimeMs } = fs.statSync(f);
    signature.update(`${f}\0${size}\0${mtimeMs}\n`);
  }
  const stamp = { signature: signature.digest("hex") };
  let stored;
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    stored = undefined; // none yet, or one of the plain content hash written before
  }
  const write = () => {
    stamp.content ??= contentHash(files);
    fs.writeFileSync(file, JSON.stringify(stamp));
  };
  if (stored?.signature === stamp.signature) return { current: true, write };
  stamp.content = contentHash(files);
  if (stored?.content === stamp.content) write();
  return { current: stored?.content === stamp.content, write };
}

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
      // Modules imported with import() in chunks of their own, loaded only when called: the launcher loads Prisma,
      // the migrations and the seeds only for a database that needs them (scripts/start.ts).
      splitting: true,
      chunkNames: "chunks/[name]-[hash]",
      logLevel: "warning",
    });
  } finally {
    await stop();
  }
}

// The build's scripts and stylesheets (content-hashed, immutable) each with a brotli twin at the highest quality, which
// the server sends to a browser that accepts brotli (lib/api/server/brotli-response.ts): 15 % under gzip, compressed
// once here instead of at each request. Idempotent: a twin already written is kept.
export function precompressStatic(dir = path.join(".next", "static")) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!/\.(js|css)$/.test(file) || fs.existsSync(`${file}.br`)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    const compressed = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    fs.writeFileSync(`${file}.br`, compressed);
  }
}

// Builds what is out of date and returns the launcher to run. `skipAppBuild` (SKIP_BUILD=1: a caller that has just
// run `next build` itself) builds the server only.
export async function buildIfNeeded({ skipAppBuild = false } = {}) {
  const app = checkStamp(APP_STAMP, APP_SOURCES);
  const appBuilt = fs.existsSync(path.join(".next", "BUILD_ID")) && app.current;
  if (!appBuilt && !skipAppBuild) {
    console.log("Building the app (next build)...");
    // On this Node.js (the project's pinned one), whatever `node` the PATH names.
    execFileSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
      stdio: "inherit",
    });
    app.write();
  }
  precompressStatic();
  const server = checkStamp(SERVER_STAMP, SERVER_SOURCES);
  if (!server.current || !fs.existsSync(path.resolve(SERVER_DIR, "start.mjs"))) {
    await buildServer();
    server.write();
  }
  return path.resolve(SERVER_DIR, "start.mjs");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  precompressStatic();
  await buildServer();
  checkStamp(SERVER_STAMP, SERVER_SOURCES).write();
}
