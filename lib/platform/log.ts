// Structured JSON-line logs. Callers pass only non-personal fields: never names, dates of birth, member ids or keys.
import { env } from "../env";

type LogFields = Record<string, string | number | boolean | null | undefined>;

// A path or URL is logged up to its query string, whoever passes it: the query can hold what a patient searched for.
const URL_FIELDS = new Set(["path", "url"]);
export function withoutQueries(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [name, value] of Object.entries(fields)) {
    out[name] = URL_FIELDS.has(name) && typeof value === "string" ? value.split("?")[0]!.slice(0, 200) : value;
  }
  return out;
}

function write(level: "info" | "warn" | "error", event: string, fields: LogFields): void {
  if (env().LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...withoutQueries(fields) });
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  info: (event: string, fields: LogFields = {}) => write("info", event, fields),
  warn: (event: string, fields: LogFields = {}) => write("warn", event, fields),
  error: (event: string, fields: LogFields = {}) => write("error", event, fields),
};
