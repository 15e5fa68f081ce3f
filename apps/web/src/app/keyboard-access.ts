/**
 * antd-mobile renders a clickable `List.Item` (one with `onClick`) as an `<a>` without `href`: the mouse
 * and the finger can use it, the keyboard cannot reach it. This makes every such row a button for the
 * keyboard and for screen readers: Tab reaches it (`tabindex=0`, `role=button`), Enter and Space press
 * it. Rows rendered later (lazy pages, sheets) are found by a MutationObserver.
 */
const ROW = "a.adm-list-item:not([href])";

function enable(scope: ParentNode): void {
  const rows = [...scope.querySelectorAll<HTMLElement>(ROW)];
  if (scope instanceof HTMLElement && scope.matches(ROW)) rows.push(scope);
  for (const row of rows) {
    if (row.hasAttribute("role")) continue;
    row.setAttribute("role", "button");
    const disabled = row.classList.contains("adm-list-item-disabled");
    row.tabIndex = disabled ? -1 : 0;
    if (disabled) row.setAttribute("aria-disabled", "true");
  }
}

/** Installs the row handling on the document (once, at start-up). */
export function installKeyboardAccess(): void {
  enable(document);
  // Only what was added is searched: a big page's other changes cost nothing.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) enable(node);
    }
  }).observe(document.body, { childList: true, subtree: true });
  document.addEventListener("keydown", (event) => {
    const row = event.target;
    if (!(row instanceof HTMLElement) || !row.matches(ROW) || event.defaultPrevented) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    row.click();
  });
}
