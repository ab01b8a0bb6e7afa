// /drug/[slug]/chain/[code]?zip=: one chain's stores near a zip, with each store's price, on a map and in a list.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChainStores } from "@/components/chain/chain-stores";
import { StoreList } from "@/components/chain/store-list";
import { ApiError } from "@/lib/platform/errors";
import { ZIP_PATTERN } from "@/lib/vocabulary/fields";
import { getCatalog } from "@/lib/medications/catalog-index";
import { plainNames } from "@/lib/medications/plain-generic";
import { quantityChoiceLabel } from "@/lib/medications/dose-labels";
import { loadNetworkIndex } from "@/lib/pharmacies/network-index";
import { choosePrescription } from "@/lib/site/choose-prescription";
import { listChainStores, type ChainStores as ChainStoresData } from "@/lib/site/list-chain-stores";
import { readMapConfig } from "@/lib/site/map-config";
import { readPreferences } from "@/lib/site/read-preferences";
import { ClientMessages } from "@/components/site/client-messages";

type Props = {
  params: Promise<{ slug: string; code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, code } = await params;
  const [catalog, network, t] = await Promise.all([getCatalog(), loadNetworkIndex(), getTranslations("meta")]);
  const medication = catalog.bySlug.get(slug);
  const chain = network.chains.get(code.toUpperCase());
  return medication && chain
    ? { title: t("chainTitle", { chain: chain.name, name: plainNames(medication).name }) }
    : {};
}

export default async function ChainPage({ params, searchParams }: Props) {
  const [{ slug, code }, query, { locale, audience }] = await Promise.all([params, searchParams, readPreferences()]);
  const [catalog, network, t] = await Promise.all([getCatalog(), loadNetworkIndex(), getTranslations("chain")]);
  const medication = catalog.response(slug, locale);
  const chain = network.chains.get(code.toUpperCase());
  const zip = one(query.zip);
  const chosen = medication && choosePrescription(medication, { dose: one(query.dose), qty: one(query.qty) });
  if (!medication || !chain || !chosen) notFound();
  const { dose, quantity } = chosen;
  // A custom count reads as a choice would ("1 box of 5 pens (15 mL)"), in the page's language.
  const stored = catalog.bySlug.get(slug)?.doses.find((d) => d.ndc === dose.value);
  const quantityText =
    dose.quantity.find((q) => Number(q.value) === quantity)?.label ??
    (stored
      ? quantityChoiceLabel(stored, { value: String(quantity), unitCount: quantity / Number(dose.baseValue) }, locale)
      : `${quantity}`);
  const back = `/drug/${slug}?dose=${dose.value}&qty=${quantity}`;

  let stores: ChainStoresData | null = null;
  let failure: "none" | "error" | null = null;
  if (zip && ZIP_PATTERN.test(zip)) {
    try {
      stores = await listChainStores({
        cardType: audience,
        zip,
        chainCode: chain.code,
        ndc: dose.value,
        quantity,
        index: 0,
        limit: 10,
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === "not_found")) throw error;
      failure =
        error.fields.errorCode === "CHAIN_NOT_IN_REGION" || error.fields.errorCode === "ZIP_NOT_FOUND"
          ? "none"
          : "error";
    }
  } else failure = "none";

  return (
    <ClientMessages page="chain">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
        <Link href={back} className="self-start text-sm font-medium text-accent-700 underline underline-offset-4">
          {t("back", { name: medication.name })}
        </Link>
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold break-words">
            {zip ? t("title", { chain: chain.name, zip }) : chain.name}
          </h1>
          <p className="text-slate-700">
            {t("prescription", { name: medication.name, dose: dose.label, quantity: quantityText })}
          </p>
        </header>
        {stores && zip ? (
          <ChainStores
            cardType={audience}
            slug={slug}
            ndc={dose.value}
            quantity={quantity}
            zip={zip}
            chainCode={chain.code}
            chainName={chain.name}
            initial={stores}
            initialList={
              <StoreList
                stores={stores.stores}
                prescription={{ slug, ndc: dose.value, quantity, chainCode: chain.code }}
              />
            }
            map={readMapConfig()}
          />
        ) : (
          <p className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            {failure === "error" ? t("error") : t("noStores", { chain: chain.name })}
          </p>
        )}
      </div>
    </ClientMessages>
  );
}
