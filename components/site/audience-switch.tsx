// People or pets: two buttons of one form; the choice is a cookie, so prices and the card follow it on every page
// (and, offline, the kept card page of that card type).
import { getTranslations } from "next-intl/server";
import { setAudience } from "@/lib/site/preference-actions";
import { CARD_TYPES } from "@/lib/accounts/permissions";
import { AUDIENCE_COOKIE, type Audience } from "@/lib/site/preferences";
import { PreferenceForm } from "./preference-form";

export async function AudienceSwitch({ audience, size = "sm" }: { audience: Audience; size?: "sm" | "lg" }) {
  const t = await getTranslations("site");
  const pad = size === "lg" ? "px-5 py-2.5 text-base" : "px-3 py-1.5 text-sm";
  return (
    <PreferenceForm action={setAudience} cookie={AUDIENCE_COOKIE} field="audience">
      <fieldset className="flex items-center gap-2">
        <legend className={size === "lg" ? "mb-2 text-sm font-medium text-slate-700" : "sr-only"}>
          {t("audienceLabel")}
        </legend>
        <div className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
          {CARD_TYPES.map((value) => (
            <button
              key={value}
              type="submit"
              name="audience"
              value={value}
              aria-pressed={audience === value}
              className={`rounded-full font-medium ${pad} ${
                audience === value ? "bg-accent-700 text-white shadow-sm" : "text-slate-700 hover:bg-white"
              }`}
            >
              {t(value)}
            </button>
          ))}
        </div>
      </fieldset>
    </PreferenceForm>
  );
}
