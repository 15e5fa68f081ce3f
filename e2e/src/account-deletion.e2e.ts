import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { violations } from "../support/axe";
import { browserAvailable, DESKTOP, openBrowser, RESULTS_DIR, screenshot } from "../support/browser";
import { open, routeOf, signIn, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
/** The narrowest common phone. */
const SMALL_PHONE = { width: 375, height: 812 };

/** What the screen shows (the viewport only, as a person sees the sheet), under e2e/test-results. */
const viewShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), fullPage: false });

/** A router call from the test itself (another device), with a token when given. */
async function call(server: RunningServer, path: string, data: unknown, token?: string) {
  const res = await fetch(`${server.url}/router/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "uni-id-token": token } : {}) },
    body: JSON.stringify(data),
  });
  return (await res.json()) as Record<string, unknown> & { code: number };
}

// One person's account from registration to deletion, in order: register, upload a file, delete the account
// from the profile (keyboard, both widths), land on login, the old credentials are refused, the name is free.
describe.skipIf(!run)("deleting an account from the profile", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const username = `e2e_del_${Date.now().toString(36)}`;
  const password = "delete_pass1";
  let fileUrl = "";
  let otherDevice = "";

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Registers `username` on the register page and lands home, signed in. */
  async function registerInBrowser() {
    await open(page, server.url, "/pages/login/register");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("checkbox", { name: /I have read and accept the/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await waitForRoute(page, "/pages/index/index");
  }

  it("registers, uploads a file and is signed in on a second device", async () => {
    await page.setViewportSize(SMALL_PHONE);
    await registerInBrowser();
    const token = (await page.evaluate(() => localStorage.getItem("uni_id_token"))) ?? "";
    expect(token).not.toBe("");
    // The upload as the web client makes it: a signed target, the bytes, the report.
    const bytes = Buffer.from("a file that must go with the account");
    const target = await call(
      server,
      "file/kh/getUploadTarget",
      { name: "notes.txt", size: bytes.length },
      token,
    );
    expect(target.code).toBe(0);
    const form = new FormData();
    for (const [key, value] of Object.entries(target.formData as Record<string, string>))
      form.append(key, value);
    form.append("file", new Blob([new Uint8Array(bytes)]), "notes.txt");
    const uploaded = await fetch(new URL(target.uploadUrl as string, server.url), {
      method: "POST",
      body: form,
    });
    expect(uploaded.status).toBe(200);
    expect((await call(server, "file/kh/reportUpload", { fileID: target.fileID }, token)).code).toBe(0);
    const links = await call(server, "file/kh/getTempFileURL", { fileList: [target.fileID] }, token);
    fileUrl = new URL((links.fileList as { tempFileURL: string }[])[0]!.tempFileURL, server.url).toString();
    expect((await fetch(fileUrl)).status).toBe(200);
    const second = await call(server, "user/pub/login", { username, password });
    otherDevice = (second.vk_uni_token as { token: string }).token;
    expect((await call(server, "user/kh/getMyUserInfo", {}, otherDevice)).code).toBe(0);
  });

  it("opens the sheet from Security with the keyboard, explains it, and closes on Escape", async () => {
    await open(page, server.url, "/pages/profile/index");
    const entry = page.getByTestId("delete-account-entry");
    await entry.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Delete account" });
    await sheet.getByText("What is deleted").waitFor();
    await sheet.getByText("What is kept").waitFor();
    await screenshot(page, "deletion-01-sheet-375");
    await viewShot(page, "deletion-01-sheet-375-screen");
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "deletion-02-sheet-1280");
    await viewShot(page, "deletion-02-sheet-1280-screen");
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(SMALL_PHONE);
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
  });

  it("refuses a wrong password under the field, then deletes with the right one and lands on login", async () => {
    await page.getByTestId("delete-account-entry").focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Delete account" });
    const field = sheet.getByLabel("Current password");
    await field.fill("not_my_pass1");
    await field.press("Enter");
    await page.getByRole("button", { name: "Delete for good" }).click();
    await sheet
      .getByRole("alert")
      .getByText(/Wrong password: 5 tries left/)
      .waitFor();
    await screenshot(page, "deletion-03-wrong-password-375");
    expect(routeOf(page)).toBe("/pages/profile/index");

    await field.fill(password);
    await page.waitForTimeout(1100); // the submit button's debounce
    // The last confirmation, by keyboard: Enter in the field asks; focus lands on Cancel; Shift+Tab, Enter.
    await field.press("Enter");
    const question = sheet.getByRole("group", { name: "Delete your account now?" });
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await screenshot(page, "deletion-04-confirm-375");
    await viewShot(page, "deletion-04-confirm-375-screen");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "deletion-04-confirm-1280");
    await page.setViewportSize(SMALL_PHONE);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/login/index?notice=accountDeleted");
    const notice = page.getByRole("status").filter({ hasText: "Your account was deleted" });
    await notice.waitFor();
    await screenshot(page, "deletion-05-login-notice-375");
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
    // Every other device is signed out, and the file is gone from storage.
    expect((await call(server, "user/kh/getMyUserInfo", {}, otherDevice)).code).toBe(30202);
    expect((await fetch(fileUrl)).status).toBe(404);
  });

  it("refuses the old credentials and lets the username be registered again", async () => {
    await signIn(page, username, password);
    // The erased account's name answers as a wrong password would (issue 27).
    await page.getByText(/^Wrong account or password: 5 tries left/).waitFor();
    expect(routeOf(page)).toMatch(/^\/pages\/login\/index/);
    await registerInBrowser();
    await page.getByRole("heading", { name: username }).waitFor();
  });
});
