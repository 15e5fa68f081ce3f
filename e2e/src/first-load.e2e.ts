import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openBrowser } from "../support/browser";
import { signIn, waitForRoute } from "../support/pages";
import { ADMIN, type RunningServer, startServer, WEB_DIST } from "../support/server";

const run = browserAvailable();

/** The chunk of a page's module in the build the server serves. */
const chunkOf = (module: string): string => {
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, ".vite/manifest.json"), "utf8"));
  const file = manifest[module]?.file;
  if (typeof file !== "string") throw new Error(`No chunk of ${module} in the build's manifest`);
  return `/${file}`;
};

// index.html starts loading the landing page's code with the app's (apps/web/build/first-page-preload.ts),
// through an inline script that the content security policy allows by its hash.
describe.skipIf(!run)("the first load", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    page = await browser.context.newPage();
    // Every policy violation of every document this page loads.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** What the document shows of its first load: its links in order, the files fetched, the violations. */
  const firstLoad = () =>
    page.evaluate(() => ({
      links: Array.from(
        document.head.querySelectorAll<HTMLLinkElement>(
          "link[rel=modulepreload], link[rel=preload], link[rel=stylesheet]",
        ),
      ).map((link) => `${link.getAttribute("rel")} ${new URL(link.href).pathname}`),
      fetched: performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      violations: (window as unknown as { violations: string[] }).violations,
    }));

  /** The links index.html wrote or its script added, before the first stylesheet (the page's come after). */
  const beforeStyles = (links: string[]) =>
    links.slice(
      0,
      links.findIndex((l) => l.startsWith("stylesheet")),
    );

  it("preloads the sign-in page's code from index.html, under the policy, each file fetched once", async () => {
    await page.goto(`${server.url}/#/pages/login/index`);
    await page.getByLabel("Account").waitFor();
    const { links, fetched, violations } = await firstLoad();
    expect(violations).toEqual([]);
    expect(beforeStyles(links)).toContain(`modulepreload ${chunkOf("src/pages/login/index.tsx")}`);
    expect(beforeStyles(links).some((l) => l.startsWith("preload ") && l.endsWith(".css"))).toBe(true);
    const scripts = fetched.filter((file) => file.startsWith("/assets/"));
    expect(scripts.length).toBeGreaterThan(3);
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  it("preloads the profile's code when the profile is reloaded, and nothing of the sign-in page's", async () => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForRoute(page, "/pages/index/index");
    await page.goto(`${server.url}/#/pages/profile/index`);
    await page.reload();
    await page.getByTestId("profile-name").waitFor();
    const { links, violations } = await firstLoad();
    expect(violations).toEqual([]);
    expect(beforeStyles(links)).toContain(`modulepreload ${chunkOf("src/pages/profile/index.tsx")}`);
    expect(beforeStyles(links)).not.toContain(`modulepreload ${chunkOf("src/pages/login/index.tsx")}`);
  });

  it("preloads nothing for a page that is not a landing page", async () => {
    await page.goto(`${server.url}/#/pages/user/devices`);
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    const { links, violations } = await firstLoad();
    expect(violations).toEqual([]);
    expect(
      beforeStyles(links).filter((l) => !l.includes("/assets/app-") && !l.includes("/assets/rolldown-")),
    ).toEqual([]);
  });
});
