// next-intl's request configuration: the locale from the patient's cookie (or browser), never from the URL.
import "server-only";
import { getRequestConfig } from "next-intl/server";
import { readPreferences } from "./read-preferences";

export default getRequestConfig(async () => {
  const { locale } = await readPreferences();
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages };
});
