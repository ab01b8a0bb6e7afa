"use client";
// "The generic costs $X less": on a brand's page, its generic's cheapest price at the same dose and quantity, with a
// link to it; or that the brand has no generic. Follows the prescription as the patient changes it.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { CardType } from "@/lib/accounts/permissions";
import type { GenericSaving } from "@/lib/site/compare-generic-price";
import { postJson } from "@/lib/site/fetch-json";
import { formatMoney } from "@/lib/site/format";

export type { GenericSaving };

export function SavingsNudge({
  cardType,
  slug,
  ndc,
  quantity,
  zip,
  initial,
}: {
  cardType: CardType;
  slug: string;
  ndc: string;
  quantity: number | null;
  zip: string | null;
  initial: GenericSaving | null | undefined;
}) {
  const t = useTranslations("drug");
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ["savings", cardType, slug, ndc, quantity, zip ?? ""],
    queryFn: ({ signal }) =>
      postJson<{ saving: GenericSaving | null }>(
        "/api/savings",
        { cardType, slug, ndc, quantity, zip: zip ?? undefined },
        signal,
      ).then((r) => r.saving),
    initialData: initial,
    enabled: quantity !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  if (!data) return null;
  if (data.kind === "no-generic") {
    return (
      <p className="text-sm text-slate-700" data-testid="no-generic">
        {t("noGeneric", { name: data.name })}
      </p>
    );
  }
  const money = (value: string) => formatMoney(value, locale);
  const href = `/drug/${data.generic.slug}?dose=${data.generic.ndc}&qty=${data.quantity}${zip ? `&zip=${zip}` : ""}`;
  return (
    <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200" data-testid="generic-saving">
      {t("genericSaving", {
        generic: data.generic.name,
        saving: money(data.saving),
        genericPrice: money(data.genericPrice),
        brandPrice: money(data.brandPrice),
      })}{" "}
      <Link href={href} className="font-semibold underline underline-offset-4">
        {t("genericLink", { generic: data.generic.name })}
      </Link>
    </p>
  );
}
