import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser } from "../support/browser";
import { open, signIn, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
const SMALL_PHONE = { width: 375, height: 812 };
/** Where this suite's screenshots go, to be looked at by eye. */
const SHOTS = process.env.DBTEST_SHOTS_DIR ?? "/tmp/shots-dbtest";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's WCAG 2.1 A/AA and best-practice violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  await toastsGone(page);
  await page.waitForTimeout(300);
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
    return (await axe.run(document, { runOnly: { type: "tag", values: tags } })).violations;
  });
  return (found as Array<{ id: string; nodes: Array<{ target: string[] }> }>).flatMap((v) =>
    v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`),
  );
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

// The data-access demo as a stranger (public reads, the sign-in hint, the paged list through 45 rows and
// the money search) and as the owner of the rows (a write shown on the page).
describe.skipIf(!run)("template db-test: data-access demo pages", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const problems: string[] = [];
  const username = `e2e_db_${Date.now().toString(36)}`;
  const password = "dbtest_pass1";

  const call = async (route: string, data: object, token: string) => {
    const response = await fetch(`${server.url}/router/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "uni-id-token": token },
      body: JSON.stringify(data),
    });
    return (await response.json()) as { code: number; [key: string]: unknown };
  };

  beforeAll(async () => {
    server = await startServer();
    const registered = await call("user/pub/register", { username, password }, "");
    expect(registered.code).toBe(0);
    const token = (registered.vk_uni_token as { token: string }).token;
    // 45 rows through the kh routes: 4 x adds (40) and 5 x add with a money of their own.
    for (let i = 0; i < 4; i++) expect((await call("template/db_api/kh/adds", {}, token)).code).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await call("template/db_api/kh/add", { money: 777, name: `Search me ${i}` }, token)).code).toBe(
        0,
      );
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page: ${error.message}`));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows everyone's rows to a stranger, answers a read on the page, and asks to sign in for writes", async () => {
    await page.setViewportSize(SMALL_PHONE);
    await open(page, server.url, "/pages_template/db-test/db-test");
    await expect.poll(() => page.getByTestId("db-total").textContent()).toBe("45 rows in all");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Data access demo");
    expect(await page.getByTestId("db-row").count()).toBe(45);
    expect(await page.getByTestId("db-row").first().textContent()).toMatch(/Money \d+.*km/);
    await page.getByTestId("db-sign-in-hint").waitFor();
    expect(await page.getByRole("button", { name: "add", exact: true }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "sum", exact: true }).click();
    await expect.poll(() => page.getByTestId("db-result").textContent()).toContain('"sum"');
    await page.getByRole("button", { name: "count", exact: true }).click();
    await expect.poll(() => page.getByTestId("db-result").textContent()).toContain('"num": 45');
    await shot(page, "db-test-375");
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await shot(page, "db-test-1280");
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("pages the list 20 at a time through 45 rows, then searches by money", async () => {
    await page.setViewportSize(SMALL_PHONE);
    await open(page, server.url, "/pages_template/db-test/list/list");
    await expect.poll(() => page.getByTestId("db-list-total").textContent()).toBe("45 rows found");
    const rows = page.getByTestId("db-row");
    expect(await rows.count()).toBe(20);
    await shot(page, "db-list-375");
    expect(await violations(page)).toEqual([]);
    for (const expected of [40, 45]) {
      await rows.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(expected);
    }
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(800);
    expect(await rows.count()).toBe(45);

    await page.getByLabel("Money").fill("abc");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("alert").getByText("whole number").waitFor();
    await page.getByLabel("Money").fill("777");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.getByTestId("db-list-total").textContent()).toBe("5 rows found");
    expect(await rows.count()).toBe(5);
    expect(await rows.first().textContent()).toContain("Search me 4");
    await page.setViewportSize(DESKTOP);
    await shot(page, "db-list-1280");
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => page.getByTestId("db-list-total").textContent()).toBe("45 rows found");
    expect(problems).toEqual([]);
  });

  it("lets the signed-in owner change a row of theirs and shows the answer on the page", async () => {
    await page.setViewportSize(SMALL_PHONE);
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
    await open(page, server.url, "/pages_template/db-test/db-test");
    await expect.poll(() => page.getByTestId("db-total").textContent()).toBe("45 rows in all");
    expect(await page.getByTestId("db-sign-in-hint").count()).toBe(0);
    await page.getByRole("button", { name: "updateAndReturn", exact: true }).click();
    await expect.poll(() => page.getByTestId("db-result").textContent()).toContain('"mine": true');
    await page.getByRole("button", { name: "add", exact: true }).click();
    await expect.poll(() => page.getByTestId("db-total").textContent()).toBe("46 rows in all");
    await shot(page, "db-test-signed-in-375");
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
