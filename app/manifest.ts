// /manifest.webmanifest: makes the site an installable web app that opens on the card, in the patient's language.
import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { readPreferences } from "@/lib/site/read-preferences";
import { CARD_THEMES } from "@/lib/wallet/card-content";

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { locale } = await readPreferences();
  const [meta, site] = await Promise.all([
    getTranslations({ locale, namespace: "meta" }),
    getTranslations({ locale, namespace: "site" }),
  ]);
  return {
    id: "/",
    name: meta("title"),
    short_name: site("brand"),
    description: meta("description"),
    lang: locale,
    // Installed, the app opens on the card: the page that works with no signal at the counter.
    start_url: "/card",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: CARD_THEMES.people.background,
    categories: ["health", "medical"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: site("navCard"), url: "/card" },
      { name: site("navSearch"), url: "/" },
    ],
  };
}
