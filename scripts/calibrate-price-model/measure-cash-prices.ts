// Statistics of the 2013 NYC cash-price survey: chain spreads, cash price against NADAC ingredient cost, low prices.
// Pure functions over parsed rows, so scripts/calibrate-price-model.ts only reads files and writes results.
import { matchNadacRows, parseNycDrug, type NadacRow } from "./match-nyc-drug";
import type { NdcHistory } from "./read-nadac-history";
import { fitMedianLine, median, quantile, summarize, withoutOutliers } from "./robust-statistics";

// Enough stores for a median to mean something; a chain needs a few stores pricing the drug to be compared.
const MIN_GROUP_PRICES = 20;
const MIN_CHAIN_PRICES = 3;
// History prices first seen by this date count as "early" (the archive starts in 2017-07).
const EARLY_UNTIL = "2018-12-31";

export type SurveyRow = {
  drugName: string;
  quantity: string;
  priceType: "generic" | "brand";
  price: number;
  store: string;
  chain: string;
};

// Survey licensee names -> survey groups. Duane Reade has been Walgreens since 2010 and Genovese stores became Rite
// Aid; Pathmark (a supermarket) stands in for supermarket pharmacies; unnamed stores and the hospital are left out.
export function chainOfSurveyPharmacy(pharmacyName: string): string | null {
  const name = pharmacyName.toUpperCase();
  if (name === "") return null;
  if (name.startsWith("CVS")) return "CVS";
  if (name.startsWith("WALGREEN") || name.startsWith("DUANE READE")) return "WALGREENS";
  if (name.startsWith("RITE AID") || name.startsWith("GENOVESE")) return "RITE_AID";
  if (name.startsWith("PATHMARK")) return "SUPERMARKET";
  if (name.includes("HOSPITAL")) return null;
  return "INDEPENDENT";
}

export type Group = {
  key: string;
  drugName: string;
  quantity: string;
  priceType: "generic" | "brand";
  rows: SurveyRow[];
};

// Some survey entries are the same listing under two names (SYNTHROID 0.1MG and LEVOTHYROXINE 100MCG - Synthroid):
// identical store/price sets are counted once.
export function groupSurvey(rows: SurveyRow[]): { groups: Group[]; duplicates: string[] } {
  const byKey = new Map<string, Group>();
  for (const row of rows) {
    const key = `${row.drugName}|${row.priceType}`;
    const group = byKey.get(key) ?? {
      key,
      drugName: row.drugName,
      quantity: row.quantity,
      priceType: row.priceType,
      rows: [],
    };
    group.rows.push(row);
    byKey.set(key, group);
  }
  const seen = new Set<string>();
  const groups: Group[] = [];
  const duplicates: string[] = [];
  for (const group of byKey.values()) {
    const signature = `${group.priceType}|${group.rows
      .map((r) => `${r.store}:${r.price}`)
      .sort()
      .join(",")}`;
    if (seen.has(signature)) duplicates.push(group.key);
    else groups.push(group);
    seen.add(signature);
  }
  return { groups, duplicates };
}

const round = (v: number, digits = 3) => Number(v.toFixed(digits));

// Each chain's median cash price for a drug relative to the all-pharmacy median (every store one vote).
export function chainSpreads(groups: Group[]) {
  const ratios = new Map<string, number[]>();
  for (const group of groups) {
    const clean = new Set(withoutOutliers(group.rows.map((r) => r.price)));
    const rows = group.rows.filter((r) => clean.has(r.price));
    if (rows.length < MIN_GROUP_PRICES) continue;
    const overall = median(rows.map((r) => r.price));
    for (const chain of new Set(rows.map((r) => r.chain))) {
      const prices = rows.filter((r) => r.chain === chain).map((r) => r.price);
      if (prices.length < MIN_CHAIN_PRICES) continue;
      const key = `${chain}|${group.priceType}`;
      ratios.set(key, [...(ratios.get(key) ?? []), median(prices) / overall]);
    }
  }
  const stores = (chain: string) =>
    new Set(groups.flatMap((g) => g.rows.filter((r) => r.chain === chain)).map((r) => r.store)).size;
  const chains = [...new Set([...ratios.keys()].map((k) => k.split("|")[0] ?? ""))].sort();
  return Object.fromEntries(
    chains.map((chain) => {
      const of = (type: string) => {
        const s = summarize(ratios.get(`${chain}|${type}`) ?? []);
        return { drugs: s.n, median: round(s.median), p25: round(s.p25), p75: round(s.p75) };
      };
      return [chain, { stores: stores(chain), generic: of("generic"), brand: of("brand") }];
    }),
  );
}

