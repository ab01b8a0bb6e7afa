// npx tsx scripts/measure-counter-prices.ts [--seed prisma/seed/catalog.json.gz] [--model FILE] [--out FILE]
// Prices at the counter over the whole catalog and every chain, by a pharmacist's invariants
// (lib/medications/import/measure-counter-prices.ts): every priced NDC at its dose's default quantity at the model's
// chain codes and one it does not list, people and pets; every dose's quantities in order; generics against their
// brand; neighbouring strengths; one real store of each network chain code against its chain (NPI vs region pricing).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { auditArgs } from "./lib/audit-args";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { measureCounterPrices } from "../lib/medications/import/measure-counter-prices";
import { priceModel as shipped } from "../lib/pricing/price-model";
import { parsePriceModel } from "../lib/pricing/price-model-schema";
import { measureAndaLabelers } from "../lib/medications/import/measure-generic-competition";
import { seedGenericEvidence } from "../lib/medications/import/seed-generic-evidence";
import { ORANGE_BOOK_PRODUCTS } from "../lib/medications/import/orange-book-applications";
import { andaApplicants, genericSinceKey } from "../lib/medications/import/first-generic-approvals";

const values = auditArgs();
// --model: another price model (an earlier commit's price-model.json, to measure before and after on one seed).
const priceModel = values.model ? parsePriceModel(JSON.parse(await readFile(values.model, "utf8"))) : shipped;
const seed = await readCatalogSeed(values.seed);
const network = JSON.parse(gunzipSync(await readFile("prisma/seed/pharmacies.json.gz")).toString("utf8")) as {
  pharmacies: [string, string, string, ...unknown[]][];
};
const stores = [...new Map(network.pharmacies.map(([npi, , chainCode]) => [chainCode, { npi, chainCode }])).values()];
const m = measureCounterPrices(seed, priceModel, stores);
console.log(`seed ${values.seed} (${seed.generatedAt}); model ${priceModel.version}; ${m.priced} prices computed`);
for (const [flag, n] of Object.entries(m.counts).sort(([, a], [, b]) => b - a))
  console.log(`  ${flag}: ${n}  ${JSON.stringify(m.byClass[flag])}`);
console.log("people saving off the UNC, chain level (share of UNC): n / p10 / median / p90");
for (const [cls, q] of Object.entries(m.savingQuantiles))
  console.log(
    `  ${cls}: ${q.n} / ${(100 * q.p10).toFixed(1)}% / ${(100 * q.p50).toFixed(1)}% / ${(100 * q.p90).toFixed(1)}%`,
  );
console.log("generic cash level (UNC / (curve x the chain's index)), cost under $15, off the lists: n / p05 / p25 / median / p75 / p95"); // prettier-ignore
for (const [cls, q] of Object.entries(m.levelQuantiles))
  console.log(`  ${cls}: ${q.n} / ${[q.p05, q.p25, q.p50, q.p75, q.p95].map((v) => v.toFixed(2)).join(" / ")}`);
console.log(`generic NADAC / its brand's at the same dose, by years as a generic at ${m.pricesDate}: doses / p25 / median / p75`); // prettier-ignore
for (const [cls, q] of Object.entries(m.nadacOverBrand))
  console.log(`  ${cls}: ${q.doses} / ${[q.p25, q.median, q.p75].map((v) => v.toFixed(3)).join(" / ")}`);
console.log("generic NADAC's yearly change over the seed's history (a year or more), by the same: doses / p25 / median / p75"); // prettier-ignore
for (const [cls, q] of Object.entries(m.nadacYearlyChange))
  console.log(`  ${cls}: ${q.doses} / ${[q.p25, q.median, q.p75].map((v) => `${(100 * v).toFixed(1)}%`).join(" / ")}`);
console.log("pets' price over people's, same NDC, quantity and chain (default quantities): n / same / p10 / median / p90 / max"); // prettier-ignore
for (const [cls, q] of Object.entries(m.petsQuantiles))
  console.log(`  ${cls}: ${q.n} / ${q.same} / ${[q.p10, q.p50, q.p90, q.max].map((v) => v.toFixed(3)).join(" / ")}`);
// The Orange Book's ANDA labelers of each dated generic dose at the survey's date and at the book's (2024-05).
const book = gunzipSync(await readFile(join(values.data, ORANGE_BOOK_PRODUCTS)))
  .toString("utf8")
  .split("\n")
  .slice(1);
const applicants = andaApplicants(book);
const plain = (form: string) => form.replace(/-(extended|delayed)-release$/, "");
const byAge = priceModel.retail.genericAgeLevels;
if (byAge) {
  const labelers = measureAndaLabelers(seed, seedGenericEvidence(seed), (generic, form) => applicants.get(genericSinceKey(generic, form)) ?? applicants.get(genericSinceKey(generic, plain(form))), byAge.asOf, byAge.settledYears ?? 3); // prettier-ignore
  console.log(`ANDA labelers of a generic dose (Orange Book) at ${byAge.asOf} and at the book's date: doses / p25-median-p75 / p25-median-p75`); // prettier-ignore
  for (const [cls, q] of Object.entries(labelers))
    console.log(`  ${cls}: ${q.doses} / ${q.atAsOf.p25}-${q.atAsOf.median}-${q.atAsOf.p75} / ${q.atBook.p25}-${q.atBook.median}-${q.atBook.p75}`); // prettier-ignore
}
if (values.out) {
  const lines = m.rows.map((r) => [r.flag, r.cls, r.what, r.note].join("\t"));
  await writeFile(values.out, ["flag\tclass\twhat\tnote", ...lines].join("\n") + "\n");
  console.log(`${m.rows.length} rows written to ${values.out}`);
}
