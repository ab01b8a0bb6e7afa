// Prices one NDC and quantity at the pharmacy chains of a zip's region, one page at a time (spec 4.10).
import type { ApiAccount } from "../accounts/api-account";
import { paginate } from "../api/pagination";
import { loadNetworkStore } from "../pharmacies/network-store";
import { findNdcCost, loadNdcCosts } from "./ndc-costs";
import { cachedPricing } from "./pricing-cache";
import { toPricedDrug } from "./priced-drug";
import { isFeaturedBrand, priceModel } from "./price-model";
import type { CardType } from "./price-model-schema";
import { regionChainPrices } from "./region-pricing";

export async function priceRegion({
  account,
  cardType,
  ndc,
  quantity,
  zip,
  daysSupply,
  index,
  limit,
}: {
  account: Pick<ApiAccount, "id" | "contract">; // answers are cached per account
  cardType: CardType;
  ndc: string;
  quantity: number;
  zip?: string;
  daysSupply?: number;
  index: number;
  limit: number;
}) {
  const [network, costs, cost] = await Promise.all([loadNetworkStore(), loadNdcCosts(), findNdcCost(ndc)]);
  const drug = toPricedDrug(cost, quantity);
  const featured = isFeaturedBrand({ ndc, cardType, contractIncludesFeaturedBrands: account.contract.featuredBrands });
  // The whole ordered list is cached, so the next pages of a request are served from the cache too.
  const { value: chains, cache } = cachedPricing({
    key: [account.id, "region", cardType, featured, ndc, quantity, daysSupply ?? null, zip ?? null],
    dataSources: [network, costs],
    compute: () => regionChainPrices(network, { zip, drug, cardType, featured, daysSupply, model: priceModel }),
  });
  const { page, pagination } = paginate(chains, index, limit);
  return { pharmacies: page, pagination, metadata: { cache } };
}
