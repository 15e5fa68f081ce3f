const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` that Tab can reach, in order. */
export const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]"));

/** Whether `root` is rendered (a closed dialog may stay mounted, hidden). */
export const isShown = (root: HTMLElement): boolean =>
  root.isConnected && (typeof root.checkVisibility !== "function" || root.checkVisibility());

/**
 * The keyboard inside a modal dialog `root`: Esc calls `onEscape`, Tab and Shift+Tab move between the
 * dialog's own controls and never leave it. Answers whether the key was one of those.
 */
export function trapKey(root: HTMLElement, event: KeyboardEvent, onEscape: () => void): boolean {
  if (event.key === "Escape") {
    event.stopPropagation();
    onEscape();
    return true;
  }
  if (event.key !== "Tab") return false;
  const items = focusables(root);
  event.preventDefault();
  if (items.length === 0) return true;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === items.length - 1 ? 0 : at + 1;
  items[next]?.focus();
  return true;
}
