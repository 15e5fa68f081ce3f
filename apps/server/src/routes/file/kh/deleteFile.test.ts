import { deleteFile, getFileInfo } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { describeEachStorage, type FileHarness, png } from "../../../test/files.js";

describeEachStorage("file/kh/deleteFile on %s storage", {}, (h) => {
  const upload = async (user: Awaited<ReturnType<FileHarness["createUser"]>>) =>
    ((await h.uploadFile(user, "a.png", await png())).file as { file_id: string }).file_id;

  it("deletes the owner's files (object and record) and refuses others' with not-found", async () => {
    const [owner, other] = [await h.createUser(), await h.createUser()];
    const [a, b] = [await upload(owner), await upload(owner)];
    expect(await h.call(deleteFile, { fileList: [a] }, { as: other })).toMatchObject({
      fileList: [{ fileID: a, code: 91005 }],
    });
    expect(await h.app.services.storage.head(a)).toBeDefined();
    expect((await h.callRaw(deleteFile, { fileList: [a] })).body.code).toBe(30204);
    const body = await h.call(deleteFile, { fileList: [a, "nope", a, b] }, { as: owner });
    expect(body.fileList).toEqual([
      { fileID: a, code: 0, msg: "" },
      { fileID: "nope", code: 91005, msg: "No such file" },
      { fileID: a, code: 91005, msg: "No such file" },
      { fileID: b, code: 0, msg: "" },
    ]);
    expect(await h.app.services.storage.head(a)).toBeUndefined();
    expect(await h.app.services.storage.head(b)).toBeUndefined();
    expect((await h.call(getFileInfo, { fileList: [a] }, { as: owner })).fileList).toMatchObject([
      { code: 91005 },
    ]);
  });

  it("lets an admin delete anyone's file", async () => {
    const owner = await h.createUser();
    const admin = await h.createUser({ roles: ["admin"] });
    const a = await upload(owner);
    expect(await h.call(deleteFile, { fileList: [a] }, { as: admin })).toMatchObject({
      fileList: [{ fileID: a, code: 0 }],
    });
    expect(await h.app.services.storage.head(a)).toBeUndefined();
  });
});
