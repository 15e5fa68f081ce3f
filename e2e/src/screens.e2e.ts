import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser } from "../support/browser";
import { signIn } from "../support/pages";
import { closeSheets, SCREENS, type Screen, type Viewer } from "../support/screens";
import { ADMIN, REPO_ROOT, type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
/** Where the screenshots go: `<dir>/<width>/<page>.png` (git-ignored by default). */
const SHOTS = process.env.SCREENS_DIR ?? path.join(REPO_ROOT, "e2e/screenshots");
/** The widths, narrowest phone to desktop; the height is only the first screen (the shots are full-page). */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** `SCREENS_WIDTHS=320,1280` and `SCREENS_ONLY=<regexp of names>` narrow a run while fixing a page. */
const widths = process.env.SCREENS_WIDTHS?.split(",").map(Number);
const only = process.env.SCREENS_ONLY ? new RegExp(process.env.SCREENS_ONLY) : null;
/** The viewer's zone: not the server's (UTC on CI), so a time shown in the wrong zone stands out. */
const TIMEZONE = "Asia/Shanghai";
/** A text that is an i18n key rather than words: `profile.title`. */
const KEY_LIKE = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;
const USER = { username: "screens_amy", password: "screens_pass_1" };

/** Calls a route over HTTP as the holder of `token` (or nobody). */
async function callRoute(baseUrl: string, route: string, data: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/router/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "uni-id-token": token } : {}) },
    body: JSON.stringify(data),
  });
  const body = (await response.json()) as Record<string, unknown> & { code: number };
  expect(body.code, `${route}: ${String(body.msg)}`).toBe(0);
  return body;
}

/** Data for the pages to show: a user with two invitees, and a lucky draw with prizes. */
async function seed(baseUrl: string): Promise<void> {
  const amy = await callRoute(baseUrl, "user/pub/register", USER);
  const code = (amy.userInfo as { my_invite_code?: string }).my_invite_code;
  for (const username of ["screens_ben", "screens_cleo"])
    await callRoute(baseUrl, "user/pub/register", { username, password: USER.password, inviteCode: code });
  const admin = await callRoute(baseUrl, "user/pub/login", ADMIN);
  const token = (admin.vk_uni_token as { token: string }).token;
  const now = Date.now();
  await callRoute(
    baseUrl,
    "admin/system/lucky-draw/sys/add",
    {
      name: "Spring draw",
      description: "Three tries a day while it runs.",
      start_time: now - 3_600_000,
      end_time: now + 7 * 86_400_000,
      daily_draws: 3,
      prizes: [
        { name: "Roster mug", stock: 5, odds: 60 },
        { name: "Sticker sheet with a rather long name", stock: 20, odds: 40 },
      ],
    },
    token,
  );
}

/** A window size. */
type Viewport = { width: number; height: number };

/** A page that counts its requests in flight and collects console errors and uncaught exceptions. */
function watch(page: Page) {
  const inflight = new Set<unknown>();
  const errors: string[] = [];
  page.on("request", (request) => inflight.add(request));
  page.on("requestfinished", (request) => inflight.delete(request));
  page.on("requestfailed", (request) => inflight.delete(request));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`exception: ${error.message}`));
  /** Waits until no request has been in flight for 250 ms (at most 8 s). */
  const quiet = async () => {
    const deadline = Date.now() + 8_000;
    let since = Date.now();
    while (Date.now() < deadline) {
      if (inflight.size > 0) since = Date.now();
      else if (Date.now() - since >= 250) return;
      await page.waitForTimeout(50);
    }
  };
  return { page, errors, quiet };
}

type Watched = ReturnType<typeof watch>;

