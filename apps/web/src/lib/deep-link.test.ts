import { describe, expect, it } from "vitest";
import { routeFromDeepLink } from "./deep-link";

const PUBLIC = "https://roster.example.com";

describe("routeFromDeepLink", () => {
  it("opens invite links of the public web address at the register page with the code", () => {
    expect(
      routeFromDeepLink("https://roster.example.com/#/pages/login/register?inviteCode=ABC2345", PUBLIC),
    ).toBe("/pages/login/register?inviteCode=ABC2345");
  });

  it("carries the providers' code and state from the link's query into the callback page", () => {
    expect(
      routeFromDeepLink("https://roster.example.com/?code=C1&state=S1#/pages/login/oauth-callback", PUBLIC),
    ).toBe("/pages/login/oauth-callback?code=C1&state=S1");
    expect(
      routeFromDeepLink(
        "https://roster.example.com/?auth_code=A&state=S#/pages/login/oauth-callback?state=inner",
        PUBLIC,
      ),
    ).toBe("/pages/login/oauth-callback?state=inner&auth_code=A");
  });

  it("opens the app's own scheme, and the home page when a link names no page", () => {
    expect(routeFromDeepLink("roster://open#/pages/user/devices", PUBLIC)).toBe("/pages/user/devices");
    expect(routeFromDeepLink("roster://open", PUBLIC)).toBe("/pages/index/index");
    expect(routeFromDeepLink("https://roster.example.com/", PUBLIC)).toBe("/pages/index/index");
  });

  it("ignores other hosts, schemes and anything that is not one of the app's pages", () => {
    for (const url of [
      "https://evil.example.com/#/pages/login/register",
      "http://roster.example.com/#/pages/index/index",
      "javascript:alert(1)#/pages/index/index",
      "roster://open#//evil.example.com/pages",
      "roster://open#/pages/../admin",
      "roster://open#/elsewhere",
      "roster://open#/pages/index/index%2F..",
      "not a url",
      "",
    ]) {
      expect(routeFromDeepLink(url, PUBLIC), url).toBeNull();
    }
    expect(
      routeFromDeepLink("https://roster.example.com/#/pages/index/index", ""),
      "no public address",
    ).toBeNull();
  });
});
