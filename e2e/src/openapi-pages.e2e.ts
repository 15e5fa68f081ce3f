import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RISKY_TEXT } from "../../apps/server/src/test/social/content-checks.js";
import { FakeQq } from "../../apps/server/src/test/social/qq-douyin-servers.js";
import { FAKE_APPS, socialEnv } from "../../apps/server/src/test/social/social-env.js";
import { FakeWeixin } from "../../apps/server/src/test/social/weixin-server.js";
import { browserAvailable, openBrowser } from "../support/browser";
import { BAIDU_KEYS, FakeBaidu, samplePng } from "../support/fake-baidu";
import { open, signIn, waitForRoute } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

const run = browserAvailable();
const SHOTS = "/tmp/shots-openapi";

/** Every page of the folder, with the words of its title and whether it shows a platform's status. */
const PAGES = [
  ["weixin/weixin", "WeChat open API", true],
  ["weixin/msgSecCheck", "WeChat text check", true],
  ["weixin/imgSecCheck", "WeChat picture check", true],
  ["weixin/sendMessage", "WeChat subscribe message", true],
  ["qq/qq", "QQ open API", true],
  ["qq/msgSecCheck", "QQ text check", true],
  ["qq/imgSecCheck", "QQ picture check", true],
  ["douyin/douyin", "Douyin open API", true],
  ["douyin/msgSecCheck", "Douyin text check", true],
  ["douyin/imgSecCheck", "Douyin picture check", true],
  ["alipay/alipay", "Alipay open API", true],
  ["baidu/baidu", "Baidu OCR", false],
] as const;

// The open-API demo pages on a server without any platform's settings: each opens without a console
// error and says "not configured"; calls answer the server's "not configured" error under the form; a
// picture over 1 MB is refused before anything is sent.
describe.skipIf(!run)("open-API demo pages", () => {
  let server: RunningServer;
  let page: Page;
  let closeBrowser: () => Promise<void>;
  const problems: string[] = [];
  const openapiCalls: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-e2e-openapi-"));
  const small = path.join(dir, "small.png");
  const big = path.join(dir, "big.png");
  const username = `e2e_oa_${Date.now().toString(36)}`;
  const password = "openapi_pass1";

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.writeFileSync(small, samplePng());
    fs.writeFileSync(big, Buffer.concat([samplePng(), Buffer.alloc(1100 * 1024, 1)]));
    server = await startServer();
    const registered = await fetch(`${server.url}/router/user/pub/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    expect(((await registered.json()) as { code: number }).code).toBe(0);
    const browser = await openBrowser();
    closeBrowser = browser.close;
    page = await browser.context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on("request", (request) => {
      if (request.url().includes("/template/openapi/")) openapiCalls.push(request.url());
    });
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("signs in", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
  });

  it.each(PAGES)(
    "opens %s without console errors, says not configured; 375 and 1280 px",
    async (p, title, status) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, server.url, `/pages_template/openapi/${p}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      if (status)
        await page.getByTestId("openapi-status").getByText("Not configured on this server").waitFor();
      const name = p.replace("/", "-");
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
      expect(problems).toEqual([]);
    },
  );

  it("answers a text check with the server's 'not configured' error under the form", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, server.url, "/pages_template/openapi/qq/msgSecCheck");
    await page.getByLabel("Text to check").fill("hello");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("openapi-problem").getByText("QQ sign-in is not configured").waitFor();
    expect(openapiCalls.some((url) => url.endsWith("/template/openapi/qq/kh/msgSecCheck"))).toBe(true);
  });

  it("refuses a picture over 1 MB before sending; sends a small one", async () => {
    await open(page, server.url, "/pages_template/openapi/weixin/imgSecCheck");
    const before = openapiCalls.length;
    await page.getByTestId("openapi-image-input").setInputFiles(big);
    await page.getByTestId("openapi-problem").getByText("checks pictures up to 1 MB").waitFor();
    await page.getByRole("button", { name: "Check the picture" }).click();
    await page.getByTestId("openapi-problem").getByText("Choose a picture").waitFor();
    await page.screenshot({ path: path.join(SHOTS, "weixin-imgSecCheck-too-big-375.png"), fullPage: true });
    expect(openapiCalls.length).toBe(before);
    await page.getByTestId("openapi-image-input").setInputFiles(small);
    await page.getByRole("img", { name: "Picture to check" }).waitFor();
    await page.getByRole("button", { name: "Check the picture" }).click();
    await page.getByTestId("openapi-problem").getByText("WeChat sign-in is not configured").waitFor();
    expect(openapiCalls.length).toBe(before + 1);
    expect(problems).toEqual([]);
  });

  it("sends nothing for another path of the folder: the 404 page", async () => {
    await open(page, server.url, "/pages_template/openapi/weixin/nope");
    await waitForRoute(page, /404/);
  });
});

