"use client";
// A chain's stores near a zip: the numbered list (address, distance, price, call, directions) beside the map. Picking
// a store in the list highlights its pin, and picking a pin selects the store in the list. Distances are from the
// patient's location when they shared it in this tab for this zip, otherwise from the zip's centre, and it says which.
// The server renders the first page of the list (initialList); the browser renders it once there are more pages or
// distances from the patient's location.
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useSiteTranslations } from "@/components/site/use-site-translations";
import { useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { CardType } from "@/lib/accounts/permissions";
import type { ChainStores as ChainStoresData } from "@/lib/site/list-chain-stores";
import type { MapConfig } from "@/lib/site/map-config";
import { LocationError, readSharedLocation, shareLocation } from "@/components/site/patient-location";
import { PinSelectionContext } from "@/components/map/show-on-map-button";
import { useMapWanted } from "@/components/map/use-map-wanted";
import { usePinSelection } from "@/components/map/use-pin-selection";
import { usePagedList } from "@/components/site/use-paged-list";
import { MoreButton } from "@/components/ui/more-button";
import { StoreList } from "./store-list";

const StoreMap = dynamic(() => import("@/components/map/store-map"), {
  ssr: false,
  loading: () => <div className="h-full min-h-72 w-full animate-pulse rounded-xl bg-slate-200" />,
});

const PAGE = 10;
const noSubscribe = () => () => {};

export type ChainStoresProps = {
  cardType: CardType;
  slug: string;
  ndc: string;
  quantity: number;
  zip: string;
  chainCode: string;
  chainName: string;
  initial: ChainStoresData;
  initialList: ReactNode; // the server's rendering of the initial page's list
  map: MapConfig;
};

export function ChainStores({
  cardType,
  slug,
  ndc,
  quantity,
  zip,
  chainCode,
  chainName,
  initial,
  initialList,
  map,
}: ChainStoresProps) {
  const t = useSiteTranslations("chain");
  const locale = useLocale();
  const router = useRouter();
  const { selected, setSelected, registerItem, selectFromMap } = usePinSelection();
  // On a phone the map fills the first screen: its code (Leaflet, the basemap) waits for the patient to scroll or ask.
  const { ref: mapRef, wanted: mapWanted, want: wantMap } = useMapWanted<HTMLDivElement>({ untilScrolled: true });
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [locationStatus, setLocationStatus] = useState<string | null>(null);
  const [sharedNow, setSharedNow] = useState<{ lat: number; lng: number } | null>(null);
  // The location shared earlier in this tab counts only for the zip it was found in.
  const stored = useSyncExternalStore(
    noSubscribe,
    () => sessionStorage.getItem("rx-location"),
    () => null,
  );
  const shared = useMemo(() => {
    if (sharedNow) return sharedNow;
    const location = stored ? readSharedLocation() : null;
    return location && location.zip === zip ? { lat: location.lat, lng: location.lng } : null;
  }, [stored, sharedNow, zip]);

  const query = usePagedList<ChainStoresData>({
    key: ["stores", cardType, zip, chainCode, ndc, quantity, shared ? `${shared.lat},${shared.lng}` : "zip"],
    url: "/api/stores",
    body: { cardType, zip, chainCode, ndc, quantity, from: shared ?? undefined, limit: PAGE },
    initial: shared ? undefined : initial,
  });
  const pages = useMemo(() => query.data?.pages ?? [initial], [query.data, initial]);
  const stores = useMemo(() => pages.flatMap((p) => p.stores), [pages]);
  const first = pages[0]!;
  const total = first.pagination.size;
  const fromLocation = first.distanceFrom === "location";

  const mapStores = useMemo(
    () =>
      stores.map((s, i) => ({
        npi: s.npi,
        number: i + 1,
        title: `${i + 1}. ${s.name}, ${s.address.street}, ${s.address.city}${s.placement === "zip" ? ` (${t("approximate")})` : ""}`,
        lat: s.geo.lat,
        lng: s.geo.lng,
      })),
    [stores, t],
  );
  const anyApproximate = stores.some((s) => s.placement === "zip");

  const selection = {
    selected,
    onShowOnMap: (npi: string) => {
      setSelected(npi);
      wantMap();
    },
    registerItem,
  };

  async function locateMe() {
    setLocationStatus(null);
    try {
      const location = await shareLocation();
      if (location.zip !== zip) {
        router.replace(`/drug/${slug}/chain/${chainCode}?zip=${location.zip}&dose=${ndc}&qty=${quantity}`);
        return;
      }
      setSharedNow({ lat: location.lat, lng: location.lng });
    } catch (error) {
      const notFound = error instanceof LocationError && error.reason === "not-found";
      setLocationStatus(notFound ? t("locationNotFound") : t("locationDenied"));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" data-testid="distance-origin">
          {fromLocation ? t("distanceFromLocation") : t("distanceFromZip", { zip })}
        </p>
        {!fromLocation && (
          <button
            type="button"
            onClick={locateMe}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-accent-700 ring-1 ring-slate-300 hover:bg-accent-50"
          >
            {t("useLocation")}
          </button>
        )}
        <p role="status" className="text-sm font-medium text-red-700">
          {locationStatus}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <section aria-labelledby="store-map" className="flex flex-col gap-2 lg:sticky lg:top-4 lg:self-start">
          <h2 id="store-map" className="sr-only">
            {t("map", { chain: chainName })}
          </h2>
          <a
            href="#store-list"
            className="sr-only self-start rounded bg-accent-700 px-3 py-2 text-white focus:not-sr-only"
          >
            {t("skipMap")}
          </a>
          <div ref={mapRef} className="h-72 sm:h-96" data-testid="store-map">
            {mapWanted ? (
              <StoreMap
                stores={mapStores}
                selected={selected}
                onSelect={selectFromMap}
                origin={first.origin}
                basemap={map}
                lang={locale.slice(0, 2)}
                labels={{
                  map: t("map", { chain: chainName }),
                  zoomIn: t("zoomIn"),
                  zoomOut: t("zoomOut"),
                  group: (numbers) => t("mapGroup", { numbers: numbers.join(", ") }),
                }}
              />
            ) : (
              // Disabled until the page can answer it: a click before then would be lost.
              <button
                type="button"
                onClick={wantMap}
                disabled={!hydrated}
                className="h-full w-full rounded-xl bg-slate-200 text-base font-semibold text-accent-700 hover:bg-slate-300"
              >
                {t("showMap")}
              </button>
            )}
          </div>
          <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="map-legend">
            <span
              aria-hidden="true"
              className="inline-block h-3.5 w-3.5 rounded-full border-[3px] border-slate-800 bg-white"
            />
            {fromLocation ? t("yourLocation") : t("zipCentre", { zip })}
            <span className="sr-only">: {t("legendOrigin")}</span>
          </p>
          {anyApproximate && <p className="text-xs text-slate-600">{t("mapNote")}</p>}
        </section>
        <section aria-labelledby="store-list" aria-busy={query.isFetching} className="flex flex-col gap-3">
          <h2 id="store-list" tabIndex={-1} className="text-xl font-semibold outline-none">
            {t("list")}{" "}
            <span className="text-base font-normal text-slate-600">{t("shown", { shown: stores.length, total })}</span>
          </h2>
          <PinSelectionContext value={selection}>
            {!shared && pages.length === 1 && !query.isPlaceholderData ? (
              initialList
            ) : (
              <StoreList stores={stores} prescription={{ slug, ndc, quantity, chainCode }} />
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
