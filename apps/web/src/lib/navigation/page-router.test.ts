import { type RouteObject, UNSAFE_createMemoryHistory } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInLocally } from "../../test/session";
import { createPageRouter, type PageHandle, type PageRouter, type PageRouterState } from "./page-router";
import { guardRedirect } from "./route-guard";

/** A page handle whose code arrives when the test says so (`arrive`), or at once with `loaded`. */
function fakePage({ loaded = false, guarded = true } = {}) {
  let done = loaded;
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    arrive = () => {
      done = true;
      resolve();
    };
    fail = reject;
  });
  const preload = vi.fn(() => (done ? Promise.resolve() : promise));
  const handle: PageHandle = {
    preload,
    guarded,
    get loaded() {
      return done;
    },
  };
  return { handle, preload, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const pages = {
  home: fakePage({ loaded: true }),
  test: fakePage({ loaded: true }),
  login: fakePage({ loaded: true }),
  profile: fakePage({ loaded: true }),
};

function table(overrides: Partial<Record<keyof typeof pages, PageHandle>> = {}): RouteObject[] {
  const handle = (name: keyof typeof pages) => overrides[name] ?? pages[name].handle;
  return [
    {
      children: [
        { path: "/", handle: handle("home") },
        { path: "/pages/test/test", handle: handle("test") },
        { path: "/pages/login/index", handle: handle("login") },
        { path: "/pages/profile/index", handle: handle("profile") },
        { path: "*" },
      ],
    },
  ];
}

let router: PageRouter | undefined;
afterEach(() => router?.dispose());

function start(url: string, routes = table()) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url] });
  router = createPageRouter(routes, history);
  const states: PageRouterState[] = [];
  router.subscribe((state) => states.push(state));
  return { router, history, states };
}

const urlOf = (r: PageRouter) => r.state.location.pathname + r.state.location.search;
const LOGIN_FOR_PROFILE = `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index?tab=2")}`;

describe("the page router's login guard", () => {
  it("opens the login page instead of a guarded page, without loading the guarded page", async () => {
    const profile = fakePage();
    const { router, history } = start("/pages/test/test", table({ profile: profile.handle }));
    await router.navigate("/pages/profile/index?tab=2");
    expect(urlOf(router)).toBe(LOGIN_FOR_PROFILE);
    expect(profile.preload).not.toHaveBeenCalled();
    // Pushed on top of the page the user was on, as the data router did with a loader's redirect.
    expect(history.index).toBe(1);
    expect(router.state.action).toBe("PUSH");
  });

  it("replaces the current entry when the navigation asked to replace", async () => {
    const { router, history } = start("/pages/test/test");
    await router.navigate("/pages/profile/index?tab=2", { replace: true });
    expect(urlOf(router)).toBe(LOGIN_FOR_PROFILE);
    expect(history.index).toBe(0);
    expect(router.state.action).toBe("REPLACE");
  });

  it("guards the first page and back/forward too (pushing the login page)", async () => {
    const { router, history } = start("/pages/profile/index?tab=2");
    expect(router.state.initialized).toBe(true);
    expect(urlOf(router)).toBe(LOGIN_FOR_PROFILE);
    expect(history.index).toBe(1);
    await router.navigate("/pages/test/test");
    history.go(-2); // back to the profile, typed in the address bar
    expect(urlOf(router)).toBe(LOGIN_FOR_PROFILE);
    expect(router.state.action).toBe("PUSH");
  });

  it("opens a guarded page with a valid token, and leaves unknown paths to their route", async () => {
    signInLocally();
    const { router } = start("/pages/test/test");
    await router.navigate("/pages/profile/index?tab=2");
    expect(urlOf(router)).toBe("/pages/profile/index?tab=2");
    localStorage.clear();
    await router.navigate("/pages/nowhere");
    expect(urlOf(router)).toBe("/pages/nowhere");
  });

  it("does not guard a page whose handle says so", async () => {
    const { router } = start(
      "/pages/test/test",
      table({ profile: fakePage({ loaded: true, guarded: false }).handle }),
    );
    await router.navigate("/pages/profile/index");
    expect(urlOf(router)).toBe("/pages/profile/index");
  });
});

