import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser } from "../support/browser";
import { signIn, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

// A page opened from low on a long one starts at its top (its title in view), and back comes back to where
// the long page was left: at a phone's width and at a desktop's.
describe.skipIf(!run)("where a new page starts, and where back returns", () => {
  let server: RunningServer;
  let browser: Browser;

  const user = { username: "scroll_sam", password: "scroll pass phrase 1" };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const response = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(user),
    });
    expect(((await response.json()) as { code: number }).code).toBe(0);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    it(`opens a template page from low on the demo page at its top, and back where it was (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport, locale: "en-US" });
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/#/pages/login/index`);
        await signIn(page, user.username, user.password);
        await waitForRoute(page, "/pages/index/index");
        await page.goto(`${server.url}/#/pages/test/test`);
        await page.waitForLoadState("networkidle");
        await toastsGone(page);
        // The lifeData page: longer than the window (its store as JSON), listed low on the demo page.
        const link = page.locator('a[href$="/pages_template/vk-vuex/vk-vuex"]');
        await link.waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // In the middle of the window, clear of the tab bar at the bottom.
        await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
        const left = await page.evaluate(() => window.scrollY);
        // Far enough down that, kept for the next page, it would hide that page's title.
        expect(left).toBeGreaterThan(200);
        // Clicked where it is on screen (the locator's click would scroll it again to its liking).
        const at = await link.boundingBox();
        if (!at) throw new Error("the link is not on screen");
        await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
        await waitForRoute(page, "/pages_template/vk-vuex/vk-vuex");
        const title = page.locator("h1").first();
        await title.waitFor();
        // Long enough to have kept the demo page's position, and yet at its top, its title in view.
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
          viewport.height + 200,
        );
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const box = await title.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);

        await page.goBack();
        await waitForRoute(page, "/pages/test/test");
        await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(left);
      } finally {
        await context.close();
      }
    });
  }
});
