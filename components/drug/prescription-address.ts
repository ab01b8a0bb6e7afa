"use client";
// The prescription in the page's address (?dose=&qty=&zip=, and &chain= when the nearby list shows one chain's stores):
// written as the patient changes it, and read back when the page is shown again without a server render (Back from a
// chain's stores or a card restores the router's cached first render, whose props are the prescription the page opened
// with, not the one the patient chose since).
import { useEffect } from "react";
import { parseChainCode, parseZip } from "@/lib/site/preferences";
import { choosePrescription } from "@/lib/site/choose-prescription";
import type { Dose, QuantityState } from "@/lib/site/quantity";

export type AddressedPrescription = { ndc: string; quantity: QuantityState; zip: string | null; chain: string | null };

// What the address holds now, over what the server rendered (they are the same on a first load).
export function readPrescriptionAddress(doses: Dose[], initial: AddressedPrescription): AddressedPrescription {
  if (typeof window === "undefined") return initial;
  const params = new URLSearchParams(window.location.search);
  const dose = params.get("dose") ?? undefined;
  const qty = params.get("qty") ?? undefined;
  const chosen = dose ? choosePrescription({ dose: doses, defaultDose: initial.ndc }, { dose, qty }) : null;
  return {
    ndc: chosen?.dose.value ?? initial.ndc,
    quantity: chosen?.quantityState ?? initial.quantity,
    zip: parseZip(params.get("zip") ?? undefined) ?? initial.zip,
    chain: parseChainCode(params.get("chain") ?? undefined) ?? initial.chain,
  };
}

export function useWritePrescriptionAddress(
  ndc: string,
  quantity: number | null,
  zip: string | null,
  chain: string | null,
): void {
  useEffect(() => {
    if (quantity === null) return;
    const url = new URL(window.location.href);
    url.searchParams.set("dose", ndc);
    url.searchParams.set("qty", String(quantity));
    for (const [name, value] of [
      ["zip", zip],
      ["chain", zip ? chain : null],
    ] as const)
      if (value) url.searchParams.set(name, value);
      else url.searchParams.delete(name);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [ndc, quantity, zip, chain]);
}
