"use client";
// "Share this card": the phone's share sheet (Web Share API) with the card's link (the same link as its QR code,
// the card in the fragment), or, where there is no share sheet, the link copied to the clipboard.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cardLink } from "@/lib/site/card-link";
import type { WalletCard } from "@/lib/wallet/card-content";

export function ShareCard({ card, className }: { card: WalletCard; className: string }) {
  const t = useTranslations("card");
  const [status, setStatus] = useState<string | null>(null);
  async function share() {
    const { type, memberId, group, bin, pcn } = card;
    const url = cardLink(location.origin, { type, memberId, group, bin, pcn });
    setStatus(null);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("shareTitle"), url });
      } catch {
        // dismissed by the patient: nothing to say
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("copied"));
    } catch {
      setStatus(t("copyFailed"));
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <button type="button" className={className} onClick={share}>
        {t("share")}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
