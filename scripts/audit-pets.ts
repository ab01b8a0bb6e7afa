// npx tsx scripts/audit-pets.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out DIR]
// The pets side over the whole catalog, through the domain functions the API uses:
//   search   every FDA Green Book trade name (animal-only names must find nothing, so the site says "made only for
//            animals"; names of human generics must find that generic first) and every human generic vets prescribe
//            (PET_MEDICATIONS and the Green Book's human equivalents) with pet words before, after, in Spanish, and
//            misspelt: the expected medication first, the pets side chosen;
//   quantities  the dose and quantities shown for every pet product named "for dogs" (auditPetQuantities);
//   pricing  every catalog NDC with a NADAC price, its dose's default quantity, at every chain of the model, for
//            pets and people (calculatePrice, the formula of both pricing endpoints): pets on the pets' terms, never
//            below the ingredient cost, against the people price, daysSupply without effect.
import { createReadStream } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { auditArgs } from "./lib/audit-args";
import { createGunzip, gunzipSync } from "node:zlib";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { auditPetSearch, auditPetPrices, auditPetQuantities } from "../lib/medications/import/audit-pets";
import { parseGreenBook } from "../lib/medications/import/parse-drug-name-files";
import { NAME_FILES } from "../lib/medications/import/read-drug-name-sources";
import { priceModel } from "../lib/pricing/price-model";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { records: greenBook } = await parseGreenBook(
  createReadStream(join(values.data, NAME_FILES.greenBook)).pipe(createGunzip()),
);

const search = auditPetSearch(seed, greenBook);
console.log(`seed ${values.seed} (${seed.generatedAt}); Green Book: ${greenBook.length} products`);
for (const [group, t] of Object.entries(search.tally)) {
  console.log(
    `search ${group}: ${t.queries} queries, right first ${t.right} (${((100 * t.right) / t.queries).toFixed(1)}%), ` +
      `pets side ${t.pets}, wrong medication first ${t.wrong}, nothing found ${t.none}`,
  );
}

const quantities = auditPetQuantities(seed, greenBook);
for (const [group, verdicts] of Object.entries(quantities.tally))
  console.log(`quantities ${group}: ${JSON.stringify(verdicts)}`);

// One real store of each chain code in the network seed (NPI pricing's store factor).
const network = JSON.parse(gunzipSync(await readFile("prisma/seed/pharmacies.json.gz")).toString("utf8")) as {
  pharmacies: [string, string, string, ...unknown[]][];
};
const stores = [...new Map(network.pharmacies.map(([npi, , chainCode]) => [chainCode, { npi, chainCode }])).values()];
const prices = auditPetPrices(seed, priceModel, stores);
console.log(
  `pricing: ${prices.fills} NDCs at their default quantity x ${prices.chains} chains and stores = ${prices.priced}`,
);
for (const [flag, n] of Object.entries(prices.counts)) console.log(`  ${flag}: ${n}`);
for (const [flag, byClass] of Object.entries(prices.byClass))
  console.log(`  ${flag} by class: ${JSON.stringify(byClass)}`);

if (values.out) {
  await writeFile(join(values.out, "pets-search.tsv"), search.rows.map((r) => r.join("\t")).join("\n") + "\n");
  await writeFile(join(values.out, "pets-quantities.tsv"), quantities.rows.map((r) => r.join("\t")).join("\n") + "\n");
  await writeFile(join(values.out, "pets-prices.tsv"), prices.rows.map((r) => r.join("\t")).join("\n") + "\n");
  console.log(`rows written to ${values.out}`);
}
