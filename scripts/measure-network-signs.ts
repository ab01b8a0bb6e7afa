// npx tsx scripts/measure-network-signs.ts [--seed FILE] [--data DIR] [--show N] [--json FILE]: the sign class over the
// whole network (twenty-third session, NETWORK.md). For every store the seed labels with a chain, what the public
// store lists show at its address (All the Places 2021, stiles 2024 and univaf 2022 at its street, CMS DMEPOS 2026 on
// its rooftop, the 2022 locator's name for its NPI); counts the stores whose sign no list confirms, by kind (another
// chain, a closed chain, another banner of the chain) and by the pair (the seed's sign -> what the list shows).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PHARMACY_SEED_FILE, readPharmacySeed } from "../lib/pharmacies/import/read-network-seed";
import { STATE_SIGNS } from "../lib/pharmacies/import/banners";
import { measureSigns, SIGN_MISMATCH_KINDS, signOfName } from "../lib/pharmacies/import/sign-evidence";
import { readSignSources } from "../lib/pharmacies/import/sign-sources";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: PHARMACY_SEED_FILE },
    data: { type: "string", default: "../shared/data" },
    show: { type: "string", default: "15" },
    json: { type: "string" },
  },
});
const sources = await readSignSources(path.resolve(args.data));
const seed = await readPharmacySeed(args.seed);
const result = measureSigns({ stores: seed.pharmacies, ...sources });

const show = Number(args.show);
console.log(`# Signs against the store lists (${args.seed})\n`);
console.log(`| measure | stores |\n|---|---|`);
console.log(`| stores in the network | ${seed.pharmacies.length} |`);
console.log(`| chain stores | ${result.measured} |`);
console.log(`| ... with a list's store at their address | ${result.withEvidence} |`);
console.log(`| ... whose sign a list confirms | ${result.agreeing} |`);
console.log(`| ... whose sign no list confirms | ${result.mismatches.length} |`);
for (const [kind, what] of Object.entries(SIGN_MISMATCH_KINDS))
  console.log(`| ... ${what} | ${result.mismatches.filter((m) => m.kind === kind).length} |`);
// A chain's one sign in a state (banners.ts STATE_SIGNS: CVS is Longs Drugs in Hawaii), which no list writes.
const plainChainSign = seed.pharmacies.filter((p) => {
  const stateSign = STATE_SIGNS[p.chainCode]?.[p.state];
  return stateSign && signOfName(p.name) === seed.chains.find((c) => c.code === p.chainCode)?.name;
});
console.log(`| ... under their chain's name where the chain trades under one sign in the state (CVS in Hawaii: Longs Drugs) | ${plainChainSign.length} |`); // prettier-ignore
const pairs = new Map<string, typeof result.mismatches>();
for (const m of result.mismatches) {
  const shown = [...new Set(m.evidence.map((e) => e.banner ?? e.said))].join(" / ");
  const key = `${m.kind}: ${m.sign} -> ${shown}`;
  pairs.set(key, [...(pairs.get(key) ?? []), m]);
}
console.log(`\n## By pair (the seed's sign -> what the lists show)\n`);
for (const [key, list] of [...pairs].sort((a, b) => b[1].length - a[1].length).slice(0, 60)) {
  const examples = list.slice(0, 3).map((m) => `${m.store.npi} ${m.store.street}, ${m.store.city} ${m.store.state}`);
  console.log(`- ${list.length} ${key} (${examples.join("; ")})`);
}
console.log(`\n## Examples\n`);
for (const m of result.mismatches.slice(0, show))
  console.log(`- ${m.kind} ${m.store.npi} "${m.store.name}" ${m.store.street}, ${m.store.city} ${m.store.state} ${m.store.zip}: ${m.evidence.map((e) => `${e.source} ${e.chainCode ?? "-"} "${e.said}"`).join("; ")}`); // prettier-ignore
if (args.json) writeFileSync(args.json, JSON.stringify(result.mismatches, null, 1));
