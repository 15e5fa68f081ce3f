import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser, PHONE, screenshot } from "../support/browser";
import { closeAlert, open, readAlert, routeOf, signIn, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

// One newcomer's journey, in order: each step starts where the previous one ended.
describe.skipIf(!run)("a newcomer's account, end to end", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const username = `e2e_${Date.now().toString(36)}`;
  const password = "first_pass1";
  const newPassword = "second_pass2";

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the home page and the login page, on a phone and on a desktop", async () => {
    await open(page, server.url, "/");
    await page.getByText("Welcome to Roster").waitFor();
    expect(await page.title()).toBe("Home · Roster");
    await screenshot(page, "01-home-signed-out-phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "02-home-signed-out-desktop");
    await open(page, server.url, "/pages/login/index");
    await page.getByText("Welcome back").waitFor();
    await screenshot(page, "03-login-desktop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "04-login-phone");
  });

  it("registers a new account and lands home, signed in", async () => {
    await page.getByRole("link", { name: "Create an account" }).click();
    await waitForRoute(page, "/pages/login/register");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByText(/^Password strength: (fair|strong)$/).waitFor();
    // Without consent to the terms, nothing is sent: the checkbox says so.
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Accept the terms of service and the privacy policy to continue").waitFor();
    await page.getByRole("checkbox", { name: /I have read and accept the/ }).check();
    await screenshot(page, "05-register-phone");
    await page.waitForTimeout(1100); // the submit button's debounce
    await page.getByRole("button", { name: "Create account" }).click();
    await waitForRoute(page, "/pages/index/index");
    await page.getByRole("heading", { name: username }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeTruthy();
    await toastsGone(page);
    await screenshot(page, "06-home-signed-in-phone");
  });

  it("signs out from the profile", async () => {
    await page.getByText("Me", { exact: true }).click();
    await waitForRoute(page, "/pages/profile/index");
    await page.getByTestId("profile-name").waitFor();
    await screenshot(page, "07-profile-phone");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.locator(".adm-dialog-body").getByRole("button", { name: "Sign out" }).click();
    await waitForRoute(page, "/pages/login/index");
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
  });

  it("opens the profile while signed out and lands on it after signing in", async () => {
    await open(page, server.url, "/pages/profile/index");
    await waitForRoute(
      page,
      `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index")}`,
    );
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/profile/index");
    await page.getByText(`@${username}`).waitFor();
  });

  it("changes the nickname, kept by the server", async () => {
    await page.locator(".adm-list-item", { hasText: "Nickname" }).click();
    const input = page.getByRole("textbox", { name: "Nickname" });
    await input.fill("Ada Lovelace");
    await screenshot(page, "08-nickname-dialog-phone");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe("Ada Lovelace");
    await page.reload();
    await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe("Ada Lovelace");
  });

  it("changes the password and is sent to sign in again", async () => {
    await page.locator(".adm-list-item", { hasText: "Change password" }).click();
    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await screenshot(page, "09-change-password-phone");
    await page.getByRole("button", { name: "Change password" }).last().click();
    expect(await readAlert(page)).toContain("Password changed");
    await closeAlert(page);
    await waitForRoute(page, /^\/pages\/login\/index\?uniIdRedirectUrl=/);
  });

  it("says in the form that the account or (old) password is wrong and how many tries remain", async () => {
    await signIn(page, username, password);
    await page
      .getByTestId("form-message")
      .filter({ hasText: "Wrong account or password: 5 tries left before sign-in is locked" })
      .waitFor();
    expect(await page.locator(".adm-modal, .adm-dialog").count()).toBe(0);
    await screenshot(page, "10-login-wrong-password-phone");
    expect(routeOf(page)).toMatch(/^\/pages\/login\/index/);
    // The sign-in button is debounced for 1000 ms (the seed's leading debounce): the next press waits it out.
    await page.waitForTimeout(1100);
  });

  it("signs in with the new password and returns to the profile", async () => {
    await signIn(page, username, newPassword);
    await waitForRoute(page, "/pages/profile/index");
    await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe("Ada Lovelace");
  });

  it("switches the language, translated and kept across a reload", async () => {
    await page.locator(".adm-list-item", { hasText: "Language" }).click();
    await page.getByText("简体中文").click();
    await page.getByText("退出登录").waitFor();
    await page.reload();
    await page.getByText("个人资料").first().waitFor();
    expect(await page.getByRole("button", { name: "退出登录" }).isVisible()).toBe(true);
    await screenshot(page, "11-profile-zh-Hans-phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "12-profile-zh-Hans-desktop");
    await page.setViewportSize(PHONE);
    await page.locator(".adm-list-item", { hasText: "语言" }).click();
    await page.getByText("English").click();
    await page.getByText("Sign out").waitFor();
  });

  it("shows the 404 page for an unknown route", async () => {
    await open(page, server.url, "/pages/no/such-page?x=1");
    await waitForRoute(page, "/pages/error/404/404");
    await page.getByText("The page you are looking for does not exist or has moved.").waitFor();
    await screenshot(page, "13-not-found-phone");
  });
});
