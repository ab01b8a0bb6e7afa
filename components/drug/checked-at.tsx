"use client";
// "Prices are estimates, checked at 2:05 PM CST": in the time zone of the patient's zip when the page knows it (the
// same on the server and in the browser), else in the browser's own time zone once the page runs there.
import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { dateTimeFormat } from "@/lib/site/format";
import type { Locale } from "@/lib/vocabulary/locale";

const subscribe = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function CheckedAt({ iso, timeZone: zipZone = null }: { iso: string; timeZone?: string | null }) {
  const t = useTranslations("drug");
  const locale = useLocale() as Locale;
  const browserZone = useSyncExternalStore(subscribe, browserTimeZone, () => "UTC");
  const timeZone = zipZone ?? browserZone;
  const time = dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(iso));
  const zone = dateTimeFormat(locale, { timeZoneName: "short", timeZone })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName")?.value;
  return <time dateTime={iso}>{t("estimate", { time: zone ? `${time} ${zone}` : time })}</time>;
}
