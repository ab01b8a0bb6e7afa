"use client";
// The zip code of the prices: typed (5 digits) or found from the browser's location by the server.
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { LocationError, rememberZip, shareLocation } from "@/components/site/patient-location";
import { ZIP_PATTERN } from "@/lib/vocabulary/patterns";

export function ZipField({ zip, onZip }: { zip: string | null; onZip: (zip: string) => void }) {
  const t = useTranslations("drug");
  const id = useId();
  const [draft, setDraft] = useState(zip ?? "");
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [locating, setLocating] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = draft.trim();
    if (!ZIP_PATTERN.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setStatus(null);
    rememberZip(value);
    onZip(value);
  }

  async function locate() {
    setLocating(true);
    setStatus({ text: t("locating"), error: false });
    try {
      const { zip: found } = await shareLocation();
      setDraft(found);
      setInvalid(false);
      setStatus({ text: t("locationFound", { zip: found }), error: false });
      onZip(found);
    } catch (error) {
      const notFound = error instanceof LocationError && error.reason === "not-found";
      setStatus({ text: notFound ? t("locationNotFound") : t("locationDenied"), error: true });
    } finally {
      setLocating(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1 sm:gap-2" noValidate>
      <label htmlFor={`${id}-zip`} className="font-semibold">
        {t("zip")}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          pattern="[0-9]{5}"
          value={draft}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, "").slice(0, 5))}
          aria-invalid={invalid}
          aria-describedby={`${id}-zip-hint${invalid ? ` ${id}-zip-error` : ""}`}
          className="w-28 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-lg tabular-nums aria-[invalid=true]:border-red-700"
        />
        <button
          type="submit"
          className="rounded-lg bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800"
        >
          {t("updateZip")}
        </button>
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          className="rounded-lg px-2 py-2 text-sm font-semibold text-accent-700 underline underline-offset-4 hover:bg-accent-50 disabled:opacity-60"
        >
          {t("useLocation")}
        </button>
      </div>
      <p id={`${id}-zip-hint`} className="text-xs text-slate-600 sm:text-sm">
        {t("zipHint")}
      </p>
      {invalid && (
        <p id={`${id}-zip-error`} className="text-sm font-medium text-red-700">
          {t("zipInvalid")}
        </p>
      )}
      <p role="status" className={`text-sm ${status?.error ? "font-medium text-red-700" : "text-slate-700"}`}>
        {status?.text}
      </p>
    </form>
  );
}
