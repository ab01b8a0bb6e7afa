// A medication slug the catalog does not know: say so and offer the search again.
import { getTranslations } from "next-intl/server";
import { MedicationSearch } from "@/components/search/medication-search";
import { ClientMessages } from "@/components/site/client-messages";

export default async function MedicationNotFound() {
  const t = await getTranslations("drug");
  return (
    <ClientMessages page="drugNotFound">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold">{t("notFound")}</h1>
        <p className="text-lg text-slate-700">{t("notFoundHelp")}</p>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <MedicationSearch />
        </div>
      </div>
    </ClientMessages>
  );
}
