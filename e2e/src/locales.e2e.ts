import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser, openBrowser } from "../support/browser";
import { open, toastsGone, waitForRoute } from "../support/pages";
import { ADMIN, type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

// Spanish and French in the browser: chosen with the language pill on the sign-in page and in the profile,
// every page of a signed-in user shown in both without a text key in place of a text (the client shows the
// key when a translation is missing), and without a button, tab or row that the longer texts push out of its
// box at 375 and 320 px. Screenshots at both widths go to /tmp/shots-locales/ (SHOTS_DIR).

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-locales";

/** What a missing translation looks like on screen: a key of one of the client's text groups. */
const RAW_KEY =
  /\b(?:common|request|tabs|home|login|register|profile|password|demo|codes|notFound|menu|devices|invite|social|identity|identityPages|upload|avatar|files|chat|codeField|codeLogin|forgot|bind|strength|passwordHint|terms|signUp|legal|validation|signedOut|admin|template|openapi|signInRefusal)\.[A-Za-z][A-Za-z0-9_.]*/g;

const LANGUAGES = {
  es: {
    label: "Español",
    signIn: "Iniciar sesión",
    account: "Cuenta",
    password: "Contraseña",
    clear: "Borrar",
  },
  fr: {
    label: "Français",
    signIn: "Se connecter",
    account: "Compte",
    password: "Mot de passe",
    clear: "Effacer",
  },
} as const;
type Lang = keyof typeof LANGUAGES;

/** Raw keys on screen (none expected). */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...text.matchAll(RAW_KEY)].map((m) => m[0]);
}

/**
 * Buttons, tabs, list rows and titles whose text does not fit: wider than their box (cut or spilling) or
 * past the screen's edge; and a page that scrolls sideways.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const selectors = [
      "button",
      "[role=tab]",
      ".adm-tabs-tab",
      ".adm-capsule-tabs-tab",
      ".adm-tab-bar-item",
      ".adm-nav-bar-title",
      ".adm-list-item-content-main",
      ".adm-list-item-content-extra",
      ".adm-action-sheet-button-item",
      "h1, h2, h3",
    ].join(",");
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selectors))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest("[aria-hidden=true]")) continue;
      const name = `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} “${el.innerText.trim().slice(0, 40)}”`;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${name}: text ${el.scrollWidth}px in ${el.clientWidth}px`);
      else if (box.right > width + 1 || box.left < -1)
        found.push(`${name}: past the screen (${box.left}-${box.right})`);
    }
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px in ${width}px`);
    return found;
  });
}

/** Screenshot at the current width under SHOTS, after animations settle. */
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  const width = page.viewportSize()?.width;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Checks the page at 375 and 320 px: no raw key, nothing overflowing; screenshots at both. */
async function check(page: Page, name: string): Promise<void> {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 812 });
    await page.waitForTimeout(150);
    expect(await rawKeys(page), `${name} at ${width}px`).toEqual([]);
    expect(await overflowing(page), `${name} at ${width}px`).toEqual([]);
    await shot(page, name);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** Opens a route and waits for its page to show more than the loading state. */
async function visit(page: Page, baseUrl: string, route: string, ready: string): Promise<void> {
  await open(page, baseUrl, route);
  await page.getByText(ready, { exact: true }).first().waitFor({ timeout: 10_000 });
  await toastsGone(page);
}

