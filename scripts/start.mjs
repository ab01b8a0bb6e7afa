// npm start: builds what changed (scripts/build-server.mjs: the app with next build, the server with esbuild), then
// runs the built launcher (scripts/start.ts as plain JavaScript), which migrates and seeds the database and starts the
// server processes. Nothing is compiled at run time.
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startStep } from "./lib/start-step.mjs";

startStep("node started");

// Node.js's compile cache for the launcher's own modules too (the server processes get it from the launcher: start.ts);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache(path.join(".next", "cache", "node-compile-cache"));
const { buildIfNeeded } = await import("./build-server.mjs");

process.env.NEXT_TELEMETRY_DISABLED = "1";
// The tools it runs (next build, the Prisma CLI for migrations) on this same Node.js, even when started as
// `node_modules/.bin/node scripts/start.mjs` without npm putting node_modules/.bin first on PATH.
process.env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;
const launcher = await buildIfNeeded({ skipAppBuild: process.env.SKIP_BUILD === "1" });
startStep("build checked");
await import(pathToFileURL(launcher).href);
