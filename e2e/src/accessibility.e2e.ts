import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { violations } from "../support/axe";
import { browserAvailable, DESKTOP, openBrowser, PHONE } from "../support/browser";
import { open, signIn, waitForRoute } from "../support/pages";
import { ADMIN, type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
const SIGNED_OUT = ["/pages/login/index", "/pages/login/register", "/pages/login/forget"];
const SIGNED_IN = [
  "/",
  "/pages/profile/index",
  "/pages/test/test",
  "/pages/user/invitees",
  "/pages/user/devices",
  "/pages/admin/index",
  "/pages/admin/users",
  "/pages/admin/roles",
  "/pages/admin/permissions",
  "/pages/admin/menus",
  "/pages/admin/app-versions",
  "/pages/admin/admin-log",
  "/pages/admin/components",
  "/pages/admin/lucky-draw",
  "/pages/admin/lucky-draw-winners",
  "/pages_template/plugs/lucky-draw/lucky-draw",
];

// Every page at a phone's and a desktop's width, signed out and signed in, and with its sheets open:
// no axe violation at all.
describe.skipIf(!run)("accessibility (axe-core)", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const found: string[] = [];
  const check = async (label: string) => {
    for (const line of await violations(page)) found.push(`${label}: ${line}`);
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("finds nothing on the signed-out pages", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const route of SIGNED_OUT) {
        await open(page, server.url, route);
        await check(`${route} @${viewport.width}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("finds nothing on the signed-in pages and the profile's sheets", async () => {
    await page.setViewportSize(PHONE);
    await open(page, server.url, "/pages/login/index");
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForRoute(page, "/pages/index/index");
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const route of SIGNED_IN) {
        await open(page, server.url, route);
        await check(`${route} @${viewport.width}`);
      }
      // Each sheet is found by its dialog: the other one may still be closing (or stay in the page, hidden).
      await open(page, server.url, "/pages/profile/index?open=password");
      const password = page.getByRole("dialog", { name: "Change password" });
      await password.getByLabel("Current password", { exact: false }).waitFor();
      await page.getByRole("dialog", { name: "Delete account" }).waitFor({ state: "hidden" });
      await check(`change-password sheet @${viewport.width}`);
      await open(page, server.url, "/pages/profile/index?open=delete");
      await page
        .getByRole("dialog", { name: "Delete account" })
        .getByLabel("Current password", { exact: false })
        .waitFor();
      await password.waitFor({ state: "hidden" });
      await page.getByText("What is deleted").waitFor();
      await check(`delete-account sheet @${viewport.width}`);
    }
    expect(found).toEqual([]);
  });
});