describe.skipIf(!run)("Spanish and French", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const username = `e2e_loc_${Date.now().toString(36)}`;
  const password = "locales_pass1";

  beforeAll(async () => {
    server = await startServer();
    const registered = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    expect(((await registered.json()) as { code: number }).code).toBe(0);
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ["en-US", "en", "Welcome back", "Bon retour", []],
    ["fr-FR", "fr", "Bon retour", "Welcome back", ["fr"]],
  ] as const)(
    "opens the sign-in page of a %s browser in its language from the first render, fetching only its texts",
    async (browserLocale, lang, heading, otherHeading, fetched) => {
      const fresh = await launchBrowser();
      try {
        // No service worker: its precache would fetch every file.
        const context = await fresh.newContext({
          locale: browserLocale,
          viewport: { width: 375, height: 812 },
          serviceWorkers: "block",
        });
        const first = await context.newPage();
        const languageChunks: string[] = [];
        first.on("request", (request) => {
          const chunk = /\/assets\/(en|es|fr|zh-Hans|zh-Hant)-[\w-]{8}\.js$/.exec(request.url());
          if (chunk) languageChunks.push(chunk[1] as string);
        });
        // Every text the page shows, from the first render on.
        await first.addInitScript(() => {
          const shown: string[] = [];
          Object.assign(window, { shownTexts: shown });
          new MutationObserver(() => shown.push(document.body?.innerText ?? "")).observe(document, {
            childList: true,
            subtree: true,
            characterData: true,
          });
        });
        await open(first, server.url, "/pages/login/index");
        await first.getByText(heading, { exact: true }).waitFor();
        expect(await first.evaluate(() => document.documentElement.lang)).toBe(lang);
        const shown = await first.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts);
        expect(shown.join("\n")).not.toContain(otherHeading);
        expect(languageChunks).toEqual(fetched);
      } finally {
        await fresh.close();
      }
    },
  );

  it.each(["es", "fr"] as const)(
    "switches the sign-in page to %s with the language pill",
    async (lang: Lang) => {
      const { label, signIn } = LANGUAGES[lang];
      await open(page, server.url, "/pages/login/index");
      await page
        .locator("button", { hasText: /English|Español|Français/ })
        .first()
        .click();
      await page.locator(".adm-action-sheet-button-item", { hasText: label }).click();
      await page.getByRole("button", { name: signIn, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.locator(".adm-action-sheet-popup").waitFor({ state: "hidden" });
      await check(page, `login-${lang}`);
      // The form's own checks, said in the language (the contract's messages).
      await page.getByRole("button", { name: signIn, exact: true }).click();
      await page
        .getByText(
          lang === "es" ? "El campo Contraseña es obligatorio" : "Le champ Mot de passe est obligatoire",
        )
        .waitFor();
      expect(await rawKeys(page)).toEqual([]);
      // The component library's own texts are Roster's too: a field's clear button (English "clear" before).
      await page.getByLabel(LANGUAGES[lang].account).fill("someone");
      const clear = page.locator(".adm-input-clear").first();
      expect(await clear.getAttribute("aria-label")).toBe(LANGUAGES[lang].clear);
      await clear.click();
      expect(await page.getByLabel(LANGUAGES[lang].account).inputValue()).toBe("");
      // The other sign-in methods' tabs, the longest texts of the page.
      for (const route of ["/pages/login/register", "/pages/login/forgot-password"]) {
        await open(page, server.url, route);
        await toastsGone(page);
        await check(page, `${route.split("/").pop()}-${lang}`);
      }
    },
  );

  it("signs in in French, the server refusing a wrong password in French", async () => {
    const { account, password: passwordLabel, signIn } = LANGUAGES.fr;
    await open(page, server.url, "/pages/login/index");
    await page.getByLabel(account).fill(username);
    await page.getByLabel(passwordLabel, { exact: true }).fill("wrong_pass9");
    await page.getByRole("button", { name: signIn, exact: true }).click();
    // The server's refusal in French, with the tries left (the form's message: it concerns both fields).
    await page
      .getByText(
        /^Identifiant ou mot de passe incorrect : encore \d+ essais avant le blocage de la connexion$/,
      )
      .waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await check(page, "login-refused-fr");
    await page.getByLabel(account).fill(username);
    await page.getByLabel(passwordLabel, { exact: true }).fill(password);
    await page.getByRole("button", { name: signIn, exact: true }).click();
    await waitForRoute(page, "/pages/index/index");
  });

  it.each([
    ["fr", "es"],
    ["es", "fr"],
  ] as const)(
    "shows the signed-in pages in %s, then switches to %s in the profile",
    async (lang: Lang, next: Lang) => {
      const texts = {
        es: { profile: "Mi perfil", devices: "Dispositivos", invite: "Mis invitados", files: "Mis archivos" },
        fr: { profile: "Mon profil", devices: "Appareils", invite: "Mes invités", files: "Mes fichiers" },
      }[lang];
      await visit(page, server.url, "/pages/index/index", texts.profile);
      await check(page, `home-${lang}`);
      await visit(page, server.url, "/pages/profile/index", username);
      await check(page, `profile-${lang}`);
      await visit(page, server.url, "/pages/user/devices", texts.devices);
      await check(page, `devices-${lang}`);
      await visit(page, server.url, "/pages/user/invitees", texts.invite);
      await check(page, `invitees-${lang}`);
      await visit(page, server.url, "/pages/user/files", texts.files);
      await check(page, `files-${lang}`);
      // The template pages (the request demo's index, one page of each folder).
      for (const route of [
        "/pages/test/test",
        "/pages_template/uni-id/util/util",
        "/pages_template/openapi/weixin/weixin",
        "/pages_template/vk-vuex/vk-vuex",
        "/pages_template/plugs/lucky-draw/lucky-draw",
        "/pages_template/db-test/db-test",
        "/pages_template/db-test/list/list",
      ]) {
        await open(page, server.url, route);
        await page.locator("h1").first().waitFor();
        await toastsGone(page);
        await check(page, `template-${route.split("/").slice(-1)[0]}-${lang}`);
      }

      await visit(page, server.url, "/pages/profile/index", username);
      await page.getByText(lang === "es" ? "Idioma" : "Langue", { exact: true }).click();
      await page.locator(".adm-action-sheet-button-item", { hasText: LANGUAGES[next].label }).click();
      await page.getByText(next === "es" ? "Información personal" : "Informations personnelles").waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(next);
      await page.locator(".adm-action-sheet-popup").waitFor({ state: "hidden" });
      expect(await rawKeys(page)).toEqual([]);
      // The choice survives a reload.
      await page.reload();
      await page.getByText(next === "es" ? "Información personal" : "Informations personnelles").waitFor();
    },
  );

  it.each(["es", "fr"] as const)("shows the admin console in %s", async (lang: Lang) => {
    const admin = await openBrowser();
    try {
      const console = await admin.context.newPage();
      await console.setViewportSize({ width: 375, height: 812 });
      await open(console, server.url, "/pages/login/index");
      await console.evaluate((locale) => localStorage.setItem("UNI_LOCALE", locale), lang);
      await console.reload();
      const { account, password: passwordLabel, signIn } = LANGUAGES[lang];
      await console.getByLabel(account).fill(ADMIN.username);
      await console.getByLabel(passwordLabel, { exact: true }).fill(ADMIN.password);
      await console.getByRole("button", { name: signIn, exact: true }).click();
      await waitForRoute(console, "/pages/index/index");
      const titles = {
        es: [
          "Panel de administración",
          "Usuarios",
          "Roles",
          "Permisos",
          "Menús",
          "Versiones de la app",
          "Registro de actividad",
          "Componentes de página",
          "Sorteos",
          "Ganadores de sorteos",
        ],
        fr: [
          "Console d’administration",
          "Utilisateurs",
          "Rôles",
          "Autorisations",
          "Menus",
          "Versions de l’application",
          "Journal d’administration",
          "Composants de page",
          "Tirages au sort",
          "Gagnants des tirages",
        ],
      }[lang];
      const routes = [
        "index",
        "users",
        "roles",
        "permissions",
        "menus",
        "app-versions",
        "admin-log",
        "components",
        "lucky-draw",
        "lucky-draw-winners",
      ];
      for (const [i, route] of routes.entries()) {
        await visit(console, server.url, `/pages/admin/${route}`, titles[i] as string);
        await check(console, `admin-${route}-${lang}`);
      }
    } finally {
      await admin.close();
    }
  });
});
