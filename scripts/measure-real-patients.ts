// DATABASE_URL=file:./data/sweep.db npx tsx scripts/measure-real-patients.ts [--all]   (a seeded database: a copy of
// data/bench-template.db). The good-input sweep, the other half of measure-bad-inputs.ts: every real patient and pet of
// scripts/lib/real-patients-list.ts (names with apostrophes, hyphens, particles, accents and other scripts, suffixes,
// edge dates of birth, NANP phones as written, email in any script, USPS addresses from units to APO and the
// territories) is enrolled through the route handlers, read back, and checked as sent and as the counter types the
// name. Prints each patient with a fault (every patient with --all), the faults by kind and a summary.
import { db } from "../lib/db";
import { createAccount } from "../lib/accounts/create-account";
import { measureRealPatients } from "./lib/real-patients";

async function main() {
  const account = await createAccount({ name: "real-patient sweep", cardTypes: ["people", "pets"] });
  const [row] = await db.$queryRawUnsafe<{ ndc: string }[]>(
    "SELECT n.ndc FROM Ndc n JOIN NadacPrice p ON p.ndc = n.ndc WHERE n.pricingUnit = 'EA' LIMIT 1",
  );
  if (!row) throw new Error("no priced NDC: run this on a seeded database (a copy of data/bench-template.db)");
  const outcomes = await measureRealPatients({ apiKey: account.apiKey, ndc: row.ndc });

  const all = process.argv.includes("--all");
  const kinds = new Map<string, number>();
  for (const o of outcomes) {
    if (all || o.faults.length) {
      console.log(`${o.faults.length ? "FAULT" : "ok   "} ${o.kind} ${o.label}: ${o.status}${o.errorCode ? ` ${o.errorCode}` : ""}, found ${o.found}/${o.typed}`); // prettier-ignore
      for (const fault of o.faults) console.log(`        ${fault}`);
    }
    for (const fault of o.faults) {
      const kind = fault.startsWith("refused")
        ? `refused ${o.errorCode}`
        : fault.startsWith("check")
          ? "check did not find the patient as typed"
          : fault.replace(/: sent .*/, "");
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
  }
  const accepted = outcomes.filter((o) => o.status === 200);
  const exact = accepted.filter((o) => !o.faults.some((f) => f.startsWith("echo") || f.startsWith("read back")));
  const typed = outcomes.reduce((n, o) => n + o.typed, 0);
  const found = outcomes.reduce((n, o) => n + o.found, 0);
  console.log("\nFaults by kind:");
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${kind}`);
  console.log(
    `\n${outcomes.length} patients (${outcomes.filter((o) => o.kind === "pet").length} pets): ` +
      `${accepted.length} enrolled, ${exact.length} echoed and read back as sent (or as the spec normalizes), ` +
      `checks that found the patient ${found}/${typed}; patients with a fault: ${outcomes.filter((o) => o.faults.length).length}`,
  );
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
