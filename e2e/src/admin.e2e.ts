import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser, PHONE, RESULTS_DIR, screenshot } from "../support/browser";
import {
  closeAlert,
  open,
  readAlert,
  readFieldRefusal,
  routeOf,
  signIn,
  toastsGone,
  waitForRoute,
} from "../support/pages";
import { ADMIN, type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
const suffix = Date.now().toString(36).slice(-5);
/** The narrowest phone the inline refusals are looked at on. */
const NARROW = { width: 375, height: 812 };

/** Forgets the session in this browser (storage and the page's memory) and opens the sign-in page. */
async function signOutQuietly(page: Page, baseUrl: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await open(page, baseUrl, "/pages/login/index");
  await page.reload();
  await page.waitForLoadState("networkidle");
}

/** Waits for a toast saying `text` to show and go, so that it is neither in a screenshot nor in the way. */
async function toastDone(page: Page, text: string | RegExp = /.+/): Promise<void> {
  const toast = page.locator(".adm-toast-main", { hasText: text });
  await toast.first().waitFor();
  await toastsGone(page);
}

/** The console's add form of the page on screen, once open. */
async function openAddForm(page: Page, entity: string): Promise<Locator> {
  await page.getByRole("button", { name: "+ Add" }).click();
  const form = page.getByRole("dialog", { name: `Add: ${entity}` });
  await form.waitFor();
  return form;
}

/** Saves a console form (or dialog) and waits for it to close. */
async function save(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Save" }).click();
  await toastDone(page, "Saved");
  await dialog.waitFor({ state: "detached" });
}

/** A screenshot from the top of the page (a sticky header would otherwise sit mid-picture). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** A screenshot of the viewport only: a sheet stays where it shows, at the bottom (or right) of the screen. */
async function sheetShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) });
}

/** Registers an account on the register page that is open, and waits for the home page. */
async function register(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I have read and accept the/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await waitForRoute(page, "/pages/index/index");
  await toastDone(page, "Account created");
}

let server: RunningServer;
let browser: { context: BrowserContext; close: () => Promise<void> };
let page: Page;

