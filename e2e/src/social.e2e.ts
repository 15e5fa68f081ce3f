import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AlipayServer,
  alipayTestKeys,
  startAlipayServer,
} from "../../apps/server/src/test/social/alipay-server.js";
import { FakeWeixin } from "../../apps/server/src/test/social/weixin-server.js";
import { browserAvailable, openBrowser, screenshot } from "../support/browser";
import { type ConsentPages, startConsentPages } from "../support/consent-pages";
import { open, routeOf, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

const WX = { appid: "wxe2ewebwebweb0001", secret: "wx-e2e-web-secret-0001" };
const ALIPAY_APPID = "2021000000000e2e";
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** The signed-in user's id, as the web app keeps it. */
const uidOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("uni_id_user_info") ?? "{}") as { _id?: string })._id);

/** The value a profile row shows on its right. */
/** A provider row's state: "Linked" (after the identity's avatar and nickname), "Not linked", ... */
const rowValue = async (page: Page, name: string) => {
  const extra = page.locator(".adm-list-item", { hasText: name }).locator(".adm-list-item-content-extra");
  const status = extra.getByTestId("link-status");
  return (await status.count()) > 0 ? status.textContent() : extra.textContent();
};

// One person's social sign-in journey, in order: WeChat web sign-in creates the account, Alipay gets linked
// from the profile, WeChat unlinked, and after signing out Alipay signs in to the same account.
describe.skipIf(!run)("social sign-in through the providers' consent pages", () => {
  let server: RunningServer;
  let weixin: FakeWeixin;
  let alipay: AlipayServer;
  let consent: ConsentPages;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  let uid: string | undefined;

  beforeAll(async () => {
    const keys = alipayTestKeys();
    weixin = await new FakeWeixin({ [WX.appid]: WX.secret }).start();
    alipay = await startAlipayServer(ALIPAY_APPID, keys);
    consent = await startConsentPages({
      weixin,
      weixinAppid: WX.appid,
      weixinUser: () => ({ openid: "o-e2e-wechat-1", unionid: "u-e2e-wechat-1", nickname: "Wei Xin" }),
      alipay,
      alipayAppid: ALIPAY_APPID,
      alipayUser: () => ({ userId: "2088000000000042", nickName: "Ali Pay", scope: "auth_user" }),
    });
    server = await startServer({
      WEIXIN_WEB_APPID: WX.appid,
      WEIXIN_WEB_SECRET: WX.secret,
      WEIXIN_API_ENDPOINT: weixin.url,
      WEIXIN_OPEN_ENDPOINT: consent.url,
      ALIPAY_WEB_APPID: ALIPAY_APPID,
      ALIPAY_WEB_PRIVATE_KEY: keys.appPrivatePkcs8,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicBase64,
      ALIPAY_GATEWAY: alipay.gateway,
      ALIPAY_AUTH_ENDPOINT: consent.url,
    });
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize(PHONE);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await consent?.close();
    await alipay?.close();
    await weixin?.close();
  });

  it("shows a button per configured provider on the sign-in page", async () => {
    await open(page, server.url, "/pages/login/index");
    await page.getByRole("button", { name: "Sign in with WeChat" }).waitFor();
    await page.getByRole("button", { name: "Sign in with Alipay" }).waitFor();
    await screenshot(page, "social-01-login-providers-375");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "social-02-login-providers-1280");
    await page.setViewportSize(PHONE);
  });

  it("signs in with WeChat through its consent page and lands home with a new account", async () => {
    await page.getByRole("button", { name: "Sign in with WeChat" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${consent.url}/connect/qrconnect`));
    const asked = new URL(page.url()).searchParams;
    expect(asked.get("appid")).toBe(WX.appid);
    expect(asked.get("scope")).toBe("snsapi_login");
    expect(asked.get("redirect_uri")).toBe(`${server.url}/#/pages/login/oauth-callback`);
    const state = asked.get("state");
    expect(state).toBeTruthy();
    await page.getByRole("button", { name: "Allow" }).click();
    await waitForRoute(page, "/pages/index/index");
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeTruthy();
    uid = await uidOf(page);
    expect(uid).toBeTruthy();
    const exchange = weixin.requests.find((r) => r.path === "/sns/oauth2/access_token");
    expect(exchange?.query).toMatchObject({
      appid: WX.appid,
      secret: WX.secret,
      grant_type: "authorization_code",
    });
  });

  it("links Alipay from the profile's linked accounts", async () => {
    await open(page, server.url, "/pages/profile/index");
    await page.getByText("Linked accounts").waitFor();
    await expect.poll(() => rowValue(page, "WeChat")).toBe("Linked");
    // The WeChat identity's nickname, from the provider's profile when it was linked.
    await expect
      .poll(() =>
        page.locator(".adm-list-item", { hasText: "WeChat" }).getByTestId("linked-name").textContent(),
      )
      .toBe("Wei Xin");
    expect(await rowValue(page, "Alipay")).toBe("Not linked");
    await page.locator(".adm-list-item", { hasText: "Alipay" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${consent.url}/oauth2/publicAppAuthorize.htm`));
    expect(new URL(page.url()).searchParams.get("app_id")).toBe(ALIPAY_APPID);
    await page.getByRole("button", { name: "Allow" }).click();
    await waitForRoute(page, "/pages/profile/index");
    await expect.poll(() => rowValue(page, "Alipay"), { timeout: 10_000 }).toBe("Linked");
    expect(await uidOf(page)).toBe(uid);
    await toastsGone(page);
    await screenshot(page, "social-03-linked-accounts-375");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "social-04-linked-accounts-1280");
    await page.setViewportSize(PHONE);
  });

  it("unlinks WeChat; the last way left (Alipay) is refused inline with what to do", async () => {
    await page.locator(".adm-list-item", { hasText: "WeChat" }).click();
    await page.locator(".adm-dialog-body").getByRole("button", { name: "Unlink" }).click();
    await expect.poll(() => rowValue(page, "WeChat"), { timeout: 10_000 }).toBe("Not linked");
    await page.locator(".adm-list-item", { hasText: "Alipay" }).click();
    await page.locator(".adm-dialog-body").getByRole("button", { name: "Unlink" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("It is the only way left to sign in");
    expect(await rowValue(page, "Alipay")).toBe("Linked");
    await screenshot(page, "social-05-unlink-refused-375");
  });

  it("signs out, then signs in with Alipay to the same account", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.locator(".adm-dialog-body").getByRole("button", { name: "Sign out" }).click();
    await waitForRoute(page, "/pages/login/index");
    await page.getByRole("button", { name: "Sign in with Alipay" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${consent.url}/oauth2/publicAppAuthorize.htm`));
    await page.getByRole("button", { name: "Allow" }).click();
    await waitForRoute(page, "/pages/index/index");
    expect(await uidOf(page)).toBe(uid);
  });

  it("shows an identity demo page of the template", async () => {
    await open(page, server.url, "/pages/test/test");
    await page.getByRole("heading", { name: "Template pages" }).waitFor();
    await page.getByText("/pages_template/uni-id/alipay/alipay").click();
    await waitForRoute(page, "/pages_template/uni-id/alipay/alipay");
    await page.getByText("Configured for").waitFor();
    expect(routeOf(page)).toBe("/pages_template/uni-id/alipay/alipay");
    expect(await page.getByRole("button", { name: "Unlink Alipay" }).count()).toBe(1);
    await toastsGone(page);
    await screenshot(page, "social-06-identity-alipay-375");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "social-07-identity-alipay-1280");
    await page.setViewportSize(PHONE);
    await open(page, server.url, "/pages_template/uni-id/univerify/univerify");
    await page.getByText("Not configured on this server", { exact: false }).waitFor();
    await screenshot(page, "social-08-identity-univerify-375");
  });
});
