import { addUploadRecord, fileGetList, getFileInfo, getUploadTarget } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileHarness, EXECUTABLE, type FileHarness } from "../../../test/files.js";

let h: FileHarness;
beforeAll(async () => {
  h = await createFileHarness("local", undefined);
});
afterAll(() => h.closeAll());

describe("user/kh/addUploadRecord", () => {
  it("records a file stored elsewhere as upstream does (type by URL, audio as video)", async () => {
    const user = await h.createUser();
    const body = await h.call(
      addUploadRecord,
      {
        url: "https://cdn.example.com/a/clip.mp3",
        name: "clip.mp3",
        size: 1234,
        file_id: "cloud://x/clip.mp3",
        provider: "unicloud",
        duration: 12.34567,
        // Fractions (a fuzz finding: integer columns on PostgreSQL) are stored as whole pixels.
        width: 1e-157,
        height: 719.6,
      },
      { as: user },
    );
    expect(body).toMatchObject({
      code: 0,
      file: {
        type: "video",
        url: "https://cdn.example.com/a/clip.mp3",
        provider: "unicloud",
        duration: 12.346,
        width: 0,
        height: 720,
        category_id: null,
      },
    });
    // The same external id may be recorded by another user too.
    const other = await h.createUser();
    expect(
      await h.call(
        addUploadRecord,
        { url: "https://cdn.example.com/a/clip.mp3", file_id: "cloud://x/clip.mp3", provider: "unicloud" },
        { as: other },
      ),
    ).toMatchObject({ code: 0, file: { name: "https://cdn.example.com/a/clip.mp3", size: 0 } });
    expect(
      (await h.call(getFileInfo, { fileList: ["cloud://x/clip.mp3"] }, { as: user })).fileList,
    ).toMatchObject([{ code: 0, user_id: user.uid, url: "https://cdn.example.com/a/clip.mp3" }]);
    expect((await h.call(fileGetList, {}, { as: user })).total).toBe(1);
  });

  it("refuses record URLs that a browser reads as another host, or that are not https", async () => {
    const user = await h.createUser();
    for (const url of ["/\\evil.example/x.png", "/\t/evil.example/x.png", "http://cdn.example.com/x.png"]) {
      const body = await h.call(
        "user/kh/addUploadRecord",
        { url, file_id: "cloud://x/y.png", provider: "unicloud" },
        { as: user },
      );
      expect(body, url).toMatchObject({ code: -1, key: "url" });
    }
    expect((await h.call(fileGetList, {}, { as: user })).total).toBe(0);
  });

  it("checks a Roster target named by file_id as reportUpload does, and only for its owner", async () => {
    const [owner, other] = [await h.createUser(), await h.createUser()];
    const target = await h.call(getUploadTarget, { name: "a.png", size: EXECUTABLE.length }, { as: owner });
    await h.postUpload(target as never, EXECUTABLE);
    const record = { url: "/x", file_id: target.fileID!, provider: "local" };
    expect(await h.call(addUploadRecord, record, { as: other })).toMatchObject({ code: 91005 });
    expect(await h.call(addUploadRecord, record, { as: owner })).toMatchObject({ code: 91008 });
  });

  it("validates its input", async () => {
    const user = await h.createUser();
    for (const data of [
      { url: "javascript:alert(1)", file_id: "a", provider: "x" },
      { url: "https://a/b", file_id: "", provider: "x" },
      { url: "https://a/b", file_id: "a", provider: "" },
      { url: "https://a/b", file_id: "a\u0000", provider: "x" },
      { url: "https://a/b", file_id: "a", provider: "x", size: -1 },
    ]) {
      expect((await h.callRaw("user/kh/addUploadRecord", data, { as: user })).body.code).toBe(-1);
    }
    expect(
      (await h.callRaw("user/kh/addUploadRecord", { url: "https://a/b", file_id: "a", provider: "x" })).body
        .code,
    ).toBe(30204);
  });
});
