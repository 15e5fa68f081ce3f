import { useSyncExternalStore } from "react";

/** Whether the browser says it is online (`navigator.onLine`; true where the browser does not say). */
export const isOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** {@link isOnline}, re-rendering on the browser's `online` and `offline` events. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