beforeAll(async () => {
  if (!run) return;
  server = await startServer();
  browser = await openBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// One admin's work in the console, then the user it was for: each step starts where the previous ended.
describe.skipIf(!run)("the admin console grants a menu through a role", () => {
  const staff = { username: `e2e_carol_${suffix}`, password: "carol_pass1" };

  it("shows the console to the admin, from the home page", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForRoute(page, "/pages/index/index");
    await toastDone(page, "Signed in");
    await page.getByRole("button", { name: "Admin console" }).click();
    await waitForRoute(page, "/pages/admin/index");
    await page.getByRole("link", { name: /Users/ }).first().waitFor();
    await shot(page, "admin-01-console-phone");
    await page.setViewportSize(DESKTOP);
    await shot(page, "admin-02-console-desktop");
    await page.setViewportSize(PHONE);
  });

  it("adds a menu entry", async () => {
    await page.getByRole("link", { name: /Menus/ }).first().click();
    await waitForRoute(page, "/pages/admin/menus");
    const form = await openAddForm(page, "Menu");
    await form.getByLabel("Menu ID").fill(`e2e_leave_${suffix}`);
    await form.getByLabel("Name", { exact: true }).fill("Leave requests");
    await form.getByLabel("Opens").fill("/pages/test/test?from=menu");
    await form.getByLabel("Icon").fill("calendar");
    await form.getByLabel("Sort (smaller first)").fill("1");
    await sheetShot(page, "admin-03-menu-form-phone");
    await save(page, form);
    await page.getByTestId("menus-list").getByText("Leave requests").waitFor();

    // A sub-menu, from the entry's own actions: its parent comes filled in.
    await page.getByRole("button", { name: "More actions: Leave requests" }).click();
    await page.getByRole("button", { name: "Add sub-menu" }).click();
    const child = page.getByRole("dialog", { name: "Add: Menu" });
    expect(await child.getByLabel("Parent menu").inputValue()).toBe(`e2e_leave_${suffix}`);
    await child.getByLabel("Menu ID").fill(`e2e_leave_calendar_${suffix}`);
    await child.getByLabel("Name", { exact: true }).fill("Leave calendar");
    await child.getByLabel("Opens").fill("https://example.com/calendar");
    await save(page, child);
    await page.getByTestId("menus-list").getByText("Leave calendar").waitFor();
    await shot(page, "admin-04-menus-phone");
    await page.setViewportSize(DESKTOP);
    await page.getByTestId("menus-table").waitFor();
    await shot(page, "admin-04b-menus-desktop");
    await page.setViewportSize(PHONE);
  });

  it("adds a permission", async () => {
    await page
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: "Permissions" })
      .click();
    await waitForRoute(page, "/pages/admin/permissions");
    const form = await openAddForm(page, "Permission");
    await form.getByLabel("Permission ID").fill(`e2e_read_users_${suffix}`);
    await form.getByLabel("Name", { exact: true }).fill("Read users");
    await form.getByLabel("Route patterns").fill("admin/system/user/sys/getList");
    await form.getByLabel("Match mode").selectOption({ label: "Exact path" });
    await form.getByLabel("Category").selectOption({ label: "Read" });
    await save(page, form);
    await page.getByTestId("permissions-list").getByText("Read users").waitFor();
  });

  it("adds a role and gives it the permission and the menu", async () => {
    await page
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: "Roles" })
      .click();
    await waitForRoute(page, "/pages/admin/roles");
    const form = await openAddForm(page, "Role");
    await form.getByLabel("Role ID").fill(`e2e_staff_${suffix}`);
    await form.getByLabel("Name", { exact: true }).fill("Staff");
    await save(page, form);

    await page.getByRole("button", { name: "Permissions: Staff" }).click();
    const permissions = page.getByRole("dialog", { name: "Permissions of Staff" });
    await permissions.getByRole("checkbox", { name: /Read users/ }).check();
    await sheetShot(page, "admin-05-bind-permissions-phone");
    await save(page, permissions);

    await page.getByRole("button", { name: "Menus: Staff" }).click();
    const menus = page.getByRole("dialog", { name: "Menus of Staff" });
    await menus.getByRole("checkbox", { name: /Leave requests/ }).check();
    await save(page, menus);

    const list = page.getByTestId("roles-list");
    await list.getByText(`e2e_leave_${suffix}`).waitFor();
    await list.getByText(`e2e_read_users_${suffix}`).waitFor();
    await shot(page, "admin-06-roles-phone");
    await page.setViewportSize(DESKTOP);
    await page.getByTestId("roles-table").waitFor();
    await shot(page, "admin-07-roles-desktop");
  });

  it("creates the user and gives them the role (desktop)", async () => {
    await page
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: "Users" })
      .click();
    await waitForRoute(page, "/pages/admin/users");
    const form = await openAddForm(page, "User");
    await form.getByLabel("Username", { exact: true }).fill(staff.username);
    await form.getByLabel("Password", { exact: true }).fill(staff.password);
    await form.getByLabel("Nickname", { exact: true }).fill("Carol");
    await sheetShot(page, "admin-08-user-form-desktop");
    await save(page, form);

    await page.getByRole("button", { name: `Roles: ${staff.username}` }).click();
    const roles = page.getByRole("dialog", { name: `Roles of ${staff.username}` });
    await roles.getByRole("checkbox", { name: /Staff/ }).check();
    await save(page, roles);
    const row = page.getByRole("row", { name: new RegExp(staff.username) });
    await row.getByText(`e2e_staff_${suffix}`).waitFor();
    await shot(page, "admin-09-users-desktop");
    await page.setViewportSize(PHONE);
    await page.getByTestId("users-cards").waitFor();
    await shot(page, "admin-10-users-phone");
  });

  it("says under the username that it is taken when another user is created with it", async () => {
    await page.setViewportSize(NARROW);
    const form = await openAddForm(page, "User");
    const username = form.getByLabel("Username", { exact: true });
    await username.fill(staff.username);
    await form.getByLabel("Password", { exact: true }).fill("another pass 1");
    await form.getByRole("button", { name: "Save" }).click();
    expect(await readFieldRefusal(page, username)).toBe("This account is already registered");
    expect(await page.locator(".adm-dialog").count()).toBe(0);
    const said = form.getByRole("alert").filter({ hasText: "This account is already registered" });
    await sheetShot(page, "inline-03-admin-username-taken-375");
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(DESKTOP);
    await sheetShot(page, "inline-04-admin-username-taken-1280");
    await username.fill(`${staff.username}x`);
    expect(await said.count()).toBe(0);
    expect(await username.getAttribute("aria-invalid")).toBeNull();
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "detached" });
  });

  it("says in the sheet, next to Save, a refusal of the whole form (disabling one's own account)", async () => {
    await page.getByRole("button", { name: `Edit: ${ADMIN.username}` }).click();
    const form = page.getByRole("dialog", { name: `Edit: ${ADMIN.username}` });
    await form.getByLabel("Status").selectOption({ label: "Disabled" });
    await form.getByRole("button", { name: "Save" }).click();
    const said = form.getByTestId("form-message");
    await said.waitFor();
    expect(await said.getAttribute("role")).toBe("alert");
    expect(await said.textContent()).toBe(
      "You cannot disable or delete your own account, or remove your own admin role",
    );
    expect(await page.locator(".adm-dialog").count()).toBe(0);
    await sheetShot(page, "inline-05-admin-form-message-1280");
    await page.setViewportSize(NARROW);
    await said.scrollIntoViewIfNeeded();
    await sheetShot(page, "inline-06-admin-form-message-375");
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await form.getByLabel("Status").selectOption({ label: "Normal" });
    expect(await said.count()).toBe(0);
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "detached" });
    await page.setViewportSize(PHONE);
  });

  it("names in the admin log the account each action was done to (desktop and phone)", async () => {
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: "Admin log" })
      .click();
    await waitForRoute(page, "/pages/admin/admin-log");
    const table = page.getByTestId("admin-log-table");
    // Rows are named by their sentence; the Target column shows the account.
    const added = table.getByRole("row", { name: new RegExp(`added the user ${staff.username}$`) });
    const bound = table.getByRole("row", { name: new RegExp(`assigned roles to ${staff.username}$`) });
    await added.waitFor();
    await bound.getByRole("cell", { name: staff.username, exact: true }).waitFor();
    const headers = await table.getByRole("columnheader").allTextContents();
    expect(headers).toContain("Target");
    await shot(page, "admin-09b-admin-log-desktop");

    await bound.getByRole("button", { name: /^Details: .* assigned roles to / }).click();
    const sheet = page.getByRole("dialog", { name: "Assign roles to user" });
    await sheet.getByText(new RegExp(`^${staff.username} \\(.+\\)$`)).waitFor();
    await sheetShot(page, "admin-09c-admin-log-details-desktop");
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });

    await page.setViewportSize(PHONE);
    const card = page
      .getByTestId("admin-log-cards")
      .getByRole("listitem", { name: new RegExp(`assigned roles to ${staff.username}$`) });
    await card.getByText(staff.username, { exact: true }).waitFor();
    await shot(page, "admin-09d-admin-log-phone");
  });

  it("shows the new menu entry to that user on the home page, and opens it", async () => {
    await signOutQuietly(page, server.url);
    await signIn(page, staff.username, staff.password);
    await waitForRoute(page, "/pages/index/index");
    await toastDone(page, "Signed in");
    const menu = page.getByTestId("home-menu");
    await menu.getByRole("link", { name: "Leave requests" }).waitFor();
    expect(await page.getByRole("button", { name: "Admin console" }).count()).toBe(0);
    await shot(page, "admin-11-home-menu-phone");
    await page.setViewportSize(DESKTOP);
    await shot(page, "admin-12-home-menu-desktop");
    await page.setViewportSize(PHONE);
    await menu.getByRole("link", { name: "Leave requests" }).click();
    await waitForRoute(page, "/pages/test/test?from=menu");
  });

  it("shows that user the server's refusal when they open the console by its address", async () => {
    await open(page, server.url, "/pages/admin/users");
    const message = await readAlert(page);
    expect(message.length).toBeGreaterThan(0);
    await closeAlert(page);
    const failed = page.getByRole("alert").filter({ hasText: "This list could not be loaded." });
    await failed.waitFor();
    expect(await failed.textContent()).toContain(message);
    expect(routeOf(page)).toBe("/pages/admin/users");
    await shot(page, "admin-13-refused-phone");
  });
});

