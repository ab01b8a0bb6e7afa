import { once } from "node:events";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { npiCheckDigit } from "./npi";
import { OFFICIAL_COLUMN_COUNT } from "./parse-nppes-official";
import { openNppesFile, splitCsvRecord, streamNppesOfficial, type StreamProgress } from "./stream-nppes-official";
import { REJECTION_REASONS } from "./validate-nppes-fields";

// The file's size: 40,000 rows in a unit run; NPPES_STREAM_ROWS=2000000 for the full-size proof (PRICE-MODEL.md
// and NETWORK.md record its time and peak memory). Generated here, in the test's temp dir, and deleted after.
const ROWS = Number(process.env.NPPES_STREAM_ROWS ?? 40_000);
const PHARMACY_EVERY = 100; // about 70,000 of 8-9 million real rows are pharmacies: 1 in 120
const dir = mkdtempSync(path.join(tmpdir(), "nppes-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The official header, taken from the fixture extract (all 330 column names).
const header = readFileSync(path.join(import.meta.dirname, "fixtures", "nppes-official.csv"), "utf8").split("\n")[0]!;
const names = header.split(",");
const column = (name: string) => names.indexOf(name);
const NPI = 0;
const ENTITY = 1;
const ORG_NAME = column("Provider Organization Name (Legal Business Name)");
const LAST_NAME = column("Provider Last Name (Legal Name)");
const STREET = column("Provider First Line Business Practice Location Address");
const CITY = column("Provider Business Practice Location Address City Name");
const STATE = column("Provider Business Practice Location Address State Name");
const ZIP = column("Provider Business Practice Location Address Postal Code");
const ENUMERATED = column("Provider Enumeration Date");
const DEACTIVATED = column("NPI Deactivation Date");
const TAXONOMY = column("Healthcare Provider Taxonomy Code_1");

// A made-up but well-formed NPI (valid check digit): these rows exist only in the temp file.
const npiFor = (i: number) => {
  const nine = String(100_000_000 + i);
  return nine + npiCheckDigit(nine);
};

// One row as NPPES writes it: every one of the 330 fields quoted, most empty.
function row(i: number): string {
  const fields = new Array<string>(OFFICIAL_COLUMN_COUNT).fill("");
  fields[NPI] = npiFor(i);
  fields[ENUMERATED] = "05/23/2005";
  fields[STATE] = "NY";
  fields[ZIP] = "100011234";
  fields[CITY] = "NEW YORK";
  if (i % PHARMACY_EVERY === 0) {
    fields[ENTITY] = "2";
    fields[ORG_NAME] = `GENERATED PHARMACY ${i} LLC`;
    fields[STREET] = `${i} 8TH AVE`;
    fields[TAXONOMY] = "3336C0003X";
    // Every tenth pharmacy was deactivated; one holds a line break inside its quoted street.
    if (i % (PHARMACY_EVERY * 10) === 0) fields[DEACTIVATED] = "01/02/2020";
    if (i === PHARMACY_EVERY * 7) fields[STREET] = `${i} 8TH AVE\nSUITE 2`;
  } else {
    fields[ENTITY] = "1";
    fields[LAST_NAME] = "GENERATED";
    fields[STREET] = `${i} MAIN ST`;
    fields[TAXONOMY] = "207Q00000X";
  }
  return fields.map((f) => `"${f}"`).join(",");
}

async function writeFile(rows: number): Promise<string> {
  const file = path.join(dir, `npidata_pfile_${rows}.csv`);
  const out = createWriteStream(file);
  out.write(`${names.map((n) => `"${n}"`).join(",")}\n`);
  for (let i = 1; i <= rows; i++) {
    if (!out.write(`${row(i)}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return file;
}

describe("streamNppesOfficial", () => {
  it(`streams ${ROWS.toLocaleString("en")} rows of the official layout in bounded memory, parsing only pharmacy rows`, async () => {
    const file = await writeFile(ROWS);
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const progress: StreamProgress[] = [];
    const started = performance.now();
    const result = await streamNppesOfficial(openNppesFile(file), {
      progressEvery: 10_000,
      onProgress: (p) => {
        progress.push(p);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      },
    });
    const seconds = (performance.now() - started) / 1000;

    const pharmacies = Math.floor(ROWS / PHARMACY_EVERY);
    const deactivated = Math.floor(ROWS / (PHARMACY_EVERY * 10));
    expect(result.rows).toBe(ROWS);
    expect(result.skipped).toBe(ROWS - pharmacies);
    expect(result.records).toHaveLength(pharmacies - deactivated);
    expect(result.rejected).toHaveLength(deactivated);
    expect(new Set(result.rejected.map((r) => r.reason))).toEqual(new Set([REJECTION_REASONS.deactivated]));
    // The row with a line break in its quoted street is read whole, as one row with its zip.
    expect(result.records.find((r) => r.npi === npiFor(PHARMACY_EVERY * 7))).toMatchObject({ zip: "10001" });
    expect(result.records[0]).toMatchObject({
      name: "Generated Pharmacy 100",
      chainCode: "INDEPENDENT",
      state: "NY",
    });
    // Progress is reported as it goes, ending at the whole file.
    expect(progress.length).toBeGreaterThanOrEqual(Math.floor(ROWS / 10_000));
    expect(progress.at(-1)).toMatchObject({ rows: ROWS, bytes: statSync(file).size });
    // Bounded memory: the growth does not scale with the file (a 2-million-row file is over 2 GB).
    expect(peakRss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    console.log(
      `streamed ${ROWS} rows (${(statSync(file).size / 1e9).toFixed(2)} GB) in ${seconds.toFixed(1)} s: ` +
        `${Math.round(ROWS / seconds)} rows/s; RSS ${Math.round(rssBefore / 2 ** 20)} -> peak ${Math.round(peakRss / 2 ** 20)} MB ` +
        `(process max ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`,
    );
  }, 1_800_000);

  it("reads the partial extracts' short rows as they are, one row per NPI", async () => {
    const result = await streamNppesOfficial(openNppesFile(path.join(import.meta.dirname, "fixtures", "nppes-official.csv"))); // prettier-ignore
    expect(result.records.map((r) => r.npi)).toEqual(["1790726669", "1730137183", "1033108659"]);
    expect(result.rows).toBe(10);
  });

  it("splits quoted and unquoted CSV fields, with doubled quotes and commas inside quotes", () => {
    expect(splitCsvRecord('"1","A, B","say ""hi""",,x')).toEqual(["1", "A, B", 'say "hi"', "", "x"]);
    expect(splitCsvRecord('"1",""')).toEqual(["1", ""]);
    expect(splitCsvRecord('"1","open')).toBeNull();
  });

  it("refuses a file that is not the official layout", async () => {
    const file = path.join(dir, "slim.csv");
    const out = createWriteStream(file);
    out.end("npi,legal_name\n1790726669,CVS\n");
    await once(out, "finish");
    await expect(streamNppesOfficial(openNppesFile(file))).rejects.toThrow(/official NPPES layout/);
  });
});
