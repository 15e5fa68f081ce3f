import { isNativeShell } from "./native-shell";

/**
 * Registers the app-shell service worker in production builds (never in development or tests, nor in the
 * phone apps, whose files are on the device).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator) || isNativeShell()) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("Service worker not registered:", error);
    });
  });
}
