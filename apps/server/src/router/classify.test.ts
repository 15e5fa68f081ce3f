import { describe, expect, it } from "vitest";
import { isPrivatePath, normalizePath } from "./classify.js";

describe("normalizePath", () => {
  it("trims slashes and refuses what is not a route's shape", () => {
    expect(normalizePath("user/kh/getMyUserInfo")).toBe("user/kh/getMyUserInfo");
    expect(normalizePath("//user/pub/login/")).toBe("user/pub/login");
    for (const bad of [undefined, 7, "", "/", "a//b", "a b", "a/ü", "x".repeat(201), "a/\u0000"]) {
      expect(normalizePath(bad)).toBeUndefined();
    }
    expect(normalizePath("x".repeat(200))).toBe("x".repeat(200));
  });
});

describe("isPrivatePath", () => {
  it("is true for `._` anywhere and for a segment starting with `_`", () => {
    for (const p of ["_private", "user/_x/y", "user/kh/_secret", "a/b._c", "a._b/c"]) {
      expect(isPrivatePath(p)).toBe(true);
    }
    for (const p of ["user/kh/getMyUserInfo", "a_b/c_", "a./b", "user/pub/x_y"]) {
      expect(isPrivatePath(p)).toBe(false);
    }
  });
});
