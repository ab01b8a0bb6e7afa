"use client";
// The medication page's interactive part: dose, quantity and zip; the chain prices they give, cheapest first, page by
// page; and the dose's price trend. The server renders the first answer, lists and chart included (`rendered`: the
// browser only hydrates their links and buttons); later ones come from the site's routes, cached per choice, with the
// previous list kept on screen while the next loads, and are rendered here.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useSiteTranslations } from "@/components/site/use-site-translations";
import { useMemo, useRef, useState, type ReactNode } from "react";
import type { CardType } from "@/lib/accounts/permissions";
import { fetchJson, postJson, SiteRequestError } from "@/lib/site/fetch-json";
import type { ChainPrices } from "@/lib/site/price-chains-nearby";
import type { PriceTrend } from "@/lib/site/read-price-trend";
import { ChainPriceList } from "./chain-price-list";
import { CheckedAt } from "./checked-at";
import { useDebouncedValue } from "@/components/search/use-debounced-value";
import { PrescriptionFields } from "./prescription-fields";
import { CUSTOM, quantityOf, type Dose, type QuantityState } from "@/lib/site/quantity";
import { PriceTrendChart } from "./price-trend-chart";
import { readPrescriptionAddress, useWritePrescriptionAddress } from "./prescription-address";
import { SavingsNudge, type GenericSaving } from "./savings-nudge";
import { SeeStoresContext } from "./see-stores-link";
import { ZipField } from "./zip-field";
import { AddToList } from "@/components/my-medicines/add-to-list";
import { NearbyPharmacies } from "@/components/nearby/nearby-pharmacies";
import type { NearbyPharmacies as NearbyData } from "@/lib/site/list-nearby-pharmacies";
import type { MapConfig } from "@/lib/site/map-config";
import { nextPageIndex } from "@/lib/vocabulary/next-page";

const PAGE = 10;
// A dose or quantity walked through with the arrow keys is priced once the patient stops on one.
const STEP_SETTLE_MS = 600;

export type PriceFinderProps = {
  slug: string;
  name: string;
  cardType: CardType;
  doses: Dose[];
  initial: {
    ndc: string;
    quantity: QuantityState;
    zip: string | null;
    chain: string | null; // the nearby list's chain filter (the address's)
    prices: ChainPrices | null;
    pricesError: "not_found" | "failed" | null;
    trend: PriceTrend | null;
    saving: GenericSaving | null;
    nearby: NearbyData | null;
    checkedTime: string | null; // when the prices were checked, formatted by the server in the zip's time zone
  };
  // The server's rendering of the initial answer's parts, shown while the prescription is the initial one.
  rendered: { prices: ReactNode; saving: ReactNode; trend: ReactNode; nearby: ReactNode };
  map: MapConfig;
};

