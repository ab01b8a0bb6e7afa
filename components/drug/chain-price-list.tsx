// The chain prices of a medication, cheapest first: the discounted price, the retail (UNC) price beside it and the
// saving, how many stores are nearby, and the two next steps (the chain's stores, the card with this price). No
// "use client": the medication page renders its first answer on the server, the price finder later ones in the browser.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { NearbyChainPrice } from "@/lib/site/price-chains-nearby";
import { formatMoney, formatPercent, payable, saving } from "@/lib/site/format";
import { SeeStoresLink } from "./see-stores-link";

// The prescription the prices answer. `zip`: where the chains' stores are (null for national prices, which have no
// stores to see); the card link names the chain's cheapest store near it when there is one.
export type PricedPrescription = { slug: string; ndc: string; quantity: number | null; zip: string | null };

export function ChainPriceList({
  chains,
  prescription,
}: {
  chains: NearbyChainPrice[];
  prescription: PricedPrescription;
}) {
  const t = useTranslations("drug");
  const locale = useLocale();
  const { slug, ndc, quantity, zip } = prescription;
  return (
    <ol className="flex flex-col gap-2" data-testid="chain-prices">
      {chains.map((chain, i) => {
        const saved = saving(chain.price);
        const pay = payable(chain.price);
        const stores = zip ? `/drug/${slug}/chain/${chain.code}?zip=${zip}&dose=${ndc}&qty=${quantity}` : null;
        const card = `/card?drug=${slug}&dose=${ndc}&qty=${quantity}&chain=${chain.code}${chain.store ? `&store=${chain.store}` : ""}`;
        return (
          <li
            key={chain.code}
            data-chain={chain.code}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1.5 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-x-5 sm:px-4"
          >
            <div className="flex min-w-0 flex-col">
              <h3 className="flex flex-wrap items-center gap-x-2 font-semibold sm:text-lg">
                {chain.banner ?? chain.name}
                {i === 0 && <Badge tone="accent">{t("cheapest")}</Badge>}
              </h3>
              {chain.count !== null && (
                <p className="text-sm text-slate-600">
                  {chain.banner && <span data-testid="chain-of-banner">{chain.name} · </span>}
                  {t("storesNearby", { count: chain.count })}
                </p>
              )}
            </div>
            <div className="flex flex-col items-end text-right">
              <p className="text-2xl leading-tight font-bold text-accent-800 tabular-nums" data-testid="price">
                {chain.store && <span className="text-xs font-normal text-slate-600">{t("fromStore")} </span>}
                {formatMoney(pay.amount, locale)}
              </p>
              {pay.atRetail ? (
                <p className="max-w-48 text-xs text-slate-600 sm:max-w-56">{t("retailLower")}</p>
              ) : (
                <p className="flex flex-col text-xs text-slate-600 tabular-nums sm:flex-row sm:gap-x-2">
                  {chain.price.unc !== null && (
                    <span>{t("retail", { price: formatMoney(chain.price.unc, locale) })}</span>
                  )}
                  {saved && (
                    <span className="font-medium text-green-800">
                      {t("save", {
                        amount: formatMoney(saved.amount, locale),
                        percent: formatPercent(saved.percent, locale),
                      })}
                    </span>
                  )}
                </p>
              )}
            </div>
            <div className="col-span-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold sm:col-span-1 sm:flex-col sm:items-end">
              <Link
                href={card}
                prefetch={false}
                aria-label={t("getPriceAt", { chain: chain.banner ?? chain.name })}
                className="text-accent-700 underline underline-offset-4"
              >
                {t("getPrice")}
              </Link>
              {stores && (
                <SeeStoresLink href={stores} chainCode={chain.code} label={t("seeStoresOf", { chain: chain.name })}>
                  {t("seeStores")}
                </SeeStoresLink>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