export function cashVersusNadac(groups: Group[], nadac: NadacRow[], history: Map<string, NdcHistory>) {
  const matches = groups.map((group) => {
    const drug = parseNycDrug(group.drugName, group.quantity);
    const rows = matchNadacRows(drug, group.priceType, nadac);
    const recent = rows.filter((r) => r.recent);
    const perUnit = median((recent.length > 0 ? recent : rows).map((r) => r.nadacPerUnit));
    const cash = median(withoutOutliers(group.rows.map((r) => r.price)));
    // The same NDCs' earliest recorded NADAC (2017-18) and how much it has moved since, per year.
    const early = rows.flatMap((r) => {
      const h = history.get(r.ndc);
      if (!h || h.first.date > EARLY_UNTIL || h.last.date <= h.first.date) return [];
      const years = (Date.parse(h.last.date) - Date.parse(h.first.date)) / (365.25 * 864e5);
      return [{ price: h.first.price, yearly: (h.last.price / h.first.price) ** (1 / years) }];
    });
    const earlyCost = early.length > 0 ? median(early.map((e) => e.price)) * drug.quantity : NaN;
    const yearly = early.length > 0 ? median(early.map((e) => e.yearly)) : NaN;
    // One NDC stands for the entry when the model draws its cash level (the cheapest-coded recent one, stably).
    const ndc = (recent.length > 0 ? recent : rows).map((r) => r.ndc).sort()[0] ?? "";
    const ndcList = rows.map((r) => r.ndc);
    return { group, drug, ndc, ndcs: rows.length, ndcList, ingredientCost: perUnit * drug.quantity, earlyCost, yearly, cash }; // prettier-ignore
  });
  const matched = matches.filter((m) => m.ndcs > 0 && m.ingredientCost > 0);
  const of = (type: "generic" | "brand") => {
    const points = matched.filter((m) => m.group.priceType === type);
    const ratio = summarize(points.map((m) => m.cash / m.ingredientCost));
    const fit = fitMedianLine(points.map((m) => ({ x: m.ingredientCost, y: m.cash })));
    const withEarly = points.filter((m) => m.earlyCost > 0);
    const early = summarize(withEarly.map((m) => m.cash / m.earlyCost));
    return {
      drugs: points.length,
      cashOverIngredientCost: { median: round(ratio.median, 2), p25: round(ratio.p25, 2), p75: round(ratio.p75, 2) },
      cashOverEarliestNadacCost: {
        drugs: early.n,
        median: round(early.median, 2),
        p25: round(early.p25, 2),
        p75: round(early.p75, 2),
      },
      nadacYearlyChangeSinceEarliest: round(median(withEarly.map((m) => m.yearly)) - 1),
      medianCash: round(median(points.map((m) => m.cash)), 2),
      medianIngredientCost: round(median(points.map((m) => m.ingredientCost)), 2),
      fit: { multiplier: round(fit.slope), fee: round(fit.intercept, 2) },
    };
  };
  const totalRows = groups.reduce((s, g) => s + g.rows.length, 0);
  return {
    matchRate: {
      entries: `${matched.length}/${groups.length}`,
      entryShare: round(matched.length / groups.length),
      priceShare: round(matched.reduce((s, m) => s + m.group.rows.length, 0) / totalRows),
      byType: Object.fromEntries(
        (["generic", "brand"] as const).map((t) => [
          t,
          `${matched.filter((m) => m.group.priceType === t).length}/${groups.filter((g) => g.priceType === t).length}`,
        ]),
      ),
    },
    generic: of("generic"),
    brand: of("brand"),
    unmatched: matches.filter((m) => !matched.includes(m)).map((m) => m.group.key),
    // Names and NDC counts only, to audit the matching: per-drug survey prices stay out of the project.
    matched: matched.map((m) => `${m.group.key} (${m.ndcs} NDC)`),
    // In memory only (the script measures with them and writes aggregates): each matched generic's cost and prices.
    genericPoints: matched
      .filter((m) => m.group.priceType === "generic")
      .map((m) => ({
        drugName: m.group.drugName,
        ndc: m.ndc,
        ndcs: m.ndcList,
        ingredientCost: m.ingredientCost,
        cash: m.cash,
        byChain: chainMedians(m.group),
        rangeByChain: chainRanges(m.group),
      })),
  };
}

