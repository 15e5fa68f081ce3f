import { type RefObject, useEffect, useRef } from "react";
import { focusables, isShown, trapKey } from "../../lib/dom/focus-trap";

/** Marks the root of a dialog whose focus this hook manages (app/dialog-focus.ts leaves it alone). */
export const MANAGED_MODAL = "data-modal-focus";

/**
 * What a modal dialog does for keyboard and screen-reader users, while `open`: focus moves into the dialog
 * (its first field, else the dialog itself), Tab and Shift+Tab stay inside it, Esc calls `onClose`, and on
 * closing focus returns to the control that opened it.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  // The latest onClose, read when Esc is pressed: callers pass a new function on every render, and
  // re-running the effect for it would move focus back to the first field while someone types.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // The control that opened it: the element focused when it renders open. A dialog mounted open (at its
  // first opening, see OnceOpened) moves focus in its own effects, which run before this component's.
  const openedFrom = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current)
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  wasOpen.current = open;
  useEffect(() => {
    if (!open) return;
    const opener = openedFrom.current;
    // The sheet's content mounts a moment after `open` turns true (on a first opening, once its code has
    // loaded): focus it once it is there, waiting up to 5 s.
    let frame = 0;
    const since = performance.now();
    const focusIn = () => {
      const root = ref.current;
      root?.setAttribute(MANAGED_MODAL, "");
      // A dialog kept mounted while closed (antd-mobile's) is hidden until it opens again: wait for it.
      if (!root || !isShown(root)) {
        if (performance.now() - since < 5000) frame = requestAnimationFrame(focusIn);
        return;
      }
      const first = focusables(root).find((el) => el.dataset.closeButton === undefined);
      (first ?? root).focus({ preventScroll: true });
    };
    focusIn();
    const onKey = (event: KeyboardEvent) => {
      const root = ref.current;
      if (root) trapKey(root, event, () => close.current());
    };
    document.addEventListener("keydown", onKey, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKey, true);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, open]);
}
