import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openBrowser, screenshot } from "../support/browser";
import { open, signIn, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
const ENV = "env-e2e-1";

// A CloudBase (tcb-js-sdk) sign-in is a Roster session: the Devices page lists it and its Sign out ends it,
// after which the SDK's refresh token is refused. The tcb calls here are the SDK's own requests (§6.2).
describe.skipIf(!run)("devices: a CloudBase sign-in is a device like any other", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const username = `e2e_tcb_${Date.now().toString(36)}`;
  const password = "tcb_devices_pass1";
  let refreshToken = "";

  const tcb = async (body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/tcb/web?env=${ENV}`, {
      method: "POST",
      headers: {
        "content-type": "application/json;charset=UTF-8",
        "x-sdk-version": "tcb-js-sdk/1.10.10",
        "x-device-id": "tcb-device-e2e-0001",
      },
      body: JSON.stringify({ env: ENV, seqId: "e2e", ...body }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    server = await startServer({ TCB_ENV_ID: ENV });
    const registered = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    const body = (await registered.json()) as { code: number; vk_uni_token: { token: string } };
    expect(body.code).toBe(0);
    await fetch(`${server.url}/router/user/pub/logout`, {
      method: "POST",
      headers: { "content-type": "application/json", "uni-id-token": body.vk_uni_token.token },
      body: "{}",
    });
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("signs in through /tcb and in the browser", async () => {
    const signed = await tcb({
      action: "auth.signIn",
      loginType: "USERNAME",
      username,
      password,
      refresh_token: "",
    });
    expect(typeof signed.refresh_token).toBe("string");
    refreshToken = signed.refresh_token as string;
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
  });

  it("lists the CloudBase session and signs it out; its refresh token is refused from then on", async () => {
    await open(page, server.url, "/pages/user/devices");
    await expect.poll(() => page.getByTestId("device").count(), { timeout: 10_000 }).toBe(2);
    await toastsGone(page);
    await screenshot(page, "devices-tcb-session-phone");
    const other = page.getByTestId("device").filter({ hasNotText: "This device" });
    await other.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => page.getByTestId("device").count(), { timeout: 5_000 }).toBe(1);
    const refreshed = await tcb({
      action: "auth.fetchAccessTokenWithRefreshToken",
      refresh_token: refreshToken,
    });
    expect(refreshed.code).toBe("INVALID_REFRESH_TOKEN");
  });
});
