"use client";
// "Show on map" of a store in a list beside a map: selects the store's pin (pressed while it is selected). The list
// itself can be rendered on the server; the selection it shares with the map comes from the list's client part.
import { createContext, useContext } from "react";

export type PinSelection = {
  selected: string | null;
  onShowOnMap: (npi: string) => void;
  registerItem: (npi: string, element: HTMLButtonElement | null) => void;
};

export const PinSelectionContext = createContext<PinSelection | null>(null);

export function ShowOnMapButton({ npi, label, children }: { npi: string; label: string; children: React.ReactNode }) {
  const selection = useContext(PinSelectionContext);
  return (
    <button
      type="button"
      ref={(element) => selection?.registerItem(npi, element)}
      aria-pressed={selection?.selected === npi}
      aria-label={label}
      onClick={() => selection?.onShowOnMap(npi)}
      className="rounded text-accent-700 underline underline-offset-4 aria-pressed:text-amber-800"
    >
      {children}
    </button>
  );
}
