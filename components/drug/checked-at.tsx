"use client";
// "Prices are estimates, checked at 2:05 PM EST": the time in the patient's own time zone once the page runs in their
// browser (the server's render says UTC, and says so).
import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function CheckedAt({ iso }: { iso: string }) {
  const t = useTranslations("drug");
  const locale = useLocale();
  const timeZone = useSyncExternalStore(subscribe, browserTimeZone, () => "UTC");
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(iso));
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: "short", timeZone })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName")?.value;
  return <time dateTime={iso}>{t("estimate", { time: zone ? `${time} ${zone}` : time })}</time>;
}
