"use client";
// When a map's code (Leaflet, the basemap) should load: once its frame comes near the screen and the page has loaded
// and gone idle, so the map never competes with the page's first paint and the prices' hydration; at once when the
// patient asks for it ("Show on map"). Until then the frame holds the map's place. A map that sits in the first
// screen (the chain page's) can wait for the patient instead (`untilScrolled`): it loads once the patient scrolls
// with the frame on screen, or asks; a page looked at without scrolling never runs Leaflet.
import { useCallback, useEffect, useRef, useState } from "react";

export function useMapWanted<T extends HTMLElement>({ untilScrolled = false } = {}) {
  const ref = useRef<T>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    const element = ref.current;
    if (!element || wanted) return;
    let cancelled = false;
    let onScreen = false;
    let scrolled = false;
    const load = () => !cancelled && setWanted(true);
    const onScroll = () => {
      scrolled = true;
      if (onScreen) load();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        onScreen = entries.some((e) => e.isIntersecting);
        if (!onScreen) return;
        if (!untilScrolled) {
          observer.disconnect();
          afterLoadAndIdle(load);
        } else if (scrolled) load();
      },
      { rootMargin: untilScrolled ? "0px" : "200px" },
    );
    observer.observe(element);
    if (untilScrolled) window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelled = true;
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, [wanted, untilScrolled]);

  return { ref, wanted, want };
}

// Idle, or at the latest a second after the load: a busy phone still gets its map.
function afterLoadAndIdle(run: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 1_000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
