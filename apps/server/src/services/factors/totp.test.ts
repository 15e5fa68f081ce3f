import { Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchTotp, newTotpSecret, totpCodeAt, totpStep, totpUri } from "./totp.js";

describe("TOTP", () => {
  it("gives RFC 6238's SHA-1 test vectors (appendix B, 8 digits)", () => {
    const secret = Secret.fromLatin1("12345678901234567890");
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) expect(totpCodeAt(secret, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it("matches a code of the step, the one before and the one after, and names its step", () => {
    const secret = newTotpSecret();
    const now = Date.parse("2026-12-03T12:00:10Z");
    const step = totpStep(now);
    expect(matchTotp(secret, totpCodeAt(secret, step), now)).toBe(step);
    expect(matchTotp(secret, totpCodeAt(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCodeAt(secret, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCodeAt(secret, step - 2), now)).toBeUndefined();
    expect(matchTotp(secret, totpCodeAt(secret, step + 2), now)).toBeUndefined();
  });

  it("takes six digits only", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = totpCodeAt(secret, totpStep(now));
    for (const bad of [` ${code}`, `${code}0`, code.slice(1), "abcdef", "", "１２３４５６", `${code}\u0000`])
      expect(matchTotp(secret, bad, now)).toBeUndefined();
  });

  it("makes 160-bit secrets, each new, and the URI authenticator apps read", () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
    const uri = new URL(totpUri(a, "Roster", "alice"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(uri.searchParams.get("secret")).toBe(a);
    expect(uri.searchParams.get("issuer")).toBe("Roster");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
  });
});
