import { useLayoutEffect } from "react";
import type { Location } from "react-router";
import type { PageRouterState } from "../lib/navigation";

/** Where the positions are kept for the tab's life (a reload, then back, still finds them). */
const STORE = "roster-scroll-positions";
/** How long a restored position waits for the page to grow tall enough (its lists loading). */
const RESTORE_MS = 3000;

const positions = new Map<string, number>(read());

function read(): Array<[string, number]> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? "[]");
    return Array.isArray(saved) ? (saved as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}

function write(): void {
  try {
    // The latest 50 entries: enough for any back button, never a growing store.
    sessionStorage.setItem(STORE, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage refused (private mode, quota): the positions stay in memory.
  }
}

/**
 * The name of a history entry: its key, with its path, since every entry that the browser made from a typed
 * or changed address (no state of the router's) has the same key, `default`.
 */
const entryOf = (location: Location) => `${location.key} ${location.pathname}${location.search}`;

/** Keeps the window's position of the history entry being left (call before the next page renders). */
export function rememberScroll(location: Location): void {
  const entry = entryOf(location);
  positions.delete(entry);
  positions.set(entry, window.scrollY);
  write();
}

let stopRestoring = () => {};

/** Scrolls to `top` once the page is tall enough, unless the person scrolls first or it takes too long. */
function scrollWhenReady(top: number): void {
  stopRestoring();
  const since = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown", "pointerdown"])
      window.removeEventListener(type, stop, true);
  };
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"])
    window.addEventListener(type, stop, { capture: true, passive: true });
  stopRestoring = stop;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1 || performance.now() - since > RESTORE_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
}

let lastPath: string | undefined;

/**
 * The app's one scroll rule, applied once a page is on screen: a new page (a link, a redirect: another
 * path) starts at the top; back and forward come back to where that entry was left (RouterView calls
 * rememberScroll as a page is left; a reload keeps it too); a change of the same page's query or hash
 * (filters, `?open=`) keeps the position. The browser's own restoration is off: it ran before the page's
 * code and data were there, and with one document for every page it kept the previous page's position
 * for the next one.
 */
export function usePageScroll(state: PageRouterState): void {
  const { location } = state;
  useLayoutEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  }, []);
  useLayoutEffect(() => {
    if (!state.initialized) return;
    const saved = state.action === "POP" ? positions.get(entryOf(location)) : undefined;
    if (saved !== undefined) scrollWhenReady(saved);
    else if (location.pathname !== lastPath) {
      stopRestoring();
      window.scrollTo(0, 0);
    }
    lastPath = location.pathname;
    const leave = () => rememberScroll(location);
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [location, state.action, state.initialized]);
}
