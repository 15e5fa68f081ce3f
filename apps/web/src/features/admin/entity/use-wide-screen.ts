import { useSyncExternalStore } from "react";

/** Where the console switches from cards to tables. */
export const WIDE_QUERY = "(min-width: 768px)";

// The media query's change event, and resize where a browser (or an old WebView) does not send it.
const subscribe = (onChange: () => void) => {
  const media = window.matchMedia?.(WIDE_QUERY);
  media?.addEventListener?.("change", onChange);
  window.addEventListener("resize", onChange);
  return () => {
    media?.removeEventListener?.("change", onChange);
    window.removeEventListener("resize", onChange);
  };
};
const snapshot = () => window.matchMedia?.(WIDE_QUERY).matches ?? false;

/** Whether the screen is wide enough for tables (>= 768 px); follows resizes and rotations. */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
