// /card: this browser's membership card for people or pets, with the price the patient chose (when they came from a
// price), and every way to keep the card.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CardView } from "@/components/card/card-view";
import { ChosenPriceOffline } from "@/components/card/chosen-price-offline";
import type { PharmacistNote } from "@/components/card/pharmacist-view";
import { CheckedAt } from "@/components/drug/checked-at";
import { NPI_PATTERN } from "@/lib/vocabulary/fields";
import { describeListAtStore } from "@/lib/site/describe-list-at-store";
import { parseListLink } from "@/lib/site/list-link";
import { describeChosenPrice } from "@/lib/site/describe-chosen-price";
import { formatMoney, payable } from "@/lib/site/format";
import { env } from "@/lib/env";
import { readHelpDeskPhone } from "@/lib/site/help-desk-phone";
import { readPreferences } from "@/lib/site/read-preferences";
import { cardTextFrom } from "@/lib/wallet/card-content";
import { readAppleWalletConfig, readGoogleWalletConfig } from "@/lib/wallet/wallet-config";
import { ClientMessages } from "@/components/site/client-messages";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

type NoteKey = "heading" | "notInsurance" | "submit" | "helpDesk" | "handOver" | "close" | "awake";
const NOTE_KEYS: NoteKey[] = ["heading", "notInsurance", "submit", "helpDesk", "handOver", "close", "awake"];

// The pharmacist view's wording, in the language `t` speaks.
const pharmacistNote = (t: (key: NoteKey) => string) =>
  Object.fromEntries(NOTE_KEYS.map((key) => [key, t(key)])) as PharmacistNote;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("meta"))("cardTitle") };
}

export default async function CardPage({ searchParams }: Props) {
  const [query, { locale, audience, zip }, t, pharmacistEnglish, siteEnglish, cardEnglish] = await Promise.all([
    searchParams,
    readPreferences(),
    getTranslations("card"),
    getTranslations({ locale: "en-US", namespace: "pharmacist" }),
    getTranslations({ locale: "en-US", namespace: "site" }),
    getTranslations({ locale: "en-US", namespace: "card" }),
  ]);
  const [slug, ndc, qty, chainCode, npi] = [query.drug, query.dose, query.qty, query.chain, query.store].map(one);
  const quantity = Number(qty);
  const chosen =
    slug && ndc && chainCode && quantity > 0 && quantity <= 100_000
      ? await describeChosenPrice({
          cardType: audience,
          locale,
          slug,
          ndc,
          quantity,
          chainCode,
          npi: npi && NPI_PATTERN.test(npi) ? npi : undefined,
          zip: zip ?? undefined,
        })
      : null;
  const linked = parseListLink(one(query.store), one(query.list));
  const [list, listEnglish] = linked
    ? await Promise.all([
        describeListAtStore({ cardType: audience, locale, ...linked }),
        locale === "en-US" ? null : describeListAtStore({ cardType: audience, locale: "en-US", ...linked }),
      ])
    : [null, null];
  const pharmacistList = list && (listEnglish ?? list);
  const pets = audience === "pets";
  return (
    <ClientMessages page="card">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <header className="flex flex-col gap-2 print:hidden">
          <h1 className="text-3xl font-bold">{pets ? t("titlePets") : t("title")}</h1>
          <p className="text-lg text-slate-700">{pets ? t("leadPets") : t("lead")}</p>
        </header>
        <ChosenPriceOffline rendered={slug !== undefined} />
        {chosen && (
          <section
            aria-labelledby="chosen"
            className="flex max-w-md flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-slate-200 print:hidden"
            data-testid="chosen-price"
          >
            <h2 id="chosen" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t("chosen")}
            </h2>
            <p className="font-medium">
              {t("chosenLine", {
                name: chosen.medication,
                dose: chosen.dose,
                quantity: chosen.quantity,
                chain: chosen.pharmacy,
              })}
            </p>
            <p className="text-2xl font-bold text-accent-800 tabular-nums">
              {formatMoney(payable(chosen.price).amount, locale)}
              {chosen.national && (
                <span className="ml-2 text-sm font-medium text-slate-600">({t("chosenNational")})</span>
              )}
            </p>
            <p className="text-sm text-slate-600">
              <CheckedAt iso={chosen.checkedAt} timeZone={chosen.timeZone} />
            </p>
          </section>
        )}
        {list && (
          <section
            aria-labelledby="list-at"
            className="flex max-w-md flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 print:hidden"
            data-testid="list-at-store"
          >
            <h2 id="list-at" className="font-semibold">
              {t("listAt", { pharmacy: list.pharmacy })}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {list.lines.map((line) => (
                <li key={line.text} className="flex justify-between gap-3">
                  <span>{line.text}</span>
                  <span className="font-semibold tabular-nums" data-testid="list-line-price">
                    {formatMoney(line.price, locale)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-xl font-bold text-accent-800 tabular-nums" data-testid="list-total">
              {t("listTotal", { total: formatMoney(list.total, locale) })}
            </p>
            <p className="text-sm text-slate-600">
              <CheckedAt iso={list.checkedAt} timeZone={list.timeZone} />
            </p>
          </section>
        )}
        <CardView
          cardType={audience}
          wallets={{ apple: readAppleWalletConfig().config !== null, google: readGoogleWalletConfig().config !== null }}
          pharmacist={{
            note: pharmacistNote(pharmacistEnglish),
            text: cardTextFrom(siteEnglish, cardEnglish, audience),
            phone: readHelpDeskPhone(env().PHARMACY_HELP_DESK_PHONE),
            list: pharmacistList && {
              heading: pharmacistEnglish("list"),
              pharmacy: pharmacistList.pharmacy,
              lines: pharmacistList.lines,
              total: pharmacistList.total,
            },
          }}
        />
      </div>
    </ClientMessages>
  );
}
