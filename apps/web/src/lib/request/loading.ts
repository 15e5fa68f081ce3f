import { LIMITS } from "@roster/contract";
import { showLoadingToast } from "./feedback";

let visible = 0;
let hide: (() => void) | undefined;

/** How many calls currently hold the loading indicator (for tests and diagnostics). */
export const visibleLoadingCount = (): number => visible;

/**
 * Starts the loading indicator of one call: it appears only once the call has been pending for 800 ms,
 * and it is counted so that the last of parallel calls hides it. Returns the function ending it.
 */
export function beginLoading(text: string, delayMs: number = LIMITS.loadingDelayMs): () => void {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    visible += 1;
    if (visible === 1) hide = showLoadingToast(text);
  }, delayMs);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    if (!shown) return;
    visible -= 1;
    if (visible === 0) {
      hide?.();
      hide = undefined;
    }
  };
}
