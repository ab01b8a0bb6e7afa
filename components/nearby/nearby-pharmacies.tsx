"use client";
// "Pharmacies near you" on a medication page: every pharmacy of the zip's region with its own price, cheapest (or
// nearest) first, page by page, optionally one chain's stores, beside one map with every pharmacy's price as its pin.
// The map's code loads when the map comes near the screen (or "Show on map" is pressed), not with the page. The
// server renders the list's first page (initialList); the browser renders it only once the patient changes the order,
// the chain or asks for more.
import dynamic from "next/dynamic";
import { useLocale } from "next-intl";
import { useSiteTranslations } from "@/components/site/use-site-translations";
import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import type { CardType } from "@/lib/accounts/permissions";
import type { Locale } from "@/lib/vocabulary/locale";
import { INDEPENDENT_CHAIN_CODE } from "@/lib/pharmacies/chains";
import { formatMoney } from "@/lib/site/format";
import type { NearbyPharmacies as NearbyData } from "@/lib/site/list-nearby-pharmacies";
import type { MapConfig } from "@/lib/site/map-config";
import type { NearbySort } from "@/lib/site/nearby-sorts";
import { useMapWanted } from "@/components/map/use-map-wanted";
import { PinSelectionContext } from "@/components/map/show-on-map-button";
import { usePinSelection } from "@/components/map/use-pin-selection";
import { usePagedList } from "@/components/site/use-paged-list";
import { MoreButton } from "@/components/ui/more-button";
import { PharmacyList } from "./pharmacy-list";

const PriceMap = dynamic(() => import("@/components/map/price-map"), {
  ssr: false,
  loading: () => <div className="h-full min-h-72 w-full animate-pulse rounded-xl bg-slate-200" />,
});

const PAGE = 10;
// Below this the region is the first rings of a town; at 25 miles and more the search had to widen.
const WIDENED_MILES = 25;

export type NearbyProps = {
  cardType: CardType;
  slug: string;
  ndc: string;
  quantity: number | null;
  zip: string;
  chainCode: string | null;
  onChainCode: (code: string | null) => void;
  initial: NearbyData | null; // the server's first page for the default order (and the address's chain)
  initialList: ReactNode; // that page's list, rendered on the server
  map: MapConfig;
};

