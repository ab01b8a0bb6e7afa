// A list of medicines priced at one pharmacy, described for the card the patient shows there (and the pharmacist
// view): each drug, dose, quantity and price, and the total. Priced again on the server, never taken from the address.
import "server-only";
import type { CardType } from "../accounts/permissions";
import type { Locale } from "../vocabulary/locale";
import { ApiError } from "../platform/errors";
import { getCatalog } from "../medications/catalog-index";
import { loadNetworkIndex } from "../pharmacies/network-index";
import { priceAtPharmacies } from "../pricing/price-at-pharmacies";
import { effectivePrice } from "../pricing/price-sort";
import type { LinkedItem } from "./list-link";
import { describeListItem } from "./price-medicine-list";
import { ensureSiteAccount } from "./site-account";
import { zipTimeZone } from "../geo/zip-time-zone";
import { displayStreet } from "./display-street";

export type ListAtStore = {
  pharmacy: string; // the store's name and street
  lines: { text: string; price: string }[];
  total: string;
  checkedAt: string;
  timeZone: string | null; // the store's zip's: the checked time is said in it
};

export async function describeListAtStore({
  cardType,
  locale,
  npi,
  items,
}: {
  cardType: CardType;
  locale: Locale;
  npi: string;
  items: LinkedItem[];
}): Promise<ListAtStore | null> {
  const [network, catalog, account] = await Promise.all([loadNetworkIndex(), getCatalog(), ensureSiteAccount()]);
  const store = network.byNpi.get(npi);
  if (!store) return null;
  const lines: ListAtStore["lines"] = [];
  let cents = 0;
  for (const item of items) {
    const label = describeListItem(catalog, item, locale);
    if (!label) continue;
    try {
      const { successful } = await priceAtPharmacies({
        account,
        cardType,
        sort: false,
        ndc: item.ndc,
        quantity: item.quantity,
        npis: [npi],
      });
      const price = successful[0]?.price;
      if (!price) continue; // not covered here: the list page said so
      const amount = effectivePrice(price);
      cents += Math.round(amount * 100);
      lines.push({ text: `${label.name}, ${label.dose}, ${label.quantity}`, price: amount.toFixed(2) });
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === "not_found")) throw error;
    }
  }
  if (lines.length === 0) return null;
  return {
    pharmacy: `${store.name}, ${displayStreet(store.street)}`,
    lines,
    total: (cents / 100).toFixed(2),
    checkedAt: new Date().toISOString(),
    timeZone: zipTimeZone(network.geography.byZip.get(store.zip)),
  };
}
