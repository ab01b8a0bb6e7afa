// Prices one NDC and quantity at every community pharmacy (chain or independent) in a zip's region, each with its own
// store price: the NPI pricing formula (spec 4.9) over the region's stores, not capped at 50, nearest first. The region
// is the one region pricing uses (lib/geo/size-region.ts): it widens up to 50 miles until it holds enough stores.
import type { ApiAccount } from "../accounts/api-account";
import type { CardType } from "../accounts/permissions";
import { notFound } from "../platform/errors";
import { loadNetworkIndex, type StoredPharmacy } from "../pharmacies/network-index";
import { findNdcCost, loadNdcCosts } from "./ndc-costs";
import { priceNpis, type FailureCode, type PriceObject } from "./price-at-pharmacies-core";
import { isFeaturedBrand, priceModel } from "./price-model";
import { cachedPricing } from "./pricing-cache";
import { toPricedDrug } from "./priced-drug";

export type RegionStore = {
  store: StoredPharmacy;
  miles: number; // from the zip's centre
  price: PriceObject | null; // null: the store does not cover the drug (or failed)
  failure: FailureCode | null;
};

export type RegionStores = {
  zip: string;
  center: { lat: number; lng: number };
  radiusMiles: number;
  stores: RegionStore[];
};

export async function priceRegionStores({
  account,
  cardType,
  ndc,
  quantity,
  zip,
}: {
  account: Pick<ApiAccount, "id" | "pricingTerms">;
  cardType: CardType;
  ndc: string;
  quantity: number;
  zip: string;
}): Promise<RegionStores> {
  const [network, costs, cost] = await Promise.all([loadNetworkIndex(), loadNdcCosts(), findNdcCost(ndc)]);
  const region = network.regionOf(zip);
  if (!region) throw notFound("Zip code not found.", { errorCode: "ZIP_NOT_FOUND" });
  const drug = toPricedDrug(cost, quantity);
  const featured = isFeaturedBrand({ ndc, cardType, termsIncludeFeaturedBrands: account.pricingTerms.featuredBrands });
  const { value } = cachedPricing({
    key: [account.id, "region-stores", cardType, featured, ndc, quantity, zip],
    dataSources: [network, costs],
    compute: (): RegionStores => {
      const nearby = network.stores.within(region.center, region.radiusMiles);
      const found = new Map(nearby.map(({ item }) => [item.npi, item]));
      const { successful, failed } = priceNpis({
        npis: [...found.keys()],
        findStore: (npi) => found.get(npi),
        drug,
        cardType,
        featured,
        model: priceModel,
        sort: false,
      });
      const prices = new Map(successful.map((s) => [s.npi, s.price]));
      const failures = new Map(failed.map((f) => [f.npi, f.code]));
      return {
        zip,
        center: { lat: region.center.lat, lng: region.center.lng },
        radiusMiles: region.radiusMiles,
        stores: nearby.map(({ item, distanceMiles }) => ({
          store: item,
          miles: distanceMiles,
          price: prices.get(item.npi) ?? null,
          failure: failures.get(item.npi) ?? null,
        })),
      };
    },
  });
  return value;
}
