"use client";
// A link with a chosen price (/card?drug=...) opened with no connection gets the card page kept on the device, which
// has no price: say so rather than drop the price silently. `rendered`: the server saw this address (so it is not the
// kept page), and has shown the price or said why not.
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function ChosenPriceOffline({ rendered }: { rendered: boolean }) {
  const t = useTranslations("card");
  const asked = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(location.search).has("drug"),
    () => false,
  );
  if (rendered || !asked) return null;
  return (
    <p
      className="max-w-md rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200 print:hidden"
      data-testid="chosen-price-offline"
    >
      {t("chosenOffline")}
    </p>
  );
}
