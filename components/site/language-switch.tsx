// Switches between English and Spanish; the choice is a cookie, never part of the address.
import { getLocale, getTranslations } from "next-intl/server";
import { setLocale } from "@/lib/site/preference-actions";
import { LOCALE_COOKIE } from "@/lib/site/preferences";
import { PreferenceForm } from "./preference-form";

export async function LanguageSwitch() {
  const [t, locale] = await Promise.all([getTranslations("site"), getLocale()]);
  const other = locale === "es-US" ? "en-US" : "es-US";
  return (
    <PreferenceForm action={setLocale} cookie={LOCALE_COOKIE} field="locale">
      <input type="hidden" name="locale" value={other} />
      <button
        type="submit"
        lang={t("switchLanguageLang")}
        className="rounded-full px-3 py-1.5 text-sm font-medium text-accent-800 underline-offset-4 ring-1 ring-slate-300 hover:bg-accent-50 hover:underline"
      >
        {t("switchLanguage")}
      </button>
    </PreferenceForm>
  );
}
