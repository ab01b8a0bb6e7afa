// npx tsx scripts/derive-first-generic-approvals.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
// Writes lib/pricing/first-generic-approvals.json: for each generic and form the catalog sells, the date of the first
// ANDA approval in the FDA Orange Book (PRICE-MODEL.md, "Twenty-sixth session": the generic cash level follows it).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { auditArgs } from "./lib/audit-args";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { ORANGE_BOOK_PRODUCTS } from "../lib/medications/import/orange-book-applications";
import { firstGenericApprovals, genericSinceKey } from "../lib/medications/import/first-generic-approvals";
import { firstGenericKey } from "../lib/pricing/generic-evidence";

const OUT = "lib/pricing/first-generic-approvals.json";
const values = auditArgs();
const seed = await readCatalogSeed(values.seed);
const book = gunzipSync(await readFile(join(values.data, ORANGE_BOOK_PRODUCTS))).toString("utf8");
const first = firstGenericApprovals(book.split("\n").slice(1));
// The book writes some modified-release products as plain ("CAPSULE;ORAL" for Dilantin's extended capsules).
const plain = (form: string) => form.replace(/-(extended|delayed)-release$/, "");
const generics: Record<string, string> = {};
let doses = 0;
let found = 0;
for (const m of seed.medications.filter((x) => !x.isBrand))
  for (const d of m.doses) {
    doses++;
    const date =
      first.get(genericSinceKey(m.generic, d.doseForm)) ?? first.get(genericSinceKey(m.generic, plain(d.doseForm)));
    if (!date) continue;
    found++;
    generics[firstGenericKey(m.generic, d.doseForm)] = date;
  }
const sorted = Object.fromEntries(Object.entries(generics).sort(([a], [b]) => a.localeCompare(b)));
const out = { source: `FDA Orange Book (${ORANGE_BOOK_PRODUCTS}), Appl_Type A, earliest Approval_Date`, generics: sorted }; // prettier-ignore
await writeFile(OUT, `${JSON.stringify(out, null, 2)}\n`);
console.log(`${found} of ${doses} generic doses dated; ${Object.keys(sorted).length} generic|form keys -> ${OUT}`);