// The same pages on a server with WeChat's and QQ's mini-programs (local servers speaking their
// protocols): a mini-program code shows as a picture, a text and a picture pass QQ's checks, a flagged
// text is refused with the platform's verdict.
describe.skipIf(!run)("open-API demo pages with the platforms configured", () => {
  let server: RunningServer;
  let page: Page;
  let closeBrowser: () => Promise<void>;
  let wx: FakeWeixin;
  let qq: FakeQq;
  const baidu = new FakeBaidu();
  const problems: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-e2e-openapi-on-"));
  const small = path.join(dir, "small.png");
  const username = `e2e_oa2_${Date.now().toString(36)}`;
  const password = "openapi_pass2";

  beforeAll(async () => {
    fs.writeFileSync(small, samplePng());
    wx = await new FakeWeixin(FAKE_APPS.weixin).start();
    qq = await new FakeQq(FAKE_APPS.qq).start();
    server = await startServer({
      ...socialEnv({ weixin: wx, qq }),
      BAIDU_OCR_API_KEY: BAIDU_KEYS.apiKey,
      BAIDU_OCR_SECRET_KEY: BAIDU_KEYS.secretKey,
      BAIDU_AIP_ENDPOINT: await baidu.start(),
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
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.stop();
    await wx?.close();
    await qq?.close();
    await baidu.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("signs in", async () => {
    await open(page, server.url, "/pages/login/index");
    await signIn(page, username, password);
    await waitForRoute(page, "/pages/index/index");
  });

  it("shows WeChat's mini-program code as a picture", async () => {
    await open(page, server.url, "/pages_template/openapi/weixin/weixin");
    await page.getByTestId("openapi-status").getByText("Configured on this server").waitFor();
    await page.getByLabel("Scene (optional)").fill("demo=1");
    await page.getByRole("button", { name: "Get the code" }).click();
    await page.getByTestId("openapi-code-image").waitFor();
    const sent = wx.requests.filter((r) => r.path === "/wxa/getwxacodeunlimit").at(-1)!;
    expect(sent.json).toMatchObject({ scene: "demo=1", check_path: true, env_version: "release" });
    await page.screenshot({ path: path.join(SHOTS, "weixin-weixin-code-375.png"), fullPage: true });
    expect(problems).toEqual([]);
  });

  it("passes a clean text and refuses a flagged one at QQ", async () => {
    await open(page, server.url, "/pages_template/openapi/qq/msgSecCheck");
    await page.getByLabel("Text to check").fill("hello there");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("openapi-result").getByText("Passed").waitFor();
    await page.getByLabel("Text to check").fill(`buy now ${RISKY_TEXT}`);
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("openapi-problem").getByText("breaks the platform's rules").waitFor();
    await page.screenshot({ path: path.join(SHOTS, "qq-msgSecCheck-refused-375.png"), fullPage: true });
    expect(problems).toEqual([]);
  });

  it("passes a small picture at QQ: the very bytes chosen reach QQ as media", async () => {
    await open(page, server.url, "/pages_template/openapi/qq/imgSecCheck");
    await page.getByTestId("openapi-image-input").setInputFiles(small);
    await page.getByRole("button", { name: "Check the picture" }).click();
    await page.getByTestId("openapi-result").getByText("Passed").waitFor();
    const sent = qq.requests.filter((r) => r.path === "/api/json/security/ImgSecCheck").at(-1)!;
    expect(sent.form?.files.media?.bytes.equals(samplePng())).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, "qq-imgSecCheck-passed-375.png"), fullPage: true });
    expect(problems).toEqual([]);
  });

  it("reads an uploaded ID card photo with Baidu OCR", async () => {
    await open(page, server.url, "/pages_template/openapi/baidu/baidu");
    await page.getByTestId("openapi-ocr-input").setInputFiles(small);
    await page.getByRole("button", { name: "Read it" }).click();
    await page.getByTestId("openapi-result").getByText("张三").waitFor({ timeout: 15_000 });
    expect(baidu.images.at(-1)?.equals(samplePng())).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, "baidu-baidu-read-375.png"), fullPage: true });
    expect(problems).toEqual([]);
  });
});
