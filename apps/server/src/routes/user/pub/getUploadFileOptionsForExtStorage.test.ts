import { addUploadRecord, fileGetList, getUploadFileOptionsForExtStorage } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { createFileHarness, describeEachStorage, png } from "../../../test/files.js";

describeEachStorage("user/pub/getUploadFileOptionsForExtStorage on %s storage", {}, (h, { mode, s3 }) => {
  it("runs the upstream extStorage flow: options, uni.uploadFile-style POST, addUploadRecord", async () => {
    const user = await h.createUser();
    const cloudPath = `public/${user.uid}/2026/11/23/1234567812345678-photo.png`;
    const body = await h.call(
      getUploadFileOptionsForExtStorage,
      { cloudPath, provider: "qiniu", domain: "cdn.example.com" },
      { as: user },
    );
    expect(body).toMatchObject({ code: 0, cloudPath, uploadFileOptions: { name: "file" } });
    const options = body.uploadFileOptions!;
    const bytes = await png(9, 9);
    // uni.uploadFile: formData fields, then the file under `name`; status must be 200 or 201.
    const res = await h.postUpload({ uploadUrl: options.url, formData: options.formData }, bytes, {
      fileField: options.name,
      filename: "photo.png",
    });
    expect(res.status).toBe(200);
    const fetched = await fetch(h.absolute(body.fileURL!));
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(bytes);
    const record = await h.call(
      addUploadRecord,
      {
        url: body.fileURL!.split("?")[0]!,
        name: "photo.png",
        size: bytes.length,
        file_id: body.fileID!,
        provider: "extStorage",
        width: 9,
        height: 9,
      },
      { as: user },
    );
    expect(record).toMatchObject({
      code: 0,
      file: { file_id: body.fileID, provider: "extStorage", size: bytes.length, width: 9 },
    });
    expect((await h.call(fileGetList, {}, { as: user })).total).toBe(1);
  });

  it("keeps upstream's path rules", async () => {
    const user = await h.createUser();
    const call = (cloudPath?: string) =>
      h.call("user/pub/getUploadFileOptionsForExtStorage", { cloudPath }, { as: user });
    expect(await call()).toMatchObject({ code: -1, msg: "cloudPath is required" });
    expect(await call("  ")).toMatchObject({ code: -1 });
    expect(await call("private/a.png")).toMatchObject({
      code: -1,
      msg: "Uploads may only go under the public folder",
    });
    expect(await call("public/../../a.png")).toMatchObject({ code: 91003 });
    expect(await call("public/a.abcdef")).toMatchObject({ code: 91002 });
  });

  it("needs a signed-in caller unless EXT_STORAGE_ANONYMOUS=1; a bad token is refused either way", async () => {
    const anonymous = await h.callRaw(getUploadFileOptionsForExtStorage, { cloudPath: "public/a.png" });
    expect(anonymous.body).toMatchObject({ code: 30204 });
    expect(anonymous.body.msg).toContain("token");
    expect(
      (await h.callRaw(getUploadFileOptionsForExtStorage, { cloudPath: "public/a.png" }, { as: "bad" })).body
        .code,
    ).toBe(30204);
    const open = await createFileHarness(mode, s3, { EXT_STORAGE_ANONYMOUS: "1" });
    try {
      const body = await open.call(getUploadFileOptionsForExtStorage, { cloudPath: "public/a.png" });
      expect(body).toMatchObject({ code: 0 });
      expect(body.fileID).toMatch(/^u\/anonymous\//);
    } finally {
      await open.closeAll();
    }
  });
});
