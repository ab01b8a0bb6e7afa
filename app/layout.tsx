import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import localFont from "next/font/local";
import "./globals.css";
import { Providers } from "@/components/providers";
import { ServiceWorker } from "@/components/site/service-worker";
import { env } from "@/lib/env";
import { readPreferences } from "@/lib/site/read-preferences";
import { CARD_THEMES } from "@/lib/wallet/card-content";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    title: t("title"),
    description: t("description"),
    icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
    appleWebApp: { capable: true, title: "RxCard", statusBarStyle: "default" },
  };
}

// Inter's Latin letters (English and Spanish), preloaded. Shown only if it is there by the first paint ("optional"):
// a font swapped in later re-wraps lines even beside a fallback sized to Inter's metrics (a store's "City, IL 60610"
// moved a line down on a slow phone), so a page whose font came late keeps the fallback, and the next page has Inter
// from the cache. (The @fontsource stylesheet loaded five subsets unannounced and shifted the home page.)
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  variable: "--font-inter",
});

export const viewport: Viewport = { themeColor: CARD_THEMES.people.background };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { locale, audience } = await readPreferences();
  return (
    <html lang={locale} className={inter.variable}>
      <body data-audience={audience} className="min-h-dvh bg-slate-50 font-sans text-slate-900 antialiased">
        {/* The locale, time zone and no messages: each page sends the ones its client components use (ClientMessages). */}
        <NextIntlClientProvider messages={{}}>
          <Providers>{children}</Providers>
          <ServiceWorker enabled={env().NODE_ENV === "production"} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
