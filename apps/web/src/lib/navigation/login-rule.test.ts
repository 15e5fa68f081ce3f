import { describe, expect, it } from "vitest";
import { isLoginPage, loginPageUrl, needsLogin, pathOf, safeRedirect, wildcardMatch } from "./login-rule";

describe("checkTokenPages (mode 2)", () => {
  it.each([
    ["/", false],
    ["/pages/index/index", false],
    ["/pages/login/index", false],
    ["/pages/login/register?uniIdRedirectUrl=x", false],
    ["/pages/error/404/404", false],
    ["/pages/test/test?a=1", false],
    ["/pages/profile/index", true],
    ["/pages/profile/index?tab=1", true],
    ["/pages/anything/else", true],
    ["/pages/loginx/index", true],
  ])("%s needs login: %s", (url, expected) => {
    expect(needsLogin(url)).toBe(expected);
  });

  it("supports modes 1 (listed pages need login) and 0 (none)", () => {
    const list = ["/pages/profile/*"];
    expect(needsLogin("/pages/profile/index", { mode: 1, list })).toBe(true);
    expect(needsLogin("/pages/index/index", { mode: 1, list })).toBe(false);
    expect(needsLogin("/pages/profile/index", { mode: 0, list })).toBe(false);
  });
});

describe("url helpers", () => {
  it("matches wildcards literally except for *", () => {
    expect(wildcardMatch("/pages/login/*", "/pages/login/index")).toBe(true);
    expect(wildcardMatch("/a.b/*", "/aXb/c")).toBe(false);
    expect(wildcardMatch("/pages/*/index", "/pages/x/y/index")).toBe(true);
  });

  it("takes the path of a url, `/` being the index page", () => {
    expect(pathOf("/pages/test/test?x=1#h")).toBe("/pages/test/test");
    expect(pathOf("/")).toBe("/pages/index/index");
    expect(pathOf("")).toBe("/pages/index/index");
  });

  it("builds the login url with the encoded uniIdRedirectUrl", () => {
    expect(loginPageUrl("/pages/profile/index?a=1&b=2")).toBe(
      "/pages/login/index?uniIdRedirectUrl=%2Fpages%2Fprofile%2Findex%3Fa%3D1%26b%3D2",
    );
    expect(loginPageUrl("/pages/login/register")).toBe("/pages/login/index");
    expect(loginPageUrl()).toBe("/pages/login/index");
    expect(isLoginPage("/pages/login/register?x=1")).toBe(true);
  });

  it.each([
    ["/pages/profile/index?a=1", "/pages/profile/index?a=1"],
    ["https://evil.example/", undefined],
    ["//evil.example/x", undefined],
    ["/\\evil.example", undefined],
    ["javascript:alert(1)", undefined],
    ["/pages/login/index", undefined],
    ["", undefined],
    [null, undefined],
  ])("accepts only in-app redirect targets: %s", (url, expected) => {
    expect(safeRedirect(url)).toBe(expected);
  });
});
