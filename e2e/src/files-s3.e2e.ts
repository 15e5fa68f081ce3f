import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, openBrowser, screenshot } from "../support/browser";
import { drawPng, textBytes } from "../support/files";
import { open, signIn, waitForRoute } from "../support/pages";
import { startS3 } from "../support/s3";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

// The same web client on STORAGE=s3: the browser POSTs straight to the bucket (s3rver, real protocol),
// Roster checks the upload, and files and avatars come back from the bucket through presigned links.
describe.skipIf(!run)("files on S3: uploads, a temporary link and the avatar, from the browser", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let server: RunningServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const username = `e2e_s3_${Date.now().toString(36)}`;
  const password = "bucket upload trip";
  const notes = textBytes("s3 notes", 200_000);
  const bucketRequests: string[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    server = await startServer(s3.env);
    const registered = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    expect(((await registered.json()) as { code: number }).code).toBe(0);
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on("request", (request) => {
      if (request.url().startsWith(s3.env.S3_ENDPOINT!))
        bucketRequests.push(`${request.method()} ${request.url()}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await s3?.stop();
  });

  it("changes the avatar and shows it from the bucket", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
    await open(page, server.url, "/pages/profile/index");
    await page.getByTestId("avatar-row").click();
    await page.getByLabel("Choose from files").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await drawPng(page, 600, 600),
    });
    await page.getByTestId("crop-area").locator("img").waitFor();
    await page.getByRole("button", { name: "Use this photo" }).click();
    await page.getByText("Avatar updated").waitFor({ timeout: 15_000 });
    const image = page.getByTestId("avatar-row").locator("img");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
      .toBe(512);
    await screenshot(page, "files-s3-02-avatar-phone");
  });

  it("uploads two files to the bucket and lists them", async () => {
    await open(page, server.url, "/pages/user/files");
    await page.getByTestId("file-total").waitFor();
    // The avatar's upload is one of the user's files already.
    const before = await page.getByTestId("file-row").count();
    const posted = bucketRequests.filter((r) => r.startsWith("POST ")).length;
    await page.getByLabel("Upload files").setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: notes },
      { name: "photo.png", mimeType: "image/png", buffer: await drawPng(page, 640, 480) },
    ]);
    await expect
      .poll(() => page.locator("[data-testid=upload-item][data-status=done]").count(), { timeout: 30_000 })
      .toBe(2);
    await expect.poll(() => page.getByTestId("file-row").count(), { timeout: 10_000 }).toBe(before + 2);
    // The bytes went to the bucket, not through Roster.
    expect(bucketRequests.filter((r) => r.startsWith("POST ")).length).toBe(posted + 2);
    const preview = page.getByTestId("file-row").filter({ hasText: "photo.png" }).locator("img");
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await screenshot(page, "files-s3-01-listed-phone");
  });

  it("opens a temporary link on the bucket whose bytes are the file's", async () => {
    const row = page.getByTestId("file-row").filter({ hasText: "notes.txt" });
    await row.getByRole("button", { name: "Copy link" }).click();
    const link = page.getByTestId("temp-link");
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith(`${s3.env.S3_ENDPOINT}/`)).toBe(true);
    const response = await fetch(href);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(notes)).toBe(true);
  });
});
