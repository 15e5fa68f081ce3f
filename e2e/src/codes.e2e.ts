import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser, PHONE, screenshot } from "../support/browser";
import { openOutbox } from "../support/outbox";
import {
  closeAlert,
  open,
  readAlert,
  readFieldRefusal,
  routeOf,
  signIn,
  waitForRoute,
} from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
/** The server's resend wait in this file: shorter than the default 60 s, so that waiting one out is quick. */
const RESEND_SECONDS = 20;
const RESEND_LABEL = /^Resend in \d+ s$/;
/** The narrowest phone the inline refusals are looked at on. */
const NARROW = { width: 375, height: 812 };

// One newcomer: signs in by SMS code, is asked before an account is made and registers it with a
// username and the terms, links an e-mail, forgets the password and resets it by e-mail code. Codes are read from the server's console outbox, as an admin.
describe.skipIf(!run)("sign-in and account recovery by code, end to end", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  let outbox: Awaited<ReturnType<typeof openOutbox>>;
  const stamp = Date.now().toString().slice(-8);
  const mobile = `139${stamp}`;
  const email = `e2e.${stamp}@example.com`;
  const maskedEmail = "e2***@example.com";
  const firstPassword = "sms pass phrase 1";
  const username = `e2e_sms_${stamp}`;
  const newPassword = "mail_pass2";

  beforeAll(async () => {
    server = await startServer({ CODE_RESEND_SECONDS: String(RESEND_SECONDS) });
    outbox = await openOutbox(server.url);
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const panel = () => page.getByRole("tabpanel");
  const sheet = () => page.locator(".adm-popup-body", { has: page.getByRole("heading") });
  const emailRow = () => page.locator(".adm-list-item", { hasText: "E-mail" });
  const toastsGone = () =>
    expect.poll(() => page.locator(".adm-toast-mask").count(), { timeout: 5000 }).toBe(0);

  /**
   * Asks for a code in `scope` and reads it from the outbox. When the server refuses as too soon (a code
   * went to this recipient less than RESEND_SECONDS ago: said under the recipient's field), the button
   * counts down the server's retryAfter; then it asks again.
   */
  async function requestCode(scope: Locator, channel: "sms" | "email", recipient: string): Promise<string> {
    await scope.getByRole("button", { name: /^(Get code|Get a new code)$/ }).click();
    const sent = page.getByText(/^Code sent to /);
    const tooSoon = scope.getByRole("alert").filter({ hasText: "Too soon" });
    await sent.or(tooSoon).first().waitFor();
    if (await tooSoon.isVisible()) {
      await scope.getByRole("button", { name: RESEND_LABEL }).waitFor();
      const again = scope.getByRole("button", { name: "Get a new code" });
      await again.waitFor({ timeout: (RESEND_SECONDS + 5) * 1000 });
      await again.click();
      await sent.waitFor();
    }
    await scope.getByRole("button", { name: RESEND_LABEL }).waitFor();
    return outbox.nextCode(channel, recipient);
  }

  /**
   * Another tab asks for a code to `to` at once: the server's 50303 is said under the number, no dialog,
   * and starts the countdown at retryAfter.
   */
  async function expectTooSoonElsewhere(to: string): Promise<void> {
    const other = await browser.context.newPage();
    try {
      await open(other, server.url, "/pages/login/index");
      await other.getByRole("tab", { name: "SMS code" }).click();
      const otherPanel = other.getByRole("tabpanel");
      await otherPanel.getByLabel("Mobile number").fill(to);
      await otherPanel.getByRole("button", { name: "Get code" }).click();
      const message = await readFieldRefusal(other, otherPanel.getByLabel("Mobile number"));
      const seconds = Number(/^Too soon: try again in (\d+) s$/.exec(message)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(RESEND_SECONDS);
      expect(await other.locator(".adm-dialog").count()).toBe(0);
      const label = await otherPanel.getByRole("button", { name: RESEND_LABEL }).textContent();
      const shown = Number(/\d+/.exec(label ?? "")?.[0]);
      expect(shown).toBeLessThanOrEqual(seconds);
      expect(shown).toBeGreaterThanOrEqual(seconds - 3);
    } finally {
      await other.close();
    }
  }

  it("shows the sign-in tabs on a phone and a desktop", async () => {
    await open(page, server.url, "/pages/login/index");
    await page.getByRole("tab", { name: "Password" }).waitFor();
    await screenshot(page, "codes-01-login-password-phone");
    await page.getByRole("tab", { name: "SMS code" }).click();
    await panel().getByLabel("Mobile number").waitFor();
    await screenshot(page, "codes-02-login-sms-phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "codes-03-login-sms-desktop");
    await page.getByRole("tab", { name: "E-mail code" }).click();
    await panel().getByLabel("E-mail").waitFor();
    await screenshot(page, "codes-04-login-email-desktop");
    await page.setViewportSize(PHONE);
  });

  it("asks before creating an account for a new mobile, then registers it with a username and the terms", async () => {
    await page.getByRole("tab", { name: "SMS code" }).click();
    await panel().getByLabel("Mobile number").fill(mobile);
    const code = await requestCode(panel(), "sms", mobile);
    await expectTooSoonElsewhere(mobile);
    await panel().getByLabel("Verification code").fill(code);
    await toastsGone();
    await screenshot(page, "codes-05-login-sms-filled-phone");
    await panel().getByRole("button", { name: "Continue" }).click();
    // No account is made by the code alone: the page asks first.
    await panel().getByRole("heading", { name: "No account uses this number: create one?" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
    expect(routeOf(page)).toBe("/pages/login/index");
    await panel().getByLabel("Username").fill(username);
    // The policy's verdict shows while typing: a common password, then one that contains the username.
    await panel().getByLabel("Password (optional)").fill("password123");
    await panel().getByLabel("Username").focus();
    await panel()
      .getByText("This password is too common or has appeared in a breach: choose another")
      .waitFor();
    await panel().getByText("Password strength: weak").waitFor();
    await panel().getByLabel("Password (optional)").fill(`${username}!x`);
    await panel().getByText("The password must not contain your username").waitFor();
    await panel().getByLabel("Password (optional)").fill(firstPassword);
    await panel()
      .getByText(/^Password strength: (fair|strong)$/)
      .waitFor();
    // The terms open in a tab of their own, with the version the server asks people to accept.
    const [terms] = await Promise.all([
      page.context().waitForEvent("page"),
      panel().getByRole("link", { name: "Terms of service" }).click(),
    ]);
    await terms.getByRole("heading", { name: "Terms of service" }).waitFor();
    await terms.getByText("Version 1", { exact: true }).waitFor();
    await terms.close();
    await panel()
      .getByRole("checkbox", { name: /I have read and accept the/ })
      .check();
    await screenshot(page, "codes-05b-sign-up-after-code-phone");
    await panel().getByRole("button", { name: "Create account" }).click();
    await waitForRoute(page, "/pages/index/index");
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeTruthy();
  });

  it("links an e-mail in the profile with a code sent to it; a wrong code is said under the code", async () => {
    await open(page, server.url, "/pages/profile/index");
    await page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`).waitFor();
    await emailRow().click();
    await sheet().getByRole("heading", { name: "Link an e-mail address" }).waitFor();
    await sheet().getByLabel("E-mail address", { exact: true }).fill(email);
    const code = await requestCode(sheet(), "email", email);
    const codeField = sheet().getByLabel("Verification code");
    // One wrong try first: the server's refusal shows under the code field, in the sheet, no dialog.
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await toastsGone();
    await sheet().getByRole("button", { name: "Link e-mail address" }).click();
    expect(await readFieldRefusal(page, codeField)).toMatch(/verification code is wrong or has expired$/);
    expect(await page.locator(".adm-dialog").count()).toBe(0);
    const said = sheet()
      .getByRole("alert")
      .filter({ hasText: /verification code is wrong/ });
    await page.setViewportSize(NARROW);
    await screenshot(page, "inline-01-profile-wrong-code-375", { viewport: true });
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "inline-02-profile-wrong-code-1280", { viewport: true });
    await page.setViewportSize(PHONE);
    await codeField.fill(code);
    expect(await said.count()).toBe(0);
    expect(await codeField.getAttribute("aria-invalid")).toBeNull();
    await page.waitForTimeout(1100); // the submit button's debounce
    await screenshot(page, "codes-06-profile-bind-email-phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "codes-07-profile-bind-email-desktop");
    await page.setViewportSize(PHONE);
    await sheet().getByRole("button", { name: "Link e-mail address" }).click();
    await emailRow().getByText(maskedEmail).waitFor();
    await page.reload();
    await emailRow().getByText(maskedEmail).waitFor();
  });

  it("signs out, then resets the password by e-mail on the forgot-password page", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.locator(".adm-dialog-body").getByRole("button", { name: "Sign out" }).click();
    await waitForRoute(page, "/pages/login/index");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await waitForRoute(page, "/pages/login/forgot-password");
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await screenshot(page, "codes-08-forgot-password-phone");
    await page.getByRole("tab", { name: "E-mail" }).click();
    await panel().getByLabel("E-mail").fill(email);
    await panel()
      .getByLabel("Verification code")
      .fill(await requestCode(panel(), "email", email));
    await panel().getByLabel("New password", { exact: true }).fill(newPassword);
    await panel().getByLabel("Confirm new password").fill(newPassword);
    await toastsGone();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "codes-09-forgot-password-desktop");
    await page.setViewportSize(PHONE);
    await panel().getByRole("button", { name: "Reset password" }).click();
    await waitForRoute(page, "/pages/login/index");
  });

  it("refuses the old password and signs in with the new one", async () => {
    await signIn(page, email, firstPassword);
    await page.getByText(/^Wrong account or password: \d tries left before sign-in is locked$/).waitFor();
    // The sign-in button is debounced for 1000 ms (seed: leading debounce); a second press inside it is
    // dropped by design, and a fast server answers the wrong password well within it.
    await page.waitForTimeout(1100);
    await signIn(page, email, newPassword);
    await expect.poll(() => routeOf(page), { timeout: 10_000 }).not.toMatch(/^\/pages\/login\//);
    await open(page, server.url, "/pages/profile/index");
    await emailRow().getByText(maskedEmail).waitFor();
    expect(await page.getByTestId("profile-name").textContent()).toBe(username);
  });

  it("signs up by e-mail code without a password, then sets one in the profile and signs in with it", async () => {
    const other = `e2e.set.${stamp}@example.com`;
    const password = "first pass three";
    await page.evaluate(() => localStorage.clear());
    await open(page, server.url, "/pages/login/index");
    await page.getByRole("tab", { name: "E-mail code" }).click();
    await panel().getByLabel("E-mail").fill(other);
    await panel()
      .getByLabel("Verification code")
      .fill(await requestCode(panel(), "email", other));
    await panel().getByRole("button", { name: "Continue" }).click();
    await panel().getByRole("heading", { name: "No account uses this address: create one?" }).waitFor();
    await panel().getByLabel("Username").fill(`e2e_mail_${stamp}`);
    await panel()
      .getByRole("checkbox", { name: /I have read and accept the/ })
      .check();
    await panel().getByRole("button", { name: "Create account" }).click();
    await waitForRoute(page, "/pages/index/index");

    await open(page, server.url, "/pages/profile/index");
    await page.getByText("Set password", { exact: true }).click();
    await sheet().getByRole("heading", { name: "Set a password" }).waitFor();
    expect(await sheet().getByLabel("Current password").count()).toBe(0);
    await sheet().getByLabel("New password", { exact: true }).fill(password);
    await sheet().getByLabel("Confirm new password").fill(password);
    await toastsGone();
    await screenshot(page, "codes-10-profile-set-password-phone");
    await sheet().getByRole("button", { name: "Set password" }).click();
    expect(await readAlert(page)).toMatch(/^Password changed/);
    await closeAlert(page);
    await waitForRoute(page, /^\/pages\/login\/index\?uniIdRedirectUrl=/);
    await signIn(page, other, password);
    await waitForRoute(page, "/pages/profile/index");
    await page.getByText("Change password", { exact: true }).waitFor();
  });
});
