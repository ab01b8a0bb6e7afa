// The chain prices of a medication, cheapest first: the discounted price, the retail (UNC) price beside it and the
// saving, how many stores are nearby, and the two next steps (the chain's stores, the card with this price).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { NearbyChainPrice } from "@/lib/site/price-chains-nearby";
import { formatMoney, formatPercent, payable, saving } from "@/lib/site/format";

// `stores`: a link to the chain's stores, or (seeStores) the page's own list of nearby pharmacies filtered to it;
// `card`: the card with this price (at the chain's cheapest store near the zip when there is one).
export type PriceLinks = {
  stores: (chainCode: string) => string | null;
  card: (chain: Pick<NearbyChainPrice, "code" | "store">) => string;
  seeStores?: (chainCode: string) => void;
};

export function ChainPriceList({ chains, links }: { chains: NearbyChainPrice[]; links: PriceLinks }) {
  const t = useTranslations("drug");
  const locale = useLocale();
  return (
    <ol className="flex flex-col gap-2" data-testid="chain-prices">
      {chains.map((chain, i) => {
        const saved = saving(chain.price);
        const pay = payable(chain.price);
        const stores = links.stores(chain.code);
        return (
          <li
            key={chain.code}
            data-chain={chain.code}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1.5 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-x-5 sm:px-4"
          >
            <div className="flex min-w-0 flex-col">
              <h3 className="flex flex-wrap items-center gap-x-2 font-semibold sm:text-lg">
                {chain.name}
                {i === 0 && <Badge tone="accent">{t("cheapest")}</Badge>}
              </h3>
              {chain.count !== null && (
                <p className="text-sm text-slate-600">{t("storesNearby", { count: chain.count })}</p>
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
                href={links.card(chain)}
                aria-label={t("getPriceAt", { chain: chain.name })}
                className="text-accent-700 underline underline-offset-4"
              >
                {t("getPrice")}
              </Link>
              {stores && (
                <Link
                  href={stores}
                  onClick={
                    links.seeStores &&
                    ((event) => {
                      // A click that asks for a new tab or window opens the chain's own page there.
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      links.seeStores!(chain.code);
                    })
                  }
                  aria-label={t("seeStoresOf", { chain: chain.name })}
                  className="text-accent-700 underline underline-offset-4"
                >
                  {t("seeStores")}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
