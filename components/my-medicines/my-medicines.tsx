"use client";
// The "My medicines" page: the list this browser keeps (per card type), and, once a zip is known, the whole list
// priced at every pharmacy near it: the cheapest single pharmacy, the cheapest split between two and what it saves,
// and the next pharmacies with the drugs they do not cover. Each result links to the card with those prices.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ZipField } from "@/components/drug/zip-field";
import { CheckedAt } from "@/components/drug/checked-at";
import type { CardType } from "@/lib/accounts/permissions";
import type { Locale } from "@/lib/vocabulary/locale";
import { postJson, SiteRequestError } from "@/lib/site/fetch-json";
import { formatMiles, formatMoney } from "@/lib/site/format";
import type { ListItemLabel, MedicineListPrices } from "@/lib/site/price-medicine-list";
import { useMedicineList, writeMedicineList, type ListedMedicine } from "./medicine-list-store";
import { PharmacyResult } from "./pharmacy-result";

export function MyMedicines({ cardType, initialZip }: { cardType: CardType; initialZip: string | null }) {
  const t = useTranslations("myMedicines");
  const locale = useLocale() as Locale;
  const list = useMedicineList(cardType);
  const [zip, setZip] = useState(initialZip);
  const items = (list ?? []).map(({ slug, ndc, quantity }) => ({ slug, ndc, quantity }));
  const prices = useQuery({
    queryKey: ["my-medicines", cardType, locale, zip, items],
    queryFn: ({ signal }) => postJson<MedicineListPrices>("/api/my-medicines", { cardType, zip, items }, signal),
    enabled: zip !== null && items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof SiteRequestError && error.status < 500) && count < 1,
  });
  // Without a zip, the lines still say each drug's quantity (and in the page's language): the server names them.
  const named = useQuery({
    queryKey: ["my-medicines-labels", locale, items],
    queryFn: ({ signal }) => postJson<{ labels: ListItemLabel[] }>("/api/my-medicines/labels", { items }, signal),
    enabled: zip === null && items.length > 0,
    staleTime: Infinity,
  });
  const data = prices.data;
  const label = (i: number, medicine: ListedMedicine | undefined) => {
    const known = data?.labels[i] ?? named.data?.labels[i];
    return known
      ? `${known.name}, ${known.dose}, ${known.quantity}`
      : medicine
        ? `${medicine.name}, ${medicine.dose}`
        : "";
  };
  const names = (indexes: number[]) => indexes.map((i) => list?.[i]?.name ?? "").join(", ");

  function remove(slug: string) {
    writeMedicineList(
      cardType,
      (list ?? []).filter((m) => m.slug !== slug),
    );
  }

  // Until the device's list is read: a placeholder of its own (the key), replaced rather than reshaped, so the box
  // that takes its place is new content, not a layout shift.
  if (list === null) return <div key="reading" className="h-40 animate-pulse rounded-2xl bg-slate-100" />;
  if (list.length === 0)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <p data-testid="empty-list">{t("empty")}</p>
        <Link href="/" className="font-semibold text-accent-700 underline underline-offset-4">
          {t("findMedication")}
        </Link>
      </div>
    );

  const zipMissing = prices.error instanceof SiteRequestError && prices.error.status === 404;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="list"
        className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="list" className="text-xl font-semibold">
          {t("list")}
        </h2>
        <ul className="flex flex-col divide-y divide-slate-200" data-testid="my-list">
          {list.map((m, i) => (
            <li key={m.slug} className="flex items-center justify-between gap-3 py-2" data-ndc={m.ndc}>
              <Link
                href={`/drug/${m.slug}?dose=${m.ndc}&qty=${m.quantity}`}
                className="font-medium text-accent-800 underline underline-offset-4"
              >
                {label(i, m)}
              </Link>
              <button
                type="button"
                onClick={() => remove(m.slug)}
                aria-label={t("remove", { name: m.name })}
                className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-slate-300 hover:bg-red-50"
              >
                {t("removeShort")}
              </button>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">{t("onDevice")}</p>
        <ZipField zip={zip} onZip={setZip} />
      </section>

      <section aria-labelledby="results" aria-busy={prices.isFetching} className="flex flex-col gap-4">
        <h2 id="results" className="sr-only">
          {t("single")}
        </h2>
        <p role="status" className="text-sm text-slate-700" data-testid="list-status">
          {!zip
            ? t("enterZip")
            : prices.isFetching
              ? t("pricing")
              : zipMissing
                ? t("zipNotFound", { zip })
                : prices.isError
                  ? t("error")
                  : data
                    ? data.pharmacyCount === 0
                      ? t("noPharmacy", { miles: data.radiusMiles, zip: data.zip })
                      : t("searched", { count: data.pharmacyCount, miles: data.radiusMiles, zip: data.zip })
                    : ""}
        </p>
        {data && !zipMissing && data.pharmacyCount > 0 && (
          <div className={`flex flex-col gap-4 ${prices.isPlaceholderData ? "opacity-60" : ""}`}>
            {data.unpriced.length > 0 && (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
                {t("notPriced", { names: names(data.unpriced) })}
              </p>
            )}
            {data.single ? (
              <PharmacyResult
                testId="single"
                title={t("single")}
                pharmacy={data.single}
                items={list.map((_, i) => i).filter((i) => !data.unpriced.includes(i))}
                list={list}
                label={label}
                total={data.single.total}
              />
            ) : (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{t("noSingle")}</p>
            )}
            {data.split ? (
              <section
                aria-labelledby="split"
                className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                data-testid="split"
              >
                <h3 id="split" className="text-lg font-semibold">
                  {t("split")}
                </h3>
                <p className="text-sm font-medium text-slate-700">
                  {t("splitTotal")}:{" "}
                  <span className="text-xl font-bold text-accent-800 tabular-nums" data-testid="split-total">
                    {formatMoney(data.split.total, locale)}
                  </span>
                </p>
                {data.split.saving && (
                  <p className="font-semibold text-green-800" data-testid="split-saving">
                    {t("splitSaves", { amount: formatMoney(data.split.saving, locale) })}
                  </p>
                )}
                <div className="grid gap-3 md:grid-cols-2">
                  {data.split.parts.map((part) => (
                    <PharmacyResult
                      key={part.pharmacy.npi}
                      testId="split-part"
                      pharmacy={part.pharmacy}
                      items={part.items}
                      list={list}
                      label={label}
                      total={(
                        part.items.reduce((s, i) => s + Math.round(Number(part.pharmacy.prices[i]) * 100), 0) / 100
                      ).toFixed(2)}
                      nested
                    />
                  ))}
                </div>
              </section>
            ) : (
              data.single && <p className="text-sm text-slate-700">{t("noSplit")}</p>
            )}
            {data.others.length > 0 && (
              <section aria-labelledby="others" className="flex flex-col gap-2">
                <h3 id="others" className="text-lg font-semibold">
                  {t("others")}
                </h3>
                <ol className="flex flex-col gap-2" data-testid="others">
                  {data.others.map((p) => (
                    <li
                      key={p.npi}
                      className="flex items-start justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200"
                    >
                      <div className="min-w-0">
                        <p className="font-semibold" data-testid="pharmacy-name">
                          {p.name}
                        </p>
                        <p className="text-sm text-slate-600" data-testid="pharmacy-address">
                          {p.street}, {p.city} ·{" "}
                          <span className="whitespace-nowrap">
                            {t("miles", { miles: formatMiles(p.distance, locale) })}
                          </span>
                        </p>
                        {p.missing.length > 0 && (
                          <p className="text-sm font-medium text-amber-900" data-testid="not-covered">
                            {t("notCovered", { names: names(p.missing) })}
                          </p>
                        )}
                      </div>
                      <p className="text-lg font-bold tabular-nums" data-testid="total">
                        {formatMoney(p.total, locale)}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            )}
            <p className="text-sm text-slate-600">
              <CheckedAt iso={data.checkedAt} timeZone={data.timeZone} />
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
