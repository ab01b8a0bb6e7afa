// Reads every source of the data folder and builds the catalog (buildCatalog) with its search names: what the seed
// derivation writes (scripts/derive-catalog-seed.ts) and what the coverage measurement reads
// (scripts/measure-catalog-coverage.ts), so both see the same catalog.
import { buildCatalog, type CatalogBuild } from "./build-catalog";
import { mergeNdcRecords } from "./merge-ndc-records";
import { readCatalogSources, type CatalogSources, type ProgressListener } from "./read-catalog-sources";
import { parseRxnormPacks, parseSingleDrugPacks } from "./parse-rxnorm-packs";
import { QUANTITY_FILES } from "./seed-provenance";
import { indexUsualFills } from "./usual-fills";
import { readDispensingSources } from "./read-dispensing-sources";
import { readOptionalSource } from "./read-optional-source";
import { deriveSearchNames } from "./derive-search-names";
import { ALIAS_SOURCES } from "../search/alias-sources";
import { nadacWrittenAliases } from "./nadac-written-aliases";
import { readDrugNameSources } from "./read-drug-name-sources";
import { indexUsNames } from "./us-names";
import { nadacDescriptionsOf } from "./vial-volumes";
import { nadacPriceOf } from "./bottle-volumes";
import { partDClaimsOf } from "./part-d-claims";
import { indexProductLines } from "./product-lines";
import { indexListedPackages, parseListedNdcs } from "./listed-packages";
import { packIndexOf } from "./catalog-coverage";
import { nameByProduct, type NamedByProduct } from "./name-by-product";
import { stateDeviceStrengths, type RestatedDose } from "./state-device-strengths";
import { aisleOrderOf, deriveAisleNames, packageWordsOf } from "./aisle-names";
import STORE_BRAND_WORDS from "../search/store-brand-words.json";
import { applyTradeNameProducts, currentTradeProducts, tradeNameProducts } from "./current-trade-names";
import { aliasPackRegimens, type RegimenAlias } from "./pack-regimens";
import { indexApplicationBrands, nameApplicationBrands } from "./application-brands";
import { indexBrandSpellings, writePlainBrandNames } from "./plain-brand-names";
import { doseLabels } from "../dose-labels";
import { countSiblingCanisters } from "./sibling-canisters";
import { bookProductsByName, brandFamilyOrder, prescribedNames, tradeNamesOf } from "./brand-families";

export type DerivedCatalog = {
  sources: CatalogSources;
  merged: ReturnType<typeof mergeNdcRecords>;
  catalog: CatalogBuild;
  searchNames: ReturnType<typeof deriveSearchNames>;
  restated: RestatedDose[]; // device strengths written as their box states them (state-device-strengths.ts)
  named: NamedByProduct[]; // NADAC-described NDCs named by RxNorm's name of their product (name-by-product.ts)
  aisleNames: number; // aliases added from the NADAC file's names of over-the-counter products (aisle-names.ts)
  aisleOrder: Record<string, string[]>; // those several medications carry -> their slugs, most NDCs first
  packageWords: string[]; // the file's words for a package's make that search reads past (aisle-names.ts)
  // trade name -> its current products' doses, most listed first (current-trade-names.ts)
  tradeNameOrder: Record<string, string[]>;
  // brand family name -> its products' doses, the one sold under it most first (brand-families.ts)
  familyOrder: Record<string, string[]>;
  // Twentieth pass: pack brands' names moved to the packs of their regimen, generic doses named by their application's
  // brand, brands renamed as their makers write them.
  regimenAliases: RegimenAlias[];
  applicationBrands: number;
  siblingCanisters: string[]; // inhalers counted by their twins' canister, not by the gram (sibling-canisters.ts)
  renamed: ReturnType<typeof writePlainBrandNames>;
};

