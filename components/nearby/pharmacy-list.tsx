// The list of "Pharmacies near you": name (banner) and chain or "Independent", address, distance, open now, hours, the
// pharmacy's own price, and call, directions, show on map and card links. The cheapest one is marked. No "use client":
// the medication page renders the first page on the server, the nearby list later ones in the browser; the pressed
// "Show on map" (and its item's ring) follows the selection of the list's client part.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/lib/vocabulary/locale";
import { formatMiles, formatMoney, formatPhone, payable } from "@/lib/site/format";
import { formatOpeningHours } from "@/lib/site/format-opening-hours";
import type { NearbyPharmacy } from "@/lib/site/list-nearby-pharmacies";
import { ShowOnMapButton } from "@/components/map/show-on-map-button";
import { OpenNow } from "./open-now";

// The prescription the prices answer, for each pharmacy's card link.
export type ListedPrescription = { slug: string; ndc: string; quantity: number | null };

export function PharmacyList({
  pharmacies,
  cheapest,
  chainName,
  prescription: { slug, ndc, quantity },
}: {
  pharmacies: NearbyPharmacy[];
  cheapest: string | null;
  chainName: string | undefined; // the chain the list is filtered to
  prescription: ListedPrescription;
}) {
  const t = useTranslations("nearby");
  const tc = useTranslations("chain");
  const locale = useLocale() as Locale;
  const cheapestLabel = chainName ? t("cheapestOf", { chain: chainName }) : t("cheapest");
  return (
    <ol className="flex flex-col gap-3" data-testid="nearby-list">
      {pharmacies.map((p) => {
        const { street, city, state, zip } = p.address;
        const address = `${street}, ${city}, ${state} ${zip}`;
        return (
          <li
            key={p.npi}
            data-npi={p.npi}
            data-chain={p.chainCode}
            data-distance={p.distance ?? ""}
            data-price={p.price ? payable(p.price).amount : ""}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 has-aria-pressed:ring-2 has-aria-pressed:ring-amber-700"
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words">
                  {p.name}
                  {p.npi === cheapest && <Badge tone="accent">{cheapestLabel}</Badge>}
                </h3>
                <p className="text-sm text-slate-700">
                  {p.chainName ?? t("independent")} · {street}, {city}, {state} {zip}
                </p>
                <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                  {p.distance !== null && (
                    <span>
                      <span className="sr-only">{tc("distance")}: </span>
                      {tc("milesAway", { miles: formatMiles(p.distance, locale) })}
                    </span>
                  )}
                  <OpenNow hours={p.openingHours} utcOffsetMinutes={p.utcOffsetMinutes} />
                </p>
                {p.openingHours && (
                  <p className="text-xs text-slate-600">
                    {tc("hours", { hours: formatOpeningHours(p.openingHours, locale) })}
                  </p>
                )}
              </div>
              <div className="text-right">
                {p.price ? (
                  <>
                    <p className="text-xs text-slate-600">{tc("price")}</p>
                    <p className="text-xl font-bold text-accent-800 tabular-nums" data-testid="nearby-price">
                      {formatMoney(payable(p.price).amount, locale)}
                    </p>
                  </>
                ) : (
                  <p className="max-w-32 text-sm text-slate-700">{tc("notPriced")}</p>
                )}
              </div>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
              <ShowOnMapButton npi={p.npi} label={tc("showOnMapAt", { street })}>
                {tc("showOnMap")}
              </ShowOnMapButton>
              {p.phone && (
                <a href={`tel:+1${p.phone}`} className="text-accent-700 underline underline-offset-4">
                  {tc("phone", { phone: formatPhone(p.phone) })}
                </a>
              )}
              <a
                href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={tc("directionsTo", { address })}
                className="text-accent-700 underline underline-offset-4"
              >
                {tc("directions")}
              </a>
              {p.price && (
                <Link
                  href={`/card?drug=${slug}&dose=${ndc}&qty=${quantity}&chain=${p.chainCode}&store=${p.npi}`}
                  prefetch={false}
                  aria-label={tc("getPriceAt", { street })}
                  className="text-accent-700 underline underline-offset-4"
                >
                  {tc("getPrice")}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
