import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` that Tab can reach, in order. */
const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]"));

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
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The sheet's content mounts a moment after `open` turns true: focus it once it is there.
    let frame = 0;
    let tries = 0;
    const focusIn = () => {
      const root = ref.current;
      // A dialog kept mounted while closed (antd-mobile's) is hidden until it opens again: wait for it.
      const hidden = root && typeof root.checkVisibility === "function" && !root.checkVisibility();
      if (!root || hidden) {
        if (++tries < 30) frame = requestAnimationFrame(focusIn);
        return;
      }
      const first = focusables(root).find((el) => el.dataset.closeButton === undefined);
      (first ?? root).focus({ preventScroll: true });
    };
    focusIn();
    const onKey = (event: KeyboardEvent) => {
      const root = ref.current;
      if (!root) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables(root);
      event.preventDefault();
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? at <= 0
          ? items.length - 1
          : at - 1
        : at === items.length - 1
          ? 0
          : at + 1;
      items[next]?.focus();
    };
    document.addEventListener("keydown", onKey, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKey, true);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, open]);
}
