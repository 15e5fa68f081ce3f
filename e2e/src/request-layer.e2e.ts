import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openBrowser, screenshot } from "../support/browser";
import { closeAlert, open, readAlert, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

// The demo page against the real router: encryption round trip, a refused call, parallel calls; and PWA.
describe.skipIf(!run)("the request layer against the real server", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser("allow");
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const results = () => page.getByTestId("demo-result");

  it("round-trips an encrypted call", async () => {
    await open(page, server.url, "/pages/test/test?source=e2e");
    await page.getByText("source=e2e").waitFor();
    await page.getByTestId("demo-encrypted").click();
    await results().first().waitFor();
    const text = await results().first().textContent();
    expect(text).toContain("OK");
    expect(text).toContain('"hello": "Roster"');
  });

  it("alerts the server's message of a refused call", async () => {
    await page.getByTestId("demo-failing").click();
    // An unknown name answers as a wrong password (issue 27).
    expect(await readAlert(page)).toBe("Wrong account or password");
    await closeAlert(page);
    expect(await results().first().textContent()).toContain("FAIL");
  });

  it("runs parallel calls", async () => {
    await page.getByTestId("demo-parallel").click();
    await expect.poll(() => results().count()).toBe(3);
    const text = await results().first().textContent();
    expect(text).toContain("OK");
    for (const n of [1, 2, 3]) expect(text).toContain(`"parallel": ${n}`);
    await screenshot(page, "14-request-demo-phone");
  });

  it("fails a signed-in call locally when signed out and opens the sign-in page", async () => {
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/router/user/kh/")) sent += 1;
    });
    await page.getByTestId("demo-normal").click();
    await waitForRoute(
      page,
      `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/test/test?source=e2e")}`,
    );
    expect(sent).toBe(0);
    expect(await page.locator(".adm-dialog-body").count()).toBe(0);
  });

  it("is installable: manifest, icons and an app-shell service worker", async () => {
    const manifest = await (await page.request.get(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: "Roster", theme_color: "#ff4444", display: "standalone" });
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await page.request.get(`${server.url}${icon.src}`)).status()).toBe(200);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
  });
});
