// npm run lint:openapi: lints the OpenAPI document that /openapi.json serves with Redocly CLI (rules: redocly.yaml).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildOpenApiDocument } from "../lib/openapi/build-openapi-document";

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-")), "openapi.json");
fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
try {
  execFileSync(path.join("node_modules", ".bin", "redocly"), ["lint", file, "--config", "redocly.yaml"], {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
} catch {
  process.exit(1);
} finally {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
