// A production server process hands Next.js the configuration `next build` resolved (the `config` of
// .next/required-server-files.json) the way Next.js's own standalone server does, through
// __NEXT_PRIVATE_STANDALONE_CONFIG. Without it, next() compiles next.config.ts at every start with SWC, whose native
// module (30 MB of RSS in each server process, measured with /proc/PID/smaps) then stays loaded for nothing.
import fs from "node:fs";
import path from "node:path";

export const STANDALONE_CONFIG_VARIABLE = "__NEXT_PRIVATE_STANDALONE_CONFIG";

export function applyBuiltNextConfig(distDir = ".next", env: Record<string, string | undefined> = process.env): void {
  const file = path.join(distDir, "required-server-files.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the app first (npm run build)`);
  const { config } = JSON.parse(fs.readFileSync(file, "utf8")) as { config?: object };
  if (!config) throw new Error(`${file} has no config: build the app again (npm run build)`);
  env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify(config);
}
