// /card/open#type=...&memberId=...: the card page's QR code lands here on a phone. The card is read from the link's
// fragment in the browser (the server never sees it) and can be kept on this device.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OpenedCard } from "@/components/card/opened-card";
import { ClientMessages } from "@/components/site/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("meta"))("cardTitle"), robots: { index: false } };
}

export default async function OpenCardPage() {
  const t = await getTranslations("cardLink");
  return (
    <ClientMessages page="cardOpen">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="text-lg text-slate-700">{t("lead")}</p>
        </header>
        <OpenedCard />
      </div>
    </ClientMessages>
  );
}
