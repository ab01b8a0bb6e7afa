// What a patient may bring to the counter that the catalog does not sell: every NDC NADAC priced in 2025 (the
// flattened file's recent_2025 flag) that is in no dose, in classes a pharmacist reads (prisma/seed/README.md,
// "Seventeenth pass: every product a patient brings to the counter"). Read from the public files and a seed, without
// deriving the catalog: scripts/measure-catalog-coverage.ts prints it, catalog-coverage.seed.test.ts bounds it.
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
import { isDayCard } from "./build-pack-dose";
import { FORM_KINDS, toDoseForm } from "./dose-forms";
import { parseRxnormName } from "./parse-rxnorm-name";
import { parseRxnormPacks, type RxnormPack } from "./parse-rxnorm-packs";
import { readCsvRecords } from "./read-csv-records";
import { QUANTITY_FILES } from "./seed-provenance";
import { CLINIC_FORMS } from "../search/search-entries";
import type { CatalogSeed } from "../catalog-types";

export type RecentNdc = { ndc: string; rxcui: string; description: string; pricingUnit: string };

/**
 * The classes, each with whether it belongs at a retail counter. Left out by rule, not by name:
 * - clinic injections: RxNorm's "Injection" and injectable suspensions (vials and bags of powder or solution, given by
 *   a nurse: vancomycin, cefepime, piperacillin / tazobactam; Vivitrol, Abilify Maintena), the forms the search
 *   already answers as given in a clinic (CLINIC_FORMS), and intravesical BCG;
 * - a generic pack of several drugs with no course or cycle stated (isDayCard): RxNorm's pack may be one day's card of
 *   a carton NADAC prices whole, so the units it holds cannot be read.
 * Every other class is a retail product the catalog should sell; what is left of it is measured and bounded.
 */
export const COVERAGE_CLASSES = {
  "clinic injection (vial, bag)": false,
  "generic pack of several drugs, one day's card": false,
  "pack with RxNorm contents": true,
  "NADAC description only (no RxNorm name or contents)": true,
  "self-injection device (pen, auto-injector, syringe)": true,
  "other retail form": true,
} as const;
export type CoverageClass = keyof typeof COVERAGE_CLASSES;

export function classifyNdc(row: RecentNdc, packOf: (ndc: string, rxcui: string) => RxnormPack | null): CoverageClass {
  const name = parseRxnormName(row.description);
  const pack = name ? null : packOf(row.ndc, row.rxcui);
  if (pack) return isDayCard(pack) ? "generic pack of several drugs, one day's card" : "pack with RxNorm contents";
  if (!name) return "NADAC description only (no RxNorm name or contents)";
  const form = toDoseForm(name.rxnormForm);
  if (form && (CLINIC_FORMS.has(form) || FORM_KINDS[form] === "injection")) return "clinic injection (vial, bag)";
  if (form && (FORM_KINDS[form] === "syringe" || FORM_KINDS[form] === "pen")) return "self-injection device (pen, auto-injector, syringe)"; // prettier-ignore
  return "other retail form";
}

/** The NDCs NADAC priced in 2025 (recent_2025 = 1) of the flattened file, once each. */
export async function readRecentNdcs(dataDir: string): Promise<RecentNdc[]> {
  const rows = new Map<string, RecentNdc>();
  let header: string[] | null = null;
  const input = createReadStream(join(dataDir, "ndc-latest-nadac.csv.gz")).pipe(createGunzip());
  for await (const row of readCsvRecords(input)) {
    if ("error" in row) continue;
    if (!header) {
      header = row.fields;
      continue;
    }
    const get = (column: string) => row.fields[header!.indexOf(column)]?.trim() ?? "";
    if (get("recent_2025") !== "1") continue;
    const ndc = get("ndc11").padStart(11, "0");
    const found = rows.get(ndc);
    // An NDC on two rows, once under an RxNorm name: RxNorm's (merge-ndc-records).
    if (!found || (!parseRxnormName(found.description) && parseRxnormName(get("description_rxnorm"))))
      rows.set(ndc, { ndc, rxcui: get("rxcui"), description: get("description_rxnorm"), pricingUnit: get("pricing_unit") }); // prettier-ignore
  }
  return [...rows.values()];
}

/** RxNorm's packs by NDC11, branded first, else by the pack's RxCUI (derive-catalog.ts). */
export async function readPackIndex(dataDir: string): Promise<(ndc: string, rxcui: string) => RxnormPack | null> {
  const { records } = await parseRxnormPacks(
    createReadStream(join(dataDir, QUANTITY_FILES.packs)).pipe(createGunzip()),
  );
  return packIndexOf(records);
}
export function packIndexOf(packs: readonly RxnormPack[]): (ndc: string, rxcui: string | null) => RxnormPack | null {
  // An NDC listed under a branded pack and a generic one is the branded pack's (Microgestin, not its generic regimen).
  const byBrand = [...packs].sort((a, b) => Number(a.brand !== null) - Number(b.brand !== null));
  const byNdc = new Map(byBrand.flatMap((pack) => pack.ndcs.map((ndc) => [ndc, pack] as const)));
  const byRxcui = new Map(packs.map((pack) => [pack.rxcui, pack]));
  return (ndc, rxcui) => byNdc.get(ndc) ?? (rxcui ? byRxcui.get(rxcui) : undefined) ?? null;
}

export type Coverage = { recent: number; inDose: number; leftOut: Map<CoverageClass, RecentNdc[]> };

export function measureCoverage(
  seed: Pick<CatalogSeed, "medications">,
  recent: readonly RecentNdc[],
  packOf: (ndc: string, rxcui: string) => RxnormPack | null,
): Coverage {
  const inDose = new Set(seed.medications.flatMap((m) => m.doses.flatMap((d) => d.ndcs)));
  const leftOut = new Map<CoverageClass, RecentNdc[]>();
  for (const row of recent) {
    if (inDose.has(row.ndc)) continue;
    const kind = classifyNdc(row, packOf);
    leftOut.set(kind, [...(leftOut.get(kind) ?? []), row]);
  }
  return { recent: recent.length, inDose: recent.filter((r) => inDose.has(r.ndc)).length, leftOut };
}
