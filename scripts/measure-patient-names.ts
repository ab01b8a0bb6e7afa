// npx tsx scripts/measure-patient-names.ts [--faker DIR] [--list]: every first and last name of a public list, held to
// what enrollment and the eligibility check do with a patient's name, without a database (the field's schema and
// findMemberEnrollment, the functions the routes call). The list: the names of scripts/lib/real-patients-list.ts and,
// with --faker, every first, middle and last name of every locale of @faker-js/faker (MIT; its name lists are
// written from real names of 77 locales: `npm install --prefix /tmp/names @faker-js/faker@10`, then
// `--faker /tmp/names/node_modules/@faker-js/faker`). Each name must be accepted, found as written, in capitals and,
// for a Latin name, as an ASCII keyboard types it (accents dropped); and where that typed name is longer than a claim
// holds (12 characters of a first name, 15 of a last: NCPDP D.0 310-CA, 311-CB), found as the claim cuts it. Prints
// the figures (and with --list every name that fails).
import path from "node:path";
import { parseArgs } from "node:util";
import { personNameField } from "../lib/eligibility/field-schemas";
import { CLAIM_NAME_WIDTH, findMemberEnrollment } from "../lib/eligibility/find-member-enrollment";
import { realPatients } from "./lib/real-patients-list";

type Kind = "firstName" | "lastName";
type ListedName = { source: string; kind: Kind; name: string };

const { values: args } = parseArgs({ options: { faker: { type: "string" }, list: { type: "boolean" } } });

async function fakerNames(dir: string): Promise<ListedName[]> {
  const faker = (await import(path.resolve(dir, "dist/index.js"))) as { allLocales: Record<string, unknown> };
  const names: ListedName[] = [];
  const flat = (value: unknown): string[] =>
    !value ? [] : Array.isArray(value) ? (value as string[]) : Object.values(value).flatMap(flat);
  for (const [locale, definition] of Object.entries(faker.allLocales)) {
    const person = (definition as { person?: Record<string, unknown> }).person;
    if (!person) continue;
    for (const name of [...flat(person.first_name), ...flat(person.middle_name)])
      names.push({ source: `faker ${locale}`, kind: "firstName", name });
    for (const name of flat(person.last_name)) names.push({ source: `faker ${locale}`, kind: "lastName", name });
  }
  return names;
}

function listNames(): ListedName[] {
  return realPatients("2026-01-01").flatMap((p) => [
    { source: `list ${p.label}`, kind: "firstName" as const, name: p.send.firstName },
    { source: `list ${p.label}`, kind: "lastName" as const, name: p.send.lastName },
  ]);
}

// As an ASCII keyboard types a Latin name: accents dropped by their Unicode decomposition, in capitals. Undefined
// where a letter has no decomposition to ASCII (Ø, Ł, ß, Ə: the check's own table spells those, so it is not the
// measure of itself) or the name is in another script.
function typedInAscii(name: string): string | undefined {
  const typed = name.normalize("NFKD").replace(/\p{M}/gu, "").toUpperCase();
  return /^[\x20-\x7e]+$/.test(typed) ? typed : undefined;
}

const DOB = "1980-01-02";
function isFound(kind: Kind, enrolled: string, typed: string): boolean {
  const other = kind === "firstName" ? "lastName" : "firstName";
  const enrollment = { id: "e", active: true, [kind]: enrolled, [other]: "Test", dob: DOB } as {
    id: string;
    active: boolean;
    firstName: string;
    lastName: string;
    dob: string;
  };
  return findMemberEnrollment([enrollment], { [kind]: typed, [other]: "Test", dob: DOB } as never) !== undefined;
}

const names = [...listNames(), ...(args.faker ? await fakerNames(args.faker) : [])];
const figures = new Map<string, [tried: number, passed: number]>();
const failures: string[] = [];
function count(measure: string, passed: boolean, detail: string) {
  const [tried, ok] = figures.get(measure) ?? [0, 0];
  figures.set(measure, [tried + 1, ok + (passed ? 1 : 0)]);
  if (!passed) failures.push(`${measure}\t${detail}`);
}

for (const { source, kind, name } of names) {
  const written = name.trim();
  const accepted = personNameField.safeParse(written).success;
  count("accepted", accepted, `${source} ${kind} ${JSON.stringify(name)}`);
  if (!accepted) continue;
  count("found as written", isFound(kind, written, written), `${source} ${written}`);
  count("found in capitals", isFound(kind, written, written.toUpperCase()), `${source} ${written}`);
  const typed = typedInAscii(written);
  if (typed === undefined) continue;
  count("found as typed in ASCII (Latin names)", isFound(kind, written, typed), `${source} ${written} as ${typed}`);
  const width = CLAIM_NAME_WIDTH[kind];
  if (typed.length <= width) continue;
  const cut = typed.slice(0, width).trimEnd();
  count(`found as a claim cuts it (longer than ${width})`, isFound(kind, written, cut), `${source} ${written} as ${cut}`); // prettier-ignore
}

console.log(`| measure (${names.length} names) | passed |\n|---|---|`);
for (const [measure, [tried, passed]] of figures) console.log(`| ${measure} | ${passed} of ${tried} |`);
if (args.list) console.log(failures.join("\n"));
else if (failures.length) console.log(`\n${failures.length} failures (--list prints them)`);
