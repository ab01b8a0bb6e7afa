// npx tsx scripts/measure-unknown-names.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--list FILE]
//   [--against DIR [--rounds 3]]
// Names the data does not know, answered by a typo match (prisma/seed/README.md, "Eighteenth pass: a name the data
// does not know is not another drug's typo"). Held out: every name of a drug the catalog does not sell that the
// public name files give (the seed's otherDrugNames: Orange Book trade names, DrugBank, MeSH and MedlinePlus names),
// searched by an index that is not told them, as a patient types a name no file lists. Such a name is no drug the
// catalog sells: answered first by a typo's neighbour (nothing matching as typed), it is another drug, unless the
// files give it an ingredient the answer has (a spelling of the same drug: "amoxycillin"). Prints the counts and,
// with --list, each such answer. With --against DIR (another checkout, such as main exported with `git archive main |
// tar -x -C DIR`), the CPU a query of both trees over the held-out names (nearly all of them reach the typo pass) in
// the same process, alternated in blocks, and their ratio.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { compareSearchCpu } from "./lib/search-cpu-ab";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import { normalizeSearchText } from "../lib/medications/search/normalize-search-text";
import { heldOutTypoAnswers, ingredientsByName } from "../lib/medications/search/unknown-name-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    list: { type: "string" },
    against: { type: "string" },
    rounds: { type: "string", default: "3" },
  },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, []);
const ingredients = ingredientsByName(values.data);
const started = process.cpuUsage();
const { tried, answers } = heldOutTypoAnswers(catalog, seed.otherDrugNames, ingredients, findMedications);
const cpu = process.cpuUsage(started);
const other = answers.filter((a) => !a.sameDrug);
console.log(`held-out names: ${tried}; answered by a typo: ${answers.length}; another drug: ${other.length}`);
console.log(`cpu per query: ${((cpu.user + cpu.system) / 1000 / tried).toFixed(3)} ms`);
if (values.list)
  writeFileSync(
    values.list,
    answers.map((a) => `${a.sameDrug ? "same " : "OTHER"}\t${a.query}\t${a.first}`).join("\n") + "\n",
  );
if (values.against) {
  const queries = [...new Set(seed.otherDrugNames.map(normalizeSearchText))];
  const rounds = Number(values.rounds);
  const r = await compareSearchCpu({ against: values.against, queries, rounds, seed, withOtherDrugNames: false });
  console.log(
    `CPU a query over ${queries.length} names x ${rounds} rounds: this tree ${r.hereMs.toFixed(3)} ms, ${values.against} ${r.thereMs.toFixed(3)} ms, ratio ${r.ratio.toFixed(3)}`,
  );
}
