// /offline: what the service worker shows, in the patient's language, for any page opened with no connection (the
// card page excepted: it opens from the device). Kept by the worker; never linked.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("offline");
  return { title: `${t("title")} · RxCard`, robots: { index: false } };
}

export default async function OfflinePage() {
  const [t, site] = await Promise.all([getTranslations("offline"), getTranslations("site")]);
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12">
      <p className="text-xl font-bold text-accent-700">{site("brand")}</p>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="text-lg text-slate-700">{t("body")}</p>
      <p className="text-lg text-slate-700">{t("card")}</p>
      <div className="flex flex-wrap gap-3">
        {/* Plain links: this page works without its scripts. An empty href reloads the address that failed. */}
        <a href="/card" className="rounded-lg bg-accent-700 px-5 py-3 text-lg font-semibold text-white">
          {t("openCard")}
        </a>
        <a href="" className="rounded-lg px-5 py-3 text-lg font-semibold text-accent-800 ring-1 ring-slate-300">
          {t("retry")}
        </a>
      </div>
    </main>
  );
}
