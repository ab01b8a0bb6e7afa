// A site message with plain arguments ("Prices near {zip}", "{count, plural, one {# pharmacy} other {# pharmacies}}")
// filled in without the browser's Intl: the first Intl call of a page makes Chromium load its locale data (50-360 ms
// of main thread on this machine, in one task), and a page that hydrates no other Intl use then skips it. Exact only
// where the answer cannot differ from ICU's (intl-messageformat) in the site's locales: string arguments, whole
// numbers 0-999 (no grouping separator in either locale), and plural with `one`/`other`/`=n` branches (1 is "one" in
// English and Spanish, every other 0-999 "other"). Anything else answers undefined, and the caller formats with ICU.
import { LOCALES } from "../vocabulary/locale";

export type MessageValues = Record<string, unknown>;

const NAME = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,\s*plural\s*,([\s\S]*))?$/;

export function formatPlainMessage(message: string, values: MessageValues | undefined, locale: string) {
  if (!(LOCALES as readonly string[]).includes(locale) || /['<]/.test(message)) return undefined;
  return fill(message, values ?? {}, null);
}

// `count`: the number a `#` stands for (inside a plural branch).
function fill(text: string, values: MessageValues, count: string | null): string | undefined {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "}") return undefined;
    if (c === "#" && count !== null) {
      out += count;
      i++;
      continue;
    }
    if (c !== "{") {
      out += c;
      i++;
      continue;
    }
    const end = closing(text, i);
    if (end < 0) return undefined;
    const part = argument(text.slice(i + 1, end), values);
    if (part === undefined) return undefined;
    out += part;
    i = end + 1;
  }
  return out;
}

function argument(inner: string, values: MessageValues): string | undefined {
  const match = NAME.exec(inner);
  if (!match) return undefined;
  const raw = values[match[1]!];
  const value = plainValue(raw);
  if (value === undefined) return undefined;
  if (match[2] === undefined) return value;
  return typeof raw === "number" ? plural(match[2], value, values) : undefined; // ICU counts a string as a number
}

function plural(branches: string, value: string, values: MessageValues): string | undefined {
  const chosen = new Map<string, string>();
  let i = 0;
  while (i < branches.length) {
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(branches.slice(i));
    if (!selector) {
      if (branches.slice(i).trim() === "") break;
      return undefined;
    }
    const open = i + selector[0].length - 1;
    const end = closing(branches, open);
    if (end < 0) return undefined;
    chosen.set(selector[1]!, branches.slice(open + 1, end));
    i = end + 1;
  }
  if ([...chosen.keys()].some((key) => !/^=\d+$/.test(key) && key !== "one" && key !== "other")) return undefined;
  const branch = chosen.get(`=${Number(value)}`) ?? chosen.get(value === "1" ? "one" : "other") ?? chosen.get("other");
  return branch === undefined ? undefined : fill(branch, values, value);
}

// A string as it is; a whole number 0-999 as its digits; nothing else.
function plainValue(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return undefined;
}

// The index of the brace closing the one at `open`, or -1.
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}
