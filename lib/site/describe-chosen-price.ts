// The price a patient chose on a medication page, described for the card they show at the counter: the medication,
// dose, quantity, chain and price, priced again on the server rather than taken from the address bar.
import "server-only";
import type { Locale } from "../vocabulary/locale";
import { ApiError } from "../platform/errors";
import type { CardType } from "../accounts/permissions";
import { getCatalog } from "../medications/catalog-index";
import { quantityChoiceLabel } from "../medications/dose-labels";
import { INDEPENDENT_CHAIN_CODE } from "../pharmacies/chains";
import { loadNetworkIndex } from "../pharmacies/network-index";
import { priceAtPharmacies } from "../pricing/price-at-pharmacies";
import type { PriceObject } from "../pricing/price-at-pharmacies-core";
import { priceChainsNearby } from "./price-chains-nearby";
import { ensureSiteAccount } from "./site-account";
import { zipTimeZone } from "../geo/zip-time-zone";
import { displayStreet } from "./display-street";
import { plainNames } from "../medications/plain-generic";

export type ChosenPrice = {
  slug: string;
  medication: string;
  dose: string;
  quantity: string;
  pharmacy: string; // the chain, or the store's name on its sign and its street
  price: PriceObject;
  national: boolean;
  checkedAt: string;
  timeZone: string | null; // the store's zip's, else the patient's zip's: the checked time is said in it
};

const ALL_CHAINS = 1_000;

export async function describeChosenPrice({
  cardType,
  locale,
  slug,
  ndc,
  quantity,
  chainCode,
  npi,
  zip,
}: {
  cardType: CardType;
  locale: Locale;
  slug: string;
  ndc: string;
  quantity: number;
  chainCode: string;
  npi?: string; // a store of the chain: its own price instead of the chain's
  zip?: string;
}): Promise<ChosenPrice | null> {
  const medication = (await getCatalog()).bySlug.get(slug);
  const dose = medication?.doses.find((d) => d.ndc === ndc);
  if (!medication || !dose) return null;
  const unitCount = quantity / Number(dose.baseValue);
  const choice = dose.quantities.find((q) => Number(q.value) === quantity) ?? { value: String(quantity), unitCount };
  try {
    const described = {
      slug,
      medication: plainNames(medication).name,
      dose: locale === "es-US" ? dose.labelEs : dose.label,
    };
    const quantityText = quantityChoiceLabel(dose, choice, locale);
    if (npi) {
      const network = await loadNetworkIndex();
      const store = network.byNpi.get(npi);
      const chain = store && network.chains.get(store.chainCode);
      // A chain's store, or an independent pharmacy (no chain), named by its own sign.
      if (!store || store.chainCode !== chainCode || (!chain && chainCode !== INDEPENDENT_CHAIN_CODE)) return null;
      const account = await ensureSiteAccount();
      const { successful } = await priceAtPharmacies({ account, cardType, sort: false, ndc, quantity, npis: [npi] });
      const priced = successful[0];
      if (!priced) return null;
      return {
        ...described,
        quantity: quantityText,
        pharmacy: `${store.name}, ${displayStreet(store.street)}`, // the name on its sign: Mariano's, not Kroger
        price: priced.price,
        national: false,
        checkedAt: new Date().toISOString(),
        timeZone: zipTimeZone(network.geography.byZip.get(store.zip)),
      };
    }
    const prices = await priceChainsNearby({ cardType, ndc, quantity, zip, index: 0, limit: ALL_CHAINS });
    const chain = prices.chains.find((c) => c.code === chainCode);
    if (!chain) return null;
    // Near a zip the chain's price is its cheapest store's: the card names that store.
    if (chain.store) return describeChosenPrice({ cardType, locale, slug, ndc, quantity, chainCode, npi: chain.store });
    return {
      ...described,
      quantity: quantityText,
      pharmacy: chain.name,
      price: chain.price,
      national: prices.national,
      checkedAt: prices.checkedAt,
      timeZone: prices.timeZone,
    };
  } catch (error) {
    if (error instanceof ApiError && error.kind === "not_found") return null;
    throw error;
  }
}
