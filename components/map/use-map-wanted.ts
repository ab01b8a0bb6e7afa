"use client";
// When a map's code (Leaflet, the basemap) should load: once its frame comes near the screen and the page has loaded
// and gone idle, so the map never competes with the page's first paint and the prices' hydration; at once when the
// patient asks for it ("Show on map"). Until then the frame holds the map's place.
import { useCallback, useEffect, useRef, useState } from "react";

export function useMapWanted<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    const element = ref.current;
    if (!element || wanted) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        afterLoadAndIdle(() => !cancelled && setWanted(true));
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [wanted]);

  return { ref, wanted, want };
}

// Idle, or at the latest a second after the load: a busy phone still gets its map.
function afterLoadAndIdle(run: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 1_000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
