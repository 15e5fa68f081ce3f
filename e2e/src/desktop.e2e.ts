import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser, PHONE } from "../support/browser";
import { open, signIn, waitForRoute } from "../support/pages";
import { ADMIN, type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
/** Where the layout's screenshots go (768, 1024 and 1280 px). */
const SHOTS = "/tmp/shots-desktop";
const USERS = ["desk_zed", "desk_amy", "desk_mia"];

/** The main navigation (the tab bar below 1024 px, the side navigation from 1024 px). */
const mainNav = (page: Page) => page.locator("[data-main-nav]");
const box = async (page: Page, selector: string) => {
  await page.locator(selector).first().waitFor();
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};
/** The text and aria-current of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      text: el?.textContent ?? "",
      current: el?.getAttribute("aria-current") ?? null,
      outline: el ? getComputedStyle(el).outlineStyle : "none",
    };
  });
/** The usernames of the users table, top to bottom. */
const usernames = (page: Page) =>
  page.locator('[data-testid="users-table"] tbody tr td:first-child').allTextContents();

describe.skipIf(!run)("the desktop layout (from 1024 px)", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    for (const username of USERS) {
      const registered = await fetch(`${server.url}/router/user/pub/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: "desk_pass_1" }),
      });
      expect(((await registered.json()) as { code: number }).code).toBe(0);
    }
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the side navigation instead of the tab bar at 1280 px, the page in a centred column", async () => {
    await page.setViewportSize(DESKTOP);
    await open(page, server.url, "/pages/login/index");
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForRoute(page, "/pages/index/index");
    await open(page, server.url, "/pages/index/index");
    const nav = mainNav(page);
    await nav.waitFor();
    const side = await box(page, "[data-main-nav]");
    // On the left, the window's whole height: a side navigation, not a bar at the bottom.
    expect(side.x).toBe(0);
    expect(side.y).toBe(0);
    expect(side.height).toBe(DESKTOP.height);
    expect(side.width).toBeLessThan(300);
    const links = nav.getByRole("link");
    expect(await links.allTextContents()).toEqual(["Home", "Me", "Admin"]);
    expect(await nav.getByRole("link", { name: "Home", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    // The content: a readable column right of the navigation, centred in the space left.
    const main = await box(page, "main");
    expect(main.width).toBeLessThanOrEqual(760);
    expect(main.x).toBeGreaterThanOrEqual(side.width);
    const free = DESKTOP.width - side.width;
    expect(Math.abs(main.x - side.width - (free - main.width) / 2)).toBeLessThanOrEqual(2);
  });

  it("is operated with the keyboard: Tab moves between the links (focus visible), Enter opens one", async () => {
    await open(page, server.url, "/pages/index/index");
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ text: "Me", current: null });
    expect((await focused(page)).outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/profile/index");
    const me = mainNav(page).getByRole("link", { name: "Me", exact: true });
    await expect.poll(() => me.getAttribute("aria-current")).toBe("page");
    await me.focus();
    await page.keyboard.press("Tab");
    expect((await focused(page)).text).toBe("Admin");
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/admin/index");
    // Every console page has the side navigation, Admin marked current.
    await open(page, server.url, "/pages/admin/users");
    const admin = mainNav(page).getByRole("link", { name: "Admin", exact: true });
    expect(await admin.isVisible()).toBe(true);
    expect(await admin.getAttribute("aria-current")).toBe("page");
  });

  it("sorts the users table by a header on the server, both ways, with the mouse and the keyboard", async () => {
    await open(page, server.url, "/pages/admin/users");
    const table = page.getByTestId("users-table");
    await table.waitFor();
    const all = [ADMIN.username, ...USERS];
    await expect.poll(() => usernames(page).then((names) => names.length)).toBe(all.length);
    const header = table.getByRole("columnheader", { name: "Username" });
    expect(await header.getAttribute("aria-sort")).toBeNull();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/admin/system/user/sys/getList")) sent.push(request.postData() ?? "");
    });
    await header.getByRole("button", { name: "Username" }).click();
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
    const ascending = [...all].sort();
    await expect.poll(() => usernames(page)).toEqual(ascending);
    await header.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
    await expect.poll(() => usernames(page)).toEqual([...ascending].reverse());
    expect(sent.map((body) => JSON.parse(body).sortRule)).toEqual([
      [{ name: "username", type: "asc" }],
      [{ name: "username", type: "desc" }],
    ]);
    // Headers and cells never break a word in the middle: every header is one line.
    const heights = await table.locator("thead th").evaluateAll((ths) => ths.map((th) => th.clientHeight));
    expect(new Set(heights).size).toBe(1);
  });

  it("takes screenshots at 768, 1024 and 1280 px", async () => {
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, route] of [
        ["home", "/pages/index/index"],
        ["profile", "/pages/profile/index"],
        ["admin-users", "/pages/admin/users"],
      ] as const) {
        await open(page, server.url, route);
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      }
    }
  });

  it("brings the tab bar back at 390 px (Home and Me only) and no navigation on the console", async () => {
    await page.setViewportSize(PHONE);
    await open(page, server.url, "/pages/index/index");
    const bar = await box(page, "[data-main-nav]");
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(PHONE.width);
    expect(bar.y + bar.height).toBe(PHONE.height);
    const links = mainNav(page).getByRole("link");
    const visible = [];
    for (const link of await links.all()) if (await link.isVisible()) visible.push(await link.textContent());
    expect(visible).toEqual(["Home", "Me"]);
    await open(page, server.url, "/pages/admin/users");
    await page.getByTestId("users-cards").waitFor();
    expect(await mainNav(page).isVisible()).toBe(false);
  });
});
