// next-intl's request configuration: the locale from the patient's cookie (or browser), never from the URL; a locale
// asked for by name (getTranslations({ locale })) wins, as the card's pharmacist note is always in English.
import "server-only";
import { getRequestConfig } from "next-intl/server";
import { LOCALES } from "../vocabulary/locale";
import { readPreferences } from "./read-preferences";

export default getRequestConfig(async ({ locale: asked }) => {
  const locale = LOCALES.find((l) => l === asked) ?? (await readPreferences()).locale;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages };
});
