import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, DESKTOP, openBrowser, screenshot } from "../support/browser";
import { BAIDU_KEYS, FakeBaidu, noisyPng, SAMPLE_ID_NUMBER, samplePng } from "../support/fake-baidu";
import { open, signIn, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();

// A user photographs both sides of an ID card on the identity-documents page: the server reads them with
// (a local) Baidu OCR, the user corrects the name and saves, and sees the number masked, never in clear.
describe.skipIf(!run)("identity documents: OCR, correct, save", () => {
  let server: RunningServer;
  let page: Page;
  let closeBrowser: () => Promise<void>;
  const baidu = new FakeBaidu();
  const png = samplePng();
  const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "roster-e2e-id-")), "id-card.png");
  const username = `e2e_id_${Date.now().toString(36)}`;
  const password = "identity_pass1";

  beforeAll(async () => {
    fs.writeFileSync(photo, png);
    const endpoint = await baidu.start();
    server = await startServer({
      BAIDU_OCR_API_KEY: BAIDU_KEYS.apiKey,
      BAIDU_OCR_SECRET_KEY: BAIDU_KEYS.secretKey,
      BAIDU_AIP_ENDPOINT: endpoint,
    });
    const registered = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    expect(((await registered.json()) as { code: number }).code).toBe(0);
    const browser = await openBrowser();
    closeBrowser = browser.close;
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.stop();
    await baidu.close();
  });

  it("reaches the page from the profile", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
    await open(page, server.url, "/pages/profile/index");
    await page.getByText("Identity documents").click();
    await waitForRoute(page, "/pages/user/identity");
    await page.getByText("Nothing saved yet.").waitFor();
  });

  it("reads both sides, takes a correction, saves, and shows the number masked", async () => {
    await page.getByTestId("photo-front-album").setInputFiles(photo);
    await page.getByTestId("photo-front").getByText("Details read: please check them").waitFor();
    await page.getByTestId("photo-back-camera").setInputFiles(photo);
    await page.getByTestId("photo-back").getByText("Details read: please check them").waitFor();
    // The server sent Baidu the very photo chosen, as base64.
    expect(baidu.images.length).toBe(2);
    expect(baidu.images.every((image) => image.equals(png))).toBe(true);

    expect(await page.getByLabel("ID number").inputValue()).toBe(SAMPLE_ID_NUMBER);
    expect(await page.getByLabel("Valid to").inputValue()).toBe("20360816");
    const name = page.getByLabel("Name", { exact: true });
    expect(await name.inputValue()).toBe("张三");
    await name.fill("张三丰");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "identity-read-phone");

    await page.getByRole("button", { name: "Save" }).click();
    const saved = page.getByTestId("saved-document");
    await saved.getByText("110***********002X").waitFor({ timeout: 10_000 });
    await saved.getByText("张三丰").waitFor();
    expect(await page.content()).not.toContain(SAMPLE_ID_NUMBER);
    expect(await page.getByLabel("ID number").inputValue()).toBe("");
    await screenshot(page, "identity-saved-phone");
  });

  it("shrinks a large licence photo to a JPEG within the limit before sending it", async () => {
    const big = path.join(path.dirname(photo), "licence.png");
    fs.writeFileSync(big, noisyPng());
    expect(fs.statSync(big).size).toBeGreaterThan(700 * 1024);
    await page.getByRole("button", { name: "Business licence" }).click();
    await page.getByTestId("photo-license-album").setInputFiles(big);
    await page
      .getByTestId("photo-license")
      .getByText("Details read: please check them")
      .waitFor({ timeout: 15_000 });
    const sent = baidu.images.at(-1)!;
    expect(sent.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(700 * 1024);
    expect(await page.getByLabel("Company name").inputValue()).toBe("北京示例科技有限公司");
    await page.getByRole("button", { name: "ID card" }).click();
  });

  it("shows a wrong ID number's refusal inline, and keeps the saved document after a reload", async () => {
    await page.getByLabel("ID number").fill("110105194912310021");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("The ID number is not valid; please check it before saving").waitFor();
    await page.reload();
    await page.getByTestId("saved-document").getByText("110***********002X").waitFor({ timeout: 10_000 });
    await page.setViewportSize({ width: 375, height: 812 });
    // Nothing overlaps: the Save button sits below the last field.
    const last = await page.getByLabel("Valid to").boundingBox();
    const save = await page.getByRole("button", { name: "Save" }).boundingBox();
    // The label-linked input is inside a 46 px control; the button keeps 24 px below that control.
    expect(save!.y).toBeGreaterThanOrEqual(last!.y + last!.height + 24);
    await screenshot(page, "identity-375");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "identity-1280");
  });
});
