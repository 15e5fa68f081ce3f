import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToken } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import { currentRoute, startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { PENDING_KEY } from "./pending-oauth";
import { browser } from "./start-oauth";

const METHODS = {
  providers: [
    { provider: "weixin", platforms: ["mp-weixin", "web"] },
    { provider: "qq", platforms: ["mp-qq"] },
    { provider: "alipay", platforms: ["web", "h5"] },
    { provider: "douyin", platforms: ["mp-toutiao"] },
  ],
};
const USER = { _id: "u1", username: "alice", nickname: "Alice", role: [], has_password: false };
const signedIn = () => ({
  type: "login",
  uid: "u1",
  userInfo: USER,
  needUpdateUserInfo: true,
  vk_uni_token: { token: "social-token", tokenExpired: Date.now() + 3_600_000 },
  provider: "weixin",
  openid: "o-1",
});
/** Puts the provider's answer in the document query, where the providers put it, before the hash. */
const returnFromProvider = (query: string) => window.history.replaceState(null, "", `/?${query}`);
const pending = (state: string, extra: object = {}) =>
  sessionStorage.setItem(
    PENDING_KEY,
    JSON.stringify({
      state,
      provider: "weixin",
      platform: "web",
      purpose: "login",
      startedAt: Date.now(),
      ...extra,
    }),
  );

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("social sign-in buttons", () => {
  it("shows a button only for the providers configured with a web flow", async () => {
    const server = fakeServer({ "user/pub/getLoginMethods": () => METHODS });
    startApp("#/pages/login/index");
    const row = (await screen.findByText("or continue with")).closest("section") as HTMLElement;
    const names = within(row)
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual(["Sign in with WeChat", "Sign in with Alipay"]);
    expect(server.routesSent()).toEqual(["user/pub/getLoginMethods"]);
  });

  it("shows nothing when no provider is configured", async () => {
    const server = fakeServer({ "user/pub/getLoginMethods": () => ({ providers: [] }) });
    startApp("#/pages/login/index");
    await waitFor(() => expect(server.routesSent()).toEqual(["user/pub/getLoginMethods"]));
    await screen.findByRole("button", { name: "Sign in" });
    expect(screen.queryByText("or continue with")).toBeNull();
    expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
  });

  it("asks the server for a state and the consent page, keeps the state in this tab and leaves for it", async () => {
    const go = vi.spyOn(browser, "go").mockImplementation(() => undefined);
    const consent = "https://open.weixin.qq.com/connect/qrconnect?appid=wx-web-app&state=sealed-state-1";
    const server = fakeServer({
      "user/pub/getLoginMethods": () => METHODS,
      "user/pub/getOAuthState": () => ({
        state: "sealed-state-1",
        appid: "wx-web-app",
        expiresIn: 600,
        authorizeUrl: consent,
      }),
    });
    startApp(`#/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/test/test")}`);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in with WeChat" }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(server.calls("user/pub/getOAuthState")).toEqual([
      {
        provider: "weixin",
        platform: "web",
        redirectUri: `${window.location.origin}/#/pages/login/oauth-callback`,
      },
    ]);
    expect(go).toHaveBeenCalledWith(consent);
    const kept = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "{}");
    expect(kept).toMatchObject({
      state: "sealed-state-1",
      provider: "weixin",
      platform: "web",
      purpose: "login",
      redirect: "/pages/test/test",
    });
  });

  it("says so inline when the server has no consent page for the flow, and stays", async () => {
    const go = vi.spyOn(browser, "go").mockImplementation(() => undefined);
    fakeServer({
      "user/pub/getLoginMethods": () => METHODS,
      "user/pub/getOAuthState": () => ({ state: "s", appid: "", expiresIn: 600 }),
    });
    startApp("#/pages/login/index");
    fireEvent.click(await screen.findByRole("button", { name: "Sign in with Alipay" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Alipay could not be opened: this server has no web sign-in page for it",
    );
    expect(go).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });
});

