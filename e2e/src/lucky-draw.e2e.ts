import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser } from "../support/browser";
import { open, signIn, toastsGone, waitForRoute } from "../support/pages";
import { ADMIN, type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
const PAGE = "/pages_template/plugs/lucky-draw/lucky-draw";
/** Screenshots of this suite, looked at by hand. */
const SHOTS = process.env.LUCKY_SHOTS_DIR ?? "/tmp/shots-lucky";
const MOBILE = { width: 375, height: 812 };
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's WCAG 2.1 A/AA and best-practice violations on the page as it is, by rule id. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: unknown) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
    return (await axe.run(document, { runOnly: { type: "tag", values: tags } })).violations.map((v) => v.id);
  });
}

/** Calls a route over HTTP as the holder of `token` (or nobody). */
async function callRoute(baseUrl: string, route: string, data: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/router/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "uni-id-token": token } : {}) },
    body: JSON.stringify(data),
  });
  return (await response.json()) as Record<string, unknown> & { code: number };
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await toastsGone(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

// An admin sets up an activity; a stranger sees it, a user signs in, draws, and sees the prize in "My prizes";
// the admin sees the win in the console. No console error on the way.
describe.skipIf(!run)("lucky draw", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const errors: string[] = [];
  const username = `e2e_lucky_${Date.now().toString(36)}`;
  const password = "lucky_pass_2024";

  beforeAll(async () => {
    server = await startServer();
    const admin = await callRoute(server.url, "user/pub/login", ADMIN);
    const token = (admin.vk_uni_token as { token: string }).token;
    const now = Date.now();
    const added = await callRoute(
      server.url,
      "admin/system/lucky-draw/sys/add",
      {
        name: "Spring draw",
        description: "Three tries a day while it runs.",
        start_time: now - 3_600_000,
        end_time: now + 7 * 86_400_000,
        daily_draws: 3,
        prizes: [
          { name: "Roster mug", stock: 5, odds: 100 },
          { name: "Sticker", stock: 0, odds: 0 },
        ],
      },
      token,
    );
    expect(added.code).toBe(0);
    expect((await callRoute(server.url, "user/pub/register", { username, password })).code).toBe(0);
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the activity and its prizes to a stranger, with a sign-in button instead of drawing", async () => {
    await page.setViewportSize(MOBILE);
    await open(page, server.url, PAGE);
    await page.getByRole("heading", { level: 1, name: "Lucky draw" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Spring draw" }).waitFor();
    expect(await page.getByLabel("Activity").inputValue()).toBeTruthy();
    await page.getByTestId("lucky-prizes").getByText("Roster mug").waitFor();
    expect(await page.getByRole("button", { name: "Sign in to draw" }).count()).toBe(1);
    await shot(page, "lucky-01-stranger-375");
  });

  it("lets a signed-in user draw: the result is announced, the draws left count down, the prize is listed", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
    await open(page, server.url, PAGE);
    await page.getByTestId("lucky-remaining").getByText("Draws left today: 3").waitFor();
    await page.getByText("You have not won anything yet.").waitFor();
    await page.getByTestId("lucky-draw-button").click();
    const status = page.getByTestId("lucky-result");
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("You won: Roster mug!");
    await page.getByTestId("lucky-remaining").getByText("Draws left today: 2").waitFor();
    await page.getByTestId("lucky-my-prizes").getByText("Roster mug").waitFor();
    await page.getByTestId("lucky-prizes").getByText("4 left").waitFor();
    await shot(page, "lucky-02-won-375");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await shot(page, "lucky-03-won-1280");
  });

  it("announces the daily cap instead of a draw once the draws are used", async () => {
    await page.getByTestId("lucky-draw-button").click();
    await page.getByTestId("lucky-remaining").getByText("Draws left today: 1").waitFor();
    await page.getByTestId("lucky-draw-button").click();
    await page.getByTestId("lucky-remaining").getByText("Draws left today: 0").waitFor();
    expect(await page.getByTestId("lucky-draw-button").isDisabled()).toBe(true);
    // "My prizes" reloads after the draw's answer: wait for it rather than read it at once.
    await expect
      .poll(() => page.getByTestId("lucky-my-prizes").locator("li").count(), { timeout: 10_000 })
      .toBe(3);
  });

  it("shows the activity and the win in the admin console", async () => {
    await page.evaluate(() => localStorage.clear());
    await open(page, server.url, "/pages/login/index");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForRoute(page, "/pages/index/index");
    await open(page, server.url, "/pages/admin/index");
    await page
      .getByRole("link", { name: /Lucky draws/ })
      .first()
      .click();
    await waitForRoute(page, "/pages/admin/lucky-draw");
    await page.getByText("Roster mug: 2 left, 100%, won 3").first().waitFor();
    await page.getByRole("button", { name: "+ Add" }).click();
    const form = page.getByRole("dialog", { name: "Add: Lucky draw" });
    await form.getByLabel("Name").fill("Winter draw");
    await form.getByLabel(/^Starts/).fill("2026-01-01 08:00");
    await form.getByLabel(/^Ends/).fill("2036-01-01 08:00");
    await form.getByLabel("Draws per user a day").fill("2");
    await form.getByLabel("Prizes").fill("Scarf | 7 | 12.5\nHat | 1 | 0.5");
    await form.getByRole("button", { name: "Save" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByText("Scarf: 7 left, 12.5%, won 0").first().waitFor();
    // Shown in the viewer's language, in the server's day zone (UTC+8) with its label.
    await page
      .getByText(/2026.*8:00.* – .*2036.*8:00.*\(UTC\+8\)/)
      .first()
      .waitFor();
    await shot(page, "lucky-04-admin-1280");
    await open(page, server.url, "/pages/admin/lucky-draw-winners");
    await expect.poll(() => page.getByText(username).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.setViewportSize(MOBILE);
    await shot(page, "lucky-05-winners-375");
  });

  it("logged no console error", () => {
    expect(errors).toEqual([]);
  });
});
