import { describe, expect, it } from "vitest";
import { urlField } from "../schemas/fields.js";
import { isLinkUrl } from "./link-url.js";

/** Links a browser would open or load off Roster's origin, or not over TLS (issue 27, item 10). */
const HOSTILE = [
  "/\\evil.example/x.png",
  "/\\\\evil.example/x.png",
  "/\\/evil.example/x.png",
  "//evil.example/x.png",
  "/\t/evil.example/x.png",
  "/\n/evil.example/x.png",
  "/%20/x\\y",
  "http://cdn.example.com/a.png",
  "HTTP://cdn.example.com/a.png",
  "javascript:alert(1)",
  "data:image/png;base64,AAAA",
  "https:evil.example/a.png",
  "https:/evil.example/a.png",
  "https://",
  "https:///a.png",
  "https://user:pass@cdn.example.com/a.png",
  "https://cdn.example.com\\@evil.example/a.png",
  "https://cdn.example.com/a b.png",
  "files/avatar.png",
  "\\evil.example",
  "ftp://cdn.example.com/a.png",
];

const GOOD = [
  "/files/avatar.png",
  "/files/download/u/1/a.png?exp=1&sig=x",
  "/",
  "/%5Cevil.example/x.png",
  "https://cdn.example.com/a/b.png?x=1#y",
  "HTTPS://CDN.example.com/a.png",
  "https://[::1]:8443/a.png",
];

describe("isLinkUrl", () => {
  it.each(HOSTILE)("refuses %j", (value) => {
    expect(isLinkUrl(value)).toBe(false);
  });
  it.each(GOOD)("keeps %j", (value) => {
    expect(isLinkUrl(value)).toBe(true);
  });
});

describe("urlField (avatars, upload records, menus, app packages)", () => {
  it("refuses a path that a browser reads as another host, and plain http", () => {
    for (const value of ["/\\evil.example/x", " /\\evil.example/x ", "http://cdn.example.com/a.png"])
      expect(urlField.safeParse(value).success, value).toBe(false);
  });
  it("keeps https URLs, paths on this origin and empty text", () => {
    for (const value of ["", "/files/a.png", " https://cdn.example.com/a.png "])
      expect(urlField.safeParse(value).success, value).toBe(true);
  });
});
