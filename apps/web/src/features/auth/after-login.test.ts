import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bindRouter } from "../../lib/navigation";
import { useLifeData } from "../../store/life-data";
import { fakeRouter } from "../../test/fake-router";
import { signInLocally } from "../../test/session";
import { goAfterLogin } from "./after-login";

let router: ReturnType<typeof fakeRouter>;
let unbind: () => void;

beforeEach(() => {
  useLifeData.getState().setOriginalPage(null);
  router = fakeRouter("/pages/index/index");
  unbind = bindRouter(router);
  history.replaceState({ idx: 0 }, "");
});
afterEach(() => unbind());

describe("after sign-in", () => {
  beforeEach(() => signInLocally());

  it("goes to uniIdRedirectUrl first, clearing originalPage", () => {
    useLifeData.getState().setOriginalPage({ url: "/pages/test/test" });
    goAfterLogin("/pages/profile/index");
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith("/pages/profile/index", { replace: true });
    expect(useLifeData.getState().$app.originalPage).toBeNull();
  });

  it("else to originalPage", () => {
    useLifeData.getState().setOriginalPage({ url: "/pages/test/test?a=1" });
    goAfterLogin(null);
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith("/pages/test/test?a=1", { replace: true });
  });

  it("else back to the previous page when it is not a login page", () => {
    unbind();
    history.replaceState({ idx: 0 }, "");
    router = fakeRouter("/pages/test/test");
    unbind = bindRouter(router);
    history.replaceState({ idx: 1 }, "");
    goAfterLogin(undefined);
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith(-1);
  });

  it("else home, also for a redirect target outside the app", () => {
    goAfterLogin("https://evil.example/");
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith("/pages/index/index", { replace: true });
  });
});
