"use client";
// "Prices are estimates, checked at 2:05 PM CST": in the time zone of the patient's zip when the page knows it (the
// same on the server and in the browser), else in the browser's own time zone once the page runs there. `time`: the
// server's formatting of it in the zip's time zone, so that hydrating the medication page builds no Intl formatter.
import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { useSiteTranslations } from "@/components/site/use-site-translations";
import { formatCheckedTime } from "@/lib/site/format";
import type { Locale } from "@/lib/vocabulary/locale";

const subscribe = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverTimeZone = () => "UTC";

export function CheckedAt({
  iso,
  timeZone: zipZone = null,
  time = null,
}: {
  iso: string;
  timeZone?: string | null;
  time?: string | null;
}) {
  const t = useSiteTranslations("drug");
  const locale = useLocale() as Locale;
  const browserZone = useSyncExternalStore(subscribe, zipZone ? serverTimeZone : browserTimeZone, serverTimeZone);
  return (
    <time dateTime={iso}>
      {t("estimate", { time: time ?? formatCheckedTime(iso, locale, zipZone ?? browserZone) })}
    </time>
  );
}
