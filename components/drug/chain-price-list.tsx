// The chain prices of a medication, cheapest first: the discounted price, the retail (UNC) price beside it and the
// saving, how many stores are nearby, and the two next steps (the chain's stores, the card with this price).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ChainPrice } from "@/lib/pricing/price-region-core";
import { formatMoney, formatPercent, payable, saving } from "@/lib/site/format";

// `stores`: a link to the chain's stores, or (seeStores) the page's own list of nearby pharmacies filtered to it.
export type PriceLinks = {
  stores: (chainCode: string) => string | null;
  card: (chainCode: string) => string;
  seeStores?: (chainCode: string) => void;
};

export function ChainPriceList({ chains, links }: { chains: ChainPrice[]; links: PriceLinks }) {
  const t = useTranslations("drug");
  const locale = useLocale();
  return (
    <ol className="flex flex-col gap-3" data-testid="chain-prices">
      {chains.map((chain, i) => {
        const saved = saving(chain.price);
        const pay = payable(chain.price);
        const stores = links.stores(chain.code);
        return (
          <li
            key={chain.code}
            data-chain={chain.code}
            className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_auto]"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                {chain.name}
                {i === 0 && <Badge tone="accent">{t("cheapest")}</Badge>}
              </h3>
              {chain.count !== null && (
                <p className="text-sm text-slate-600">{t("storesNearby", { count: chain.count })}</p>
              )}
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
                {stores && (
                  <Link
                    href={stores}
                    onClick={
                      links.seeStores &&
                      ((event) => {
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
                <Link
                  href={links.card(chain.code)}
                  aria-label={t("getPriceAt", { chain: chain.name })}
                  className="text-accent-700 underline underline-offset-4"
                >
                  {t("getPrice")}
                </Link>
              </div>
            </div>
            <div className="flex flex-col sm:items-end">
              <p className="text-2xl font-bold text-accent-800 tabular-nums" data-testid="price">
                {formatMoney(pay.amount, locale)}
              </p>
              {pay.atRetail ? (
                <p className="max-w-56 text-sm text-slate-600 sm:text-right">{t("retailLower")}</p>
              ) : (
                <>
                  {chain.price.unc !== null && (
                    <p className="text-sm text-slate-600 tabular-nums">
                      {t("retail", { price: formatMoney(chain.price.unc, locale) })}
                    </p>
                  )}
                  {saved && (
                    <p className="text-sm font-medium text-green-800 tabular-nums">
                      {t("save", {
                        amount: formatMoney(saved.amount, locale),
                        percent: formatPercent(saved.percent, locale),
                      })}
                    </p>
                  )}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
