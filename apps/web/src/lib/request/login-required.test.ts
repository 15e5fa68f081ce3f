import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLifeData } from "../../store/life-data";
import { fakeRouter } from "../../test/fake-router";
import { json, mockFetch } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { resetLoginRedirect } from "../navigation/login-redirect";
import { bindRouter } from "../navigation/router-binding";
import { getToken } from "../session";
import { readText, STORAGE_KEYS } from "../storage";
import { callFunction } from "./call-function";
import { alertMessage } from "./feedback";

vi.mock("./feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => () => {}),
}));

let router: ReturnType<typeof fakeRouter>;
let unbind: () => void;

beforeEach(() => {
  vi.mocked(alertMessage).mockClear();
  resetLoginRedirect();
  router = fakeRouter("/pages/profile/index?tab=2");
  unbind = bindRouter(router);
});
afterEach(() => unbind());

const LOGIN_URL = `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index?tab=2")}`;

describe("login-required answers", () => {
  it.each([
    [1301, "token invalid"],
    [1302, "token expired"],
    [30201, "device token mismatch"],
    [30202, "Login state invalid: the server no longer holds this token"],
    [30203, "token expired"],
    [30204, "token verification failed"],
  ])(
    "code %i deletes the token and opens the login page with uniIdRedirectUrl, without an alert",
    async (code, msg) => {
      signInLocally();
      useLifeData.getState().setUserInfo({ _id: "u1" });
      mockFetch(() => json({ code, msg }));
      await expect(callFunction({ url: "user/kh/getMyUserInfo" })).rejects.toMatchObject({
        code,
        kind: "loginRequired",
      });
      expect(getToken()).toBeUndefined();
      expect(readText(STORAGE_KEYS.tokenExpired)).toBeUndefined();
      expect(useLifeData.getState().$user.userInfo).toEqual({});
      expect(router.navigate).toHaveBeenCalledExactlyOnceWith(LOGIN_URL, { replace: true });
      expect(alertMessage).not.toHaveBeenCalled();
    },
  );

  it("treats a login code whose message does not mention the token as an ordinary failure", async () => {
    signInLocally("keep-me");
    mockFetch(() => json({ code: 30201, msg: "Device check failed" }));
    await expect(callFunction({ url: "user/kh/getMyUserInfo" })).rejects.toMatchObject({ kind: "server" });
    expect(getToken()).toBe("keep-me");
    expect(router.navigate).not.toHaveBeenCalled();
    expect(alertMessage).toHaveBeenCalledWith("Device check failed");
  });

  it("opens the login page once for parallel failures (300 ms throttle)", async () => {
    signInLocally();
    mockFetch(() => json({ code: 30203, msg: "token expired" }));
    const calls = [1, 2, 3].map(() => callFunction({ url: "user/kh/getMyUserInfo" }).catch(() => {}));
    await Promise.all(calls);
    expect(router.navigate).toHaveBeenCalledTimes(1);
  });

  it("does not reopen the login page when it is already open", async () => {
    unbind();
    router = fakeRouter("/pages/login/index");
    unbind = bindRouter(router);
    signInLocally();
    mockFetch(() => json({ code: 30203, msg: "token expired" }));
    await callFunction({ url: "user/kh/getMyUserInfo" }).catch(() => {});
    expect(router.navigate).not.toHaveBeenCalled();
  });
});

describe("the local token check", () => {
  it.each([
    ["no token", () => {}],
    ["an expired token", () => signInLocally("old", true)],
  ])("fails a non-public call with %s locally with 30204, without a request", async (_name, arrange) => {
    arrange();
    const { sent } = mockFetch(() => json({ code: 0 }));
    await expect(callFunction({ url: "user/kh/updateUser", data: { nickname: "x" } })).rejects.toMatchObject({
      code: 30204,
      msg: "local token check failed",
      kind: "loginRequired",
    });
    expect(sent).toHaveLength(0);
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith(LOGIN_URL, { replace: true });
    expect(alertMessage).not.toHaveBeenCalled();
  });

  it("lets a public call through without a token", async () => {
    const { sent } = mockFetch(() => json({ code: 0 }));
    await callFunction({ url: "user/pub/checkVersion" });
    expect(sent).toHaveLength(1);
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
