import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLifeData } from "../../store/life-data";
import { fakeRouter } from "../../test/fake-router";
import { signInLocally } from "../../test/session";
import { navigateBack, navigateTo, navigateToLogin, resetRepeatGuard } from "./navigate";
import { bindRouter } from "./router-binding";

let router: ReturnType<typeof fakeRouter>;
let unbind: () => void;

beforeEach(() => {
  resetRepeatGuard();
  useLifeData.getState().setOriginalPage(null);
  router = fakeRouter("/pages/index/index");
  unbind = bindRouter(router);
  history.replaceState({ idx: 0 }, "");
});
afterEach(() => {
  unbind();
  vi.useRealTimers();
});

describe("navigateTo", () => {
  it("ignores the same url twice within 200 ms", () => {
    vi.useFakeTimers();
    expect(navigateTo("/pages/test/test")).toBe(true);
    vi.advanceTimersByTime(199);
    expect(navigateTo("/pages/test/test")).toBe(false);
    expect(router.navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(navigateTo("/pages/test/test")).toBe(true);
    expect(navigateTo("/pages/index/index")).toBe(true);
    expect(router.navigate).toHaveBeenCalledTimes(3);
  });

  it("sends a page that needs login to the login page and remembers it as originalPage", () => {
    navigateTo("/pages/profile/index?tab=2");
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith("/pages/login/index", {});
    expect(useLifeData.getState().$app.originalPage).toEqual({ url: "/pages/profile/index?tab=2" });
  });

  it("opens a page that needs login when the token is valid", () => {
    signInLocally();
    navigateTo("/pages/profile/index", { replace: true });
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith("/pages/profile/index", { replace: true });
  });
});

describe("navigateBack", () => {
  it("goes to / when the history holds one page", () => {
    navigateBack();
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith("/", { replace: true });
  });

  it("goes back one page otherwise", () => {
    history.replaceState({ idx: 2 }, "");
    navigateBack();
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith(-1);
  });
});

describe("navigateToLogin", () => {
  it("carries the current page as uniIdRedirectUrl", () => {
    unbind();
    router = fakeRouter("/pages/test/test?x=1");
    unbind = bindRouter(router);
    navigateToLogin();
    expect(router.navigate).toHaveBeenCalledWith(
      "/pages/login/index?uniIdRedirectUrl=%2Fpages%2Ftest%2Ftest%3Fx%3D1",
      {
        replace: true,
      },
    );
  });
});
