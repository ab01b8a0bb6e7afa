"use client";
// The numbered list of a chain's stores: address, distance, the store's price, and call, directions and card links.
// Each store's "show on map" button is pressed while its pin is highlighted.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/vocabulary/locale";
import { formatMiles, formatMoney, formatPhone, payable } from "@/lib/site/format";
import { formatOpeningHours } from "@/lib/site/format-opening-hours";
import type { ChainStore } from "@/lib/site/list-chain-stores";

export function StoreList({
  stores,
  selected,
  onSelect,
  registerItem,
  locale,
  cardLink,
}: {
  stores: ChainStore[];
  selected: string | null;
  onSelect: (npi: string) => void;
  registerItem: (npi: string, element: HTMLButtonElement | null) => void;
  locale: Locale;
  cardLink: (npi: string) => string;
}) {
  const t = useTranslations("chain");
  return (
    <ol className="flex flex-col gap-3" data-testid="store-list">
      {stores.map((store, i) => {
        const { street, city, state, zip } = store.address;
        const address = `${street}, ${city}, ${state} ${zip}`;
        const isSelected = store.npi === selected;
        return (
          <li
            key={store.npi}
            data-npi={store.npi}
            data-distance={store.distance ?? ""}
            data-placement={store.placement}
            className={`flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ${
              isSelected ? "ring-2 ring-amber-700" : "ring-slate-200"
            }`}
          >
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${
                  isSelected ? "bg-amber-700" : "bg-accent-700"
                }`}
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
              <button
                type="button"
                ref={(element) => registerItem(store.npi, element)}
                aria-pressed={isSelected}
                aria-label={t("showOnMapAt", { street })}
                onClick={() => onSelect(store.npi)}
                className="rounded text-accent-700 underline underline-offset-4 aria-pressed:text-amber-800"
              >
                {t("showOnMap")}
              </button>
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
                href={cardLink(store.npi)}
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
