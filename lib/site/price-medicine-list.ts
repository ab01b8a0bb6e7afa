// "My medicines" priced together: every drug of the patient's list at every pharmacy in their zip's region, the one
// pharmacy with the least total, the cheapest split between two and the drugs each pharmacy does not cover. The list
// comes from the browser and is priced, never stored.
import "server-only";
import { zipTimeZone } from "../geo/zip-time-zone";
import type { CardType } from "../accounts/permissions";
import { ApiError } from "../platform/errors";
import type { Locale } from "../vocabulary/locale";
import { getCatalog, type Catalog } from "../medications/catalog-index";
import { quantityChoiceLabel } from "../medications/dose-labels";
import { loadNetworkIndex } from "../pharmacies/network-index";
import { priceRegionStores, type RegionStores } from "../pricing/price-region-stores";
import { effectivePrice } from "../pricing/price-sort";
import { planMedicineList, type PharmacyTotal } from "./plan-medicine-list";
import { ensureSiteAccount } from "./site-account";
import { displayStreet } from "./display-street";
import { plainNames } from "../medications/plain-generic";

export type ListItem = { slug: string; ndc: string; quantity: number };

// A list item as the page shows it, in the patient's language; null for a dose the catalog no longer has.
export type ListItemLabel = { name: string; dose: string; quantity: string } | null;

export type ListPharmacy = {
  npi: string;
  name: string;
  chainName: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  distance: number;
  prices: (string | null)[]; // per list item: what the patient pays, or null when not covered there
  total: string; // of the drugs it covers
  missing: number[]; // list items it does not cover
};

export type MedicineListPrices = {
  zip: string;
  radiusMiles: number;
  pharmacyCount: number;
  labels: ListItemLabel[];
  unpriced: number[]; // list items no pharmacy can price (an NDC without a price, a quantity not sold)
  single: ListPharmacy | null;
  split: { total: string; saving: string | null; parts: { pharmacy: ListPharmacy; items: number[] }[] } | null;
  others: ListPharmacy[]; // the next cheapest pharmacies, those not covering the whole list after the others
  checkedAt: string;
  timeZone: string | null; // the zip's: the checked time is said in it
};

const OTHERS = 8;
const dollars = (cents: number) => (cents / 100).toFixed(2);

export async function priceMedicineList({
  cardType,
  locale,
  zip,
  items,
}: {
  cardType: CardType;
  locale: Locale;
  zip: string;
  items: ListItem[];
}): Promise<MedicineListPrices> {
  const [network, account, catalog] = await Promise.all([loadNetworkIndex(), ensureSiteAccount(), getCatalog()]);
  const priced: (RegionStores | null)[] = [];
  for (const { ndc, quantity } of items) {
    try {
      priced.push(await priceRegionStores({ account, cardType, ndc, quantity, zip }));
    } catch (error) {
      // An unknown zip fails the whole list; a drug that cannot be priced is named and left out.
      if (!(error instanceof ApiError && error.kind === "not_found") || error.fields.errorCode === "ZIP_NOT_FOUND")
        throw error;
      priced.push(null);
    }
  }
  const region = priced.find((p) => p !== null) ?? null; // every drug priced over the same region and store order
  const stores = region?.stores ?? [];
  const perItem = priced.map((p) => new Map(p?.stores.map((s) => [s.store.npi, s.price]) ?? []));
  const unpriced = priced.flatMap((p, i) => (p === null ? [i] : []));
  const pricedItems = items.map((_, i) => i).filter((i) => priced[i] !== null);
  const lists = stores.map(({ store }) => ({
    npi: store.npi,
    cents: pricedItems.map((i) => {
      const price = perItem[i]!.get(store.npi);
      return price ? Math.round(effectivePrice(price) * 100) : null;
    }),
  }));
  const plan = planMedicineList(lists);
  const byNpi = new Map(stores.map((s) => [s.store.npi, s]));
  const describe = (total: PharmacyTotal): ListPharmacy => {
    const { store, miles } = byNpi.get(total.npi)!;
    return {
      npi: store.npi,
      name: store.name,
      chainName: network.chains.get(store.chainCode)?.name ?? null,
      street: displayStreet(store.street),
      city: store.city,
      state: store.state,
      zip: store.zip,
      phone: store.phone ?? "",
      distance: Math.round(miles * 100) / 100,
      prices: items.map((_, i) => {
        const price = perItem[i]!.get(store.npi);
        return price ? effectivePrice(price).toFixed(2) : null;
      }),
      total: dollars(total.total),
      missing: total.missing.map((m) => pricedItems[m]!),
    };
  };
  const totals = new Map(plan.ranked.map((r) => [r.npi, r]));
  return {
    zip,
    radiusMiles: region?.radiusMiles ?? 0,
    pharmacyCount: stores.length,
    labels: items.map((item) => describeListItem(catalog, item, locale)),
    unpriced,
    single: plan.single && describe(plan.single),
    split: plan.split && {
      total: dollars(plan.split.total),
      saving: plan.split.saving === null ? null : dollars(plan.split.saving),
      parts: plan.split.parts.map((part) => ({
        pharmacy: describe(totals.get(part.npi)!),
        items: part.drugs.map((d) => pricedItems[d]!),
      })),
    },
    others: plan.ranked
      .filter((r) => r.npi !== plan.single?.npi)
      .slice(0, OTHERS)
      .map(describe),
    checkedAt: new Date().toISOString(),
    timeZone: zipTimeZone(network.geography.byZip.get(zip)),
  };
}

export function describeListItem(catalog: Catalog, { slug, ndc, quantity }: ListItem, locale: Locale): ListItemLabel {
  const medication = catalog.bySlug.get(slug);
  const dose = medication?.doses.find((d) => d.ndc === ndc);
  if (!medication || !dose) return null;
  const choice = dose.quantities.find((q) => Number(q.value) === quantity) ?? {
    value: String(quantity),
    unitCount: quantity / Number(dose.baseValue),
  };
  return {
    name: plainNames(medication).name,
    dose: locale === "es-US" ? dose.labelEs : dose.label,
    quantity: quantityChoiceLabel(dose, choice, locale),
  };
}
