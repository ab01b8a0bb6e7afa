"use client";
// "Open now" / "Closed now" from a pharmacy's known hours, on the clock of the pharmacy's time zone (its zip's, as the
// offset from UTC the server gave): shown after the page has loaded in the browser (a server-rendered state would be
// stale in a cached page), nothing when the hours are unknown or unreadable.
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { isOpenAt, localMoment } from "@/lib/site/opening-hours";

const noSubscribe = () => () => {};
// Minutes since the epoch: the same value for a whole minute, so React sees a stable snapshot.
const minuteNow = () => Math.floor(Date.now() / 60_000);

export function OpenNow({ hours, utcOffsetMinutes }: { hours: string | null; utcOffsetMinutes: number | null }) {
  const t = useTranslations("nearby");
  const minute = useSyncExternalStore(noSubscribe, minuteNow, () => null);
  if (!hours || minute === null) return null;
  const open = isOpenAt(hours, localMoment(new Date(minute * 60_000), utcOffsetMinutes));
  if (open === null) return null;
  return (
    <span className={`text-sm font-semibold ${open ? "text-green-800" : "text-slate-600"}`} data-testid="open-now">
      {open ? t("openNow") : t("closedNow")}
    </span>
  );
}