export async function deriveCatalog(dataDir: string, onProgress?: ProgressListener): Promise<DerivedCatalog> {
  const sources = await readCatalogSources(dataDir, onProgress);
  // What pharmacies dispense (SDUD per NDC, Part D per drug) and RxNorm packs, read whole: all are small. Without them
  // (an older data folder) doses take the documented fallback counts and packs are left out.
  // NADAC's prices read the packages the state bills whole (bottle-volumes.ts readBilledPackages: Pennsaid's pump).
  const units = new Map(sources.latest.map((r) => [r.ndc, r.pricingUnit]));
  const dispensed = await readDispensingSources(
    dataDir,
    nadacPriceOf(
      (ndc) => sources.histories.get(ndc),
      (ndc) => units.get(ndc),
    ),
  );
  sources.stats.push(...dispensed.stats);
  const packRows = await readOptionalSource(dataDir, QUANTITY_FILES.packs, parseRxnormPacks, sources.stats);
  const packOf = packIndexOf(packRows);
  const pointCounts = new Map([...sources.histories].map(([ndc, points]) => [ndc, points.length]));
  const listed = await readOptionalSource(dataDir, QUANTITY_FILES.listed, parseListedNdcs, sources.stats);
  const latest = nameByProduct(sources.latest, listed, (ndc, rxcui) => packOf(ndc, rxcui || null) !== null);
  const merged = mergeNdcRecords(latest.rows, sources.weekly, sources.extract, pointCounts);
  const names = await readDrugNameSources(dataDir);
  const descriptionsOf = nadacDescriptionsOf(sources);
  sources.stats.push(...names.stats);
  const catalog = buildCatalog({
    ndcs: merged.records,
    matesOf: sources.matesOf,
    historyOf: (ndc) => sources.histories.get(ndc) ?? [],
    hasApprovedGeneric: sources.hasApprovedGeneric,
    usualFills: indexUsualFills(dispensed.partD),
    dispensing: dispensed.dispensing,
    packOf,
    singleDrugPacks: await readOptionalSource(dataDir, QUANTITY_FILES.packs, parseSingleDrugPacks, []),
    usNameOf: indexUsNames(names.sources.orangeBook),
    nadacDescriptionsOf: descriptionsOf,
    productLines: indexProductLines(dispensed.partD, names.sources.orangeBook),
    listedPackagesOf: indexListedPackages(listed),
  });

  const restated = stateDeviceStrengths(catalog.medications, names.sources.orangeBook);

  const otcNdcs = new Set(catalog.ndcs.filter((r) => r.otc).map((r) => r.ndc));
  const searchNames = deriveSearchNames(catalog.medications, names.sources, otcNdcs);
  const claims = partDClaimsOf(dispensed.partD, catalog.medications);
  for (const m of catalog.medications) {
    m.aliases = searchNames.aliases.get(m.slug) ?? [];
    m.aliasSources = m.aliases.map((a) => searchNames.aliasSources.get(m.slug)?.get(a) ?? "");
    m.aliasDoses = searchNames.aliasDoses.get(m.slug) ?? {};
    m.claims = claims.get(m.slug) ?? null;
  }
  // A trade name is the products RxNorm lists under it now, over its historical ones (current-trade-names.ts).
  const sourcesBefore = new Map(
    catalog.medications.map((m) => [m.slug, new Map(m.aliases.map((a, i) => [a, m.aliasSources![i]!]))]),
  );
  const traded = applyTradeNameProducts(
    catalog.medications,
    tradeNameProducts(catalog.medications, currentTradeProducts(listed)),
    searchNames.otherDrugNames,
    names.sources,
  );
  searchNames.otherDrugNames = traded.otherDrugNames;
  // A trade name it applied to a medication is RxNorm's (a US name) there; every other alias keeps its sources.
  for (const m of catalog.medications) {
    const sold = new Set(m.doses.map((d) => d.ndc));
    m.aliasSources = m.aliases.map((a) => {
      const before = sourcesBefore.get(m.slug)?.get(a) ?? "";
      const applied = traded.order[a]?.some((ndc) => sold.has(ndc)) ?? false;
      return applied && !before.includes(ALIAS_SOURCES.rxnorm)
        ? [...before, ALIAS_SOURCES.rxnorm].sort().join("")
        : before;
    });
  }
  for (const [slug, names] of nadacWrittenAliases(catalog.medications, descriptionsOf)) {
    const m = catalog.medications.find((c) => c.slug === slug)!;
    m.aliasSources = m.aliases.map((a, i) =>
      names.has(a) ? [...m.aliasSources![i]!, ALIAS_SOURCES.nadac].sort().join("") : m.aliasSources![i]!,
    );
  }
  // The names on an over-the-counter package that name no drug ("acid reducer", "nighttime cold flu"), after every
  // other name is known.
  const aisle = deriveAisleNames(
    catalog.medications,
    otcNdcs,
    descriptionsOf,
    new Set(Object.keys(STORE_BRAND_WORDS)),
    [...searchNames.otherDrugNames, ...names.sources.greenBook.map((p) => p.tradeName)],
  );
  let aisleNames = 0;
  for (const m of catalog.medications)
    for (const { name, ndcs } of aisle.get(m.slug) ?? []) {
      m.aliases.push(name);
      m.aliasSources!.push(ALIAS_SOURCES.nadac);
      m.aliasDoses[name] = ndcs;
      aisleNames++;
    }
  const packageWords = packageWordsOf(catalog.medications, descriptionsOf, searchNames.otherDrugNames);
  // Labels and names a pharmacist would write (twentieth pass), after every rule that reads RxNorm's names and
  // strengths: a pack brand's name at its regimen, an application number as its brand, an inhaler by its
  // twins' canister, brand names without capitals; then each medication's labels again.
  const sourcesOfAliases = aliasSourcesOf(catalog.medications);
  const regimenAliases = aliasPackRegimens(catalog.medications, packRows);
  const applicationBrands = nameApplicationBrands(
    catalog.medications,
    indexApplicationBrands(sources.drugsFdaProducts),
  );
  const siblingCanisters = countSiblingCanisters(catalog.medications);
  const renamed = writePlainBrandNames(catalog.medications, indexBrandSpellings(names.sources.medlinePlus));
  // A name these moved keeps the sources it had; a brand's former spelling, kept as a search name, is RxNorm's.
  for (const m of catalog.medications)
    m.aliasSources = m.aliases.map(
      (a) => sourcesOfAliases.bySlug.get(m.slug)?.get(a) ?? sourcesOfAliases.byName.get(a) ?? ALIAS_SOURCES.rxnorm,
    );
  for (const m of catalog.medications) {
    const labels = doseLabels(m.doses, "en-US");
    m.doses.forEach((d, i) => (d.label = labels[i]!));
  }
  // A brand family's name opens on the product sold under it most (brand-families.ts), once every name is final.
  const listedByName = currentTradeProducts(listed);
  const familyOrder = brandFamilyOrder(catalog.medications, otcNdcs, {
    tradeNames: tradeNamesOf([
      ...listedByName.keys(),
      ...names.sources.orangeBook.map((p) => p.tradeName),
      ...names.sources.medlinePlus.flatMap((b) => b.brands),
    ]),
    prescribed: prescribedNames(names.sources.orangeBook),
    listed: listedByName,
    book: bookProductsByName(names.sources.orangeBook),
  });
  return {
    sources,
    merged,
    catalog,
    searchNames,
    restated,
    named: latest.named,
    aisleNames,
    aisleOrder: aisleOrderOf(aisle),
    tradeNameOrder: traded.order,
    familyOrder,
    packageWords,
    regimenAliases,
    applicationBrands,
    siblingCanisters,
    renamed,
  };
}

// Each medication's aliases with their sources, and every alias's sources over all medications (letters joined).
function aliasSourcesOf(medications: readonly { slug: string; aliases: string[]; aliasSources?: string[] }[]) {
  const bySlug = new Map<string, Map<string, string>>();
  const byName = new Map<string, string>();
  for (const m of medications) {
    bySlug.set(m.slug, new Map(m.aliases.map((a, i) => [a, m.aliasSources?.[i] ?? ""])));
    m.aliases.forEach((a, i) => {
      const letters = new Set([...(byName.get(a) ?? ""), ...(m.aliasSources?.[i] ?? "")]);
      byName.set(a, [...letters].sort().join(""));
    });
  }
  return { bySlug, byName };
}