/** What is wrong with the page as shown: horizontal overflow, texts that are i18n keys, no `h1`. */
function inspect(page: Page) {
  return page.evaluate((keyLike) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = Array.from(document.querySelectorAll<HTMLElement>("body *"))
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`);
      problems.push(`overflow: ${document.documentElement.scrollWidth} > ${width} (${wide.join(", ")})`);
    }
    const key = new RegExp(keyLike);
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
    for (const el of Array.from(document.querySelectorAll("[placeholder], [aria-label], [title], [alt]")))
      for (const name of ["placeholder", "aria-label", "title", "alt"])
        texts.push(el.getAttribute(name) ?? "");
    for (const text of new Set(texts.map((t) => t.trim())))
      if (key.test(text)) problems.push(`key shown: ${text}`);
    if (!document.querySelector("h1")?.textContent?.trim()) problems.push("no h1");
    return problems;
  }, KEY_LIKE.source);
}

/**
 * What of the open sheet or dialog (the top one) the window does not show: its box outside the window, or
 * a control that stays outside even once scrolled to (a long sheet scrolls inside; a sheet pushed half off
 * the screen does not, and its lower controls cannot be reached with a mouse).
 */
function outOfReach(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility() && el.getClientRects().length > 0;
    const dialog = Array.from(document.querySelectorAll('[role="dialog"]')).filter(shown).at(-1);
    if (!dialog) return ["no sheet or dialog open"];
    const [width, height] = [window.innerWidth, window.innerHeight];
    const outside = (r: DOMRect) =>
      r.top < -0.5 || r.left < -0.5 || r.bottom > height + 0.5 || r.right > width + 0.5;
    const at = (r: DOMRect) =>
      `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
    const problems: string[] = [];
    // The box that is placed on the screen: the library's popup body, or the dialog itself.
    const box = (dialog.closest(".adm-popup-body, .adm-center-popup-wrap") ?? dialog).getBoundingClientRect();
    if (outside(box)) problems.push(`sheet outside the ${width}x${height} window: ${at(box)}`);
    const controls = dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    for (const control of Array.from(controls).filter(shown)) {
      control.scrollIntoView({ block: "nearest", inline: "nearest" });
      const rect = control.getBoundingClientRect();
      if (outside(rect)) {
        const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.tagName).trim();
        problems.push(`out of reach: "${name.slice(0, 40)}" at ${at(rect)}`);
      }
    }
    return problems;
  });
}

/**
 * Saves the screenshot: a sheet as the screen shows it; a page whole, taken in a window as tall as the page
 * so that its fixed bars sit at its top and bottom instead of over the middle of a stitched full-page shot.
 */
