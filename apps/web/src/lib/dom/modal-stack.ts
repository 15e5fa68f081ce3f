import { focusables, isShown, trapKey } from "./focus-trap";

/** What {@link holdModal} needs of a dialog. */
export interface ModalOptions {
  /** The dialog's root (read when needed: it may mount, or show, a moment after the dialog opens). */
  root: () => HTMLElement | null;
  /** The way out, for Esc: the dialog's Cancel, close button or mask. */
  onEscape: () => void;
  /** Where the focus goes in: by default the root's first control other than its close button. */
  initialFocus?: (root: HTMLElement) => HTMLElement | undefined;
  /** The control that opened it, when it is not the focused element at the call (the default). */
  opener?: HTMLElement | null;
}

interface Entry {
  options: ModalOptions;
  opener: HTMLElement | null;
  frame: number;
  /** Whether the dialog has drawn a frame since it showed; until then its keys wait (see onKey). */
  drawn: boolean;
  /** The keys that came before that frame, pressed once it is drawn. */
  waiting: (() => void)[];
}

/** The dialogs held open, the latest on top. */
const stack: Entry[] = [];
/** The opener of each dialog that has closed, by its root: a control inside one leads back to it. */
const closedOpeners = new WeakMap<HTMLElement, HTMLElement | null>();
let listening = false;
/** The focused element, and the one focused before it (see watchFocus). */
let current: HTMLElement | null = null;
let previous: HTMLElement | null = null;
let watching = false;

/**
 * Follows the focus from now on, so that a dialog that took the focus before it was held (a field with
 * `autoFocus`) still knows the control that opened it. Installed once at start-up.
 */
export function watchFocus(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    "focusin",
    (event) => {
      if (!(event.target instanceof HTMLElement) || event.target === current) return;
      previous = current;
      current = event.target;
    },
    true,
  );
}

const focused = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

/** The top dialog that is on screen (a sheet whose code is still loading has nothing to trap yet). */
function top(): { entry: Entry; root: HTMLElement } | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    const entry = stack[i]!;
    const root = entry.options.root();
    if (root && isShown(root)) return { entry, root };
  }
  return undefined;
}

/** A field that takes the keys as text (its Enter and Space are typing, not a press). */
const typing = (el: HTMLElement) =>
  el.isContentEditable ||
  el.matches("textarea, input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit])");

/**
 * The keys of the top dialog. Esc, Enter and Space that come before it has drawn its first frame (a fast
 * key, a slow device) wait for that frame: the component library's overlays animate in, and an animation
 * told to go back before its first frame never reports its end (react-spring), so the overlay would stay
 * in the page, invisible, holding the focus. A pointer cannot reach it that early (it takes no pointer
 * events until it is shown); the keys can, because the focus moves in at once.
 */
function onKey(event: KeyboardEvent): void {
  const open = top();
  if (!open) return;
  const { entry, root } = open;
  const target = event.target instanceof HTMLElement && root.contains(event.target) ? event.target : null;
  const press = event.key === "Enter" || event.key === " ";
  if (!entry.drawn && (event.key === "Escape" || (press && target && !typing(target)))) {
    event.preventDefault();
    event.stopPropagation();
    entry.waiting.push(event.key === "Escape" ? () => entry.options.onEscape() : () => target?.click());
    return;
  }
  trapKey(root, event, () => entry.options.onEscape());
}

/** Marks the dialog drawn once a frame has passed since it showed, and presses the keys that waited. */
function whenDrawn(entry: Entry): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      entry.drawn = true;
      if (!stack.includes(entry)) return;
      for (const press of entry.waiting.splice(0)) press();
    }),
  );
}

const usable = (el: HTMLElement) => el.isConnected && isShown(el);

/** The control that opened a dialog: the one given, else the focused one, else (focus already inside) the one before. */
function openerFor(options: ModalOptions): HTMLElement | null {
  if (options.opener !== undefined) return options.opener === document.body ? null : options.opener;
  const at = focused();
  const root = options.root();
  if (!at || !root?.contains(at)) return at;
  return previous && previous !== at && !root.contains(previous) ? previous : null;
}

/**
 * Where the focus goes back to: the opener, or, when that was inside a dialog that has closed since (a
 * choice in a sheet that opened another sheet), the control that opened that one, and so on.
 */
function landing(opener: HTMLElement | null): HTMLElement | null {
  let target = opener;
  for (let hops = 0; target && hops < 10; hops++) {
    if (usable(target)) return target;
    let closed: HTMLElement | null = target;
    while (closed && !closedOpeners.has(closed)) closed = closed.parentElement;
    if (!closed) return null;
    target = closedOpeners.get(closed) ?? null;
  }
  return null;
}

/**
 * Makes a dialog modal for keyboard and screen-reader users until the returned function is called: the
 * focus moves in (once the root is on screen, waiting up to 5 s), Tab and Shift+Tab stay inside the top
 * dialog, Esc takes its way out, and on release the focus goes back to the control that opened it, unless
 * it has already gone somewhere on purpose. Every dialog of the app goes through here, one above another:
 * the app's own sheets (useModalFocus) and the component library's overlays (app/dialog-focus.ts).
 */
export function holdModal(options: ModalOptions): () => void {
  if (!listening) {
    document.addEventListener("keydown", onKey, true);
    listening = true;
  }
  const entry: Entry = { options, opener: openerFor(options), frame: 0, drawn: false, waiting: [] };
  stack.push(entry);
  const since = performance.now();
  let shown = false;
  const focusIn = () => {
    const root = options.root();
    if (root && isShown(root)) {
      if (!shown) {
        shown = true;
        whenDrawn(entry);
      }
      const at = document.activeElement;
      if (at && at !== root && root.contains(at)) return;
      const first =
        options.initialFocus?.(root) ?? focusables(root).find((el) => el.dataset.closeButton === undefined);
      first?.focus({ preventScroll: true });
      if (first && document.activeElement === first) return;
      if (!root.contains(document.activeElement)) root.focus({ preventScroll: true });
      if (!first) return;
      // A control made focusable a moment later (the library's choices: app/keyboard-access.ts) takes it then.
    }
    if (performance.now() - since < 5000) entry.frame = requestAnimationFrame(focusIn);
  };
  focusIn();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    cancelAnimationFrame(entry.frame);
    stack.splice(stack.indexOf(entry), 1);
    const root = options.root();
    if (root) closedOpeners.set(root, entry.opener);
    const at = focused();
    const lost = !at || !usable(at) || (root?.contains(at) ?? false);
    if (lost) landing(entry.opener)?.focus({ preventScroll: true });
  };
}
