import { type RefObject, useEffect, useRef } from "react";
import { holdModal } from "../../lib/dom/modal-stack";

/** Marks the root of a dialog whose focus this hook manages (app/dialog-focus.ts leaves it alone); the
 * dialogs also carry it in their markup, so that it is there from their first frame. */
const MANAGED_MODAL = "data-modal-focus";

/**
 * What a modal dialog does for keyboard and screen-reader users, while `open` (see holdModal, the one
 * mechanism of every dialog): focus moves into the dialog (its first field, else the dialog itself), Tab
 * and Shift+Tab stay inside it, Esc calls `onClose`, and on closing focus returns to the control that
 * opened it.
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
    return holdModal({
      root: () => {
        const root = ref.current;
        root?.setAttribute(MANAGED_MODAL, "");
        return root;
      },
      onEscape: () => close.current(),
      opener: openedFrom.current,
    });
  }, [ref, open]);
}