describe("the OAuth return page", () => {
  it("refuses a state that is not the one this tab sent, without calling the server", async () => {
    pending("sealed-state-1");
    returnFromProvider("code=CODE1&state=forged-state");
    const server = fakeServer({ "user/pub/loginByWeixin": signedIn });
    startApp("#/pages/login/oauth-callback");
    expect(await screen.findByText(/its state does not match/)).toBeTruthy();
    expect(server.routesSent()).toEqual([]);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(window.location.search).toBe("");
    expect(getToken()).toBeUndefined();
  });

  it("refuses a return when this tab started no sign-in", async () => {
    returnFromProvider("code=CODE1&state=sealed-state-1");
    const server = fakeServer({ "user/pub/loginByWeixin": signedIn });
    startApp("#/pages/login/oauth-callback");
    expect(await screen.findByText(/No sign-in was waiting in this tab/)).toBeTruthy();
    expect(server.routesSent()).toEqual([]);
  });

  it("signs in with the code and state, saves the token and goes where the user was headed", async () => {
    pending("sealed-state-1", { redirect: "/pages/test/test" });
    returnFromProvider("code=CODE1&state=sealed-state-1");
    const server = fakeServer({ "user/pub/loginByWeixin": signedIn });
    startApp("#/pages/login/oauth-callback");
    await waitFor(() => expect(currentRoute()).toBe("/pages/test/test"));
    expect(server.calls("user/pub/loginByWeixin")).toEqual([
      { code: "CODE1", state: "sealed-state-1", platform: "web" },
    ]);
    expect(getToken()).toBe("social-token");
    expect(useLifeData.getState().$user.userInfo.username).toBe("alice");
  });

  it("links to the signed-in account when the redirect was a link, then returns to the profile", async () => {
    signInLocally();
    pending("sealed-state-2", { purpose: "bind", redirect: "/pages/profile/index" });
    returnFromProvider("code=CODE2&state=sealed-state-2");
    const server = fakeServer({
      "user/kh/bindWeixin": () => ({ openid: "o-2", userInfo: USER, needUpdateUserInfo: true }),
      "user/kh/getMyUserInfo": () => ({ userInfo: USER }),
    });
    startApp("#/pages/login/oauth-callback");
    await waitFor(() => expect(currentRoute()).toBe("/pages/profile/index"));
    expect(server.calls("user/kh/bindWeixin")).toEqual([
      { code: "CODE2", state: "sealed-state-2", platform: "web" },
    ]);
    expect(server.routesSent()).not.toContain("user/pub/loginByWeixin");
  });

  it("shows the server's refusal inline, with the way back", async () => {
    pending("sealed-state-1");
    returnFromProvider("code=USED&state=sealed-state-1");
    fakeServer({
      "user/pub/loginByWeixin": () =>
        json({ code: 40163, msg: "This code has already been used, get a new one" }),
    });
    startApp("#/pages/login/oauth-callback");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Sign-in with WeChat failed");
    expect(alert.textContent).toContain("This code has already been used");
    fireEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    await waitFor(() => expect(currentRoute()).toBe("/pages/login/index"));
  });

  it("asks to prove the mobile when it already has an account, then links and signs in", async () => {
    pending("sealed-state-1");
    returnFromProvider("code=CODE1&state=sealed-state-1");
    const server = fakeServer({
      "user/pub/loginByWeixin": () =>
        json({
          code: 91207,
          msg: "needs proof",
          needLinkByMobile: true,
          ticket: "T1",
          mobile: "138****8000",
        }),
      "user/pub/sendSmsCode": () => ({}),
      "user/pub/linkSocialByMobile": signedIn,
    });
    startApp("#/pages/login/oauth-callback");
    expect(await screen.findByText(/\(138\*\*\*\*8000\) already has a Roster account/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "13800138000" } });
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Link and sign in" }));
    await waitFor(() => expect(getToken()).toBe("social-token"));
    expect(server.calls("user/pub/linkSocialByMobile")).toEqual([
      { ticket: "T1", mobile: "13800138000", code: "123456" },
    ]);
  });
});

describe("linked accounts in the profile", () => {
  it("shows linked and unlinked providers, the linked identity's avatar and nickname; an unlink refused as the last way to sign in shows inline", async () => {
    signInLocally();
    const linkedUser = { ...USER, wx_openid: { web: "o-1", "web_wx-web-app": "o-1" } };
    useLifeData.getState().setUserInfo(linkedUser);
    const server = fakeServer({
      "user/kh/getMyUserInfo": () => ({ userInfo: linkedUser }),
      "user/pub/getLoginMethods": () => METHODS,
      "user/kh/getLinkedAccounts": () => ({
        accounts: [
          {
            provider: "weixin",
            platform: "web",
            appid: "wx-web-app",
            nickname: "Ming on WeChat",
            avatar: "https://thirdwx.qlogo.cn/mmopen/ming.png",
            linkedAt: 1_700_000_000_000,
          },
        ],
      }),
      "user/kh/unbindWeixin": () =>
        json({
          code: 91204,
          msg: "For your account's security, bind a mobile number before unbinding weixin",
        }),
    });
    startApp("#/pages/profile/index");
    const card = (await screen.findByText("Linked accounts")).closest(".adm-list") as HTMLElement;
    const row = (name: string) => within(card).getByText(name).closest(".adm-list-item") as HTMLElement;
    await waitFor(() => expect(within(row("WeChat")).getByText("Ming on WeChat")).toBeTruthy());
    expect(within(row("WeChat")).getByText("Linked")).toBeTruthy();
    const avatar = within(row("WeChat")).getByRole("img", { name: "Ming on WeChat" });
    expect(avatar.getAttribute("src")).toBe("https://thirdwx.qlogo.cn/mmopen/ming.png");
    expect(within(row("Alipay")).getByText("Not linked")).toBeTruthy();
    expect(within(row("Alipay")).queryByText("Ming on WeChat")).toBeNull();
    expect(server.calls("user/kh/getLinkedAccounts")).toEqual([{}]);
    expect(within(row("QQ")).getByText("Links in the app or mini-program")).toBeTruthy();
    fireEvent.click(row("WeChat"));
    const dialog = (await screen.findByText("Unlink WeChat?")).closest(".adm-dialog-body") as HTMLElement;
    fireEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("bind a mobile number before unbinding");
    expect(alert.textContent).toContain("It is the only way left to sign in");
    expect(server.calls("user/kh/unbindWeixin")).toEqual([{}]);
  });
});
