// Reads the patient's preferences from the request's cookies (server components, route handlers, server actions).
import "server-only";
import { cookies, headers } from "next/headers";
import type { Locale } from "../vocabulary/locale";
import {
  AUDIENCE_COOKIE,
  LOCALE_COOKIE,
  ZIP_COOKIE,
  negotiateLocale,
  parseAudience,
  parseZip,
  type Audience,
} from "./preferences";

export type Preferences = { locale: Locale; audience: Audience; zip: string | null };

// The service worker keeps the card page in every language and card type: it names the one it wants in this header
// (public/sw.js), since a worker cannot set the cookies of its own requests.
const VARIANT_HEADER = "x-rx-variant";

export async function readPreferences(): Promise<Preferences> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const [variantLocale, variantAudience] = (head.get(VARIANT_HEADER) ?? "").split(".");
  const audience = variantAudience ?? jar.get(AUDIENCE_COOKIE)?.value;
  return {
    locale: negotiateLocale(variantLocale || jar.get(LOCALE_COOKIE)?.value, head.get("accept-language")),
    audience: parseAudience(audience),
    zip: parseZip(jar.get(ZIP_COOKIE)?.value),
  };
}