// Two ways in by invite: B registers through A's share link, C accepts A's code later; A sees both.
describe.skipIf(!run)("invites", () => {
  const ann = { username: `e2e_ann_${suffix}`, password: "ann_pass_1" };
  const ben = { username: `e2e_ben_${suffix}`, password: "ben_pass_1" };
  const cat = { username: `e2e_cat_${suffix}`, password: "cat_pass_1" };
  let code = "";
  let link = "";

  it("gives A an invite code and a share link on the profile", async () => {
    await signOutQuietly(page, server.url);
    await open(page, server.url, "/pages/login/register");
    await register(page, ann.username, ann.password);
    await open(page, server.url, "/pages/profile/index");
    const shown = page.getByTestId("my-invite-code");
    await expect.poll(async () => (await shown.textContent())?.trim() ?? "").toMatch(/^[2-9A-HJ-NP-Z]{7}$/);
    code = ((await shown.textContent()) ?? "").trim();
    link = ((await page.getByTestId("invite-link").textContent()) ?? "").trim();
    expect(link).toBe(`${server.url}/#/pages/login/register?inviteCode=${code}`);
    await page.locator(".adm-list-item", { hasText: "Nickname" }).click();
    await page.getByRole("textbox", { name: "Nickname" }).fill("Ann");
    await page.getByRole("button", { name: "Save" }).click();
    await toastDone(page, "Saved");
    await shot(page, "invite-01-profile-phone");
  });

  it("lets B register through the share link, the code filled in and A named", async () => {
    await signOutQuietly(page, server.url);
    await page.goto(link);
    await waitForRoute(page, `/pages/login/register?inviteCode=${code}`);
    expect(await page.getByLabel("Invite code (optional)").inputValue()).toBe(code);
    await page.getByTestId("inviter-hint").getByText("Invited by Ann").waitFor();
    await shot(page, "invite-02-register-with-code-phone");
    await register(page, ben.username, ben.password);
    await open(page, server.url, "/pages/profile/index");
    await page.locator(".adm-list-item", { hasText: "Nickname" }).click();
    await page.getByRole("textbox", { name: "Nickname" }).fill("Ben");
    await page.getByRole("button", { name: "Save" }).click();
    await toastDone(page, "Saved");
    // B has an inviter now: no way to enter another code.
    expect(await page.getByText("Enter an invite code").count()).toBe(0);
  });

  it("lets C, registered without a code, accept A's invite from the profile", async () => {
    await signOutQuietly(page, server.url);
    await open(page, server.url, "/pages/login/register");
    await register(page, cat.username, cat.password);
    await open(page, server.url, "/pages/profile/index");
    await page.getByText("Enter an invite code").click();
    const input = page.getByRole("textbox", { name: "Invite code" });
    await input.fill("NOSUCH2");
    await page.getByRole("button", { name: "Confirm" }).click();
    // Said under the code, in the dialog (no alert over it); gone once the code changes.
    const refusal = page.getByRole("alert").filter({ hasText: "Invalid invite code" });
    await refusal.waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".adm-dialog").count()).toBe(1);
    await input.fill(code);
    expect(await refusal.count()).toBe(0);
    await page.getByRole("button", { name: "Confirm" }).click();
    await toastDone(page, "Invite accepted");
    await page.getByText("Enter an invite code").waitFor({ state: "detached" });
  });

  it("shows A both invitees", async () => {
    await signOutQuietly(page, server.url);
    await signIn(page, ann.username, ann.password);
    await waitForRoute(page, "/pages/index/index");
    await toastDone(page, "Signed in");
    await open(page, server.url, "/pages/profile/index");
    await page.getByText("My invitees").click();
    await waitForRoute(page, "/pages/user/invitees");
    // Newest invite first; C's nickname is the one registration gave (the username).
    await expect
      .poll(() => page.getByTestId("invitee-name").allTextContents())
      .toEqual([cat.username, "Ben"]);
    expect(await page.getByTestId("invitee-total").textContent()).toBe("People you invited: 2");
    await shot(page, "invite-03-invitees-phone");
    await page.setViewportSize(DESKTOP);
    await shot(page, "invite-04-invitees-desktop");
    await page.setViewportSize(PHONE);
  });
});