export type GenericPoint = {
  drugName?: string; // the survey entry's name
  ndc: string;
  ndcs?: string[]; // every matched NADAC row
  ingredientCost: number;
  cash: number;
  byChain: Record<string, number>;
  rangeByChain?: Record<string, { low: number; high: number }>; // lowest and highest store price, 3+ stores
};

// The lowest and highest price of each chain with MIN_CHAIN_PRICES stores pricing the entry (entry errors dropped).
function chainRanges(group: Group): Record<string, { low: number; high: number }> {
  const clean = new Set(withoutOutliers(group.rows.map((r) => r.price)));
  const rows = group.rows.filter((r) => clean.has(r.price));
  const out: Record<string, { low: number; high: number }> = {};
  for (const chain of new Set(rows.map((r) => r.chain))) {
    const prices = rows.filter((r) => r.chain === chain).map((r) => r.price);
    if (prices.length >= MIN_CHAIN_PRICES) out[chain] = { low: Math.min(...prices), high: Math.max(...prices) };
  }
  return out;
}

// Years as a generic at the survey's date, by band: where the drugs of each band sit against the curve (the median
// log residual). The survey's dear generics had just lost exclusivity (atorvastatin, clopidogrel, olanzapine), its
// cheapest had been generic for decades (prednisone, furosemide): the level follows the years, not a hash.
export const AGE_BANDS = [3, 6, 10, 15, null] as const;
export function genericAgeLevels(
  points: readonly GenericPoint[],
  curve: { scale: number; exponent: number },
  sinceOf: (p: GenericPoint) => string | undefined,
  asOf: string,
) {
  const yearsOf = (since: string) => (Date.parse(asOf) - Date.parse(since)) / (365.25 * 864e5);
  const residual = (p: GenericPoint) => Math.log(p.cash) - Math.log(curve.scale * p.ingredientCost ** curve.exponent);
  const dated = points.flatMap((p) => {
    const since = sinceOf(p);
    return since ? [{ years: yearsOf(since), residual: residual(p) }] : [];
  });
  let lower = -Infinity;
  const bands = AGE_BANDS.map((underYears) => {
    const inBand = dated.filter((d) => d.years >= lower && (underYears === null || d.years < underYears));
    lower = underYears ?? Infinity;
    return { underYears, level: round(median(inBand.map((d) => d.residual))), drugs: inBand.length };
  });
  return { asOf, dated: dated.length, undated: points.length - dated.length, bands };
}

// Where the survey's generics of a class sit against the model's level for them (log of the survey's median cash price
// over the curve x exp(their band's level)), by drug: a class the bands miss has a median away from 0 (PRICE-MODEL.md,
// "Twenty-eighth session": OTC-and-Rx products, cheap maintenance generics). Drugs without a level are left out.
export function levelResidualsByClass(
  points: readonly GenericPoint[],
  curve: { scale: number; exponent: number },
  levelOf: (p: GenericPoint) => number | undefined,
  classesOf: (p: GenericPoint) => readonly string[],
) {
  const byClass = new Map<string, number[]>();
  for (const p of points) {
    const level = levelOf(p);
    if (level === undefined) continue;
    const residual = Math.log(p.cash) - Math.log(curve.scale * p.ingredientCost ** curve.exponent) - level;
    for (const cls of ["all", ...classesOf(p)]) byClass.set(cls, [...(byClass.get(cls) ?? []), residual]);
  }
  return Object.fromEntries(
    [...byClass].map(([cls, r]) => [
      cls,
      // offTwice: drugs more than twice or under half their band's level (twenty-ninth session: omeprazole's class).
      { drugs: r.length, p25: round(quantile(r, 0.25)), median: round(median(r)), p75: round(quantile(r, 0.75)), offTwice: r.filter((v) => Math.abs(v) > Math.LN2).length }, // prettier-ignore
    ]),
  );
}

