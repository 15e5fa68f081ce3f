import { isShown } from "../lib/dom/focus-trap";
import { holdModal, watchFocus } from "../lib/dom/modal-stack";

/**
 * antd-mobile's overlays, whatever the component: a Popup (ActionSheet, Picker, a plain Popup) or a
 * CenterPopup (Dialog, Dialog.alert and Dialog.confirm, Modal).
 */
const OVERLAY = ".adm-popup, .adm-center-popup";
/** The part of an overlay that is the dialog: what holds its content, where the focus stays. */
const ROOT = ":scope > .adm-center-popup-wrap, :scope > .adm-popup-body";
/** Set by `useModalFocus` on dialogs whose focus a component manages itself. */
const MANAGED = "[data-modal-focus]";
/** Where each kind of overlay says "cancel" (an ActionSheet's Cancel, a Picker's, a close button). */
const CANCEL = [
  ".adm-action-sheet-cancel .adm-action-sheet-button-item",
  ".adm-picker-header-button",
  ".adm-popup-close-icon",
  ".adm-center-popup-close",
];
/** Where its title is, to name it. */
const TITLE = ".adm-dialog-title, .adm-modal-title, .adm-action-sheet-extra, .adm-picker-header-title";

const rootOf = (overlay: HTMLElement) => overlay.querySelector<HTMLElement>(ROOT);
const managed = (overlay: HTMLElement) => overlay.querySelector(MANAGED) !== null;

/** A dialog's way out: a confirmation's Cancel (antd-mobile marks the confirming button bold), an alert's OK. */
function dialogWayOut(overlay: HTMLElement): HTMLElement | undefined {
  const all = [...overlay.querySelectorAll<HTMLElement>(".adm-dialog-button, .adm-modal-button")];
  return all.find((b) => !b.matches(".adm-dialog-button-bold")) ?? (all.length === 1 ? all[0] : undefined);
}

/** What Esc presses: the overlay's Cancel or close button, else its mask (closing it if the mask does). */
function wayOut(overlay: HTMLElement): HTMLElement | undefined {
  for (const selector of CANCEL) {
    const found = overlay.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return dialogWayOut(overlay) ?? overlay.querySelector<HTMLElement>(":scope > .adm-mask") ?? undefined;
}

/**
 * Where the focus goes in: a list of choices on the current one; a dialog on its field (opened again, its
 * `autoFocus` does not act), else on its way out, never on OK.
 */
const firstFocus = (overlay: HTMLElement) => (root: HTMLElement) =>
  root.querySelector<HTMLElement>(".adm-action-sheet-button-item-bold") ??
  root.querySelector<HTMLElement>(".adm-action-sheet-button-item") ??
  root.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea:not([disabled])') ??
  dialogWayOut(overlay);

let titles = 0;

/** Marks the overlay's root as a modal dialog, named by its title when it has one. */
function markModal(root: HTMLElement): void {
  if (!root.hasAttribute("role")) root.setAttribute("role", "dialog");
  root.setAttribute("aria-modal", "true");
  if (!root.hasAttribute("tabindex")) root.tabIndex = -1;
  const title = root.querySelector<HTMLElement>(TITLE);
  if (title && !root.hasAttribute("aria-label") && !root.hasAttribute("aria-labelledby")) {
    title.id ||= `roster-overlay-title-${++titles}`;
    root.setAttribute("aria-labelledby", title.id);
  }
}

/**
 * Makes antd-mobile's own overlays modal for keyboard and screen-reader users, through the one mechanism
 * of every dialog (lib/dom/modal-stack.ts, as `useModalFocus` does for the app's sheets): the action sheets
 * (gender, language, a linked number's choices), `Dialog.alert` and `Dialog.confirm` (the sign-out
 * confirmation, the request layer's alerts, delete confirmations) and the Dialog component. Each is a
 * named modal dialog while it shows: focus moves in (on the current choice of a list of choices, on the
 * way out of a confirmation, so that Enter never confirms by surprise), Tab stays inside, Esc takes the way
 * out, and focus returns to the control that opened it. An overlay kept mounted while closed is held again
 * each time it shows. Overlays whose focus a component manages (`useModalFocus`) are left to it.
 */
export function installDialogFocus(): void {
  watchFocus();
  const held = new Map<HTMLElement, () => void>();
  const watched = new WeakSet<HTMLElement>();
  const sync = (overlay: HTMLElement) => {
    const root = rootOf(overlay);
    const open = !!root && overlay.isConnected && isShown(overlay) && !managed(overlay);
    const release = held.get(overlay);
    if (open && !release) {
      markModal(root);
      held.set(
        overlay,
        holdModal({
          root: () => rootOf(overlay),
          onEscape: () => wayOut(overlay)?.click(),
          initialFocus: firstFocus(overlay),
        }),
      );
    } else if (!open && release) {
      held.delete(overlay);
      release();
    }
  };
  // An overlay hides (display: none) and shows again without leaving the page: watch its style.
  const shown = new MutationObserver((records) => {
    for (const record of records) sync(record.target as HTMLElement);
  });
  const watch = (overlay: HTMLElement) => {
    if (!watched.has(overlay)) {
      watched.add(overlay);
      shown.observe(overlay, { attributes: true, attributeFilter: ["style"] });
    }
    sync(overlay);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(OVERLAY)) watch(node);
        for (const overlay of node.querySelectorAll<HTMLElement>(OVERLAY)) watch(overlay);
      }
    }
    for (const overlay of [...held.keys()]) sync(overlay);
  }).observe(document.body, { childList: true, subtree: true });
}