export function NearbyPharmacies({
  cardType,
  slug,
  ndc,
  quantity,
  zip,
  chainCode,
  onChainCode,
  initial,
  initialList,
  map,
}: NearbyProps) {
  const t = useSiteTranslations("nearby");
  const tc = useSiteTranslations("chain");
  const locale = useLocale() as Locale;
  const id = useId();
  const [sort, setSort] = useState<NearbySort>("price");
  const { selected, setSelected, registerItem, selectFromMap } = usePinSelection();
  const { ref: mapRef, wanted: mapWanted, want: wantMap } = useMapWanted<HTMLDivElement>();

  const isInitial =
    initial !== null &&
    initial.zip === zip &&
    sort === "price" &&
    initial.chainCode === chainCode &&
    quantity !== null &&
    initial.pagination.index === 0;
  const query = usePagedList<NearbyData>({
    key: ["nearby", cardType, ndc, quantity, zip, sort, chainCode ?? ""],
    url: "/api/nearby",
    body: { cardType, ndc, quantity, zip, sort, chainCode: chainCode ?? undefined, limit: PAGE },
    initial: isInitial ? initial : undefined,
    enabled: quantity !== null,
  });
  const pages = query.data?.pages;
  const first = pages?.[0];
  const pharmacies = useMemo(() => (pages ?? []).flatMap((p) => p.pharmacies), [pages]);
  const total = first?.pagination.size ?? 0;
  const chainName = first?.chains.find((c) => c.code === chainCode)?.name;
  // A chain the region does not have (an address edited by hand): the answer is the whole list, and so is the menu.
  const applied = first?.chainCode ?? null;
  const answered = first !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (answered && chainCode !== null && applied === null) onChainCode(null);
  }, [answered, chainCode, applied, onChainCode]);

  const pins = useMemo(
    () =>
      (first?.pins ?? []).map((p) => ({
        npi: p.npi,
        title: `${p.name}, ${p.street}`,
        price: p.price,
        lat: p.lat,
        lng: p.lng,
      })),
    [first],
  );
  const labels = useMemo(
    () => ({
      map: t("map", { zip }),
      zoomIn: tc("zoomIn"),
      zoomOut: tc("zoomOut"),
      notPriced: tc("notPriced"),
      group: (count: number, from: string | null) =>
        from ? t("mapGroup", { count, price: formatMoney(from, locale) }) : t("mapGroupNoPrice", { count }),
    }),
    [t, tc, zip, locale],
  );

  const selection = { selected, onShowOnMap: showOnMap, registerItem };

  function showOnMap(npi: string) {
    setSelected(npi);
    wantMap();
    // On a phone the map sits above the list: bring it into view when it is off screen.
    const box = mapRef.current?.getBoundingClientRect();
    if (box && (box.bottom < 0 || box.top > window.innerHeight - 120))
      mapRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }

  if (!first) {
    return query.isError ? (
      <p className="rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200">{t("error")}</p>
    ) : (
      <p role="status" className="text-sm text-slate-600">
        {t("loading")}
      </p>
    );
  }
  const regionTotal = first.chains.reduce((sum, c) => sum + c.count, 0) + first.independents;
  const miles = first.radiusMiles;
  if (regionTotal === 0)
    return (
      <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200" data-testid="nearby-none">
        {t("none", { miles, zip })}
      </p>
    );

  return (
    <div className="flex flex-col gap-4" data-testid="nearby">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-700" data-testid="nearby-radius">
          {t("radius", { count: regionTotal, miles, zip })}
        </p>
        {miles >= WIDENED_MILES && (
          <p className="text-sm font-medium text-amber-900" data-testid="nearby-widened">
            {t("widened", { miles, zip })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-semibold">{t("sort")}</legend>
          <div className="flex rounded-lg ring-1 ring-slate-300">
            {(["price", "distance"] as const).map((value) => (
              <label
                key={value}
                className="cursor-pointer px-3 py-2 text-sm font-medium first:rounded-l-lg last:rounded-r-lg has-checked:bg-accent-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-slate-900"
              >
                <input
                  type="radio"
                  name={`${id}-sort`}
                  value={value}
                  checked={sort === value}
                  onChange={() => setSort(value)}
                  className="sr-only"
                />
                {value === "price" ? t("sortPrice") : t("sortDistance")}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-chain`} className="text-sm font-semibold">
            {t("show")}
          </label>
          <select
            id={`${id}-chain`}
            value={chainCode ?? ""}
            onChange={(event) => onChainCode(event.target.value || null)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t("allPharmacies")}</option>
            {first.chains.map((c) => (
              <option key={c.code} value={c.code}>
                {t("chainOption", { chain: c.name, count: c.count })}
              </option>
            ))}
            {first.independents > 0 && (
              <option value={INDEPENDENT_CHAIN_CODE}>{t("independents", { count: first.independents })}</option>
            )}
          </select>
        </div>
        <p role="status" className="text-sm text-slate-600">
          {query.isFetching && !query.isFetchingNextPage ? t("loading") : ""}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <section
          aria-labelledby={`${id}-map`}
          className="flex flex-col gap-2 lg:sticky lg:top-4 lg:order-2 lg:self-start"
        >
          <h3 id={`${id}-map`} className="sr-only">
            {t("map", { zip })}
          </h3>
          <div ref={mapRef} className="h-72 scroll-mt-4 sm:h-96" data-testid="nearby-map">
            {mapWanted ? (
              <PriceMap
                pins={pins}
                cheapest={first.cheapestNpi}
                selected={selected}
                onSelect={selectFromMap}
                origin={first.origin}
                basemap={map}
                lang={locale.slice(0, 2)}
                labels={labels}
              />
            ) : (
              <div className="h-full w-full rounded-xl bg-slate-200" />
            )}
          </div>
          <p className="text-xs text-slate-600">{t("mapNote")}</p>
        </section>
        <section
          aria-labelledby={`${id}-list`}
          aria-busy={query.isFetching}
          className={`flex flex-col gap-3 lg:order-1 ${query.isPlaceholderData ? "opacity-60" : ""}`}
        >
          <h3 id={`${id}-list`} className="text-lg font-semibold">
            {chainName ?? (chainCode === INDEPENDENT_CHAIN_CODE ? t("independent") : t("list"))}{" "}
            <span className="text-base font-normal text-slate-600">
              {t("shown", { shown: pharmacies.length, total })}
            </span>
          </h3>
          <PinSelectionContext value={selection}>
            {isInitial && pages?.length === 1 && !query.isPlaceholderData ? (
              initialList
            ) : (
              <PharmacyList
                pharmacies={pharmacies}
                cheapest={first.cheapestNpi}
                chainName={chainName}
                prescription={{ slug, ndc, quantity }}
              />
            )}
          </PinSelectionContext>
          {query.hasNextPage && (
            <MoreButton onMore={() => query.fetchNextPage()} loading={query.isFetchingNextPage} label={t("more")} />
          )}
        </section>
      </div>
    </div>
  );
}
