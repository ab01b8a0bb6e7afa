"use client";
// The selection shared by a list of stores and its map: choosing a pin selects its list item, scrolls it into view and
// moves the focus to its "show on map" button; the list registers those buttons as they render.
import { useCallback, useRef, useState } from "react";

export function usePinSelection() {
  const [selected, setSelected] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLButtonElement>());
  const registerItem = useCallback((npi: string, element: HTMLButtonElement | null) => {
    if (element) itemRefs.current.set(npi, element);
    else itemRefs.current.delete(npi);
  }, []);
  const selectFromMap = useCallback((npi: string) => {
    setSelected(npi);
    const item = itemRefs.current.get(npi);
    item?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    item?.focus({ preventScroll: true });
  }, []);
  return { selected, setSelected, registerItem, selectFromMap };
}
