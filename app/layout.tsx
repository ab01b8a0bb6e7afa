import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
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

// No web font: the system's own sans-serif (globals.css). Inter's file (48 KB) was the largest request after the
// framework's scripts, and Lighthouse's simulated slow 4G counts it before the largest paint of every page (300 ms of a
// medication page's LCP at the calibrated slowdown; docs/benchmark.md, "The web pages' bytes").
export const viewport: Viewport = { themeColor: CARD_THEMES.people.background };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { locale, audience } = await readPreferences();
  return (
    <html lang={locale}>
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
