import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser, screenshot } from "../support/browser";
import { drawPng, textBytes } from "../support/files";
import { open, signIn, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
/** The narrowest common phone, where these pages are checked by eye. */
const SMALL_PHONE = { width: 375, height: 812 };

// One user's files, in order: the avatar (crop, upload, shown at home), three uploads at once with their
// progress, then a temporary link whose bytes are the file's.
describe.skipIf(!run)("files: avatar, uploads and temporary links", () => {
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const username = `e2e_files_${Date.now().toString(36)}`;
  const password = "files_pass1";
  const uploads: Array<{ name: string; mimeType: string; buffer: Buffer }> = [];

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
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("changes the avatar with a crop and sees it on the home page", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
    await page.setViewportSize(SMALL_PHONE);
    await open(page, server.url, "/pages/profile/index");
    await page.getByTestId("avatar-row").click();
    await page.getByText("Change avatar").waitFor();
    await screenshot(page, "files-01-avatar-choose-phone");
    await page.getByLabel("Choose from files").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await drawPng(page, 900, 600),
    });
    const area = page.getByTestId("crop-area");
    await area.locator("img").waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "files-02-avatar-crop-desktop");
    await page.setViewportSize(SMALL_PHONE);
    // Drag the photo left: the square moves over the blue half.
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await screenshot(page, "files-02-avatar-crop-phone");
    await page.getByRole("button", { name: "Use this photo" }).click();
    await page.getByText("Avatar updated").waitFor({ timeout: 15_000 });
    const profileImage = page.getByTestId("avatar-row").locator("img");
    await profileImage.waitFor();
    const url = (await profileImage.getAttribute("src")) ?? "";
    expect(url).not.toBe("");

    await open(page, server.url, "/pages/index/index");
    const home = page.getByTestId("home-avatar").locator("img");
    await home.waitFor();
    const shown = await home.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      // The centre pixel: blue, since the square was moved over the blue half.
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(img, 0, 0);
      const [r, g, b] = context.getImageData(img.naturalWidth / 2, img.naturalHeight / 2, 1, 1).data;
      return { src: img.getAttribute("src"), width: img.naturalWidth, height: img.naturalHeight, r, g, b };
    });
    expect(shown.src).toBe(url);
    expect(shown.width).toBe(shown.height);
    expect(shown.b).toBeGreaterThan(150);
    expect(shown.r).toBeLessThan(100);
    const fetched = await fetch(new URL(url, server.url));
    expect(fetched.status).toBe(200);
    await screenshot(page, "files-03-home-avatar-phone");
  });

  it("uploads 3 files at once, each with its progress bar, then lists them", async () => {
    await open(page, server.url, "/pages/user/files");
    await page.getByTestId("file-total").waitFor();
    // The avatar's upload is one of the user's files already.
    const before = await page.getByTestId("file-row").count();
    uploads.push(
      { name: "photo.png", mimeType: "image/png", buffer: await drawPng(page, 1200, 800) },
      { name: "notes.txt", mimeType: "text/plain", buffer: textBytes("notes", 400_000) },
      { name: "report.txt", mimeType: "text/plain", buffer: textBytes("report!", 300_000) },
    );
    // A slow uplink (about 1 Mbit/s), so that the uploads take long enough to be seen.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: 10_000_000,
      uploadThroughput: 120_000,
    });
    await page.getByLabel("Upload files").setInputFiles(uploads);
    const bars = page.getByRole("progressbar");
    await expect.poll(() => bars.count(), { timeout: 10_000 }).toBe(3);
    // Each bar moves on its own, part way, before any is done.
    await expect
      .poll(
        async () => {
          const values = await bars.evaluateAll((all) =>
            all.map((b) => Number(b.getAttribute("aria-valuenow"))),
          );
          return values.filter((v) => v > 0 && v < 100).length;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(2);
    await screenshot(page, "files-04-uploading-phone");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect
      .poll(() => page.locator("[data-testid=upload-item][data-status=done]").count(), { timeout: 60_000 })
      .toBe(3);
    await expect.poll(() => page.getByTestId("file-row").count(), { timeout: 10_000 }).toBe(before + 3);
    const names = await page.getByTestId("file-name").allTextContents();
    expect(names.slice(0, 3).sort()).toEqual(["notes.txt", "photo.png", "report.txt"]);
    const preview = page.getByTestId("file-row").filter({ hasText: "photo.png" }).locator("img");
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await screenshot(page, "files-05-listed-phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "files-06-listed-desktop");
    await open(page, server.url, "/pages/index/index");
    await screenshot(page, "files-06-home-desktop");
    await open(page, server.url, "/pages/profile/index");
    await screenshot(page, "files-06-profile-desktop");
    await page.setViewportSize(SMALL_PHONE);
    await open(page, server.url, "/pages/user/files");
    await page.getByTestId("file-row").first().waitFor();
  });

  it("opens a temporary link whose bytes are the file's", async () => {
    const row = page.getByTestId("file-row").filter({ hasText: "notes.txt" });
    await row.getByRole("button", { name: "Copy link" }).click();
    const link = page.getByTestId("temp-link");
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await screenshot(page, "files-07-temp-link-phone");
    const response = await fetch(href);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(uploads[1]!.buffer)).toBe(true);
  });
});
