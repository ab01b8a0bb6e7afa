// Chain prices in a zip's region (spec 4.10): the chains with stores there, ranked by popularity, priced at chain level
// and ordered cheapest first; default national chain prices when the region yields none. Pure over the network model.
import type { NetworkIndex, StoredChain } from "../pharmacies/network-index";
import { calculatePrice } from "./calculate-price";
import { isCoveredAt } from "./coverage";
import { toPriceObject, type PriceObject } from "./price-at-pharmacies-core";
import type { PricedDrug } from "./priced-drug";
import type { PriceModel } from "./price-model-schema";
import type { CardType } from "../accounts/permissions";
import { sortByPrice } from "./price-sort";

export type RegionChain = { code: string; name: string; count: number | null; score: number | null };

export type ChainPrice = {
  type: "chain";
  name: string;
  code: string;
  price: PriceObject;
  count: number | null;
  score: number | null;
  featured: boolean;
};

// `score` is the chain's popularity rank in the region: 1 = the most stores there; equal counts are ranked by the
// chain's national store count, then by code, so every chain has its own rank.
export function rankRegionChains(
  storeCounts: Iterable<readonly [string, number]>, // the region's stores by chain code
  chains: ReadonlyMap<string, StoredChain>,
): RegionChain[] {
  return [...storeCounts]
    .filter(([code]) => chains.has(code))
    .map(([code, count]) => ({ chain: chains.get(code)!, count }))
    .sort(
      (a, b) =>
        b.count - a.count || b.chain.storeCount - a.chain.storeCount || a.chain.code.localeCompare(b.chain.code, "en"),
    )
    .map(({ chain, count }, i) => ({ code: chain.code, name: chain.name, count, score: i + 1 }));
}

// Default national chain prices: every chain with a store anywhere, with count and score null (spec 4.10).
export function nationalChains(chains: ReadonlyMap<string, StoredChain>): RegionChain[] {
  return [...chains.values()].map(({ code, name }) => ({ code, name, count: null, score: null }));
}

type PriceOptions = {
  drug: PricedDrug;
  cardType: CardType;
  featured: boolean;
  daysSupply?: number;
  model: PriceModel;
};

// Chains that do not cover the drug (coverage.json) are left out. Cheapest first by the lower of UNC and discounted
// (what the patient pays), equal prices by name.
export function priceChains(chains: readonly RegionChain[], options: PriceOptions): ChainPrice[] {
  const { drug, cardType, featured, daysSupply, model } = options;
  const priced = chains
    .filter((chain) => isCoveredAt({ chainCode: chain.code, cardType, drug }))
    .map((chain): ChainPrice => {
      // No npi: the chain's price, without store variation.
      const price = calculatePrice({ ...drug, model, chainCode: chain.code, cardType, daysSupply });
      const { code, name, count, score } = chain;
      return { type: "chain", name, code, price: toPriceObject(price), count, score, featured };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.code.localeCompare(b.code, "en"));
  return sortByPrice(priced);
}

// The region's chains, or the national list when the zip is absent or unknown or its region prices no chain
// (only independents, no store within 50 miles, or every chain there leaves the drug out).
export function regionChainPrices(
  network: Pick<NetworkIndex, "chains" | "regionOf">,
  { zip, ...options }: PriceOptions & { zip?: string },
): ChainPrice[] {
  const region = zip === undefined ? null : network.regionOf(zip);
  const local = priceChains(region ? rankRegionChains(region.counts, network.chains) : [], options);
  return local.length > 0 ? local : priceChains(nationalChains(network.chains), options);
}
