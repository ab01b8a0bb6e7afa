// The site's header: the name (home), the main links and the two switches, people/pets and language.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Audience } from "@/lib/site/preferences";
import { AudienceSwitch } from "./audience-switch";
import { LanguageSwitch } from "./language-switch";
import { NavLink } from "./nav-link";
import { NotOnHome } from "./not-on-home";

export async function SiteHeader({ audience }: { audience: Audience }) {
  const t = await getTranslations("site");
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <a
        href="#main"
        className="sr-only rounded bg-accent-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[1000]"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="flex items-baseline gap-2 text-xl font-bold text-accent-700">
          {t("brand")}
          {audience === "pets" && <span className="text-sm font-semibold">{t("forPets")}</span>}
        </Link>
        <nav aria-label={t("mainNav")} className="order-last w-full sm:order-none sm:w-auto">
          {/* One line on a phone in both languages: each link unbroken, and the search link's short name there
              ("Buscar un medicamento" with the other two is wider than a 390 px phone). */}
          <ul className="flex gap-4 text-sm font-medium whitespace-nowrap">
            <li>
              <NavLink href="/">
                <span className="sm:hidden">{t("navSearchShort")}</span>
                <span className="hidden sm:inline">{t("navSearch")}</span>
              </NavLink>
            </li>
            <li>
              <NavLink href="/my-medicines">{t("navMyMedicines")}</NavLink>
            </li>
            <li>
              <NavLink href="/card">{t("navCard")}</NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <NotOnHome>
            <AudienceSwitch audience={audience} />
          </NotOnHome>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
