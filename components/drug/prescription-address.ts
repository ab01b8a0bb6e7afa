"use client";
// The prescription in the page's address (?dose=&qty=&zip=): written as the patient changes it, and read back when the
// page is shown again without a server render (Back from a chain's stores restores the router's cached first render,
// whose props are the prescription the page opened with, not the one the patient chose since).
import { useEffect } from "react";
import { parseZip } from "@/lib/site/preferences";
import { choosePrescription } from "@/lib/site/choose-prescription";
import type { Dose, QuantityState } from "@/lib/site/quantity";

export type AddressedPrescription = { ndc: string; quantity: QuantityState; zip: string | null };

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
  };
}

export function useWritePrescriptionAddress(ndc: string, quantity: number | null, zip: string | null): void {
  useEffect(() => {
    if (quantity === null) return;
    const url = new URL(window.location.href);
    url.searchParams.set("dose", ndc);
    url.searchParams.set("qty", String(quantity));
    if (zip) url.searchParams.set("zip", zip);
    else url.searchParams.delete("zip");
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [ndc, quantity, zip]);
}
