import { createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser, screenshot } from "../support/browser";
import { open, routeOf, signIn, toastsGone, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 6238 as authenticator apps speak it (HMAC-SHA-1, 30-second steps), `digits` long, at `time`. */
function totp(secret: string, time = Date.now(), digits = 6): string {
  const bits = [...secret.replace(/[\s=]/g, "").toUpperCase()]
    .map((c) => BASE32.indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).padStart(digits, "0");
}

/** The label of the focused field (its `<label for>`), or the focused element's text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return "";
    const label = active.id ? document.querySelector(`label[for="${active.id}"]`) : null;
    return (label?.textContent ?? active.textContent ?? "").trim();
  });

/** Whether the heading named `name` shows below the sticky page bar (once a smooth scroll has settled). */
async function belowTheBar(page: Page, name: string): Promise<boolean> {
  await page.waitForTimeout(700);
  return page.evaluate((text) => {
    const bar = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const heading = Array.from(document.querySelectorAll("h3")).find((h) => h.textContent === text);
    const top = heading?.getBoundingClientRect().top ?? -1;
    return top >= bar && top < window.innerHeight;
  }, name);
}

/** The page at the narrowest phone's 320 px, a phone's 375 px and a desktop's 1280 px, full-page shots. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 812 });
    await screenshot(page, `${name}-${width}`);
    // Nothing wider than the screen: no sideways scrolling at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
}

// One person adds an authenticator app on the Sign-in and security page (the code computed here from the
// key the page shows), keeps the recovery codes it shows once, signs out; the next password sign-in then
// asks for the second step, which one of those codes finishes.
describe.skipIf(!run)("security: adding an authenticator app", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const username = `e2e_sec_${Date.now().toString(36)}`;
  const password = "security_pass1";
  let codes: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    const registered = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    const body = (await registered.json()) as { code: number; vk_uni_token: { token: string } };
    expect(body.code).toBe(0);
    await fetch(`${server.url}/router/user/pub/logout`, {
      method: "POST",
      headers: { "content-type": "application/json", "uni-id-token": body.vk_uni_token.token },
      body: "{}",
    });
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("computes RFC 6238's codes (its SHA-1 vectors)", () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // "12345678901234567890"
    expect(totp(secret, 59_000, 8)).toBe("94287082");
    expect(totp(secret, 1_111_111_109_000, 8)).toBe("07081804");
    expect(totp(secret, 20_000_000_000_000, 8)).toBe("65353130");
  });

  it("signs in and opens the security page from the profile", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
    await open(page, server.url, "/pages/profile/index");
    await page.getByText("Sign-in and security", { exact: true }).click();
    await waitForRoute(page, "/pages/user/security");
    await page.getByRole("heading", { name: "Authenticator app" }).waitFor();
    expect(await page.getByText("Not set up").count()).toBe(1);
    expect(await page.getByTestId("recovery-left").textContent()).toBe("Unused codes: 0");
    await bothWidths(page, "security-none");
  });

  it("adds an authenticator app with the keyboard: key, code, then the recovery codes shown once", async () => {
    const add = page.getByRole("button", { name: "Add an authenticator app" });
    await add.focus();
    await page.keyboard.press("Enter");
    const setup = page.getByTestId("totp-setup");
    await setup.waitFor();
    // The QR code is drawn in the page, and the key shown in groups of four.
    expect(
      await setup
        .getByRole("img", { name: /QR code/ })
        .locator("path")
        .getAttribute("d"),
    ).toMatch(/^M/);
    const shown = ((await page.getByTestId("totp-secret").textContent()) ?? "").trim();
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    // Focus is on the code field: the code is typed straight away, and Enter confirms.
    await expect.poll(() => focused(page)).toBe("Code from the app");
    expect(await belowTheBar(page, "Add an authenticator app")).toBe(true);
    const field = page.getByLabel("Code from the app");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    await toastsGone(page);
    await bothWidths(page, "security-setup");

    // A wrong code first: said under the field.
    const good = totp(shown);
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, "0");
    await field.focus();
    await page.keyboard.type(wrong);
    await page.keyboard.press("Enter");
    await expect.poll(() => field.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
    expect(await setup.getByRole("alert").first().textContent()).toContain("The code is wrong");
    await page.waitForTimeout(1_100); // the submit's debounce: a second press within it is a double tap
    await field.fill("");
    await page.keyboard.type(totp(shown));
    await page.keyboard.press("Enter");

    const panel = page.getByTestId("recovery-codes");
    await panel.waitFor({ timeout: 10_000 });
    codes = (await panel.getByTestId("recovery-code").allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(await panel.getByText(/shown only this once/).count()).toBe(1);
    const download = panel.getByTestId("recovery-download");
    expect(await download.getAttribute("download")).toBe("roster-recovery-codes.txt");
    expect(await download.getAttribute("href")).toMatch(/^blob:/);
    await expect.poll(() => focused(page)).toBe("Save your recovery codes");
    expect(await belowTheBar(page, "Save your recovery codes")).toBe(true);
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe("roster-recovery-codes.txt");
    await bothWidths(page, "security-codes");

    await panel.getByRole("button", { name: "I have saved them" }).click();
    await page.getByTestId("second-factor").waitFor();
    // The confirming code counts as the app's first use.
    expect(await page.getByTestId("second-factor").textContent()).toContain("Last used");
    expect(await page.getByTestId("recovery-left").textContent()).toBe("Unused codes: 10");
    await bothWidths(page, "security-active");
  });

  it("signs out; the next password sign-in asks for the second step, and a recovery code finishes it", async () => {
    await open(page, server.url, "/pages/profile/index");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.locator(".adm-dialog").getByRole("button", { name: "Sign out" }).click();
    await waitForRoute(page, /^\/pages\/login\/index/);

    await signIn(page, username, password);
    // The password alone no longer signs in: no session, the sign-in page asks for a second step.
    await page.getByRole("heading", { name: "Two-step verification" }).waitFor({ timeout: 10_000 });
    expect(routeOf(page)).toMatch(/^\/pages\/login\/index/);
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).toBeNull();

    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await waitForRoute(page, "/pages/index/index");
    expect(await page.evaluate(() => localStorage.getItem("uni_id_token"))).not.toBeNull();

    await open(page, server.url, "/pages/user/security");
    await page.getByTestId("second-factor").waitFor();
    expect(await page.getByTestId("recovery-left").textContent()).toBe("Unused codes: 9");
  });
});
