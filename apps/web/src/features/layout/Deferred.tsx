import { type ReactNode, useDeferredValue } from "react";

/**
 * Renders its children in a second render of React's background rendering, right after the first
 * commit: for the parts of a page below the first screen, so that the page's first commit (one task of
 * the main thread, which cannot be cut) stays short.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
