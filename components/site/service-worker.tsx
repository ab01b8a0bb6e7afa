"use client";
// Registers the service worker (public/sw.js, production builds only) and, once the page has loaded, asks it to keep
// this page's files and, on the card page, the card page itself for use with no connection.
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { markOfflineReady } from "./offline-ready";

export function ServiceWorker({ enabled }: { enabled: boolean }) {
  const pathname = usePathname();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    const card = pathname === "/card";
    // A card page the worker already answered (a full load of the bare /card) is kept; any other way here is not.
    const keptOnTheWay = firstLoad.current && !!navigator.serviceWorker.controller && !location.search;
    firstLoad.current = false;
    afterLoad(async () => {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker) return;
      const files = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
      const channel = new MessageChannel();
      const answer = new Promise((resolve) => (channel.port1.onmessage = (event) => resolve(event.data)));
      worker.postMessage({ type: "keep", shell: card && !keptOnTheWay ? "/card" : undefined, files }, [channel.port2]);
      if ((await answer) === "kept" && card) markOfflineReady();
    });
  }, [pathname, enabled]);
  return null;
}

// Runs after the page's load event, when the browser is idle: never in the way of the page's first paint.
function afterLoad(work: () => Promise<void>): void {
  const run = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => void work().catch(() => undefined));
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}
