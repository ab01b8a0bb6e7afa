// The home page: search a medication (for people or pets), the popular ones, and how the card works.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MedicationSearch } from "@/components/search/medication-search";
import { AudienceSwitch } from "@/components/site/audience-switch";
import { listPopularMedications } from "@/lib/medications/list-popular-medications";
import { listPetMedications } from "@/lib/medications/list-pet-medications";
import { readPreferences } from "@/lib/site/read-preferences";
import { ClientMessages } from "@/components/site/client-messages";

export default async function HomePage() {
  const { locale, audience } = await readPreferences();
  const pets = audience === "pets";
  // The pets side lists what vets prescribe from pharmacies, not what people search.
  const list = pets ? listPetMedications : listPopularMedications;
  const [t, popular] = await Promise.all([
    getTranslations("home"),
    list({ locale, limit: 8 }).catch(() => ({ results: [] })),
  ]);
  return (
    <ClientMessages page="home">
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
        <section className="flex flex-col gap-3" aria-labelledby="home-title">
          <h1 id="home-title" className="text-3xl font-bold sm:text-4xl">
            {pets ? t("titlePets") : t("title")}
          </h1>
          <p className="text-lg text-slate-700">{pets ? t("leadPets") : t("lead")}</p>
          <AudienceSwitch audience={audience} size="lg" />
        </section>
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <MedicationSearch audience={audience} />
        </section>
        {popular.results.length > 0 && (
          <section aria-labelledby="popular" className="flex flex-col gap-3">
            <h2 id="popular" className="text-xl font-semibold">
              {pets ? t("popularPets") : t("popular")}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {popular.results.map((m) => (
                <li key={m.slug}>
                  <Link
                    href={`/drug/${m.slug}`}
                    className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-accent-800 ring-1 ring-slate-300 hover:bg-accent-50"
                  >
                    {m.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="how" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="how" className="text-xl font-semibold">
            {t("howItWorks")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
            <li>{t("step1")}</li>
            <li>{t("step2")}</li>
            <li>{t("step3")}</li>
          </ol>
          <Link
            href="/card"
            className="mt-4 inline-block rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800"
          >
            {t("getCard")}
          </Link>
        </section>
      </div>
    </ClientMessages>
  );
}
