// npm start: builds what changed (scripts/build-server.mjs: the app with next build, the server with esbuild), then
// runs the built launcher (scripts/start.ts as plain JavaScript), which migrates and seeds the database and starts the
// server processes. Nothing is compiled at run time.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-server.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
// The tools it runs (next build, the Prisma CLI for migrations) on this same Node.js, even when started as
// `node_modules/.bin/node scripts/start.mjs` without npm putting node_modules/.bin first on PATH.
process.env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;
const launcher = await buildIfNeeded({ skipAppBuild: process.env.SKIP_BUILD === "1" });
await import(pathToFileURL(launcher).href);
