// npx tsx scripts/measure-phone-forms.ts [--faker DIR] [--list]: every way a North American phone number and a
// ZIP+4 are written, held to what enrollment and the check read from them, without a database (the functions the
// field schemas call). The forms: the phones of scripts/lib/real-patients-list.ts and, with --faker, every NANP phone
// format of @faker-js/faker (en, en_US, en_CA: "!##-!##-#### x###", "(!##) !##-####", "+1!##!######", ...; see
// measure-patient-names.ts for the install), each written with every character Unicode gives the Dash property in
// place of its hyphens and every White_Space character in place of its spaces, as text copied from a web page or a
// word processor carries them; and ZIP+4 (20500-0003) with every dash. Each must read as its 10 digits (the zip as
// 20500 and 0003). Prints the figures (and with --list every form that fails).
import path from "node:path";
import { parseArgs } from "node:util";
import { readPhoneNumber } from "../lib/eligibility/phone-number";
import { checkBody } from "../lib/eligibility/schemas";
import { realPatients } from "./lib/real-patients-list";

const { values: args } = parseArgs({ options: { faker: { type: "string" }, list: { type: "boolean" } } });

const DIGITS = "2125551234";
const every = (pattern: RegExp) =>
  Array.from({ length: 0x110000 }, (_, cp) => (cp >= 0xd800 && cp <= 0xdfff ? "" : String.fromCodePoint(cp))).filter(
    (ch) => ch && pattern.test(ch),
  );
const DASHES = every(/^\p{Dash}$/u);
const SPACES = every(/^\p{White_Space}$/u).filter((ch) => !"\n\r\u2028\u2029\u0085\u000b\u000c".includes(ch));

// A format's placeholders (faker's "!" and "#") filled with the number's digits in order, an extension's with 1s.
function fill(format: string): string {
  let i = 0;
  return format.replace(/[!#]/g, () => (i < 10 ? DIGITS[i++]! : "1"));
}

async function fakerFormats(dir: string): Promise<string[]> {
  const faker = (await import(path.resolve(dir, "dist/index.js"))) as { allLocales: Record<string, unknown> };
  const formats = new Set<string>();
  for (const locale of ["en", "en_US", "en_CA"]) {
    const phone = (faker.allLocales[locale] as { phone_number?: { format?: Record<string, string[]> } })?.phone_number;
    for (const list of Object.values(phone?.format ?? {})) for (const format of list) formats.add(fill(format));
  }
  return [...formats];
}

const listed = realPatients("2026-01-01")
  .map((p) => p.send.phone)
  .filter((phone): phone is string => typeof phone === "string" && readPhoneNumber(phone) === DIGITS);
const written = [...new Set([...listed, ...(args.faker ? await fakerFormats(args.faker) : [])])];

const figures = new Map<string, [tried: number, read: number]>();
const failures: string[] = [];
function count(measure: string, ok: boolean, form: string) {
  const [tried, read] = figures.get(measure) ?? [0, 0];
  figures.set(measure, [tried + 1, read + (ok ? 1 : 0)]);
  if (!ok) failures.push(`${measure}\t${JSON.stringify(form)}`);
}

for (const phone of written) {
  count("phones as written", readPhoneNumber(phone) === DIGITS, phone);
  if (phone.includes("-"))
    for (const dash of DASHES.filter((d) => d !== "-")) {
      const form = phone.replaceAll("-", dash);
      count(`phones with another dash (${DASHES.length - 1} Unicode dashes)`, readPhoneNumber(form) === DIGITS, form);
    }
  if (phone.includes(" "))
    for (const space of SPACES.filter((s) => s !== " ")) {
      const form = phone.replaceAll(" ", space);
      count(`phones with another space (${SPACES.length - 1} Unicode spaces)`, readPhoneNumber(form) === DIGITS, form);
    }
}
for (const dash of DASHES) {
  const zip = `20500${dash}0003`;
  const parsed = checkBody.shape.address.safeParse({ zip });
  const ok = parsed.success && parsed.data.zip === "20500" && parsed.data.zipExtension === "0003";
  count(`ZIP+4 with each dash (${DASHES.length})`, ok, zip);
}

console.log(`| measure (${written.length} phone forms) | read |\n|---|---|`);
for (const [measure, [tried, read]] of figures) console.log(`| ${measure} | ${read} of ${tried} |`);
if (args.list) console.log(failures.join("\n"));
else if (failures.length) console.log(`\n${failures.length} failures (--list prints them)`);
