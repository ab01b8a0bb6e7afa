"use client";
// The card a QR link brought (lib/site/card-link.ts), shown as on the card page, with the choice to keep it on this
// device: then the card page shows it, for its card type, with no connection too.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import { readCardLink } from "@/lib/site/card-link";
import { AUDIENCE_COOKIE, preferenceCookie } from "@/lib/site/preferences";
import { keepCard, useSavedCard } from "./saved-card";
import { MembershipCard } from "./membership-card";
import { useCardText } from "./use-card-text";

const subscribe = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
};

export function OpenedCard() {
  const t = useTranslations("cardLink");
  const fragment = useSyncExternalStore(
    subscribe,
    () => location.hash,
    () => null,
  );
  if (fragment === null) return null;
  const card = readCardLink(fragment);
  if (!card) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
        {t("invalid")}
      </p>
    );
  }
  return <KeepCard card={card} />;
}

function KeepCard({ card }: { card: NonNullable<ReturnType<typeof readCardLink>> }) {
  const t = useTranslations("cardLink");
  const text = useCardText(card.type);
  const router = useRouter();
  const kept = useSavedCard(card.type);
  const same = kept?.memberId === card.memberId;
  const keep = () => {
    keepCard(card);
    // The card page shows the card of the patient's card type: make it this card's.
    document.cookie = preferenceCookie(AUDIENCE_COOKIE, card.type, location.protocol === "https:");
    router.push("/card");
  };
  return (
    <div className="flex max-w-md flex-col gap-4">
      <MembershipCard card={card} text={text} />
      {same ? (
        <p className="text-slate-700">{t("saved")}</p>
      ) : (
        kept && <p className="text-slate-700">{t("replaces", { memberId: kept.memberId })}</p>
      )}
      {same ? (
        <a
          href="/card"
          className="self-start rounded-lg bg-accent-700 px-5 py-3 text-lg font-semibold text-white hover:bg-accent-800"
        >
          {t("openCard")}
        </a>
      ) : (
        <button
          type="button"
          onClick={keep}
          className="self-start rounded-lg bg-accent-700 px-5 py-3 text-lg font-semibold text-white hover:bg-accent-800"
        >
          {t("save")}
        </button>
      )}
    </div>
  );
}
