import { openapiWeixinImgSecCheck } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileHarness, type FileHarness } from "../../../../../test/files.js";
import { dataUrl, PNG, sharedImageCheckCases } from "../../../../../test/social/image-check-cases.js";
import { expectNoSecretsLogged } from "../../../../../test/social/openapi-helpers.js";
import { APPS, FAKE_APPS, socialEnv } from "../../../../../test/social/social-env.js";
import { createSocialHarness, type SocialHarness } from "../../../../../test/social/social-harness.js";
import { FakeWeixin } from "../../../../../test/social/weixin-server.js";

let s: SocialHarness;
beforeAll(async () => {
  s = await createSocialHarness();
});
afterAll(() => s.close());
const checks = () => s.wx.requests.filter((r) => r.path === "/wxa/img_sec_check");

describe("template/openapi/weixin/kh/imgSecCheck", () => {
  it("posts the image as the multipart media part with the app token; passes a clean image", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiWeixinImgSecCheck, { base64: dataUrl(PNG) }, { as: user });
    expect(body).toMatchObject({ code: 0, result: { suggest: "pass" } });
    const sent = checks().at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.query).toEqual({ access_token: s.wx.appTokens.get(APPS.wxMp.appid) });
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.form?.files.media?.type).toBe("image/png");
    expect(sent.form?.files.media?.bytes.equals(PNG)).toBe(true);
    expectNoSecretsLogged(s);
  });

  it("takes bare base64 too", async () => {
    const user = await s.h.createUser();
    const body = await s.h.call(openapiWeixinImgSecCheck, { base64: PNG.toString("base64") }, { as: user });
    expect(body.code).toBe(0);
  });

  sharedImageCheckCases(openapiWeixinImgSecCheck, () => s, checks);
});

describe("template/openapi/weixin/kh/imgSecCheck with an uploaded file (fileID)", () => {
  let wx: FakeWeixin;
  let h: FileHarness;
  beforeAll(async () => {
    wx = await new FakeWeixin(FAKE_APPS.weixin).start();
    h = await createFileHarness("local", undefined, socialEnv({ weixin: wx }));
  });
  afterAll(async () => {
    await h.closeAll();
    await wx.close();
  });
  const upload = async (user: Parameters<FileHarness["uploadFile"]>[0], bytes: Buffer) => {
    const uploaded = await h.uploadFile(user, "picture.png", bytes);
    expect(uploaded.code).toBe(0);
    return (uploaded.file as { file_id: string }).file_id;
  };

  it("checks the caller's own file up to 1 MB (bigger than an inline image may be)", async () => {
    const alice = await h.createUser();
    const bytes = Buffer.concat([PNG, Buffer.alloc(900 * 1024, 7)]);
    const body = await h.call(
      openapiWeixinImgSecCheck,
      { fileID: await upload(alice, bytes) },
      { as: alice },
    );
    expect(body.code).toBe(0);
    const sent = wx.requests.filter((r) => r.path === "/wxa/img_sec_check").at(-1)!;
    expect(sent.form?.files.media?.bytes.equals(bytes)).toBe(true);
  });

  it("refuses a file over 1 MB (91000) and another person's file (91005) without calling WeChat", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const before = wx.requests.length;
    const big = await upload(alice, Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 7)]));
    expect((await h.call(openapiWeixinImgSecCheck, { fileID: big }, { as: alice })).code).toBe(91000);
    const mine = await upload(alice, PNG);
    expect((await h.call(openapiWeixinImgSecCheck, { fileID: mine }, { as: bob })).code).toBe(91005);
    expect(wx.requests.filter((r) => r.path === "/wxa/img_sec_check").length).toBe(
      wx.requests.slice(0, before).filter((r) => r.path === "/wxa/img_sec_check").length,
    );
  });
});
