"use server";
// Server actions of the site's switches: language and people/pets, kept in first-party cookies. Setting a cookie in
// an action re-renders the page in the new language or for the new audience.
import { cookies } from "next/headers";
import { LOCALES } from "@/lib/vocabulary/locale";
import { CARD_TYPES } from "@/lib/accounts/permissions";
import { AUDIENCE_COOKIE, LOCALE_COOKIE, PREFERENCE_MAX_AGE } from "@/lib/site/preferences";
import { currentRequest } from "@/lib/platform/request-context";

// Secure when the site is served over TLS (directly, or behind a trusted proxy that says so). The language cookie is
// HttpOnly (only the server reads or writes it); the audience cookie is not, since the card page writes it too.
const options = (httpOnly: boolean) =>
  ({
    path: "/",
    maxAge: PREFERENCE_MAX_AGE,
    sameSite: "lax",
    httpOnly,
    secure: !!currentRequest()?.peer.secure,
  }) as const;

export async function setLocale(formData: FormData): Promise<void> {
  const locale = LOCALES.find((l) => l === formData.get("locale"));
  if (locale) (await cookies()).set(LOCALE_COOKIE, locale, options(true));
}

export async function setAudience(formData: FormData): Promise<void> {
  const audience = CARD_TYPES.find((c) => c === formData.get("audience"));
  if (audience) (await cookies()).set(AUDIENCE_COOKIE, audience, options(false));
}
