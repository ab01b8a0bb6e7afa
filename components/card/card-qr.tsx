"use client";
// On a large screen, a QR code that opens this card on a phone (the card's public fields in the link's fragment, see
// lib/site/card-link.ts). The QR library loads only on large screens, so phones never download it.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cardLink } from "@/lib/site/card-link";
import type { WalletCard } from "@/lib/wallet/card-content";

const LARGE_SCREEN = "(min-width: 1024px)";

export function CardQr({ card }: { card: WalletCard }) {
  const t = useTranslations("card");
  const [image, setImage] = useState<string | null>(null);
  const { type, memberId, group, bin, pcn } = card;

  useEffect(() => {
    const large = window.matchMedia(LARGE_SCREEN);
    let cancelled = false;
    const draw = async () => {
      if (!large.matches) return;
      const { toString } = await import("qrcode");
      const svg = await toString(cardLink(location.origin, { type, memberId, group, bin, pcn }), {
        type: "svg",
        errorCorrectionLevel: "M",
        margin: 4,
        color: { dark: "#000000", light: "#ffffff" },
      });
      if (!cancelled) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    };
    void draw();
    large.addEventListener("change", draw);
    return () => {
      cancelled = true;
      large.removeEventListener("change", draw);
    };
  }, [type, memberId, group, bin, pcn]);

  return (
    <section
      aria-labelledby="card-qr-title"
      className="hidden w-56 shrink-0 flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 lg:flex print:hidden"
    >
      <h2 id="card-qr-title" className="font-semibold">
        {t("qrTitle")}
      </h2>
      {image ? (
        // A data: URL drawn here; next/image would add nothing to it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt={t("qrAlt")} width={192} height={192} className="h-48 w-48" data-testid="card-qr" />
      ) : (
        <div className="h-48 w-48 rounded bg-slate-100" aria-hidden="true" />
      )}
      <p className="text-sm text-slate-700">{t("qrHelp")}</p>
    </section>
  );
}
