import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openBrowser, screenshot } from "../support/browser";
import { open, signIn, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

// One person on two devices (two browsers, each with its own device id): signing one out from the other's
// Devices page signs it out at once, over the push socket, and the signed-out device says why.
describe.skipIf(!run)("devices: signing out another device", () => {
  let server: RunningServer;
  const browsers: { context: BrowserContext; close: () => Promise<void> }[] = [];
  let phone: Page;
  let laptop: Page;
  const username = `e2e_dev_${Date.now().toString(36)}`;
  const password = "devices_pass1";

  beforeAll(async () => {
    server = await startServer();
    const registered = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    const body = (await registered.json()) as { code: number; vk_uni_token: { token: string } };
    expect(body.code).toBe(0);
    // Registering signed this script in: sign that session out, so that only the two browsers are left.
    await fetch(`${server.url}/router/user/pub/logout`, {
      method: "POST",
      headers: { "content-type": "application/json", "uni-id-token": body.vk_uni_token.token },
      body: "{}",
    });
    for (let i = 0; i < 2; i++) browsers.push(await openBrowser());
    phone = await browsers[0]!.context.newPage();
    laptop = await browsers[1]!.context.newPage();
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.stop();
  });

  it("signs in on both devices", async () => {
    for (const page of [phone, laptop]) {
      await open(page, server.url, "/pages/login/index");
      await signIn(page, username, password);
      await waitForRoute(page, "/pages/index/index");
    }
  });

  it("lists both devices, this one marked, and signs the other out within a second", async () => {
    await open(laptop, server.url, "/pages/user/devices");
    await expect.poll(() => laptop.getByTestId("device").count(), { timeout: 10_000 }).toBe(2);
    const mine = laptop.getByTestId("device").filter({ hasText: "This device" });
    expect(await mine.count()).toBe(1);
    await laptop.getByText("Live updates on").waitFor({ timeout: 10_000 });
    await toastsGone(laptop);
    await screenshot(laptop, "devices-two-sessions-phone");

    const other = laptop.getByTestId("device").filter({ hasNotText: "This device" });
    await other.getByRole("button", { name: "Sign out" }).click();
    await laptop.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
    const started = Date.now();
    await waitForRoute(phone, /^\/pages\/login\/index/);
    const took = Date.now() - started;
    await phone
      .getByText("You were signed out on this device from another device.")
      .waitFor({ timeout: 5_000 });
    expect(took).toBeLessThan(1_000 + 500); // a second, plus the click's round trip
    expect(await phone.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
    await screenshot(phone, "devices-signed-out-notice-phone");
    await expect.poll(() => laptop.getByTestId("device").count(), { timeout: 5_000 }).toBe(1);
  });
});
