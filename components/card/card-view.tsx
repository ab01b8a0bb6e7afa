"use client";
// The card page's interactive part: gets this browser's card once (then always shows the same one) and offers every
// way to keep it: share, print, PDF, PNG, and Apple or Google Wallet where the site is set up to sign passes (a
// button that cannot work is not shown). Downloads post the member id in a request body, never in an address.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useState } from "react";
import type { CardType } from "@/lib/accounts/permissions";
import { useOfflineReady } from "@/components/site/offline-ready";
import { postJson } from "@/lib/site/fetch-json";
import { CardQr } from "./card-qr";
import { ensureCard, useSavedCard, type SavedCard } from "./saved-card";
import { downloadBlob, drawCardPng } from "./draw-card-png";
import { MembershipCard } from "./membership-card";
import { PharmacistView, type PharmacistInfo } from "./pharmacist-view";
import { ShareCard } from "./share-card";
import { useCardText } from "./use-card-text";

export type WalletAvailability = { apple: boolean; google: boolean };

const action =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold ring-1 ring-slate-300 text-accent-800 bg-white hover:bg-accent-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

export function CardView({
  cardType,
  wallets,
  pharmacist,
}: {
  cardType: CardType;
  wallets: WalletAvailability;
  pharmacist: PharmacistInfo;
}) {
  const t = useTranslations("card");
  const text = useCardText(cardType);
  const card = useSavedCard(cardType);
  const offlineReady = useOfflineReady();
  const [attempt, setAttempt] = useState(0);
  const [issueFailed, setIssueFailed] = useState(false);

  // Reached from far down a price list, the page opens at its top: the card first, not the buttons under it. A block
  // body: Chromium's scrollTo returns a promise, which React would call as the effect's cleanup when the page is left.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    let cancelled = false;
    ensureCard(cardType).then(
      () => !cancelled && setIssueFailed(false),
      () => !cancelled && setIssueFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [cardType, attempt]);

  if (!card) {
    return issueFailed ? (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200"
      >
        <p>{t("error")}</p>
        <button type="button" className={action} onClick={() => setAttempt((a) => a + 1)}>
          {t("retry")}
        </button>
      </div>
    ) : (
      <p
        role="status"
        className="flex aspect-[1.586] w-full max-w-md items-center justify-center rounded-2xl bg-slate-200 text-slate-700"
      >
        {t("loading")}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex w-full max-w-md flex-col gap-4">
          <MembershipCard card={card} text={text} />
          <PharmacistView card={card} info={pharmacist} />
          <p className="text-sm text-slate-700 print:hidden">{t("kept")}</p>
          {/* Its line is kept from the start: the note arrives seconds later and must not push the buttons down. */}
          <div className="min-h-5 print:hidden">
            {offlineReady && (
              <p className="text-sm font-medium text-accent-800" data-testid="offline-ready">
                {t("offlineReady")}
              </p>
            )}
          </div>
        </div>
        <CardQr card={card} />
      </div>
      <CardActions card={card} wallets={wallets} />
    </div>
  );
}

function CardActions({ card, wallets }: { card: SavedCard; wallets: WalletAvailability }) {
  const t = useTranslations("card");
  const text = useCardText(card.type);
  const reference = { cardType: card.type, memberId: card.memberId };
  const png = useMutation({
    mutationFn: async () => downloadBlob(await drawCardPng(card, text), `rxcard-${card.type}.png`),
  });
  const google = useMutation({
    mutationFn: () => postJson<{ url: string }>("/api/wallet/google", reference),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const hidden = (
    <>
      <input type="hidden" name="cardType" value={card.type} />
      <input type="hidden" name="memberId" value={card.memberId} />
    </>
  );
  return (
    <section aria-labelledby="keep-card" className="flex max-w-2xl flex-col gap-3 print:hidden">
      <h2 id="keep-card" className="text-xl font-semibold">
        {t("actions")}
      </h2>
      <div className="flex flex-wrap items-start gap-2">
        <ShareCard card={card} className={action} />
        <button type="button" className={action} onClick={() => window.print()}>
          {t("print")}
        </button>
        <form method="post" action="/api/card/pdf">
          {hidden}
          <button type="submit" className={action}>
            {t("pdf")}
          </button>
        </form>
        <button type="button" className={action} onClick={() => png.mutate()} aria-disabled={png.isPending}>
          {png.isPending ? t("preparing") : t("png")}
        </button>
      </div>
      {(wallets.apple || wallets.google) && (
        <div className="flex flex-wrap gap-2">
          {wallets.apple && (
            <form method="post" action="/api/wallet/apple">
              {hidden}
              <button type="submit" className={action}>
                {t("appleWallet")}
              </button>
            </form>
          )}
          {wallets.google && (
            <button
              type="button"
              className={action}
              aria-disabled={google.isPending}
              onClick={() => !google.isPending && google.mutate()}
            >
              {google.isPending ? t("preparing") : t("googleWallet")}
            </button>
          )}
          {google.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t("walletError")}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
