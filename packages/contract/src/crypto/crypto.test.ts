import { describe, expect, it } from "vitest";
import { RosterError } from "../errors/roster-error.js";
import { aesDecrypt, aesEncrypt, fitKey } from "./aes.js";
import {
  decryptRequestData,
  decryptResponseBody,
  encryptRequestData,
  encryptResponseBody,
  md5Hex,
  requestKey,
} from "./request-encryption.js";

// Vectors computed independently with Node's crypto (createCipheriv, createHash) from the reference §12.
const K = "1cd032a500472bfa4b79645642037cd6";

describe("request key", () => {
  it("is md5(appId + deviceId + token)", () => {
    expect(requestKey("__UNI__ABC", "device-1", "tok.en")).toBe(K);
    expect(md5Hex("")).toBe("d41d8cd98f00b204e9800998ecf8427e");
  });
  it('uses the text "undefined" when there is no token, as the upstream client', () => {
    expect(requestKey("__UNI__ABC", "device-1", undefined)).toBe("23f0e5dfa6c2e75646bb6fbe167b13df");
  });
});

describe("AES-256", () => {
  it("ECB matches the reference vector", () => {
    const plaintext = '{"a":1,"b":"中文","timeStamp":1700000000000}';
    const cipher = "an3dTPfyOeVDha+9s5iHas6BWttROqpu5Z1N3Ft4/ppyDkSA+AmzBsYvDv/d1YRM";
    expect(aesEncrypt(plaintext, K, "aes-256-ecb")).toBe(cipher);
    expect(aesDecrypt(cipher, K, "aes-256-ecb")).toBe(plaintext);
  });
  it("pads short keys with 0 and cuts long ones to 32 characters", () => {
    expect(fitKey("shortkey", 32)).toBe("shortkey000000000000000000000000");
    expect(fitKey("x".repeat(40), 32)).toHaveLength(32);
    expect(aesEncrypt("hello", "shortkey", "aes-256-ecb")).toBe("/dBcJ7amUQ3u6i5wD2bzIw==");
    expect(aesEncrypt("hello", `shortkey${"0".repeat(24)}zzzz`, "aes-256-ecb")).toBe(
      "/dBcJ7amUQ3u6i5wD2bzIw==",
    );
  });
  it("CBC matches the reference vector (IV = key cut to 16)", () => {
    expect(aesEncrypt("hello world", "shortkey", "aes-256-cbc")).toBe("0wHE4QQ1p7AqKeULyy859A==");
    expect(aesDecrypt("0wHE4QQ1p7AqKeULyy859A==", "shortkey", "aes-256-cbc")).toBe("hello world");
  });
  it("refuses other modes with 'not supported'", () => {
    expect(() => aesEncrypt("x", K, "aes-128-gcm")).toThrow(RosterError);
    expect(() => aesEncrypt("x", K, "aes192")).toThrow(/not supported/);
  });
  it("throws on a wrong key or garbage", () => {
    const cipher = aesEncrypt("secret", K);
    expect(() => aesDecrypt(cipher, "another-key")).toThrow();
    expect(() => aesDecrypt("not base64!", K)).toThrow();
  });
});

describe("encrypted calls", () => {
  it("round-trips request data with its timestamp", () => {
    const cipher = encryptRequestData({ a: 1, b: "中文" }, K, 1_700_000_000_000);
    expect(cipher).toBe("an3dTPfyOeVDha+9s5iHas6BWttROqpu5Z1N3Ft4/ppyDkSA+AmzBsYvDv/d1YRM");
    expect(decryptRequestData(cipher, K)).toEqual({ a: 1, b: "中文", timeStamp: 1_700_000_000_000 });
  });
  it("refuses request plaintext without a timestamp", () => {
    expect(() => decryptRequestData(aesEncrypt('{"a":1}', K), K)).toThrow(/timeStamp/);
    expect(() => decryptRequestData(aesEncrypt("[1]", K), K)).toThrow(/object/);
  });
  it("frames responses as cipher,ts,nonce with K2 = md5(K + ts + nonce)", () => {
    const framed = encryptResponseBody({ code: 0, msg: "ok" }, K, 1_700_000_000_123, "aB3dE9");
    expect(framed).toBe("TfZE+juuX0QAiAiJFtfr+SFREthCkOFUG/o5JDnc8hI=,1700000000123,aB3dE9");
    expect(decryptResponseBody(framed, K)).toEqual({ code: 0, msg: "ok" });
    expect(() => decryptResponseBody("abc", K)).toThrow();
  });
});
