// A chain's stores in a zip's region with each store's own price (NPI pricing), nearest first: from the patient's
// location when they shared it, otherwise from the zip's centre, and the answer says which.
import "server-only";
import type { CardType } from "../accounts/permissions";
import { notFound } from "../platform/errors";
import type { Pagination } from "../vocabulary/pagination";
import type { LatLng } from "../geo/types";
import { listChainPharmaciesIn } from "../pharmacies/list-chain-pharmacies";
import { loadNetworkIndex } from "../pharmacies/network-index";
import type { RetailPharmacy } from "../pharmacies/schemas";
import { priceAtPharmacies } from "../pricing/price-at-pharmacies";
import type { PriceObject } from "../pricing/price-at-pharmacies-core";
import { ensureSiteAccount } from "./site-account";
import { withDisplayStreet } from "./display-street";

export type ChainStore = RetailPharmacy & { price: PriceObject | null };

export type ChainStores = {
  chain: { code: string; name: string };
  stores: ChainStore[];
  pagination: Pagination;
  distanceFrom: "location" | "zip";
  origin: LatLng;
  checkedAt: string;
};

export async function listChainStores({
  cardType,
  zip,
  chainCode,
  ndc,
  quantity,
  from,
  index,
  limit,
}: {
  cardType: CardType;
  zip: string;
  chainCode: string;
  ndc: string;
  quantity: number;
  from?: LatLng;
  index: number;
  limit: number;
}): Promise<ChainStores> {
  const network = await loadNetworkIndex();
  const centre = network.geography.byZip.get(zip);
  if (!centre) throw notFound("Zip code not found.", { errorCode: "ZIP_NOT_FOUND" });
  const origin = from ?? { lat: centre.lat, lng: centre.lng };
  const { pharmacies, pagination } = listChainPharmaciesIn(network, { zip, chainCode, index, limit, from: origin });
  const account = await ensureSiteAccount();
  const npis = pharmacies.map((p) => p.npi);
  const { successful } =
    npis.length > 0
      ? await priceAtPharmacies({ account, cardType, sort: false, ndc, quantity, npis })
      : { successful: [] };
  const prices = new Map(successful.map((s) => [s.npi, s.price]));
  const chain = network.chains.get(chainCode)!; // listChainPharmaciesIn threw for an unknown chain
  return {
    chain: { code: chain.code, name: chain.name },
    stores: pharmacies.map((p) => ({ ...withDisplayStreet(p), price: prices.get(p.npi) ?? null })),
    pagination,
    distanceFrom: from ? "location" : "zip",
    origin,
    checkedAt: new Date().toISOString(),
  };
}
