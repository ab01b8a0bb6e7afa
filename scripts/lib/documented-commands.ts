// The commands README.md and docs/ show (npm scripts, CLI verbs and flags), checked against what the project has.
import fs from "node:fs";
import path from "node:path";

export type DocumentedCommand = { file: string; line: string };
export type CommandProblem = DocumentedCommand & { problem: string };

const NPM_BUILTINS = new Set(["install", "ci", "start", "test", "pack", "run"]);

/** Every markdown file a reader is sent to: README.md and docs/ (recursively). */
export function listDocumentationFiles(root: string): string[] {
  const files = [path.join(root, "README.md")];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".md")) files.push(full);
    }
  };
  if (fs.existsSync(path.join(root, "docs"))) walk(path.join(root, "docs"));
  return files;
}

/** Command lines of a markdown text: each line of a sh/bash block, and every inline `npm ...`/`npx tsx ...` span. */
export function extractCommands(markdown: string): string[] {
  const commands: string[] = [];
  let inShell = false;
  for (const raw of markdown.split("\n")) {
    const fence = raw.trim().match(/^```(\w*)/);
    if (fence) {
      inShell = !inShell && ["sh", "bash", "shell"].includes(fence[1] ?? "");
      continue;
    }
    if (inShell) {
      const line = raw.replace(/\s#\s.*$/, "").trim();
      if (line) commands.push(...line.split(/\s*&&\s*/));
      continue;
    }
    for (const span of raw.matchAll(/`((?:npm|npx tsx|bash scripts)\s[^`]+)`/g)) commands.push(span[1]!);
  }
  return commands.map((c) => c.replace(/^[A-Z_]+=\S+\s+/g, "").trim());
}

function scriptFileOf(npmScript: string | undefined): string | undefined {
  return npmScript?.match(/(?:tsx|node|bash)\s+(scripts\/\S+)/)?.[1];
}

/** Does `source` declare `flag` (a parseArgs option key or a literal "--flag") and accept `verb`? */
function declares(source: string, word: string, kind: "flag" | "verb"): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (kind === "flag") {
    return (
      new RegExp(`(^|[\\s{,])["']?${escaped}["']?\\s*:\\s*\\{`, "m").test(source) || source.includes(`"--${word}"`)
    );
  }
  return new RegExp(`["'\`]${escaped}["'\`]`).test(source);
}

/** What is wrong with one documented command line, or null when the project has all it names. */
export function checkCommand(root: string, line: string, scripts: Record<string, string>): string | null {
  const words = line.split(/\s+/);
  // Prose, not a command: "every `npm run` script", "scripts/...".
  if (words.length < 2 || (words[1] === "run" && !words[2]) || line.includes("...")) return null;
  let file: string | undefined;
  let rest: string[] = [];
  if (words[0] === "npm") {
    const name = (words[1] === "run" ? words[2] : words[1]) ?? "";
    if (words[1] !== "run" && NPM_BUILTINS.has(name)) {
      if (name === "start" || name === "test") {
        if (!scripts[name]) return `no npm script "${name}"`;
        file = scriptFileOf(scripts[name]);
        rest = words.slice(words.indexOf("--") + 1 || words.length);
      } else return null;
    } else {
      if (!scripts[name]) return `no npm script "${name}"`;
      file = scriptFileOf(scripts[name]);
      const dashes = words.indexOf("--");
      rest = dashes > 0 ? words.slice(dashes + 1) : [];
    }
  } else if (words[0] === "npx" && words[1] === "tsx") {
    file = words[2] ?? "";
    rest = words.slice(3);
    if (!fs.existsSync(path.join(root, file))) return `no file ${file}`;
  } else if (words[0] === "bash" && words[1]?.startsWith("scripts/")) {
    const script = words[1];
    return fs.existsSync(path.join(root, script)) ? null : `no file ${script}`;
  } else return null;
  if (!file || !file.endsWith(".ts") || rest.length === 0) return null;
  const source = fs.readFileSync(path.join(root, file), "utf8");
  const [first, ...others] = rest;
  // A verb is checked only in a CLI that dispatches on one (`case "create":`); elsewhere a word is an argument.
  const dispatches = /case\s+["'][a-z-]+["']\s*:/.test(source);
  if (dispatches && first && /^[a-z][a-z-]+$/.test(first) && !declares(source, first, "verb")) {
    return `${file} has no verb "${first}"`;
  }
  for (const word of [first, ...others]) {
    const flag = word?.replace(/^\[/, "").match(/^--([a-z][a-z-]*)/)?.[1];
    if (flag && !declares(source, flag, "flag")) return `${file} has no flag --${flag}`;
  }
  return null;
}

/** Every documented command that names a script, verb or flag the project lacks. */
export function findCommandProblems(root: string): CommandProblem[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<
    string,
    string
  >;
  const problems: CommandProblem[] = [];
  for (const file of listDocumentationFiles(root)) {
    for (const line of extractCommands(fs.readFileSync(file, "utf8"))) {
      const problem = checkCommand(root, line, scripts);
      if (problem) problems.push({ file: path.relative(root, file), line, problem });
    }
  }
  return problems;
}
