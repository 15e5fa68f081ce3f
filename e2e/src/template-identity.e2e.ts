import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { violations } from "../support/axe";
import { browserAvailable, openBrowser } from "../support/browser";
import { openOutbox } from "../support/outbox";
import { closeAlert, open, routeOf, signIn, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
/** Where this file's screenshots go, to be looked at. */
const SHOTS = process.env.TEMPLATE_SHOTS_DIR ?? "/tmp/shots-uniid";
const PHONE_375 = { width: 375, height: 812 };
const DESKTOP_1280 = { width: 1280, height: 800 };

/** Every page this suite opens, with its one h1. */
const PAGES: Array<{ route: string; h1: string }> = [
  { route: "/pages_template/uni-id/index/index", h1: "Identity pages" },
  { route: "/pages_template/uni-id/password/password", h1: "Username and password" },
  { route: "/pages_template/uni-id/mobile/mobile", h1: "Mobile and SMS code" },
  { route: "/pages_template/uni-id/email/email", h1: "E-mail and code" },
  { route: "/pages_template/uni-id/util/util", h1: "Account utilities" },
  { route: "/pages_template/uni-id/login/index/index", h1: "Welcome back" },
  { route: "/pages_template/uni-id/login/register/register", h1: "Register with a mobile" },
  { route: "/pages_template/uni-id/login/forget/forget", h1: "Reset your password" },
  { route: "/pages_template/uni-id/test/test", h1: "Custom navigation bar" },
  { route: "/pages_template/vk-vuex/vk-vuex", h1: "lifeData store" },
];

/** Registers an account through the router (no browser). */
async function registerUser(baseUrl: string, username: string, password: string): Promise<void> {
  const response = await fetch(`${baseUrl}/router/user/pub/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "vk-locale": "en" },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`register answered ${body.code}: ${body.msg}`);
}

// The template's identity pages and the lifeData page, signed out and signed in: each opens with its one
// h1, no console error and no axe violation, at a phone's and a desktop's width; the password change, the
// util page's calls, a mobile linked by code, the template's registration, the local form and the
// persistence of $app.color across a reload.
describe.skipIf(!run)("template identity pages and the lifeData store, end to end", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let outbox: Awaited<ReturnType<typeof openOutbox>>;
  const consoleErrors: string[] = [];
  const stamp = Date.now().toString().slice(-8);
  const username = `tpl_${stamp}`;
  const password = "first pass phrase 7";
  const newPassword = "second pass phrase 8";
  const mobile = `137${stamp}`;
  const newcomerMobile = `136${stamp}`;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    outbox = await openOutbox(server.url);
    await registerUser(server.url, username, password);
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${routeOf(page)}: ${message.text()}`);
    });
    page.on("pageerror", (error) => consoleErrors.push(`${routeOf(page)}: ${error.message}`));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const h1 = () => page.getByRole("heading", { level: 1 });
  const outcome = () => page.getByTestId("call-outcome");
  const shot = async (name: string) => {
    await toastsGone(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  /** Opens every page at both widths: its h1, a screenshot, axe; no console error on the way. */
  async function visitAll(state: "signed-out" | "signed-in"): Promise<void> {
    const found: string[] = [];
    for (const viewport of [PHONE_375, DESKTOP_1280]) {
      await page.setViewportSize(viewport);
      for (const { route, h1: title } of PAGES) {
        await open(page, server.url, route);
        await expect.poll(() => h1().allTextContents()).toEqual([title]);
        expect(routeOf(page)).toBe(route);
        const name = route.replace("/pages_template/", "").replaceAll("/", "_");
        await shot(`${state}-${name}-${viewport.width}`);
        for (const line of await violations(page)) found.push(`${route} @${viewport.width}: ${line}`);
      }
    }
    await page.setViewportSize(PHONE_375);
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }

  it("lists every template page on the demo page, grouped, as links", async () => {
    await open(page, server.url, "/pages/test/test");
    const index = page.getByRole("region", { name: "Template pages" });
    await index.waitFor();
    for (const group of ["Identity (uni-id)", "Database", "State store", "Open platforms", "Plug-ins"])
      await index.getByRole("heading", { name: group, level: 3 }).waitFor();
    const hrefs = await index
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toHaveLength(31);
    expect(hrefs).toContain("#/pages_template/uni-id/util/util");
    expect(hrefs).toContain("#/pages_template/plugs/lucky-draw/lucky-draw");
    expect(hrefs).toContain("#/pages_template/openapi/baidu/baidu");
    await shot("demo-index-375");
    await page.setViewportSize(DESKTOP_1280);
    await shot("demo-index-1280");
    await page.setViewportSize(PHONE_375);
    await index.getByRole("link", { name: /Account utilities/ }).click();
    await waitForRoute(page, "/pages_template/uni-id/util/util");
    await expect.poll(() => h1().textContent()).toBe("Account utilities");
    expect(consoleErrors).toEqual([]);
  });

  it("opens every page signed out", async () => {
    await visitAll("signed-out");
    // The util page offers a way to sign in and back rather than calls that need a user.
    await open(page, server.url, "/pages_template/uni-id/util/util");
    expect(await page.getByRole("button", { name: "Get my user info" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Sign in" }).getAttribute("href")).toContain(
      encodeURIComponent("/pages_template/uni-id/util/util"),
    );
  });

  it("checks the local form of the test page and shows what was entered in a popup", async () => {
    await open(page, server.url, "/pages_template/uni-id/test/test");
    await page.getByRole("button", { name: "Check the form" }).click();
    await page.getByText("Enter a name").waitFor();
    await page.getByText("The introduction needs at least 5 characters").waitFor();
    await page.getByLabel("Name").fill("Ada");
    await page.getByLabel("Introduction").fill("abcd");
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: "Check the form" }).click();
    await page.getByText("The introduction needs at least 5 characters").waitFor();
    await page.getByLabel("Introduction").fill("Hello there");
    // The submit button ignores a second press within 1 s (leading debounce).
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: "Check the form" }).click();
    const dialog = page.getByRole("dialog", { name: "The form is valid" });
    await dialog.getByText("Hello there").waitFor();
    await shot("test-popup-375");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "About this page" }).click();
    await page.getByRole("dialog", { name: "About this page" }).waitFor();
  });

  it("signs in on the password page and stays there", async () => {
    await open(page, server.url, "/pages_template/uni-id/password/password");
    await signIn(page, username, password);
    await page.getByText(`Signed in as ${username}`).waitFor();
    expect(routeOf(page)).toBe("/pages_template/uni-id/password/password");
  });

  it("calls getMyUserInfo, checkToken, updateUser and setUserInviteCode on the util page", async () => {
    await open(page, server.url, "/pages_template/uni-id/util/util");
    await page.getByRole("button", { name: "Get my user info" }).click();
    await expect.poll(() => outcome().textContent()).toBe("Get my user info: done (code 0)");
    const info = JSON.parse((await page.getByTestId("call-body").textContent()) ?? "{}");
    expect(info.userInfo.username).toBe(username);
    expect(JSON.stringify(info)).not.toMatch(/password"\s*:\s*"/);

    await page.getByRole("button", { name: "Check the token" }).click();
    await expect.poll(() => outcome().textContent()).toBe("Check the token: done (code 0)");
    const token = JSON.parse((await page.getByTestId("call-body").textContent()) ?? "{}");
    expect(token.uid).toBe(info.userInfo._id);
    expect(Array.isArray(token.role)).toBe(true);

    await page.getByRole("button", { name: "Save nickname" }).click();
    // An empty nickname is refused by the field, without a call.
    await page.getByRole("alert").waitFor();
    await expect.poll(() => outcome().textContent()).toBe("Check the token: done (code 0)");
    await page.getByRole("textbox", { name: "Nickname" }).fill("Template Ada");
    await page.getByRole("button", { name: "Save nickname" }).click();
    await expect.poll(() => outcome().textContent()).toBe("Save nickname: done (code 0)");
    await page.getByText("Signed in as Template Ada").waitFor();

    await page.getByRole("button", { name: "Get my invite code" }).click();
    await expect.poll(() => outcome().textContent()).toMatch(/^Get my invite code: done \(code 0\)/);
    expect(await page.getByTestId("call-body").textContent()).toMatch(/"myInviteCode": "\w+"/);

    // A refusal shows on the page too, with its code (no alert).
    await page.getByLabel("Someone's invite code").fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Accept an invite" }).click();
    await expect.poll(() => outcome().getAttribute("data-code")).not.toBe("0");
    await expect.poll(() => outcome().textContent()).toMatch(/^Accept an invite: refused \(code \d+\)/);
    expect(await page.locator(".adm-dialog-body").count()).toBe(0);
    await shot("signed-in-util-375");
    await page.setViewportSize(DESKTOP_1280);
    await shot("signed-in-util-1280");
    await page.setViewportSize(PHONE_375);
  });

  it("opens every page signed in", async () => {
    await visitAll("signed-in");
  });

  it("links a mobile with a code on the mobile page", async () => {
    await open(page, server.url, "/pages_template/uni-id/mobile/mobile");
    const bind = page.getByRole("region", { name: "Link" });
    await bind.getByLabel("Mobile number").fill(mobile);
    await bind.getByRole("button", { name: "Get code" }).click();
    const code = await outbox.nextCode("sms", mobile);
    await bind.getByLabel("Verification code").fill(code);
    await bind.getByRole("button", { name: "Link mobile", exact: false }).click();
    await expect
      .poll(() => page.getByTestId("linked-value").textContent())
      .toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await page.getByRole("region", { name: "Unlink" }).waitFor();
    expect(routeOf(page)).toBe("/pages_template/uni-id/mobile/mobile");
  });

  it("changes the password: every device signs out, and signing in again comes back to the page", async () => {
    await open(page, server.url, "/pages_template/uni-id/password/password");
    const oldToken = await page.evaluate(() => localStorage.getItem("uni_id_token"));
    await page.getByRole("button", { name: "Change password" }).click();
    const sheet = page.getByRole("dialog", { name: "Change password" });
    await sheet.getByLabel("Current password").fill(password);
    await sheet.getByLabel("New password", { exact: true }).fill(newPassword);
    await sheet.getByLabel("Confirm new password").fill(newPassword);
    await shot("password-sheet-375");
    await sheet.getByRole("button", { name: "Change password" }).click();
    await closeAlert(page);
    await waitForRoute(page, /^\/pages\/login\/index\?uniIdRedirectUrl=/);
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
    // The old token is revoked on the server.
    const check = await fetch(`${server.url}/router/user/pub/checkToken`, {
      method: "POST",
      headers: { "content-type": "application/json", "uni-id-token": oldToken ?? "" },
      body: "{}",
    });
    expect(((await check.json()) as { code: number }).code).not.toBe(0);
    await signIn(page, username, newPassword);
    await waitForRoute(page, "/pages_template/uni-id/password/password");
    await page.getByText("Signed in as Template Ada").waitFor();
  });

  it("keeps $app.color in lifeData across a reload, and never the token", async () => {
    await open(page, server.url, "/pages_template/vk-vuex/vk-vuex");
    await expect.poll(() => page.getByTestId("user-state").textContent()).toContain(username);
    await page.getByRole("radio", { name: "Blue" }).check();
    await expect.poll(() => page.getByTestId("app-color").textContent()).toContain("#1677ff");
    const stored = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem("lifeData"))) ?? "{}") as {
        $app: { color: { main: string } };
        $user: { userInfo: { username: string } };
      };
    expect((await stored()).$app.color.main).toBe("#1677ff");
    await page.getByRole("button", { name: "Reload the page" }).click();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByTestId("app-color").textContent()).toContain("#1677ff");
    expect(await page.getByRole("radio", { name: "Blue" }).isChecked()).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem("uni_id_token"));
    expect(token).toBeTruthy();
    const raw = (await page.evaluate(() => localStorage.getItem("lifeData"))) ?? "";
    expect(raw).not.toContain(token as string);
    expect((await stored()).$user.userInfo.username).toBe(username);
    await shot("vk-vuex-after-reload-375");
    // Signing out empties $user, and the colour stays.
    await page.getByRole("button", { name: "Sign out to empty it" }).click();
    await waitForRoute(page, "/pages/login/index");
    await open(page, server.url, "/pages_template/vk-vuex/vk-vuex");
    expect((await stored()).$user.userInfo).toEqual({});
    expect((await stored()).$app.color.main).toBe("#1677ff");
    await page.getByRole("button", { name: "Default colour" }).click();
    expect((await stored()).$app.color.main).toBe("#ff4444");
  });

  it("registers a new mobile on the template's register page", async () => {
    await open(page, server.url, "/pages_template/uni-id/login/register/register");
    await page.getByLabel("Mobile number").fill(newcomerMobile);
    await page.getByRole("button", { name: "Get code" }).click();
    const code = await outbox.nextCode("sms", newcomerMobile);
    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("Password", { exact: true }).fill("newcomer pass phrase 9");
    await page.getByLabel("Confirm password").fill("newcomer pass phrase 9");
    await page.getByRole("checkbox").check();
    await shot("register-filled-375");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeTruthy();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("lifeData"))) ?? "{}");
    expect(stored.$user.userInfo.mobile).toBe(newcomerMobile);
    expect(consoleErrors).toEqual([]);
  });
});
