// A random key kept in a file only its owner can read, made on first use: the default of a key the environment
// does not give (one host, the embedded database). Returns the file's text: 64 hex digits.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function readOrCreateKeyFile(relativePath: string): string {
  const file = path.resolve(relativePath);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
