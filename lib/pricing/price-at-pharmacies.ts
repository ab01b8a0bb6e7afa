// Prices one NDC and quantity at up to 50 pharmacies by NPI, for people or pets (spec 4.9).
import type { ApiAccount } from "../accounts/api-account";
import { loadNetworkIndex } from "../pharmacies/network-index";
import { findNdcCost, loadNdcCosts } from "./ndc-costs";
import { FAILURE_CODES, priceNpis } from "./price-at-pharmacies-core";
import { npisToPrice } from "./schemas";
import { cachedPricing } from "./pricing-cache";
import { toPricedDrug } from "./priced-drug";
import { isFeaturedBrand, priceModel } from "./price-model";
import type { CardType } from "../accounts/permissions";

export async function priceAtPharmacies({
  account,
  cardType,
  sort,
  ndc,
  quantity,
  npis,
  daysSupply,
}: {
  account: Pick<ApiAccount, "id" | "pricingTerms">; // answers are cached per account
  cardType: CardType;
  sort: boolean;
  ndc: string;
  quantity: number;
  npis: string[];
  daysSupply?: number;
}) {
  const [network, costs, cost] = await Promise.all([loadNetworkIndex(), loadNdcCosts(), findNdcCost(ndc)]);
  const drug = toPricedDrug(cost, quantity);
  const featured = isFeaturedBrand({ ndc, cardType, termsIncludeFeaturedBrands: account.pricingTerms.featuredBrands });
  const processed = npisToPrice(npis);
  const { value, cache } = cachedPricing({
    key: [account.id, "npi", cardType, featured, ndc, quantity, daysSupply ?? null, sort, processed],
    dataSources: [network, costs],
    compute: () =>
      priceNpis({
        npis: processed,
        findStore: (npi) => network.byNpi.get(npi),
        drug,
        cardType,
        featured,
        daysSupply,
        model: priceModel,
        sort,
      }),
    // A store that failed for a passing reason is priced again next time.
    cacheable: ({ failed }) =>
      !failed.some((f) => f.code === FAILURE_CODES.tryAgain || f.code === FAILURE_CODES.unknown),
  });
  return { ...value, metadata: { cache } };
}
