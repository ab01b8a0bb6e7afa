// The numbered list of a chain's stores: address, distance, the store's price, and call, directions and card links.
// Each store's "show on map" button is pressed while its pin is highlighted. No "use client": the chain page renders
// the first page on the server, the chain's stores component later ones (more stores, distances from a location).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { ShowOnMapButton } from "@/components/map/show-on-map-button";
import type { Locale } from "@/lib/vocabulary/locale";
import { formatMiles, formatMoney, formatPhone, payable } from "@/lib/site/format";
import { formatOpeningHours } from "@/lib/site/format-opening-hours";
import type { ChainStore } from "@/lib/site/list-chain-stores";

// The prescription and chain the prices answer, for each store's card link.
export type StorePrescription = { slug: string; ndc: string; quantity: number; chainCode: string };

export function StoreList({
  stores,
  prescription: { slug, ndc, quantity, chainCode },
}: {
  stores: ChainStore[];
  prescription: StorePrescription;
}) {
  const t = useTranslations("chain");
  const locale = useLocale() as Locale;
  return (
    <ol className="flex flex-col gap-3" data-testid="store-list">
      {stores.map((store, i) => {
        const { street, city, state, zip } = store.address;
        const address = `${street}, ${city}, ${state} ${zip}`;
        return (
          <li
            key={store.npi}
            data-npi={store.npi}
            data-distance={store.distance ?? ""}
            data-placement={store.placement}
            className="group flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 has-aria-pressed:ring-2 has-aria-pressed:ring-amber-700"
          >
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-700 text-sm font-bold text-white group-has-aria-pressed:bg-amber-700"
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words">
                  <span className="sr-only">{i + 1}. </span>
                  {street}
                </h3>
                <p className="text-sm text-slate-700">
                  {store.name} · {city}, {state} {zip}
                </p>
                {store.placement === "zip" && (
                  <p className="text-xs font-medium text-amber-800" data-testid="approximate-location">
                    {t("approximate")}
                  </p>
                )}
                {store.openingHours && (
                  <p className="text-sm text-slate-600">
                    {t("hours", { hours: formatOpeningHours(store.openingHours, locale) })}
                  </p>
                )}
                {store.distance !== null && (
                  <p className="text-sm text-slate-600">
                    <span className="sr-only">{t("distance")}: </span>
                    {t("milesAway", { miles: formatMiles(store.distance, locale) })}
                  </p>
                )}
              </div>
              <div className="text-right">
                {store.price ? (
                  <>
                    <p className="text-xs text-slate-600">{t("price")}</p>
                    <p className="text-xl font-bold text-accent-800 tabular-nums" data-testid="store-price">
                      {formatMoney(payable(store.price).amount, locale)}
                    </p>
                  </>
                ) : (
                  <p className="max-w-32 text-sm text-slate-700">{t("notPriced")}</p>
                )}
              </div>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
              <ShowOnMapButton npi={store.npi} label={t("showOnMapAt", { street })}>
                {t("showOnMap")}
              </ShowOnMapButton>
              {store.phone && (
                <a href={`tel:+1${store.phone}`} className="text-accent-700 underline underline-offset-4">
                  {t("phone", { phone: formatPhone(store.phone) })}
                </a>
              )}
              <a
                href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("directionsTo", { address })}
                className="text-accent-700 underline underline-offset-4"
              >
                {t("directions")}
              </a>
              <Link
                href={`/card?drug=${slug}&dose=${ndc}&qty=${quantity}&chain=${chainCode}&store=${store.npi}`}
                prefetch={false}
                aria-label={t("getPriceAt", { street })}
                className="text-accent-700 underline underline-offset-4"
              >
                {t("getPrice")}
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
