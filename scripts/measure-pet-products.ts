// npx tsx scripts/measure-pet-products.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--out DIR]
// What a pet owner gets for every Green Book product a retail pharmacy could dispense and every human generic vets
// prescribe that the catalog sells, "for dogs": the right product first (its ingredient, in the route its label
// writes), found lower, a clear 404, or another drug; the dose and quantity shown; and whether the pets' region
// pricing prices that dose near five zips (lib/medications/import/measure-pet-products.ts).
import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
import { auditArgs } from "./lib/audit-args";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { parseDrugbankVocabulary, parseGreenBook } from "../lib/medications/import/parse-drug-name-files";
import { NAME_FILES } from "../lib/medications/import/read-drug-name-sources";
import { measurePetProducts } from "../lib/medications/import/measure-pet-products";
import { buildNetworkIndex } from "../lib/pharmacies/network-index";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";

const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const { records: greenBook } = await parseGreenBook(
  createReadStream(join(values.data, NAME_FILES.greenBook)).pipe(createGunzip()),
);
const { records: drugbank } = await parseDrugbankVocabulary(
  createReadStream(join(values.data, NAME_FILES.drugbank)).pipe(createGunzip()),
);
const [pharmacySeed, zipSeed] = await Promise.all([readPharmacySeed(), readZipSeed()]);
const network = buildNetworkIndex({ chains: pharmacySeed.chains, pharmacies: pharmacySeed.pharmacies, zips: zipSeed.zips }); // prettier-ignore

const { tally, rows } = measurePetProducts(
  seed,
  greenBook,
  drugbank.map((g) => g.names[0]!),
  network,
);
console.log(`seed ${values.seed} (${seed.generatedAt}); Green Book: ${greenBook.length} applications`);
for (const [group, verdicts] of Object.entries(tally)) {
  const total = Object.entries(verdicts)
    .filter(([v]) => !v.startsWith("price"))
    .reduce((n, [, c]) => n + c, 0);
  console.log(`${group}: ${total}`);
  for (const [verdict, n] of Object.entries(verdicts).sort()) console.log(`  ${verdict}: ${n}`);
}
if (values.out) {
  const header = Object.keys(rows[0]!);
  const lines = [header, ...rows.map((r) => header.map((k) => r[k as keyof typeof r]))].map((r) => r.join("\t"));
  await writeFile(join(values.out, "pet-products.tsv"), lines.join("\n") + "\n");
  console.log(`rows written to ${values.out}/pet-products.tsv`);
}
