import type { Locale } from "@roster/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n, registerTexts } from "../../i18n";
import { uploadTexts } from "../../i18n/groups/upload";
import { mockFetch } from "../../test/fetch-mock";
import { loadAllLocales } from "../../test/locales";
import { signInLocally } from "../../test/session";
import { uploadErrorText } from "./error-text";
import { UploadError } from "./upload-error";
import { uploadFile } from "./upload-file";

registerTexts(uploadTexts);

describe("uploadFile's cloud path check (seed: non-empty after trimming, no '://', no backslash)", () => {
  it.each([
    ["", "cloudPathEmpty"],
    ["   ", "cloudPathEmpty"],
    ["https://evil.example/x.png", "cloudPathInvalid"],
    ["a\\b.png", "cloudPathInvalid"],
  ])("refuses %j as %s before asking the server", async (cloudPath, reason) => {
    signInLocally();
    const { sent } = mockFetch(() => new Response("{}"));
    const failure = await uploadFile(new File(["x"], "x.png"), { cloudPath }).catch((e) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).reason).toBe(reason);
    expect(sent).toHaveLength(0);
  });
});

describe("the upload error texts", () => {
  beforeAll(loadAllLocales);
  const texts = (locale: Locale) => {
    const t = i18n.getFixedT(locale);
    return [
      uploadErrorText(t, new UploadError("failed", "HTTP 500")),
      uploadErrorText(t, new UploadError("cloudPathEmpty")),
      uploadErrorText(t, new UploadError("server", "Quota exceeded")),
    ];
  };

  it("are the seed's, in English, Simplified and Traditional Chinese; a server refusal shows its message", () => {
    expect(texts("en")).toEqual(["File upload failed", "cloudPath cannot be empty", "Quota exceeded"]);
    expect(texts("zh-Hans")).toEqual(["文件上传失败", "cloudPath不可为空", "Quota exceeded"]);
    expect(texts("zh-Hant")).toEqual(["檔案上傳失敗", "cloudPath不可為空", "Quota exceeded"]);
  });
});
