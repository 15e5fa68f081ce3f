import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** Opens a route of the app (hash mode) and waits for the page to load. */
export async function open(page: Page, baseUrl: string, route: string): Promise<void> {
  await page.goto(`${baseUrl}/#${route}`);
  await page.waitForLoadState("networkidle");
}

/** The current route (the part after `#`). */
export const routeOf = (page: Page): string => new URL(page.url()).hash.replace(/^#/, "");

/** Waits until the route matches. */
export async function waitForRoute(page: Page, route: string | RegExp): Promise<void> {
  await expect
    .poll(() => routeOf(page), { timeout: 10_000 })
    .toSatisfy((r: string) => (typeof route === "string" ? r === route : route.test(r)));
}

/** Fills the sign-in form and submits it. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Account").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The text of the alert dialog on screen, once it shows; then closes it with OK. */
export async function readAlert(page: Page): Promise<string> {
  const dialog = page.locator(".adm-dialog-body").last();
  await dialog.waitFor({ state: "visible" });
  const text = (await dialog.locator(".adm-dialog-content").textContent())?.trim() ?? "";
  return text;
}

/** Closes the visible alert with its OK button. */
export async function closeAlert(page: Page): Promise<void> {
  await page.locator(".adm-dialog-body").last().getByRole("button", { name: "OK" }).click();
  await page.locator(".adm-dialog-body").last().waitFor({ state: "hidden" });
}

/**
 * The server's refusal said under `field`, once it shows: the field is marked invalid and described by a
 * message announced to screen readers (`role="alert"`).
 */
export async function readFieldRefusal(page: Page, field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ").filter(Boolean) ?? [];
  const said = page.locator(ids.map((id) => `[id="${id}"][role="alert"]`).join(", ") || "#none");
  expect(await said.count()).toBe(1);
  return (await said.textContent())?.trim() ?? "";
}

/**
 * Waits until no toast covers the page. Two can overlap for a moment (a "Signed in" still leaving while a
 * "Saved" arrives), so this waits for none rather than for the one.
 */
export async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector(".adm-toast-mask"), undefined, { polling: 100 });
}
