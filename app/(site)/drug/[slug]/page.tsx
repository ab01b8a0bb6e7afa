// /drug/[slug]: one medication's prices. Server-rendered with the first prices for the patient's zip (cookie), dose
// and quantity (address): the prices, the nearby pharmacies' first page, the savings note and the price trend are
// rendered here, and the price finder (a client component) hydrates only its fields, links and buttons, then renders
// the answers to the patient's later choices in the browser.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChainPriceList } from "@/components/drug/chain-price-list";
import { PriceFinder, type PriceFinderProps } from "@/components/drug/price-finder";
import { PriceTrendChart } from "@/components/drug/price-trend-chart";
import { SavingsNote } from "@/components/drug/savings-note";
import { PharmacyList } from "@/components/nearby/pharmacy-list";
import { Badge } from "@/components/ui/badge";
import { ApiError } from "@/lib/platform/errors";
import type { Locale } from "@/lib/vocabulary/locale";
import { getCatalog } from "@/lib/medications/catalog-index";
import { plainNames } from "@/lib/medications/plain-generic";
import { findMedication, listAlternatives } from "@/lib/medications/find-medication";
import { choosePrescription } from "@/lib/site/choose-prescription";
import { compareGenericPrice } from "@/lib/site/compare-generic-price";
import { parseChainCode, parseZip } from "@/lib/site/preferences";
import { listNearbyPharmacies } from "@/lib/site/list-nearby-pharmacies";
import { readMapConfig } from "@/lib/site/map-config";
import { priceChainsNearby } from "@/lib/site/price-chains-nearby";
import { readPreferences } from "@/lib/site/read-preferences";
import { readPriceTrend } from "@/lib/site/read-price-trend";
import { formatCheckedTime } from "@/lib/site/format";
import { ClientMessages } from "@/components/site/client-messages";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

async function loadMedication(slug: string, locale: Locale) {
  try {
    return await findMedication({ slug, locale });
  } catch (error) {
    if (error instanceof ApiError && error.kind === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const medication = (await getCatalog()).bySlug.get(slug.toLowerCase());
  const t = await getTranslations("meta");
  return medication ? { title: t("drugTitle", { name: plainNames(medication).name }) } : {};
}

export default async function DrugPage({ params, searchParams }: Props) {
  const [{ slug }, query, preferences] = await Promise.all([params, searchParams, readPreferences()]);
  const { locale, audience } = preferences;
  // The address's zip (Back, a shared link) over the remembered one.
  const zip = parseZip(one(query.zip)) ?? preferences.zip;
  const chain = zip ? parseChainCode(one(query.chain)) : null; // the nearby list filtered to one chain's stores
  const medication = await loadMedication(slug, locale);
  const [t, alternatives, stored] = await Promise.all([
    getTranslations("drug"),
    listAlternatives({ slug: medication.slug }),
    getCatalog().then((c) => c.bySlug.get(medication.slug)!),
  ]);
  const chosen = choosePrescription(medication, { dose: one(query.dose), qty: one(query.qty) });
  if (!chosen) notFound();
  const { dose, quantityState: quantity, quantity: priced } = chosen;

  const [prices, trend, saving, nearby] = await Promise.all([
    priceChainsNearby({
      cardType: audience,
      ndc: dose.value,
      quantity: priced,
      zip: zip ?? undefined,
      index: 0,
      limit: 10,
    })
      .then((p) => ({ prices: p, error: null }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.kind === "not_found")
          return { prices: null, error: "not_found" as const };
        throw error;
      }),
    readPriceTrend({ slug: medication.slug, ndc: dose.value, locale }),
    compareGenericPrice({
      cardType: audience,
      slug: medication.slug,
      ndc: dose.value,
      quantity: priced,
      zip: zip ?? undefined,
    }),
    zip
      ? listNearbyPharmacies({
          cardType: audience,
          ndc: dose.value,
          quantity: priced,
          zip,
          sort: "price",
          chainCode: chain ?? undefined,
          index: 0,
          limit: 10,
        }).catch((error: unknown) => {
          if (error instanceof ApiError && error.kind === "not_found") return null; // an unknown zip, an unpriced dose
          throw error;
        })
      : null,
  ]);

  const timeZone = prices.prices?.timeZone ?? null;
  const initial: PriceFinderProps["initial"] = {
    ndc: dose.value,
    quantity,
    zip,
    chain: nearby?.chainCode ?? null,
    prices: prices.prices,
    pricesError: prices.error,
    trend,
    saving,
    nearby,
    checkedTime: prices.prices && timeZone ? formatCheckedTime(prices.prices.checkedAt, locale, timeZone) : null,
  };
  const national = prices.prices?.national ?? false;
  const rendered: PriceFinderProps["rendered"] = {
    prices: prices.prices && (
      <ChainPriceList
        chains={prices.prices.chains}
        prescription={{ slug: medication.slug, ndc: dose.value, quantity: priced, zip: national ? null : zip }}
      />
    ),
    saving: <SavingsNote saving={saving} zip={national ? null : zip} />,
    trend: <PriceTrendChart trend={trend} />,
    nearby: nearby && (
      <PharmacyList
        pharmacies={nearby.pharmacies}
        cheapest={nearby.cheapestNpi}
        chainName={nearby.chains.find((c) => c.code === nearby.chainCode)?.name}
        prescription={{ slug: medication.slug, ndc: dose.value, quantity: priced }}
      />
    ),
  };
  return (
    <ClientMessages page="drug">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-3 sm:gap-6 sm:py-8">
        <Link href="/" className="self-start text-sm font-medium text-accent-700 underline underline-offset-4">
          {t("backToSearch")}
        </Link>
        <header className="flex flex-col gap-1 sm:gap-2">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold break-words sm:text-4xl">
            {medication.name}
            <Badge tone={stored.isBrand ? "brand" : "generic"}>
              {stored.isBrand ? t("brandName") : t("genericName")}
            </Badge>
          </h1>
          {medication.generic !== medication.name && (
            <p className="text-slate-700">{t("genericIs", { generic: medication.generic })}</p>
          )}
          {alternatives.results.length > 1 && (
            <nav aria-label={t("versions")} className="sm:mt-2">
              <ul className="flex flex-wrap gap-2">
                {alternatives.results.map((a) => (
                  <li key={a.slug}>
                    <Link
                      href={`/drug/${a.slug}`}
                      aria-current={a.slug === medication.slug ? "page" : undefined}
                      className="inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-slate-300 hover:bg-accent-50 aria-[current=page]:bg-accent-700 aria-[current=page]:text-white aria-[current=page]:ring-accent-700"
                    >
                      {a.label}
                      <span className="text-xs opacity-90">({a.generic ? t("genericName") : t("brandName")})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </header>
        <PriceFinder
          key={`${audience}:${medication.slug}`}
          slug={medication.slug}
          name={medication.name}
          map={readMapConfig()}
          cardType={audience}
          doses={medication.dose}
          initial={initial}
          rendered={rendered}
        />
      </div>
    </ClientMessages>
  );
}
