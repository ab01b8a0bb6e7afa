// Eligibility operator CLI.
//   npx tsx scripts/eligibility.ts load-federal-coverage FILE.csv [--source NAME] [--replace]
// The CSV has a header with the columns firstName, lastName, dob (YYYY-MM-DD). Only keyed hashes of the people
// are stored (PERSON_HASH_KEY, or data/person-hash.key): the server must use the same key. --source names the
// list (default: the file's name); --replace first removes the rows an earlier load of that source added.
// Output: one JSON object (rows read, people added, line numbers of invalid rows; never a value).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "../lib/db";
import { loadFederalCoverage } from "../lib/eligibility/load-federal-coverage";
import { migrateDatabase } from "./lib/migrate-database";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { source: { type: "string" }, replace: { type: "boolean", default: false } },
});

function fail(message: string): never {
  console.error(`eligibility: ${message}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const [command, file] = positionals;
  if (command !== "load-federal-coverage") fail("commands: load-federal-coverage FILE.csv [--source NAME] [--replace]");
  if (!file || !fs.existsSync(file)) fail("load-federal-coverage needs an existing CSV file");
  await migrateDatabase({ quiet: true });
  const result = await loadFederalCoverage({
    csv: fs.readFileSync(file, "utf8"),
    source: values.source ?? path.basename(file),
    replace: values.replace,
  });
  console.log(JSON.stringify(result));
}

main()
  .catch((error: unknown) => {
    // The first line only: a parser or database message could quote a row.
    console.error(`eligibility: ${error instanceof Error ? error.message.split("\n")[0]?.slice(0, 200) : "failed"}`);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
