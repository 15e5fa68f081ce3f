import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { REPO_ROOT } from "./server";

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Where screenshots go (gitignored). */
export const RESULTS_DIR = path.join(REPO_ROOT, "e2e/test-results");

/** The phone viewport of the screenshots. */
export const PHONE = { width: 390, height: 844 };
/** The desktop viewport. */
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Whether the browser tests can run. Without Chromium they fail under CI=true and are skipped, with a
 * message saying so, elsewhere.
 */
export function browserAvailable(): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.env.CI === "true")
    throw new Error(`CI=true but Chromium is missing at ${CHROMIUM}: the browser tests cannot be skipped.`);
  console.warn(
    `Chromium not found at ${CHROMIUM}: the browser tests are SKIPPED (install it: apt-get install chromium).`,
  );
  return false;
}

/** A browser with a fresh temporary profile; `close` also deletes the profile. */
export async function openBrowser(
  serviceWorkers: "allow" | "block" = "block",
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "roster-e2e-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale: "en-US",
    serviceWorkers,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A browser without a profile of its own, for suites that open several contexts (one per viewport or per
 * signed-in user) side by side; `browser.close()` ends it.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/**
 * Saves a screenshot of the page under e2e/test-results/<name>.png once animations have settled: the whole
 * page, or with `viewport` what the screen shows (a sheet stays where it shows, at the bottom).
 */
export async function screenshot(page: Page, name: string, { viewport = false } = {}): Promise<void> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), fullPage: !viewport });
}
