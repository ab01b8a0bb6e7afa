// Reads every raw drug file of the data folder with its parser, streaming the big ones, and reports what each kept.
import { createReadStream, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync, createGunzip } from "node:zlib";
import type { Readable } from "node:stream";
import type { Mate } from "./pair-brand-generic";
import {
  parseDrugsFdaApplications,
  parseDrugsFdaProducts,
  parseDrugsFdaTe,
  type DrugsFdaProduct,
} from "./parse-drugsfda";
import { parseNadacWeeklyCsv, type NadacWeeklyRow } from "./parse-nadac-weekly-csv";
import { parseNadacWeeklyExtract, type NadacExtractRow } from "./parse-nadac-weekly-extract";
import { parseNdcLatestCsv, type NdcLatestRow } from "./parse-ndc-latest-csv";
import type { PricePoint } from "./parse-rxcui-history";
import { parseRxcuiIndex } from "./parse-rxcui-index";
import { indexApprovedGenerics } from "./index-approved-generics";
import { readRxcuiHistoryArchive } from "./read-rxcui-history-archive";
import { nadacDescriptionsOf } from "./vial-volumes";
import type { Rejection } from "../catalog-types";

export const SOURCE_FILES = {
  latest: "ndc-latest-nadac.csv.gz",
  history: "rxnorm-ndc-nadac-monthly-history.tar.gz",
  index: "rxcui-brand-generic-index.json.gz",
  extract: "nadac-weekly-2025-12-24-extract.json.gz",
  weekly: "nadac-official-columns-brand-weekly-2025.csv.gz",
  week: "nadac-weekly-2026-04-08.csv.gz", // a complete official weekly file: every NDC's current rate
  products: "drugsfda/Products.txt.gz",
  applications: "drugsfda/Applications.txt.gz",
  te: "drugsfda/TE.txt.gz",
} as const;

export type SourceStats = { file: string; read: number; kept: number; rejected: Rejection[] };

export type CatalogSources = {
  latest: NdcLatestRow[];
  weekly: NadacWeeklyRow[];
  extract: NadacExtractRow[];
  histories: Map<string, PricePoint[]>; // NDC11 -> NADAC points
  matesOf: (rxcui: string) => Mate[];
  hasApprovedGeneric: (ingredientNames: readonly string[]) => boolean;
  drugsFdaProducts: DrugsFdaProduct[]; // Drugs@FDA's products: an application's brand (application-brands.ts)
  stats: SourceStats[];
};

export type ProgressListener = (file: string, bytesRead: number, totalBytes: number) => void;

export async function readCatalogSources(dataDir: string, onProgress?: ProgressListener): Promise<CatalogSources> {
  const stats: SourceStats[] = [];
  const open = (file: string, gunzip = true): Readable => {
    const path = join(dataDir, file);
    const total = statSync(path).size;
    let read = 0;
    const stream = createReadStream(path);
    stream.on("data", (chunk) => onProgress?.(file, (read += chunk.length), total));
    return gunzip ? stream.pipe(createGunzip()) : stream;
  };
  const text = async (file: string) => gunzipSync(await readFile(join(dataDir, file))).toString("utf8");
  const record = <T>(file: string, result: { records: T[]; rejected: Rejection[] }) => {
    const { records, rejected } = result;
    stats.push({ file, read: records.length + rejected.length, kept: records.length, rejected });
    return records;
  };

  const latest = record(SOURCE_FILES.latest, await parseNdcLatestCsv(open(SOURCE_FILES.latest)));
  const week = record(SOURCE_FILES.week, await parseNadacWeeklyCsv(open(SOURCE_FILES.week)));
  const weekly = [...record(SOURCE_FILES.weekly, await parseNadacWeeklyCsv(open(SOURCE_FILES.weekly))), ...week];
  const extract = record(SOURCE_FILES.extract, parseNadacWeeklyExtract(await text(SOURCE_FILES.extract)));
  const index = record(SOURCE_FILES.index, parseRxcuiIndex(await text(SOURCE_FILES.index)));

  const histories = new Map<string, PricePoint[]>();
  const mates = new Map<string, Set<string>>();
  const addMate = (a: string, b: string | null) => {
    if (b && b !== a) mates.set(a, (mates.get(a) ?? new Set()).add(b));
  };
  const archive: SourceStats = { file: SOURCE_FILES.history, read: 0, kept: 0, rejected: [] };
  stats.push(archive);
  // The archive is read by entry without keeping it, so it is not gunzipped here.
  for await (const entry of readRxcuiHistoryArchive(open(SOURCE_FILES.history, false))) {
    archive.read++;
    archive.rejected.push(...entry.result.rejected);
    for (const history of entry.result.records) {
      archive.kept++;
      addMate(history.rxcui, history.isBrand ? history.genericRxcui : history.brandRxcui);
      for (const [ndc, points] of Object.entries(history.prices)) histories.set(ndc, points);
    }
  }
  // The complete week continues each NDC's monthly history (the archive ends 2025-11).
  for (const row of week) {
    const points = histories.get(row.ndc) ?? [];
    if (!points.some(([date]) => date === row.effectiveDate)) points.push([row.effectiveDate, row.nadacPerUnit]);
    histories.set(row.ndc, points);
  }
  const names = new Map(index.map((e) => [e.rxcui, e.name]));
  for (const entry of index) addMate(entry.rxcui, entry.mateRxcui);

  const products = record(SOURCE_FILES.products, await parseDrugsFdaProducts(open(SOURCE_FILES.products)));
  const applications = record(
    SOURCE_FILES.applications,
    await parseDrugsFdaApplications(open(SOURCE_FILES.applications)),
  );
  const te = record(SOURCE_FILES.te, await parseDrugsFdaTe(open(SOURCE_FILES.te)));

  return {
    latest,
    weekly,
    extract,
    histories,
    matesOf: (rxcui) => [...(mates.get(rxcui) ?? [])].map((m) => ({ rxcui: m, name: names.get(m) ?? null })),
    hasApprovedGeneric: indexApprovedGenerics(products, applications, te),
    drugsFdaProducts: products,
    stats,
  };
}

/**
 * NADAC's descriptions of each NDC over every NADAC file the catalog reads ("TESTOSTERON ENAN 1,000 MG/5 ML"), newest
 * first, without the price history: what the measurements of measured vials read (vial-volumes.ts).
 */
export async function readNadacDescriptions(dataDir: string): Promise<(ndc: string) => readonly string[]> {
  const open = (file: string) => createReadStream(join(dataDir, file)).pipe(createGunzip());
  const text = async (file: string) => gunzipSync(await readFile(join(dataDir, file))).toString("utf8");
  return nadacDescriptionsOf({
    latest: (await parseNdcLatestCsv(open(SOURCE_FILES.latest))).records,
    extract: parseNadacWeeklyExtract(await text(SOURCE_FILES.extract)).records,
    weekly: [
      ...(await parseNadacWeeklyCsv(open(SOURCE_FILES.weekly))).records,
      ...(await parseNadacWeeklyCsv(open(SOURCE_FILES.week))).records,
    ],
  });
}
