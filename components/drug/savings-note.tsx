// "The generic costs $X less": on a brand's page, its generic's cheapest price at the same dose and quantity, with a
// link to it; or that the brand has no generic. No "use client": the medication page renders the first one on the
// server, the savings nudge later ones in the browser.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { GenericSaving } from "@/lib/site/compare-generic-price";
import { formatMoney } from "@/lib/site/format";

export function SavingsNote({ saving, zip }: { saving: GenericSaving | null; zip: string | null }) {
  const t = useTranslations("drug");
  const locale = useLocale();
  if (!saving) return null;
  if (saving.kind === "no-generic") {
    return (
      <p className="text-sm text-slate-700" data-testid="no-generic">
        {t("noGeneric", { name: saving.name })}
      </p>
    );
  }
  const money = (value: string) => formatMoney(value, locale);
  const href = `/drug/${saving.generic.slug}?dose=${saving.generic.ndc}&qty=${saving.quantity}${zip ? `&zip=${zip}` : ""}`;
  return (
    <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200" data-testid="generic-saving">
      {t("genericSaving", {
        generic: saving.generic.name,
        saving: money(saving.saving),
        genericPrice: money(saving.genericPrice),
        brandPrice: money(saving.brandPrice),
      })}{" "}
      <Link href={href} prefetch={false} className="font-semibold underline underline-offset-4">
        {t("genericLink", { generic: saving.generic.name })}
      </Link>
    </p>
  );
}
