import type { Location } from "react-router";

/** The part of the app's router (page-router.ts) the navigation module drives; tests use a double. */
export interface RouterLike {
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void> | void;
  subscribe(listener: (state: { location: Location }) => void): () => void;
  readonly state: { location: Location };
}

let router: RouterLike | undefined;
const pages = new Map<number, string>();

const urlOf = (location: Pick<Location, "pathname" | "search">) => location.pathname + location.search;

/** The position of the current page in this tab's history (react-router keeps it in history.state). */
export function historyIndex(): number {
  const state = globalThis.history?.state as { idx?: unknown } | null | undefined;
  return typeof state?.idx === "number" ? state.idx : 0;
}

/** Connects the navigation module to the app's router; returns the function that disconnects it. */
export function bindRouter(next: RouterLike): () => void {
  router = next;
  pages.clear();
  pages.set(historyIndex(), urlOf(next.state.location));
  const unsubscribe = next.subscribe((state) => pages.set(historyIndex(), urlOf(state.location)));
  return () => {
    unsubscribe();
    if (router === next) router = undefined;
  };
}

/** The bound router, or undefined before start-up (and in tests that do not need one). */
export const boundRouter = (): RouterLike | undefined => router;

/** The current page as path + query, e.g. `/pages/profile/index?tab=1`. */
export const currentUrl = (): string => (router ? urlOf(router.state.location) : "/");

/** The page before the current one in this tab, when the app has seen it. */
export const previousUrl = (): string | undefined => pages.get(historyIndex() - 1);
