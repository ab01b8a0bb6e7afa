// npx tsx scripts/measure-one-counter.ts [--seed FILE] [--data DIR] [--list CLASS]: the stores of one zip that give one
// telephone number, over the whole seed (eighteenth session, NETWORK.md), classified by what the public files say of
// them: one counter under successive independents' NPIs, a chain's store and an independent's, two chains' stores, a
// hospital, clinic or closed-door arm beside a pharmacy (two pharmacies), or stores at different streets (a move next
// door or an owner's line: left). Also the names shown that are an entity's rather than a sign's (a legal suffix,
// initials only). NPPES 2025-10 (the slim CSV: enumeration date, primary taxonomy, legal name), NPPES 2026-02 and the
// CMS DMEPOS 2026 names tell the NPI a counter keeps (one-counter.ts); `--list CLASS` prints that class's groups.
import path from "node:path";
import { parseArgs } from "node:util";
import { INDEPENDENT_CHAIN_CODE } from "../lib/pharmacies/chains";
import { hasLegalSuffix } from "../lib/pharmacies/import/format-fields";
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { countersOf, isArm, storesAtOneAddress } from "../lib/pharmacies/import/one-counter";
import { openDataFile, readHeadedRows } from "../lib/pharmacies/import/read-delimited-rows";
import { readPharmacySeed } from "../lib/pharmacies/import/read-network-seed";
import type { PharmacyRecord, Rejection } from "../lib/pharmacies/pharmacy-record";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/pharmacies.json.gz" },
    data: { type: "string", default: "../shared/data" },
    list: { type: "string" },
  },
});
const files = networkSourceFiles(path.resolve(args.data));
const { pharmacies } = await readPharmacySeed(args.seed);

// The 2025-10 extract's own fields for each NPI (the slim CSV carries the primary taxonomy and the dates).
type Extract = { legalName: string; enumerationDate: string; primaryTaxonomy: string };
const extract = new Map<string, Extract>();
const rejected: Rejection[] = [];
for await (const { row } of readHeadedRows(openDataFile(files.slim), { required: ["npi", "legal_name", "enumeration_date", "primary_taxonomy"], rejected, headerError: "slim CSV" })) // prettier-ignore
  extract.set(row.npi!, { legalName: row.legal_name!, enumerationDate: row.enumeration_date!, primaryTaxonomy: row.primary_taxonomy! }); // prettier-ignore

// Initials only: one to three words, each of capitals and digits ("SSCF", "MLJC", "RLR LLC").
export const INITIALS_ONLY = /^[A-Z0-9&]+( [A-Z0-9&]+){0,2}$/;
const isIndependent = (p: PharmacyRecord) => p.chainCode === INDEPENDENT_CHAIN_CODE;

type Member = { record: PharmacyRecord };
const byPhone = new Map<string, Member[]>();
for (const record of pharmacies)
  if (record.phone)
    byPhone.set(`${record.zip}|${record.phone}`, [...(byPhone.get(`${record.zip}|${record.phone}`) ?? []), { record }]);
const groups = [...byPhone.values()].filter((g) => g.length > 1);

const CLASSES = {
  successive: "one counter, independents only (successive owners' NPIs)",
  chainAndIndependent: "one counter, a chain's store and an independent's",
  twoChains: "one counter, two chains' stores",
  arm: "a hospital, clinic or closed-door arm beside the pharmacy (two pharmacies)",
  apart: "stores at different streets (a move next door, an owner's line)",
} as const;
const classes = new Map<keyof typeof CLASSES, Member[][]>(Object.keys(CLASSES).map((k) => [k as keyof typeof CLASSES, []])); // prettier-ignore
for (const group of groups) {
  const arms = group.filter(({ record }) => {
    const own = extract.get(record.npi);
    return isArm([record.name, own?.legalName ?? ""].filter(Boolean), own?.primaryTaxonomy);
  });
  const counters = countersOf(group.filter((m) => !arms.includes(m)));
  for (const counter of counters) {
    const chains = new Set(counter.filter((m) => !isIndependent(m.record)).map((m) => m.record.chainCode));
    const key = chains.size > 1 ? "twoChains" : chains.size === 1 && counter.some((m) => isIndependent(m.record)) ? "chainAndIndependent" : "successive"; // prettier-ignore
    classes.get(key)!.push(counter);
  }
  if (counters.length === 0) classes.get(arms.length > 0 ? "arm" : "apart")!.push(group);
}

const independents = pharmacies.filter(isIndependent);
const suffix = pharmacies.filter((p) => hasLegalSuffix(p.name));
const initials = independents.filter((p) => INITIALS_ONLY.test(p.name));
const shared = new Set(groups.flat().map((m) => m.record.npi));
const stores = (gs: Member[][]) => gs.reduce((n, g) => n + g.length, 0);
const oneAddress = storesAtOneAddress(pharmacies.map((record) => ({ record })).filter(({ record }) => !isArm([record.name, extract.get(record.npi)?.legalName ?? ""], extract.get(record.npi)?.primaryTaxonomy))); // prettier-ignore
console.log(`| measure (${args.seed}) | groups | stores |
|---|---|---|
| stores | | ${pharmacies.length} |
| numbers shared by 2+ stores of one zip | ${groups.length} | ${stores(groups)} |
${[...classes].map(([k, gs]) => `| ... ${CLASSES[k]} | ${gs.length} | ${stores(gs)} |`).join("\n")}
| names with a legal suffix (LLC, Inc, Corp...) | | ${suffix.length} (${suffix.filter((p) => shared.has(p.npi)).length} sharing a number) |
| independents named by initials only | | ${initials.length} (${initials.filter((p) => shared.has(p.npi)).length} sharing a number) |
| one sign at one street and unit of a city, twice or more (nineteenth session; arms aside) | ${oneAddress.length} | ${stores(oneAddress)} |`);

if (args.list) {
  const listed = classes.get(args.list as keyof typeof CLASSES) ?? [];
  for (const group of listed) {
    console.log("---");
    for (const { record: p } of group) {
      const own = extract.get(p.npi);
      console.log(`  ${p.npi} ${p.chainCode} | ${p.name} | ${p.street} | ${p.city}, ${p.state} ${p.zip} | enumerated ${own?.enumerationDate ?? "-"} | ${p.sources}`); // prettier-ignore
    }
  }
}
