import { describe, expect, it } from "vitest";
import { respelled } from "../../test/respell.js";
import { deriveDataKey, seal, unseal } from "./sealing.js";

const key = deriveDataKey("x".repeat(40));

describe("sealing personal data", () => {
  it("opens what it sealed, under the same key and context only", () => {
    const sealed = seal(key, '{"idNumber":"11010519491231002X"}', "identity-document:u1:idcard");
    expect(sealed).not.toContain("110105");
    expect(unseal(key, sealed, "identity-document:u1:idcard")).toBe('{"idNumber":"11010519491231002X"}');
    expect(unseal(key, sealed, "identity-document:u2:idcard")).toBeUndefined();
    expect(unseal(deriveDataKey("y".repeat(40)), sealed, "identity-document:u1:idcard")).toBeUndefined();
  });
  it("uses a fresh IV each time and refuses a changed byte", () => {
    const a = seal(key, "same", "c");
    expect(seal(key, "same", "c")).not.toBe(a);
    const parts = a.split(".");
    const data = Buffer.from(parts[3]!, "base64url");
    data[0]! ^= 1;
    expect(unseal(key, [...parts.slice(0, 3), data.toString("base64url")].join("."), "c")).toBeUndefined();
    expect(unseal(key, "garbage", "c")).toBeUndefined();
  });
});

describe("sealed values are read in their one spelling", () => {
  it("refuses another spelling of the tag, a shortened tag and an extra part", () => {
    const sealed = seal(key, "secret", "c");
    const [version, iv, tag, data] = sealed.split(".") as [string, string, string, string];
    expect(Buffer.from(respelled(tag), "base64url")).toEqual(Buffer.from(tag, "base64url"));
    const shortTag = Buffer.from(tag, "base64url").subarray(0, 4).toString("base64url");
    for (const variant of [
      [version, iv, respelled(tag), data],
      [version, `${iv}=`, tag, data],
      [version, iv, shortTag, data],
      [version, iv, tag, data, "x"],
    ])
      expect(unseal(key, variant.join("."), "c")).toBeUndefined();
    expect(unseal(key, sealed, "c")).toBe("secret");
  });
});
