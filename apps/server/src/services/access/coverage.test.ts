import { describe, expect, it } from "vitest";
import type { PermissionRow } from "../../db/schema.js";
import type { Access } from "./access.js";
import { coversPermission, coversUrl } from "./coverage.js";

const held = (match_mode: number, ...url: string[]): PermissionRow => ({
  permission_id: `held-${match_mode}-${url.join(",")}`,
  permission_name: "",
  comment: "",
  url: JSON.stringify(url),
  match_mode,
  level: 0,
  curd_category: 0,
  parent_id: null,
  sort: 0,
  enable: 1,
  created_at: 0,
});

const access = (...permissions: PermissionRow[]): Access => ({
  roles: ["r"],
  enabledRoles: ["r"],
  isAdmin: false,
  permissions,
});

const clerk = access(
  held(0, "admin/system/role/sys/getList"),
  held(1, "admin/system/user/sys/*"),
  held(1, "*/sys/getOutbox"),
  held(2, "^user/sys/(setVerifyCode|encryptPwd)$"),
);

describe("whether a url rule lies within what a caller holds", () => {
  it.each([
    [0, "admin/system/role/sys/getList", true, "an exact path it may call"],
    [0, "admin/system/user/sys/delete", true, "an exact path its wildcard allows"],
    [0, "user/sys/setVerifyCode", true, "an exact path its regex allows"],
    [0, "admin/system/menu/sys/getList", false, "an exact path it may not call"],
    [1, "admin/system/role/sys/getList", true, "a wildcard without * is exact"],
    [1, "admin/system/user/sys/*", true, "the very wildcard it holds"],
    [1, "admin/system/user/sys/get*", true, "a narrower wildcard under its prefix wildcard"],
    [1, "admin/system/user/sys/*/x*", true, "several * under its prefix wildcard"],
    [1, "admin/system/user/*", false, "a wider wildcard"],
    [1, "*admin/system/user/sys/*", false, "a wildcard that is not anchored at the start"],
    [1, "*/sys/getOutbox", true, "the very suffix wildcard it holds"],
    [1, "x*/sys/getOutbox", false, "a suffix wildcard's subset: not decided, so refused"],
    [2, "^user/sys/(setVerifyCode|encryptPwd)$", true, "the very regex it holds"],
    [2, "^user/sys/setVerifyCode$", false, "a narrower regex: not decided, so refused"],
    [2, "^admin/system/user/sys/.*", false, "a regex under its prefix wildcard: not decided"],
    [3, "anything", false, "an unknown match mode"],
  ])("mode %i %s -> %s (%s)", (mode, url, expected) => {
    expect(coversUrl(clerk, mode, url)).toBe(expected);
  });

  it("a held `*` covers every rule, regexes included; an empty wildcard covers nothing", () => {
    const wide = access(held(1, "*"));
    expect(coversUrl(wide, 2, "^(.*)$")).toBe(true);
    expect(coversUrl(wide, 1, "*anything*")).toBe(true);
    const empty = access(held(1, ""));
    expect(coversUrl(empty, 1, "a*")).toBe(false);
    expect(coversUrl(empty, 2, ".*")).toBe(false);
  });

  it("a permission is covered when every url is; one that grants nothing is", () => {
    expect(
      coversPermission(clerk, held(1, "admin/system/user/sys/get*", "admin/system/role/sys/getList")),
    ).toBe(true);
    expect(coversPermission(clerk, held(1, "admin/system/user/sys/get*", "admin/system/role/*"))).toBe(false);
    expect(coversPermission(clerk, held(0))).toBe(true);
    expect(coversPermission({ ...clerk, isAdmin: true }, held(2, "^(.|.)*$"))).toBe(true);
  });
});
