// Reads the patient's preferences from the request's cookies (server components, route handlers, server actions).
import "server-only";
import { cookies, headers } from "next/headers";
import type { Locale } from "../locale";
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

export async function readPreferences(): Promise<Preferences> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return {
    locale: negotiateLocale(jar.get(LOCALE_COOKIE)?.value, head.get("accept-language")),
    audience: parseAudience(jar.get(AUDIENCE_COOKIE)?.value),
    zip: parseZip(jar.get(ZIP_COOKIE)?.value),
  };
}