async function photograph(
  page: Page,
  file: string,
  viewport: { width: number; height: number },
  whole: boolean,
) {
  const height = whole ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
  if (height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
    // Two frames: the page is painted at its new size (a sideways-scrolling row was caught half drawn).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  await page.screenshot({ path: file, animations: "disabled" });
  if (height > viewport.height) await page.setViewportSize(viewport);
}

// Every page of the app at a small phone, a phone, a tablet, a laptop and a wide desktop width, opened by the
// viewer it is for, with the sheets and dialogs: a screenshot of each (looked at by hand), no horizontal
// overflow, no console error, no i18n key shown instead of words, and an h1; a sheet fits the window and
// each of its controls can be reached.
describe.skipIf(!run)("every page at 320, 375, 768, 1280 and 1920 px", () => {
  let server: RunningServer;
  let browser: Browser;
  const signedIn: Partial<Record<Viewer, Awaited<ReturnType<BrowserContext["storageState"]>>>> = {};

  beforeAll(async () => {
    server = await startServer();
    await seed(server.url);
    browser = await launchBrowser();
    // One sign-in per viewer through the form; every width then starts from its stored state.
    for (const [viewer, account] of [
      ["user", USER],
      ["admin", ADMIN],
    ] as const) {
      const context = await browser.newContext({ locale: "en-US", timezoneId: TIMEZONE });
      const page = await context.newPage();
      await page.goto(`${server.url}/#/pages/login/index`);
      await signIn(page, account.username, account.password);
      await page.waitForURL((url) => url.hash === "#/pages/index/index");
      signedIn[viewer] = await context.storageState();
      await context.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    console.log(`Screenshots: ${SHOTS}/<width>/<page>.png`);
  });

  it("finds a sheet outside the window and a control in it that cannot be reached", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[1], locale: "en-US" });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/#/pages/error/404/404`);
      await page.locator("h1").first().waitFor();
      expect(await outOfReach(page)).toEqual(["no sheet or dialog open"]);
      // A dialog pushed half below the window (what the library's late style sheet did to the sheets).
      await page.evaluate(() => {
        const sheet = document.createElement("div");
        sheet.setAttribute("role", "dialog");
        sheet.style.cssText =
          "position: fixed; left: 0; right: 0; bottom: 0; height: 600px; transform: translateY(50%)";
        sheet.innerHTML =
          '<input aria-label="Confirm"><button style="position: absolute; bottom: 8px">Delete</button>';
        document.body.append(sheet);
      });
      expect(await outOfReach(page)).toEqual([
        expect.stringMatching(/^sheet outside the 375x812 window: /),
        expect.stringMatching(/^out of reach: "Delete" at /),
      ]);
      // The same, fitted and scrolling inside: nothing to say.
      await page.evaluate(() => {
        const sheet = document.querySelector<HTMLElement>('[role="dialog"]')!;
        sheet.style.cssText =
          "position: fixed; left: 0; right: 0; bottom: 0; height: 300px; overflow-y: auto";
        sheet.querySelector("button")!.style.cssText = "margin-top: 900px";
      });
      expect(await outOfReach(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("finds what it looks for: a page wider than the window, a key instead of words, no h1, a console error", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: "en-US" });
    try {
      const { page, errors, quiet } = watch(await context.newPage());
      await page.goto(`${server.url}/#/pages/error/404/404`);
      await page.locator("h1").first().waitFor();
      await quiet();
      expect(await inspect(page)).toEqual([]);
      await page.evaluate(() => {
        document.querySelector("h1")?.remove();
        const wide = document.createElement("div");
        wide.style.width = "400px";
        wide.textContent = "profile.title";
        document.body.append(wide);
        console.error("broken");
      });
      expect(await inspect(page)).toEqual([
        expect.stringMatching(/^overflow: 400 > 320 \(div\./),
        "key shown: profile.title",
        "no h1",
      ]);
      expect(errors).toEqual(["console: broken"]);
    } finally {
      await context.close();
    }
  });

  /** One context per viewer at a width, signed in from the stored state. */
  const openAs = async (viewer: Viewer, viewport: Viewport) => {
    const context = await browser.newContext({
      viewport,
      locale: "en-US",
      timezoneId: TIMEZONE,
      storageState: viewer === "guest" ? undefined : signedIn[viewer],
    });
    return { context, ...watch(await context.newPage()) };
  };

  /** Opens one screen, saves its shot and answers what is wrong with it (a step that fails is one problem). */
  const look = async (watched: Watched, screen: Screen, viewport: Viewport): Promise<string[]> => {
    const { page, errors, quiet } = watched;
    const file = path.join(SHOTS, String(viewport.width), `${screen.name}.png`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.rmSync(file.replace(/\.png$/, ".failed.png"), { force: true });
    errors.length = 0;
    const problems: string[] = [];
    try {
      await page.goto(`${server.url}/#${screen.route}`);
      await page
        .locator("h1")
        .first()
        .waitFor({ state: "attached", timeout: 10_000 })
        .catch(() => {}); // a page without an h1 is reported by inspect() below, with the rest
      await quiet();
      // A list still loading (its spinner says "Loading…") is waited for; one that never loads fails here.
      await page.waitForFunction(
        () =>
          !Array.from(document.querySelectorAll('[role="status"]')).some(
            (status) => status.textContent?.trim() === "Loading…",
          ),
        undefined,
        { timeout: 10_000 },
      );
      await quiet();
      if (screen.sheet) {
        await screen.sheet(page);
        await quiet();
        await page.waitForTimeout(400); // the sheet's slide-in
      }
      await page.evaluate(() => document.fonts.ready);
      problems.push(...(await inspect(page)), ...errors);
      await photograph(page, file, viewport, !screen.sheet);
      // After the shot: reaching each control scrolls the sheet.
      if (screen.sheet) problems.push(...(await outOfReach(page)));
    } catch (error) {
      await page.screenshot({ path: file.replace(/\.png$/, ".failed.png"), fullPage: true });
      problems.push(`failed: ${String(error).split("\n")[0]}`);
    }
    if (screen.sheet) {
      // Closed, so that the next screen starts without it; if it will not close, the next starts afresh.
      await closeSheets(page).catch(async (error: unknown) => {
        problems.push(`failed: ${String(error).split("\n")[0]}`);
        await page.goto("about:blank");
      });
    }
    return problems;
  };

  // The widths run side by side: most of a screen's time is spent waiting for the page to settle.
  for (const viewport of VIEWPORTS.filter((v) => !widths || widths.includes(v.width))) {
    it.concurrent(`every page at ${viewport.width} px`, async ({ expect }) => {
      const viewers = new Map<Viewer, Awaited<ReturnType<typeof openAs>>>();
      const problems: string[] = [];
      try {
        for (const screen of SCREENS.filter((s) => !only || only.test(s.name))) {
          let watched = viewers.get(screen.as);
          if (!watched) {
            watched = await openAs(screen.as, viewport);
            viewers.set(screen.as, watched);
          }
          for (const problem of await look(watched, screen, viewport))
            problems.push(`${screen.name}: ${problem}`);
        }
      } finally {
        for (const { context } of viewers.values()) await context.close();
      }
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
