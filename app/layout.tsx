import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import "@fontsource-variable/inter";
import "./globals.css";
import { Providers } from "@/components/providers";
import { readPreferences } from "@/lib/site/read-preferences";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: t("title"), description: t("description") };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { locale, audience } = await readPreferences();
  return (
    <html lang={locale}>
      <body data-audience={audience} className="min-h-dvh bg-slate-50 font-sans text-slate-900 antialiased">
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
