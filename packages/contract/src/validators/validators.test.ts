import { describe, expect, it } from "vitest";
import {
  fileKind,
  isEmail,
  isJsonString,
  isMobile,
  isPassword,
  isUsername,
  isVerifyCode,
  lengthInRange,
  test,
} from "./index.js";

describe("validators", () => {
  it.each([
    ["13800138000", true],
    ["19912345678", true],
    ["12800138000", false],
    ["1380013800", false],
    ["138001380000", false],
    ["23800138000", false],
    ["1380013800a", false],
  ])("mobile %s -> %s", (v, ok) => expect(isMobile(v)).toBe(ok));

  it.each([
    ["abc", true],
    ["a-b_c9", true],
    [`a${"b".repeat(31)}`, true],
    [`a${"b".repeat(32)}`, false],
    ["ab", false],
    ["9abc", false],
    ["_abc", false],
    ["ab c", false],
    ["abç", false],
  ])("username %s -> %s", (v, ok) => expect(isUsername(v)).toBe(ok));

  it.each([
    ["abc123", true],
    ["a@b_c1", true],
    ["x".repeat(18), true],
    ["x".repeat(19), false],
    ["12345", false],
    ["abc 123", false],
    ["abc-123", false],
  ])("password %s -> %s", (v, ok) => expect(isPassword(v)).toBe(ok));

  it.each([
    ["a@b.co", true],
    ["first.last@sub.example.com", true],
    ["a@b", false],
    ["@b.com", false],
    ["a b@c.com", false],
    [`${"a".repeat(250)}@b.com`, false],
  ])("email %s -> %s", (v, ok) => expect(isEmail(v)).toBe(ok));

  it("codes are exactly 6 digits", () => {
    expect(isVerifyCode("012345")).toBe(true);
    expect(isVerifyCode("12345")).toBe(false);
    expect(isVerifyCode("1234567")).toBe(false);
    expect(isVerifyCode("12345a")).toBe(false);
  });

  it("test() follows vk.pubfn.test: empty fails unless allowed, unknown rules pass, names ignore case", () => {
    expect(test("", "mobile")).toBe(false);
    expect(test("", "mobile", true)).toBe(true);
    expect(test("anything", "no-such-rule")).toBe(true);
    expect(test("13800138000", "MOBILE")).toBe(true);
    expect(test("12.345", "money")).toBe(false);
    expect(test("12.34", "money")).toBe(true);
    expect(test("2024-02-30", "date")).toBe(true);
    expect(test("2024-13-01", "date")).toBe(false);
    expect(test("1.0.0", "version")).toBe(true);
    expect(test("192.168.1.256", "ip")).toBe(false);
    expect(test("12345", "qq")).toBe(true);
    expect(test("11010519491231002X", "card")).toBe(true);
  });

  it("json strings, length ranges and file kinds", () => {
    expect(isJsonString('{"a":1}')).toBe(true);
    expect(isJsonString("1")).toBe(false);
    expect(isJsonString("{")).toBe(false);
    expect(lengthInRange("中文字", 3, 3)).toBe(true);
    expect(fileKind("a/b/photo.JPG?x=1")).toBe("image");
    expect(fileKind("clip.mp4")).toBe("video");
    expect(fileKind("song.mp3")).toBe("audio");
    expect(fileKind("doc.pdf")).toBe("other");
  });
});
