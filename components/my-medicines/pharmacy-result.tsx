// One pharmacy's prices for (part of) the patient's list: name, address, each drug's price, the total, and the card
// with those prices.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/vocabulary/locale";
import { formatMiles, formatMoney } from "@/lib/site/format";
import { listCardLink } from "@/lib/site/list-link";
import type { ListPharmacy } from "@/lib/site/price-medicine-list";
import type { ListedMedicine } from "./medicine-list-store";

export function PharmacyResult({
  testId,
  title,
  pharmacy,
  items,
  list,
  label,
  total,
  nested = false,
}: {
  testId: string;
  title?: string;
  pharmacy: ListPharmacy;
  items: number[]; // the list items filled here
  list: ListedMedicine[];
  label: (index: number, medicine: ListedMedicine | undefined) => string;
  total: string;
  nested?: boolean;
}) {
  const t = useTranslations("myMedicines");
  const tn = useTranslations("nearby");
  const locale = useLocale() as Locale;
  const Heading = nested ? "h4" : "h3";
  const name = `${pharmacy.name}, ${pharmacy.street}`;
  return (
    <article
      className={`flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ${nested ? "ring-slate-200" : "shadow-sm ring-accent-700"}`}
      data-testid={testId}
      data-npi={pharmacy.npi}
    >
      {title && <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</p>}
      <div>
        <Heading className="text-lg font-semibold" data-testid="pharmacy-name">
          {pharmacy.name}
        </Heading>
        <p className="text-sm text-slate-700">
          {pharmacy.chainName ?? tn("independent")} · {pharmacy.street}, {pharmacy.city}, {pharmacy.state}{" "}
          {pharmacy.zip} · {t("miles", { miles: formatMiles(pharmacy.distance, locale) })}
        </p>
      </div>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("medication")}</th>
            <th scope="col">{t("price")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i} className="border-b border-slate-100" data-testid="line" data-ndc={list[i]?.ndc}>
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {label(i, list[i])}
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums" data-testid="line-price">
                {pharmacy.prices[i] === null ? "—" : formatMoney(pharmacy.prices[i]!, locale)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-2 text-left font-semibold">
              {nested ? t("subtotal") : t("total")}
            </th>
            <td className="pt-2 text-right text-xl font-bold text-accent-800 tabular-nums" data-testid="total">
              {formatMoney(total, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
      <Link
        href={listCardLink(
          pharmacy.npi,
          items.flatMap((i) => (list[i] ? [{ slug: list[i].slug, ndc: list[i].ndc, quantity: list[i].quantity }] : [])),
        )}
        aria-label={t("getCardAt", { pharmacy: name })}
        className="self-start rounded-lg bg-accent-700 px-4 py-2.5 font-semibold text-white hover:bg-accent-800"
      >
        {t("getCard")}
      </Link>
    </article>
  );
}
