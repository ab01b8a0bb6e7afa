"use client";
// "Show to pharmacist": the card's four claim fields in large black-on-white type filling the screen, the screen kept
// awake where the browser allows it, and the processing note. All of it in English, the pharmacy's language (the
// server passes the English wording): only the button that opens it speaks the patient's language.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { HelpDeskPhone } from "@/lib/site/help-desk-phone";
import type { CardText, WalletCard } from "@/lib/wallet/card-content";

export type PharmacistNote = {
  heading: string;
  notInsurance: string;
  submit: string;
  helpDesk: string;
  handOver: string;
  close: string;
  awake: string;
};
// The patient's list priced at this pharmacy ("My medicines"), in English for the pharmacist.
export type PharmacistList = {
  heading: string;
  pharmacy: string;
  lines: { text: string; price: string }[];
  total: string;
};
export type PharmacistInfo = {
  note: PharmacistNote;
  text: CardText;
  phone: HelpDeskPhone | null;
  list?: PharmacistList | null;
};

export function PharmacistView({ card, info }: { card: WalletCard; info: PharmacistInfo }) {
  const t = useTranslations("pharmacist");
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const awake = useWakeLock(open);

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  const { note, text } = info;
  const fields: [string, string, string][] = [
    [text.bin, card.bin, "bin"],
    [text.pcn, card.pcn, "pcn"],
    [text.group, card.group, "group"],
    [text.memberId, card.memberId, "member-id"],
  ];
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start rounded-lg bg-accent-700 px-5 py-3 text-lg font-semibold text-white shadow-sm hover:bg-accent-800 print:hidden"
      >
        {t("show")}
      </button>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        aria-labelledby="pharmacist-title"
        lang="en-US"
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-black backdrop:bg-black"
        data-testid="pharmacist-view"
      >
        {open && (
          <div className="mx-auto flex min-h-full max-w-3xl flex-col gap-6 p-4 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <p className="text-lg font-medium">{note.handOver}</p>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="shrink-0 rounded-lg px-4 py-2 text-lg font-semibold ring-2 ring-black"
              >
                {note.close}
              </button>
            </div>
            <div className="flex flex-col gap-5">
              <h2 id="pharmacist-title" className="text-2xl font-bold">
                {note.heading} · {text.title}
              </h2>
              <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {fields.map(([label, value, testId]) => (
                  // BIN and PCN (6 digits, a short word) side by side; a group (up to 15 characters) and the member ID each on
                  // a line of its own, never broken across two (a pharmacist read "HF4EU4K" over "Z").
                  <div
                    key={testId}
                    className={testId === "member-id" || testId === "group" ? "sm:col-span-2" : undefined}
                  >
                    <dt className="text-xl font-semibold uppercase">{label}</dt>
                    <dd
                      className="font-mono text-[min(11vw,4.5rem)] leading-tight font-bold tracking-wide break-all"
                      data-testid={`pharmacist-${testId}`}
                    >
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              <Note note={note} phone={info.phone} />
              {info.list && (
                <section aria-labelledby="pharmacist-list" className="flex flex-col gap-2 border-t-2 border-black pt-4">
                  <h3 id="pharmacist-list" className="text-xl font-bold">
                    {info.list.heading} · {info.list.pharmacy}
                  </h3>
                  <ul className="flex flex-col gap-1 text-lg" data-testid="pharmacist-list">
                    {info.list.lines.map((line) => (
                      <li key={line.text} className="flex justify-between gap-4">
                        <span>{line.text}</span>
                        <span className="font-bold tabular-nums">${line.price}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
            {awake && (
              <p role="status" className="text-base">
                {note.awake}
              </p>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}

function Note({ note, phone }: { note: PharmacistNote; phone: HelpDeskPhone | null }) {
  return (
    <div className="flex flex-col gap-2 text-xl" data-testid="pharmacist-note">
      <p className="font-bold">{note.notInsurance}</p>
      <p>{note.submit}</p>
      {phone && (
        <p>
          {note.helpDesk}:{" "}
          <a href={`tel:${phone.tel}`} className="font-bold whitespace-nowrap underline">
            {phone.display}
          </a>
        </p>
      )}
    </div>
  );
}

// Keeps the screen on while `active` (Screen Wake Lock API), asking again when the page becomes visible (browsers
// release the lock when it is hidden). True while the lock is held.
function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const request = async () => {
      if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request("screen");
        if (done) return void lock.release();
        setHeld(true);
        lock.addEventListener("release", () => setHeld(false));
      } catch {
        setHeld(false); // refused (battery saver, permissions policy): the view works without it
      }
    };
    void request();
    document.addEventListener("visibilitychange", request);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release();
      setHeld(false);
    };
  }, [active]);
  return held;
}
