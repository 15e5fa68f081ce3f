/**
 * antd-mobile renders a clickable `List.Item` (one with `onClick`) and the choices of an ActionSheet as
 * `<a>` without `href`: the mouse and the finger can use them, the keyboard cannot reach them. This makes
 * every such row a button for the keyboard and for screen readers: Tab reaches it (`tabindex=0`,
 * `role=button`, in place of the choices' `option`, which needs a listbox around it), Enter and Space press
 * it. Rows rendered later (lazy pages, sheets) are found by a MutationObserver.
 */
const ROW = "a.adm-list-item:not([href]), a.adm-action-sheet-button-item:not([href])";
const DISABLED = ".adm-list-item-disabled, .adm-action-sheet-button-item-disabled";
/** The wrapper of an ActionSheet's Cancel, marked `option` and named Cancel itself: its button is enough. */
const CANCEL_WRAPPER = ".adm-action-sheet-cancel[role]";

function enable(scope: ParentNode): void {
  const rows = [...scope.querySelectorAll<HTMLElement>(ROW)];
  if (scope instanceof HTMLElement && scope.matches(ROW)) rows.push(scope);
  for (const wrapper of scope.querySelectorAll<HTMLElement>(CANCEL_WRAPPER)) {
    wrapper.removeAttribute("role");
    wrapper.removeAttribute("aria-label");
  }
  for (const row of rows) {
    const role = row.getAttribute("role");
    if (role !== null && role !== "option") continue;
    row.setAttribute("role", "button");
    const disabled = row.matches(DISABLED);
    row.tabIndex = disabled ? -1 : 0;
    if (disabled) row.setAttribute("aria-disabled", "true");
  }
}

/** Installs the row handling and the scrolling of focused controls on the document (once, at start-up). */
export function installKeyboardAccess(): void {
  enable(document);
  // Only what was added is searched: a big page's other changes cost nothing.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) enable(node);
    }
  }).observe(document.body, { childList: true, subtree: true });
  // The browser scrolls a focused control into view only when none of it shows: one half cut off at the edge
  // of a scrolling row (the console's section chips) or half under a fixed bar stayed so. A control reached
  // by the keyboard comes wholly into view, clear of the fixed bars (the root's scroll-padding, global.css).
  document.addEventListener("focusin", (event) => {
    const control = event.target;
    if (control instanceof HTMLElement && control.matches(":focus-visible"))
      control.scrollIntoView({ block: "nearest", inline: "nearest" });
  });
  document.addEventListener("keydown", (event) => {
    const row = event.target;
    if (!(row instanceof HTMLElement) || !row.matches(ROW) || event.defaultPrevented) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    row.click();
  });
}
