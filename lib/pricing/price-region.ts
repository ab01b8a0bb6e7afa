// Prices one NDC and quantity at the pharmacy chains of a zip's region, one page at a time (spec 4.10).
import type { ApiAccount } from "../accounts/api-account";
import { paginate } from "../vocabulary/pagination";
import { loadNetworkIndex } from "../pharmacies/network-index";
import { findNdcCost, loadNdcCosts } from "./ndc-costs";
import { cachedPricing } from "./pricing-cache";
import { toPricedDrug } from "./priced-drug";
import { isFeaturedBrand, priceModel } from "./price-model";
import type { CardType } from "../accounts/permissions";
import { regionChainPrices } from "./price-region-core";

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
  account: Pick<ApiAccount, "id" | "pricingTerms">; // answers are cached per account
  cardType: CardType;
  ndc: string;
  quantity: number;
  zip?: string;
  daysSupply?: number;
  index: number;
  limit: number;
}) {
  const [network, costs, cost] = await Promise.all([loadNetworkIndex(), loadNdcCosts(), findNdcCost(ndc)]);
  const drug = toPricedDrug(cost, quantity);
  const featured = isFeaturedBrand({ ndc, cardType, termsIncludeFeaturedBrands: account.pricingTerms.featuredBrands });
  // The whole ordered list is cached, so the next pages of a request are served from the cache too.
  const { value: chains, cache } = cachedPricing({
    key: [account.id, "region", cardType, featured, ndc, quantity, daysSupply ?? null, zip ?? null],
    dataSources: [network, costs],
    compute: () => regionChainPrices(network, { zip, drug, cardType, featured, daysSupply, model: priceModel }),
  });
  const { page, pagination } = paginate(chains, index, limit);
  return { pharmacies: page, pagination, metadata: { cache } };
}