// Each survey generic's modelled cash price at each survey chain against that chain's store prices: within the
// lowest to highest store price, and more than twice or under half the chain's median.
export function surveyRanges(points: readonly GenericPoint[], uncOf: (p: GenericPoint, group: string) => number) {
  let pairs = 0;
  let within = 0;
  let offTwice = 0;
  const misses: string[] = [];
  for (const p of points)
    for (const [group, range] of Object.entries(p.rangeByChain ?? {})) {
      const unc = uncOf(p, group);
      const median = p.byChain[group]!;
      pairs++;
      if (unc >= range.low - 0.005 && unc <= range.high + 0.005) within++;
      if (unc > 2 * median || unc < median / 2) {
        offTwice++;
        misses.push(`${p.ndc} ${group}`);
      }
    }
  return { pairs, within, offTwice };
}

// A generic's cash price against its brand's, where the survey priced both for one entry ("AMLODIPINE 10MG TAB -
// Norvasc", generic and brand): per drug, the median generic price over the median brand price (each of at least
// MIN_CHAIN_PRICES stores, entry errors dropped), and at one store, each store that priced both. `young`: the drugs
// first generic under `youngYears` before the survey (sinceOf by entry name; optional).
export function genericOverBrand(
  groups: readonly Group[],
  options: { sinceOf?: (drugName: string) => string | undefined; asOf?: string; youngYears?: number } = {},
) {
  const byName = new Map<string, { generic?: Group; brand?: Group }>();
  for (const g of groups) byName.set(g.drugName, { ...byName.get(g.drugName), [g.priceType]: g });
  const drugs: { drugName: string; ratio: number }[] = [];
  const storeRatios: number[] = [];
  for (const [drugName, { generic, brand }] of byName) {
    if (!generic || !brand) continue;
    const clean = (g: Group) => {
      const kept = new Set(withoutOutliers(g.rows.map((r) => r.price)));
      return g.rows.filter((r) => kept.has(r.price));
    };
    const [gRows, bRows] = [clean(generic), clean(brand)];
    const brandAt = new Map(bRows.map((r) => [r.store, r.price]));
    for (const r of gRows) if (brandAt.has(r.store)) storeRatios.push(r.price / brandAt.get(r.store)!);
    if (gRows.length < MIN_CHAIN_PRICES || bRows.length < MIN_CHAIN_PRICES) continue;
    drugs.push({ drugName, ratio: median(gRows.map((r) => r.price)) / median(bRows.map((r) => r.price)) });
  }
  const summary = (values: readonly number[]) => ({
    n: values.length,
    above1: values.filter((v) => v > 1).length,
    p10: round(quantile(values, 0.1)),
    median: round(median(values)),
    p90: round(quantile(values, 0.9)),
    max: round(Math.max(...values)),
  });
  const { sinceOf, asOf, youngYears = 3 } = options;
  const yearsOf = (name: string) => {
    const since = sinceOf?.(name);
    return since && asOf ? (Date.parse(asOf) - Date.parse(since)) / (365.25 * 864e5) : undefined;
  };
  const young = drugs.filter((d) => (yearsOf(d.drugName) ?? Infinity) < youngYears).map((d) => d.ratio);
  // By the bands of years as a generic (twenty-ninth session): where the generic stops selling near its brand.
  let lower = -Infinity;
  const byBand = AGE_BANDS.map((underYears) => {
    const inBand = drugs.filter((d) => {
      const years = yearsOf(d.drugName);
      return years !== undefined && years >= lower && (underYears === null || years < underYears);
    });
    lower = underYears ?? Infinity;
    return { underYears, n: inBand.length, median: inBand.length ? round(median(inBand.map((d) => d.ratio))) : null };
  });
  return {
    byDrug: summary(drugs.map((d) => d.ratio)),
    atOneStore: summary(storeRatios),
    young: { underYears: youngYears, ...(young.length > 0 ? summary(young) : { n: 0 }) },
    byBand,
  };
}

