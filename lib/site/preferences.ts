// The patient's site preferences, kept in first-party cookies (never in URLs): language, people or pets, zip code.
// Pure parsing here, so client components can share the names; read-preferences.ts reads them on the server.
import { LOCALES, type Locale } from "../vocabulary/locale";
import { CHAIN_CODE_PATTERN, ZIP_PATTERN } from "../vocabulary/patterns";
import { CARD_TYPES, type CardType } from "../accounts/permissions";

export const LOCALE_COOKIE = "NEXT_LOCALE";
export const AUDIENCE_COOKIE = "rx-audience";
export const ZIP_COOKIE = "rx-zip";
export const PREFERENCE_MAX_AGE = 60 * 60 * 24 * 365; // seconds

export type Audience = CardType;

// A preference cookie as the browser's own script writes it (zip, audience): Secure on an https page. Not HttpOnly,
// since the page writes it; the language cookie, which only the server sets, is (preference-actions.ts).
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; path=/; max-age=${PREFERENCE_MAX_AGE}; samesite=lax${secure ? "; secure" : ""}`;
}

export function parseAudience(value: string | undefined): Audience {
  return (CARD_TYPES as readonly string[]).includes(value ?? "") ? (value as Audience) : "people";
}

export function parseZip(value: string | undefined): string | null {
  return value && ZIP_PATTERN.test(value) ? value : null;
}

// A chain code as the site's routes take it, or null.
export function parseChainCode(value: string | undefined): string | null {
  return value && CHAIN_CODE_PATTERN.test(value) ? value : null;
}

// The cookie when set; otherwise the browser's first language we serve (Spanish for "es", "es-MX", ...).
export function negotiateLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  const chosen = LOCALES.find((l) => l === cookie);
  if (chosen) return chosen;
  const languages = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { language: tag.toLowerCase().split("-")[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = languages.find((l) => l.language === "en" || l.language === "es");
  return first?.language === "es" ? "es-US" : "en-US";
}
