import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openBrowser } from "../support/browser";
import { open, routeOf, signIn } from "../support/pages";
import { ADMIN, type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
const BANNER = "You are offline: changes cannot be saved";

// Honest offline: once the service worker is installed, the app starts and opens lazily loaded pages
// with the network gone, says it is offline on every page, and a call that cannot go out says so.
describe.skipIf(!run)("offline", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const banner = () => page.getByRole("status").filter({ hasText: BANNER });

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser("allow");
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
    await server?.stop();
  });

  it("installs the service worker, which precaches every built file", async () => {
    await open(page, server.url, "/pages/login/index");
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
      }
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith("roster-shell-")) ?? "none");
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(cached).toContain("/");
    // The lazily loaded pages' chunks are there before anyone opened them.
    const worker = await (await fetch(`${server.url}/sw.js`)).text();
    const files: string[] = JSON.parse(/const BUILD = (\{.*\});/.exec(worker)?.[1] ?? "null").files;
    expect(files.length).toBeGreaterThan(20);
    expect(cached).toEqual(expect.arrayContaining(files));
    await expect(banner().count()).resolves.toBe(0);
  });

  it("shows the banner as soon as the browser goes offline", async () => {
    await browser.context.setOffline(true);
    await banner().waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  });

  it("reloads offline and opens a lazily loaded page, banner included", async () => {
    await page.reload();
    await page.getByLabel("Account").waitFor();
    await banner().waitFor();
    await page.evaluate(() => {
      location.hash = "#/pages/login/register";
    });
    await page.getByLabel("Confirm password").waitFor();
    expect(routeOf(page)).toBe("/pages/login/register");
    await banner().waitFor();
  });

  it("a call made offline says it was not sent, and nothing goes out once back online", async () => {
    await page.evaluate(() => {
      location.hash = "#/pages/login/index";
    });
    await page.getByLabel("Account").waitFor();
    const sent: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/router/")) sent.push(r.url());
    });
    await signIn(page, ADMIN.username, ADMIN.password);
    await page
      .getByText(
        "You are offline: this was not sent and nothing was saved. Try again once you are back online.",
      )
      .waitFor();
    expect(routeOf(page)).toBe("/pages/login/index");
    // Back online: the banner goes, and the failed sign-in is not replayed behind the user's back.
    const attempts = sent.length;
    await browser.context.setOffline(false);
    await expect.poll(() => banner().count()).toBe(0);
    await page.waitForTimeout(1500);
    expect(sent.length).toBe(attempts);
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
  });
});
