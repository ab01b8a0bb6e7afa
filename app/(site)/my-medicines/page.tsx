// /my-medicines: the patient's list of medicines (kept in the browser only), priced together near their zip.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MyMedicines } from "@/components/my-medicines/my-medicines";
import { readPreferences } from "@/lib/site/read-preferences";
import { ClientMessages } from "@/components/site/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("meta"))("myMedicinesTitle") };
}

export default async function MyMedicinesPage() {
  const [{ audience, zip }, t] = await Promise.all([readPreferences(), getTranslations("myMedicines")]);
  return (
    <ClientMessages page="myMedicines">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{audience === "pets" ? t("titlePets") : t("title")}</h1>
          <p className="text-lg text-slate-700">{t("lead")}</p>
        </header>
        <MyMedicines key={audience} cardType={audience} initialZip={zip} />
      </div>
    </ClientMessages>
  );
}