export function PriceFinder({ slug, name, cardType, doses, initial, rendered, map }: PriceFinderProps) {
  const t = useSiteTranslations("drug");
  const tn = useSiteTranslations("nearby");
  const locale = useLocale();
  const [start] = useState(() => readPrescriptionAddress(doses, initial));
  const [chosenNdc, setNdc] = useState(start.ndc);
  const [quantityState, setQuantityState] = useState(start.quantity);
  const [zip, setZip] = useState(start.zip);
  const pricesRef = useRef<HTMLHeadingElement>(null);
  const dose = doses.find((d) => d.value === chosenNdc) ?? doses[0]!;
  const [chainFilter, setChainFilter] = useState(start.chain);
  const quantity = quantityOf(dose, quantityState);
  // A custom count is priced once typing pauses (the last valid one stays priced meanwhile), a dose once the
  // patient stops on one: dose and quantity settle together, so no mixed pair is ever priced.
  const validQuantity = useLastValid(quantity);
  const [stepping, setStepping] = useState(false);
  const settleMs = quantityState.choice === CUSTOM ? 400 : stepping ? STEP_SETTLE_MS : 0;
  const [ndc, lastQuantity] = parsePair(useDebouncedValue(`${dose.value}|${validQuantity}`, settleMs));
  const initialQuantity = quantityOf(doses.find((d) => d.value === initial.ndc) ?? dose, initial.quantity);
  const isInitial = ndc === initial.ndc && lastQuantity === initialQuantity && zip === initial.zip;

  // The address keeps dose, quantity and zip, so Back, a reload or a shared link shows the same prescription.
  useWritePrescriptionAddress(ndc, lastQuantity, zip, chainFilter);

  const prices = useInfiniteQuery({
    queryKey: ["prices", cardType, ndc, lastQuantity, zip ?? ""],
    queryFn: ({ pageParam, signal }) =>
      postJson<ChainPrices>(
        "/api/prices",
        { cardType, ndc, quantity: lastQuantity, zip: zip ?? undefined, index: pageParam, limit: PAGE },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: ({ pagination }) => nextPageIndex(pagination),
    initialData: isInitial && initial.prices ? { pages: [initial.prices], pageParams: [0] } : undefined,
    enabled: lastQuantity !== null && !(isInitial && initial.pricesError),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof SiteRequestError && error.status < 500) && count < 1,
  });
  const trend = useQuery({
    queryKey: ["price-trend", locale, slug, ndc],
    queryFn: ({ signal }) => fetchJson<PriceTrend>(`/api/price-history?slug=${slug}&ndc=${ndc}`, { signal }),
    initialData: ndc === initial.ndc ? (initial.trend ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });

  const chains = useMemo(() => (prices.data?.pages ?? []).flatMap((p) => p.chains), [prices.data]);
  const first = prices.data?.pages[0];
  const national = first?.national ?? false;
  const zipFound = first?.zipFound ?? null;
  // The zip the prices on screen answer: while a new zip's prices load, the previous answer stays, and what it says
  // (national prices, no chain near) is about its own zip, never about the one still loading.
  const [answeredZip, setAnsweredZip] = useState(zip);
  if (!prices.isPlaceholderData && prices.data && answeredZip !== zip) setAnsweredZip(zip);
  // A real zip with no chain store within 50 miles: its nearest pharmacies (independents) instead of national chains.
  const noChainNear = national && answeredZip !== null && zipFound === true;
  const failed = (isInitial && initial.pricesError) || (prices.isError && !prices.isPlaceholderData);
  const notPriceable =
    (isInitial && initial.pricesError === "not_found") ||
    (prices.error instanceof SiteRequestError && prices.error.status === 404);
  const updating = prices.isFetching && !prices.isFetchingNextPage;

  // "See stores" filters the list of nearby pharmacies below to the chain and brings it into view.
  const seeStores = (code: string) => {
    setChainFilter(code);
    const heading = document.getElementById("nearby");
    heading?.scrollIntoView({ block: "start", behavior: "smooth" });
    heading?.focus({ preventScroll: true });
  };
  const showRendered = isInitial && prices.data?.pages.length === 1 && !prices.isPlaceholderData;
  const dose0 = doses.find((d) => d.value === ndc);
  const listed = lastQuantity !== null && dose0 ? { slug, name, ndc, dose: dose0.label, quantity: lastQuantity } : null;

  return (
    <div className="flex flex-col gap-5 sm:gap-8">
      <section
        aria-labelledby="choose"
        className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:gap-4 sm:p-5"
      >
        <h2 id="choose" className="sr-only">
          {t("choose")}
        </h2>
        <PrescriptionFields
          doses={doses}
          dose={dose}
          quantity={quantityState}
          onDose={(value) => {
            const next = doses.find((d) => d.value === value);
            setNdc(value);
            if (next) setQuantityState({ choice: next.defaultQuantity, customCount: "" });
          }}
          onQuantity={setQuantityState}
          onStep={setStepping}
        />
        <ZipField
          zip={zip}
          onZip={(value) => {
            setZip(value);
            setChainFilter(null);
            // "Show prices" moves to the prices.
            requestAnimationFrame(() => pricesRef.current?.scrollIntoView({ block: "start" }));
          }}
        />
        <AddToList cardType={cardType} medicine={listed} />
      </section>

      <section aria-labelledby="prices" aria-busy={updating} className="flex scroll-mt-2 flex-col gap-2">
        <h2 id="prices" ref={pricesRef} className="scroll-mt-2 text-xl font-semibold">
          {answeredZip && (!national || noChainNear) ? t("pricesNear", { zip: answeredZip }) : t("nationalPrices")}
        </h2>
        {national && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="national">
            {!answeredZip
              ? t("nationalNote")
              : zipFound === false
                ? t("zipNotFound", { zip: answeredZip })
                : noChainNear
                  ? t("noChainNear", { zip: answeredZip, miles: first?.radiusMiles ?? 50 })
                  : t("nationalNoteZip", { zip: answeredZip })}
          </p>
        )}
        <SavingsNudge
          cardType={cardType}
          slug={slug}
          ndc={ndc}
          quantity={lastQuantity}
          zip={national ? null : zip}
          initial={isInitial ? initial.saving : undefined}
        >
          {rendered.saving}
        </SavingsNudge>
        <p role="status" className="sr-only">
          {updating ? t("loadingPrices") : first ? t("pricesUpdated", { count: first.pagination.size }) : ""}
        </p>
        {failed ? (
          <p className="rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
            {notPriceable ? t("noPrices") : t("pricesError")}
          </p>
        ) : noChainNear ? null : (
          <div className={updating ? "opacity-60 transition-opacity" : "transition-opacity"}>
            <SeeStoresContext value={seeStores}>
              {showRendered ? (
                rendered.prices
              ) : (
                <ChainPriceList
                  chains={chains}
                  prescription={{ slug, ndc, quantity: lastQuantity, zip: national ? null : zip }}
                />
              )}
            </SeeStoresContext>
          </div>
        )}
        {!failed && !noChainNear && prices.hasNextPage && (
          <button
            type="button"
            onClick={() => prices.fetchNextPage()}
            disabled={prices.isFetchingNextPage}
            className="self-start rounded-lg px-4 py-2.5 font-semibold text-accent-700 ring-1 ring-slate-300 hover:bg-accent-50 disabled:opacity-60"
          >
            {t("more")}
          </button>
        )}
        {first && !failed && (
          <p className="text-sm text-slate-600">
            <CheckedAt
              iso={first.checkedAt}
              timeZone={first.timeZone}
              time={isInitial && first.checkedAt === initial.prices?.checkedAt ? initial.checkedTime : null}
            />
          </p>
        )}
        {cardType === "pets" && (
          <p className="text-sm text-slate-600" data-testid="pet-prices-note">
            {t("petPrices")}
          </p>
        )}
      </section>

      {zip && zipFound !== false && !notPriceable && (
        <section aria-labelledby="nearby" className="flex flex-col gap-3">
          <h2 id="nearby" tabIndex={-1} className="scroll-mt-4 text-xl font-semibold">
            {tn("title", { zip })}
          </h2>
          <NearbyPharmacies
            key={zip}
            cardType={cardType}
            slug={slug}
            ndc={ndc}
            quantity={lastQuantity}
            zip={zip}
            chainCode={chainFilter}
            onChainCode={setChainFilter}
            initial={isInitial ? initial.nearby : null}
            initialList={isInitial ? rendered.nearby : null}
            map={map}
          />
        </section>
      )}

      <section
        aria-labelledby="trend"
        className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="trend" className="text-xl font-semibold">
          {t("trend")}
        </h2>
        {ndc === initial.ndc && !trend.isPlaceholderData ? (
          rendered.trend
        ) : (
          <PriceTrendChart trend={trend.data ?? null} />
        )}
      </section>
    </div>
  );
}

function parsePair(pair: string): [string, number | null] {
  const [ndc = "", quantity = ""] = pair.split("|");
  return [ndc, quantity === "null" ? null : Number(quantity)];
}

// The last quantity that was valid: prices stay on screen while a custom count is being typed.
function useLastValid(quantity: number | null): number | null {
  const [last, setLast] = useState(quantity);
  if (quantity !== null && quantity !== last) setLast(quantity);
  return quantity ?? last;
}