// The median price of each chain with MIN_CHAIN_PRICES stores pricing the entry (entry errors dropped).
function chainMedians(group: Group): Record<string, number> {
  const clean = new Set(withoutOutliers(group.rows.map((r) => r.price)));
  const rows = group.rows.filter((r) => clean.has(r.price));
  const out: Record<string, number> = {};
  for (const chain of new Set(rows.map((r) => r.chain))) {
    const prices = rows.filter((r) => r.chain === chain).map((r) => r.price);
    if (prices.length >= MIN_CHAIN_PRICES) out[chain] = median(prices);
  }
  return out;
}

// Quantiles p05, p10 ... p95 (19 values): the middle 90 % of a distribution, its tails left out.
export const LEVEL_QUANTILES = Array.from({ length: 19 }, (_, i) => 0.05 + 0.05 * i);
const logQuantilesOf = (values: readonly number[], centre = 0) =>
  LEVEL_QUANTILES.map((q) => round(quantile(values, q) - centre));

// Generic cash prices by drug: the median line of log(cash) on log(cost) (cash = scale x C^exponent), where each drug
// sits against it (log residual quantiles), and each chain's departure from its index for one drug (log quantiles of
// chain median / all-pharmacy median, centred on their median, which is the chain's index). The pooled deviations of
// the chain groups stand for chains the survey lacks.
export function genericCashByDrug(points: readonly GenericPoint[], chains: readonly string[]) {
  const logFit = fitMedianLine(points.map((p) => ({ x: Math.log(p.ingredientCost), y: Math.log(p.cash) })));
  const curve = { scale: round(Math.exp(logFit.intercept), 2), exponent: round(logFit.slope) };
  const residuals = points.map((p) => Math.log(p.cash) - Math.log(curve.scale * p.ingredientCost ** curve.exponent));
  const deviationsOf = (chain: string) => {
    const logs = points.flatMap((p) => (p.byChain[chain] ? [Math.log(p.byChain[chain] / p.cash)] : []));
    return logs.map((v) => v - median(logs));
  };
  const byChain = Object.fromEntries(chains.map((c) => [c, logQuantilesOf(deviationsOf(c))]));
  const pooled = logQuantilesOf(chains.filter((c) => c !== "INDEPENDENT").flatMap(deviationsOf));
  // Between the chains' medians for one drug: the spread of contract-independent pricing the MAC band is set to.
  const betweenChains = points.flatMap((p) => {
    const logs = chains.filter((c) => c !== "INDEPENDENT" && p.byChain[c]).map((c) => Math.log(p.byChain[c]!));
    if (logs.length < 3) return [];
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    return [Math.sqrt(logs.reduce((a, v) => a + (v - mean) ** 2, 0) / (logs.length - 1))];
  });
  return {
    curve,
    drugLevels: logQuantilesOf(residuals),
    chainDeviations: byChain,
    pooledChainDeviations: pooled,
    betweenChainLogSd: { drugs: betweenChains.length, median: round(median(betweenChains)) },
    p95GenericCash: round(
      quantile(
        points.map((p) => p.cash),
        0.95,
      ),
      2,
    ),
    // The survey's range of costs: past its largest generic ingredient cost, no cash price was seen.
    largestGenericCost: round(Math.max(...points.map((p) => p.ingredientCost)), 2),
  };
}

// p10, p25, median, p75, p90 of a list of prices, to compare the model's cash prices with the survey's.
export function priceDistribution(values: readonly number[]) {
  const at = (q: number) => round(quantile(values, q), 2);
  return { n: values.length, p10: at(0.1), p25: at(0.25), median: at(0.5), p75: at(0.75), p90: at(0.9) };
}

// The 2nd percentile of each chain's generic cash prices: the lowest price a store usually charges for a fill.
export function cashFloors(groups: Group[]) {
  const generic = groups.filter((g) => g.priceType === "generic").flatMap((g) => g.rows);
  const low = (rows: SurveyRow[]) =>
    round(
      quantile(
        rows.map((r) => r.price),
        0.02,
      ),
      2,
    );
  const chains = [...new Set(generic.map((r) => r.chain))].sort();
  return {
    ALL: low(generic),
    ...Object.fromEntries(chains.map((c) => [c, low(generic.filter((r) => r.chain === c))])),
  };
}
