import {
  adminPermissionAdd,
  adminRoleAdd,
  adminRoleBindPermission,
  getFileInfo,
} from "@roster/contract/routes";
import { expect, it } from "vitest";
import { describeEachStorage, png } from "../../../test/files.js";

describeEachStorage("file/kh/getFileInfo on %s storage", {}, (h) => {
  it("answers the owner's records in input order and nothing of others' files", async () => {
    const [owner, other] = [await h.createUser(), await h.createUser()];
    const report = await h.uploadFile(owner, "a.png", await png(6, 2));
    const id = (report.file as { file_id: string }).file_id;
    const body = await h.call(getFileInfo, { fileList: ["nope", id] }, { as: owner });
    expect(body.fileList).toEqual([
      { fileID: "nope", code: 91005, msg: "No such file" },
      expect.objectContaining({
        fileID: id,
        code: 0,
        name: "a.png",
        width: 6,
        height: 2,
        user_id: owner.uid,
      }),
    ]);
    // Another user: the same answer as for an id that does not exist, no details.
    expect((await h.call(getFileInfo, { fileList: [id] }, { as: other })).fileList).toEqual([
      { fileID: id, code: 91005, msg: "No such file" },
    ]);
    expect((await h.callRaw(getFileInfo, { fileList: [id] })).body.code).toBe(30204);
  });

  it("lets the admin role and a permission on admin/files/sys/* reach every file, and no other permission", async () => {
    const owner = await h.createUser();
    const id = ((await h.uploadFile(owner, "a.png", await png())).file as { file_id: string }).file_id;
    const admin = await h.createUser({ roles: ["admin"] });
    expect((await h.call(getFileInfo, { fileList: [id] }, { as: admin })).fileList).toMatchObject([
      { fileID: id, code: 0, user_id: owner.uid },
    ]);
    const make = async (url: string) => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const permission_id = `files-${suffix}`;
      const role_id = `role-${suffix}`;
      expect(
        await h.call(
          adminPermissionAdd,
          { permission_id, permission_name: permission_id, url, match_mode: 1 },
          { as: admin },
        ),
      ).toMatchObject({ code: 0 });
      expect(await h.call(adminRoleAdd, { role_id, role_name: role_id }, { as: admin })).toMatchObject({
        code: 0,
      });
      expect(
        await h.call(adminRoleBindPermission, { role_id, permission_ids: [permission_id] }, { as: admin }),
      ).toMatchObject({ code: 0 });
      return h.createUser({ roles: [role_id] });
    };
    const fileAdmin = await make("admin/files/sys/*");
    expect((await h.call(getFileInfo, { fileList: [id] }, { as: fileAdmin })).fileList).toMatchObject([
      { code: 0 },
    ]);
    const userAdmin = await make("admin/system/user/sys/*");
    expect((await h.call(getFileInfo, { fileList: [id] }, { as: userAdmin })).fileList).toMatchObject([
      { code: 91005 },
    ]);
  });
});
