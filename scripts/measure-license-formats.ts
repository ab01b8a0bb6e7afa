// npx tsx scripts/measure-license-formats.ts [--data DIR]: how many of the state license numbers NPPES lists (every
// "Provider License Number_N" column of the official-layout pharmacy files) the eligibility check's state prescriber
// rule reads as well formed (lib/eligibility/prescriber-id.ts), against letters and digits alone; with the
// separators the numbers use and, per state, those still refused. The evidence for spec 2.8's "varies by state".
import path from "node:path";
import { parseArgs } from "node:util";
import { isPrescriberIdFormat } from "../lib/eligibility/prescriber-id";
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { openDataFile, readDelimitedRows } from "../lib/pharmacies/import/read-delimited-rows";
import type { Rejection } from "../lib/pharmacies/pharmacy-record";

const { values: args } = parseArgs({ options: { data: { type: "string", default: "../shared/data" } } });
const LETTERS_AND_DIGITS = /^[A-Z0-9]{3,15}$/;

let total = 0;
let lettersAndDigits = 0;
let wellFormed = 0;
const separators = new Map<string, number>();
const refusedByState = new Map<string, string[]>();
const rejected: Rejection[] = [];
for (const file of networkSourceFiles(path.resolve(args.data)).official) {
  let columns: { number: number; state: number }[] = [];
  for await (const { fields } of readDelimitedRows(openDataFile(file), { delimiter: ",", rejected })) {
    if (!columns.length) {
      columns = fields.flatMap((name, number) => {
        const n = /^Provider License Number_(\d+)$/.exec(name)?.[1];
        return n ? [{ number, state: fields.indexOf(`Provider License Number State Code_${n}`) }] : [];
      });
      continue;
    }
    for (const column of columns) {
      const id = fields[column.number]?.trim().toUpperCase();
      if (!id) continue;
      total++;
      if (LETTERS_AND_DIGITS.test(id)) lettersAndDigits++;
      for (const c of new Set(id.replace(/[A-Z0-9]/g, ""))) separators.set(c, (separators.get(c) ?? 0) + 1);
      if (isPrescriberIdFormat("state", id)) wellFormed++;
      else {
        const state = fields[column.state] || "?";
        refusedByState.set(state, [...(refusedByState.get(state) ?? []), id]);
      }
    }
  }
}

const percent = (n: number) => `${((100 * n) / total).toFixed(1)} %`;
console.log(`license numbers: ${total} (rows unreadable: ${rejected.length})`);
console.log(`3-15 letters or digits: ${lettersAndDigits} (${percent(lettersAndDigits)})`);
console.log(`well formed by the state rule: ${wellFormed} (${percent(wellFormed)})`);
console.log(`characters other than letters and digits, by numbers holding them: ${JSON.stringify([...separators])}`);
for (const [state, ids] of [...refusedByState].sort((a, b) => b[1].length - a[1].length))
  console.log(`refused in ${state}: ${ids.length}, e.g. ${JSON.stringify(ids.slice(0, 4))}`);
