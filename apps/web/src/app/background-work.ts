import { afterFirstScreen, whenIdle } from "../lib/dom/first-screen";
import { callsSettled } from "../lib/request";

/**
 * Resolves when the work that the first screen does not need may start (the daily sign-in renewal, the
 * request encryption's code, the push connection): once the first page is painted, its own calls (the
 * menu, the profile's refresh) have answered, and the browser has an idle moment. On a slow phone their
 * chunks and calls would otherwise share the connection and the main thread with the page's own, in front
 * of its largest paint. `limitMs` from now at the latest: a page stuck loading, or a call that hangs.
 */
export function afterFirstScreenSettled(limitMs = 5000): Promise<void> {
  const settled = afterFirstScreen(limitMs)
    .then(callsSettled)
    .then(() => whenIdle());
  const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs));
  return Promise.race([settled, limit]);
}
