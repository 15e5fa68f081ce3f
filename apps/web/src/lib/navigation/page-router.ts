import {
  type Location,
  matchRoutes,
  type NavigationType,
  type Navigator,
  type Path,
  type RouteObject,
  resolvePath,
  type To,
} from "react-router";
import { guardRedirect } from "./route-guard";

/**
 * What a route of the table tells the router (its `handle`): the code of its page, loaded before the
 * page opens, and whether the login rule guards it.
 */
export interface PageHandle {
  /** Loads the page's code; resolves at once when it is loaded. */
  preload(): Promise<unknown>;
  /** True once the page's code is loaded (the page then renders without waiting). */
  readonly loaded: boolean;
  /** Whether the login rule applies: a page that needs login opens the login page without a token. */
  readonly guarded: boolean;
}

/**
 * The history the router drives: react-router's hash history in the browser (UNSAFE_createHashHistory,
 * the one its HashRouter uses), its memory history in tests.
 */
export interface PageHistory {
  readonly action: `${NavigationType}`;
  readonly location: Location;
  createHref(to: To): string;
  createURL(to: To): URL;
  encodeLocation(to: To): Path;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Called on back/forward and typed urls (POP) only: the router commits its own pushes and replaces. */
  listen(listener: (update: { location: Location }) => void): () => void;
}

/** What the app shows: the committed page, and whether the next one's code is on its way. */
export interface PageRouterState {
  /** The page on screen (and in the address bar). */
  readonly location: Location;
  /** How it was reached: PUSH, REPLACE or POP (back, forward, a typed url, the first load). */
  readonly action: `${NavigationType}`;
  /** `loading` while the next page's code loads; the current page stays on screen until it is there. */
  readonly navigation: "idle" | "loading";
  /** False until the first page's code is there (the app shows the loading page until then). */
  readonly initialized: boolean;
  /** Why the page's code could not load (a lost connection, a chunk gone after a deploy). */
  readonly error?: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The app's router: react-router's declarative components render its state (see app/RouterView). */
export interface PageRouter {
  readonly routes: RouteObject[];
  readonly state: PageRouterState;
  /** The navigator that react-router's Link, Navigate and useNavigate go through. */
  readonly navigator: Navigator;
  /** Opens a page (`replace` replaces the current entry), or moves in the history by a number of steps. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Calls `listener` with every new state; returns the function that stops it. */
  subscribe(listener: (state: PageRouterState) => void): () => void;
  /** Stops listening to the history and drops a navigation under way. */
  dispose(): void;
}

/** The handle of the page a location opens, when it opens one (`*` routes have none). */
export function pageAt(routes: RouteObject[], location: Partial<Path>): PageHandle | undefined {
  const matches = matchRoutes(routes, location) ?? [];
  return matches[matches.length - 1]?.route.handle as PageHandle | undefined;
}

/**
 * A router over a history (hash in the browser, memory in tests) and a route table whose pages carry a
 * PageHandle. Each navigation, as the data router did with its loaders and lazy routes, before anything
 * renders:
 * - checks the login rule of a guarded page: without a valid token the login page opens instead, with
 *   `uniIdRedirectUrl` (it replaces the current entry when the navigation asked to, else it is pushed,
 *   also after back/forward or on the first load);
 * - loads the page's code while the current page stays on screen (`navigation: "loading"`), and only then
 *   writes the history and commits; a newer navigation wins over one still loading.
 */
export function createPageRouter(routes: RouteObject[], history: PageHistory): PageRouter {
  const listeners = new Set<(state: PageRouterState) => void>();
  let state: PageRouterState = {
    location: history.location,
    action: history.action,
    navigation: "idle",
    initialized: false,
  };
  let latest = 0;

  const update = (next: Partial<PageRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  async function start(action: `${NavigationType}`, target: Partial<Path>, options: NavigateOptions = {}) {
    const id = ++latest;
    const redirect = pageAt(routes, target)?.guarded ? guardRedirect(target) : undefined;
    let to = target;
    let pushState = options.state;
    if (redirect) {
      to = resolvePath(redirect);
      action = options.replace ? "REPLACE" : "PUSH";
      pushState = undefined;
    }
    const page = pageAt(routes, to);
    let error: unknown;
    if (page && !page.loaded) {
      if (state.initialized) update({ navigation: "loading" });
      await page.preload().catch((reason: unknown) => {
        error = reason ?? new Error("The page could not be loaded");
      });
      if (id !== latest) return;
    }
    if (action === "PUSH") history.push(to, pushState);
    else if (action === "REPLACE") history.replace(to, pushState);
    update({ location: history.location, action, navigation: "idle", initialized: true, error });
  }

  const unlisten = history.listen(({ location }) => void start("POP", location));

  function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === "number") {
      history.go(to);
      return Promise.resolve();
    }
    return start(options.replace ? "REPLACE" : "PUSH", resolvePath(to, state.location.pathname), options);
  }

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, pushState) => void navigate(to, { state: pushState }),
    replace: (to, replaceState) => void navigate(to, { replace: true, state: replaceState }),
  };

  void start("POP", history.location);

  return {
    routes,
    navigator,
    navigate,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      latest++;
      unlisten();
      listeners.clear();
    },
  };
}
