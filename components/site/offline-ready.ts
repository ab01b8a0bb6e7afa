"use client";
// Whether the service worker has kept the card page on this device (so it opens with no connection).
import { useSyncExternalStore } from "react";

let ready = false;
const listeners = new Set<() => void>();

export function markOfflineReady(): void {
  ready = true;
  listeners.forEach((l) => l());
}

export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ready,
    () => false,
  );
}
