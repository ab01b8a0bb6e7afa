"use server";
// Server actions of the site's switches: language and people/pets, kept in first-party cookies. Setting a cookie in
// an action re-renders the page in the new language or for the new audience.
import { cookies } from "next/headers";
import { LOCALES } from "@/lib/locale";
import { CARD_TYPES } from "@/lib/accounts/permissions";
import { AUDIENCE_COOKIE, LOCALE_COOKIE, PREFERENCE_MAX_AGE } from "@/lib/site/preferences";

const OPTIONS = { path: "/", maxAge: PREFERENCE_MAX_AGE, sameSite: "lax", httpOnly: false } as const;

export async function setLocale(formData: FormData): Promise<void> {
  const locale = LOCALES.find((l) => l === formData.get("locale"));
  if (locale) (await cookies()).set(LOCALE_COOKIE, locale, OPTIONS);
}

export async function setAudience(formData: FormData): Promise<void> {
  const audience = CARD_TYPES.find((c) => c === formData.get("audience"));
  if (audience) (await cookies()).set(AUDIENCE_COOKIE, audience, OPTIONS);
}
