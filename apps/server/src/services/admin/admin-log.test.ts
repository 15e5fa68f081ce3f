import { describe, expect, it } from "vitest";
import { adminLogId, adminLogTitle, isAuditedPath, withoutSecretKeys } from "./admin-log.js";

describe("admin log helpers", () => {
  it.each([
    ["admin/system/user/sys/add", true],
    ["admin/system/user/sys/resetPassword", true],
    ["admin/system/role/sys/bindMenu", true],
    ["admin/system/user/sys/getList", false],
    ["admin/system/user/sys/findOne", false],
    ["admin/system/user/kh/add", false],
    ["user/sys/setVerifyCode", false],
    ["user/kh/updateUser", false],
  ])("%s is audited: %s", (path, audited) => {
    expect(isAuditedPath(path)).toBe(audited);
  });

  it("drops secret keys at any depth", () => {
    expect(
      withoutSecretKeys({
        uid: "u1",
        password: "a",
        newPassword: "b",
        nested: { token: "t", list: [{ oldPassword: "c", keep: 1 }], code: "123456" },
        role_ids: ["x"],
      }),
    ).toEqual({ uid: "u1", nested: { list: [{ keep: 1 }] }, role_ids: ["x"] });
  });

  it("titles known actions and keeps other paths as they are", () => {
    expect(adminLogTitle("admin/system/app-version/sys/delete")).toBe("Delete app version");
    expect(adminLogTitle("admin/system/user/sys/revokeSessions")).toBe("Revoke the sessions of user");
    expect(adminLogTitle("admin/test/sys/ping")).toBe("ping test");
    expect(adminLogTitle("admin/a/b/c/sys/x")).toBe("admin/a/b/c/sys/x");
  });

  it("makes ids that sort in the order of writing, also within one millisecond", () => {
    const ids = [adminLogId(1000), adminLogId(1000), adminLogId(1001), adminLogId(1001)];
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^[0-9a-f]{24}$/);
  });
});
