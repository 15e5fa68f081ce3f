import { focusables, isShown, trapKey } from "../lib/dom/focus-trap";

/** antd-mobile's dialogs: the element with `role=dialog` inside a `.adm-dialog` popup. */
const DIALOG = '.adm-dialog [role="dialog"]';
/** Set by `useModalFocus` on dialogs whose focus a component manages itself. */
const MANAGED = "[data-modal-focus]";

interface Open {
  dialog: HTMLElement;
  opener: HTMLElement | null;
}

const managed = (dialog: HTMLElement) => dialog.matches(MANAGED) || dialog.querySelector(MANAGED) !== null;

/** The dialog's buttons: antd-mobile marks the confirming one bold; another one is the way out. */
const buttons = (dialog: HTMLElement) => [
  ...dialog.querySelectorAll<HTMLButtonElement>(".adm-dialog-button"),
];
const wayOut = (dialog: HTMLElement): HTMLButtonElement | undefined => {
  const all = buttons(dialog);
  return (
    all.find((b) => !b.classList.contains("adm-dialog-button-bold")) ??
    (all.length === 1 ? all[0] : undefined)
  );
};

/**
 * Makes antd-mobile's imperative dialogs (`Dialog.alert`, `Dialog.confirm`: the sign-out confirmation, the
 * request layer's alerts, delete confirmations) modal for keyboard and screen-reader users, as
 * `useModalFocus` does for the app's own sheets: marked `aria-modal`, focus moves in (to the way out:
 * Cancel of a confirmation, OK of an alert, so that Enter never confirms by surprise), Tab stays inside,
 * Esc takes the way out, and focus returns to the control that opened it once the dialog is gone. Without
 * this, focus stayed on the page behind, and Tab and Enter acted there.
 */
export function installDialogFocus(): void {
  const open: Open[] = [];
  const focusIn = (entry: Open, tries = 0) => {
    const { dialog } = entry;
    if (!dialog.isConnected || managed(dialog)) return;
    if (!isShown(dialog) || buttons(dialog).length === 0) {
      if (tries < 30) requestAnimationFrame(() => focusIn(entry, tries + 1));
      return;
    }
    if (dialog.contains(document.activeElement)) return;
    (wayOut(dialog) ?? focusables(dialog)[0] ?? dialog).focus({ preventScroll: true });
  };
  const track = (dialog: HTMLElement) => {
    if (open.some((o) => o.dialog === dialog)) return;
    dialog.setAttribute("aria-modal", "true");
    if (!dialog.hasAttribute("tabindex")) dialog.tabIndex = -1;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = { dialog, opener };
    open.push(entry);
    requestAnimationFrame(() => focusIn(entry));
  };
  const forgetClosed = () => {
    for (let i = open.length - 1; i >= 0; i--) {
      const entry = open[i]!;
      if (entry.dialog.isConnected && isShown(entry.dialog)) continue;
      open.splice(i, 1);
      // Back to the opener, unless the focus has already gone somewhere on purpose.
      const at = document.activeElement;
      const lost = !at || at === document.body || !at.isConnected || entry.dialog.contains(at);
      if (lost && entry.opener?.isConnected && !managed(entry.dialog))
        entry.opener.focus({ preventScroll: true });
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(DIALOG)) track(node);
        for (const dialog of node.querySelectorAll<HTMLElement>(DIALOG)) track(dialog);
      }
    }
    forgetClosed();
  }).observe(document.body, { childList: true, subtree: true });
  document.addEventListener(
    "keydown",
    (event) => {
      forgetClosed();
      const top = open.at(-1)?.dialog;
      if (!top || managed(top) || !isShown(top)) return;
      // The dialog is above any sheet: a sheet's own trap (useModalFocus, listening after this one) must not
      // pull the focus back under it.
      if (trapKey(top, event, () => wayOut(top)?.click())) event.stopImmediatePropagation();
    },
    true,
  );
}
