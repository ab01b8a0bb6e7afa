// The site's footer: what the prices are, that the card is not insurance, and where partners find the API.
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function SiteFooter() {
  const t = await getTranslations("site");
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 text-sm text-slate-600">
        <p>{t("footerEstimate")}</p>
        <p>{t("footerNotInsurance")}</p>
        <p>
          {t.rich("footerPartners", {
            link: (chunks) => (
              <Link className="font-medium text-accent-700 underline" href="/docs" prefetch={false}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </footer>
  );
}
