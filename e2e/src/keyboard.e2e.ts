import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openBrowser } from "../support/browser";
import { open, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

/** What the focused element is: its tag, role, accessible-ish name, and whether a focus ring shows. */
interface Focused {
  tag: string;
  role: string;
  name: string;
  ring: boolean;
}

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const labelled = el.getAttribute("aria-labelledby");
    const byId = labelled ? document.getElementById(labelled)?.textContent : undefined;
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (el.getAttribute("aria-label") ?? byId ?? label ?? el.textContent ?? "").trim();
    // The ring is on the control itself, or (text fields) on the box around the input: `:focus-within`.
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none"
      );
    };
    // (The text field's box has no shadow until focused: see form.module.css.)
    const ring =
      shows(el) ||
      (el.tagName === "INPUT" &&
        [el.parentElement, el.parentElement?.parentElement].some((n) => !!n && shows(n)));
    return { tag: el.tagName.toLowerCase(), role: el.getAttribute("role") ?? "", name, ring };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, at most `limit` times; fails with
 * the list of what was focused on the way.
 */
async function tabTo(page: Page, name: RegExp, options: { back?: boolean; limit?: number } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < (options.limit ?? 40); i++) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    seen.push(now ? `${now.tag}[${now.role}] "${now.name.slice(0, 40)}"` : "(body)");
    if (now && name.test(now.name)) return now;
  }
  // A dialog left open traps the focus: say which.
  const dialogs = await page.locator(".adm-dialog-body").allTextContents();
  throw new Error(
    `Tab never reached ${name}; focused on the way:\n${seen.join("\n")}\nopen dialogs: ${JSON.stringify(dialogs)}`,
  );
}

/**
 * Waits until the dialog just answered has faded out (about 300 ms): until then it keeps the focus, and a
 * test tabs faster than that.
 */
async function dialogGone(page: Page) {
  const shown = page.locator(".adm-dialog-body").filter({ visible: true });
  await expect.poll(() => shown.count(), { timeout: 5_000 }).toBe(0);
}

/** Waits until the focused element's name matches (focus moved by the app, not by Tab). */
async function focusLandsOn(page: Page, name: RegExp) {
  await expect.poll(async () => (await focused(page))?.name ?? "", { timeout: 5_000 }).toMatch(name);
}

// A newcomer's account with the keyboard alone: no click, no mouse, no `fill`; only Tab, Shift+Tab,
// Enter, Space, Escape and typing. Each step starts where the previous one ended.
describe.skipIf(!run)("the account by keyboard only", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const username = `kb_${Date.now().toString(36)}`;
  const password = "first_pass1";
  const newPassword = "second_pass2";
  const type = (text: string) => page.keyboard.type(text);

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("signs up: fields, the terms checkbox with Space, Enter on the button", async () => {
    await open(page, server.url, "/pages/login/register");
    await page.getByLabel("Username").waitFor();
    const user = await tabTo(page, /^Username$/);
    expect(user.ring).toBe(true);
    await type(username);
    await tabTo(page, /^Password$/);
    await type(password);
    await tabTo(page, /^Confirm password$/);
    await type(password);
    const box = await tabTo(page, /I have read and accept/);
    expect(box.ring).toBe(true);
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox", { name: /I have read and accept/ }).isChecked()).toBe(true);
    // Back to the confirmation with Shift+Tab: Enter in the last field submits the form.
    await tabTo(page, /^Confirm password$/, { back: true });
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/index/index");
    await page.getByRole("heading", { name: username }).waitFor();
  });

  it("signs out from the profile and its confirmation, by keyboard", async () => {
    await toastsGone(page);
    const me = await tabTo(page, /^Me$/);
    expect(me.ring).toBe(true);
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/profile/index");
    await page.getByTestId("profile-name").waitFor();
    await tabTo(page, /^Sign out$/);
    await page.keyboard.press("Enter");
    // The confirmation is modal: the focus moves in, on Cancel (Enter never confirms by surprise); Tab
    // stays inside and reaches its own Sign out.
    await page.locator(".adm-dialog-body").waitFor();
    await focusLandsOn(page, /^Cancel$/);
    await tabTo(page, /^Sign out$/, { limit: 2 });
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/login/index");
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
    await dialogGone(page);
  });

  it("signs in with Enter in the password field", async () => {
    await page.getByLabel("Account").waitFor();
    await tabTo(page, /^Account$/);
    await type(username);
    const field = await tabTo(page, /^Password$/);
    expect(field.ring).toBe(true);
    await type(password);
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/index/index");
  });

  it("edits the nickname through its dialog; Escape cancels and gives the focus back", async () => {
    await toastsGone(page);
    await tabTo(page, /^Me$/);
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/profile/index");
    await page.getByTestId("profile-name").waitFor();
    const row = await tabTo(page, /^Nickname/);
    expect(row.ring).toBe(true);
    // Escape closes the dialog without saving; the focus goes back to the row.
    await page.keyboard.press("Enter");
    await focusLandsOn(page, /^Nickname$/);
    await type("nope");
    await page.keyboard.press("Escape");
    await page.locator(".adm-dialog-body").waitFor({ state: "hidden" });
    await focusLandsOn(page, /^Nickname/);
    // Space opens it too; Enter in the field saves.
    await page.keyboard.press("Space");
    await focusLandsOn(page, /^Nickname$/);
    await type("Keyboard Kate");
    await page.keyboard.press("Enter");
    await page.getByTestId("profile-name").getByText("Keyboard Kate").waitFor();
    await focusLandsOn(page, /^Nickname/);
  });

  it("changes the password through its sheet, then signs out", async () => {
    await tabTo(page, /^Change password$/);
    await page.keyboard.press("Enter");
    await focusLandsOn(page, /^Current password$/);
    await type(password);
    await tabTo(page, /^New password$/);
    await type(newPassword);
    const confirm = await tabTo(page, /^Confirm new password$/);
    expect(confirm.ring).toBe(true);
    await type(newPassword);
    await tabTo(page, /^Change password$/);
    await page.keyboard.press("Enter");
    // Told to sign in again: the alert takes the focus, on its OK.
    await page
      .locator(".adm-dialog-body")
      .getByText(/sign in again/i)
      .waitFor();
    await focusLandsOn(page, /^OK$/);
    await page.keyboard.press("Enter");
    await waitForRoute(page, /^\/pages\/login\/index/);
    await dialogGone(page);
    // Signs in with the new password, then out again.
    await page.getByLabel("Account").waitFor();
    await tabTo(page, /^Account$/);
    await type(username);
    await tabTo(page, /^Password$/);
    await type(newPassword);
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/profile/index");
    await page.getByTestId("profile-name").getByText("Keyboard Kate").waitFor();
    await tabTo(page, /^Sign out$/);
    await page.keyboard.press("Enter");
    await page.locator(".adm-dialog-body").waitFor();
    await focusLandsOn(page, /^Cancel$/);
    // Escape cancels: the dialog goes and the focus is back on the profile's Sign out.
    await page.keyboard.press("Escape");
    await page.locator(".adm-dialog-body").waitFor({ state: "detached" });
    await focusLandsOn(page, /^Sign out$/);
    await page.keyboard.press("Enter");
    await focusLandsOn(page, /^Cancel$/);
    await tabTo(page, /^Sign out$/, { limit: 2 });
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/pages/login/index");
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();
  });
});