describe("the page router's history", () => {
  it("pushes by default and replaces on request", async () => {
    const { router, history } = start("/");
    await router.navigate("/pages/test/test?a=1");
    expect([history.index, router.state.action, urlOf(router)]).toEqual([1, "PUSH", "/pages/test/test?a=1"]);
    await router.navigate("/pages/login/index", { replace: true });
    expect([history.index, router.state.action, urlOf(router)]).toEqual([1, "REPLACE", "/pages/login/index"]);
    await router.navigate(-1);
    expect([history.index, router.state.action, urlOf(router)]).toEqual([0, "POP", "/"]);
  });

  it("navigates through react-router's navigator (Link, Navigate)", () => {
    const { router, history } = start("/");
    router.navigator.push({ pathname: "/pages/test/test", search: "?x=1" });
    expect([history.index, urlOf(router)]).toEqual([1, "/pages/test/test?x=1"]);
    router.navigator.replace({ pathname: "/pages/login/index" });
    expect([history.index, urlOf(router)]).toEqual([1, "/pages/login/index"]);
    router.navigator.go(-1);
    expect([history.index, urlOf(router)]).toEqual([0, "/"]);
    expect(router.navigator.createHref({ pathname: "/pages/test/test", search: "?x=1" })).toBe(
      "/pages/test/test?x=1",
    );
  });
});

describe("the page router's lazy pages", () => {
  it("keeps the current page while the next page's code loads, then commits it", async () => {
    const test = fakePage();
    const { router, history, states } = start("/", table({ test: test.handle }));
    const done = router.navigate("/pages/test/test");
    expect(router.state.navigation).toBe("loading");
    expect(urlOf(router)).toBe("/");
    expect(history.index).toBe(0);
    test.arrive();
    await done;
    expect(router.state.navigation).toBe("idle");
    expect(urlOf(router)).toBe("/pages/test/test");
    expect(history.index).toBe(1);
    expect(states.map((s) => [s.navigation, s.location.pathname])).toEqual([
      ["loading", "/"],
      ["idle", "/pages/test/test"],
    ]);
  });

  it("lets a newer navigation win over one still loading", async () => {
    const test = fakePage();
    const { router, history } = start("/", table({ test: test.handle }));
    const first = router.navigate("/pages/test/test");
    await router.navigate("/pages/login/index");
    test.arrive();
    await first;
    expect(urlOf(router)).toBe("/pages/login/index");
    expect(history.index).toBe(1);
  });

  it("is not initialized until the first page's code is there", async () => {
    const home = fakePage();
    const { router } = start("/", table({ home: home.handle }));
    expect(router.state.initialized).toBe(false);
    expect(router.state.navigation).toBe("idle");
    home.arrive();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(urlOf(router)).toBe("/");
  });

  it("commits with the error when a page's code fails to load", async () => {
    const test = fakePage();
    const { router } = start("/", table({ test: test.handle }));
    const done = router.navigate("/pages/test/test");
    test.fail(new Error("Failed to fetch dynamically imported module"));
    await done;
    expect(urlOf(router)).toBe("/pages/test/test");
    expect(router.state.error).toBeInstanceOf(Error);
    await router.navigate("/");
    expect(router.state.error).toBeUndefined();
  });
});

describe("guardRedirect", () => {
  it("reads the url as the browser does and keeps open pages open", () => {
    expect(guardRedirect({ pathname: "/pages/profile/index", search: "?a=b c" })).toBe(
      `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index?a=b%20c")}`,
    );
    expect(guardRedirect({ pathname: "/pages/test/../profile/index" })).toBe(
      `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index")}`,
    );
    expect(guardRedirect({ pathname: "/pages/test/test", search: "?x=1" })).toBeUndefined();
    signInLocally();
    expect(guardRedirect({ pathname: "/pages/profile/index" })).toBeUndefined();
  });
});
