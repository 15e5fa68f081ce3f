import { describe, expect, it } from "vitest";
import { commonPasswordSet } from "./common-password-set.js";
import { type PasswordProblem, passwordProblem, passwordStrength } from "./password-policy.js";

const common = commonPasswordSet();
const owner = { username: "Alice_W", mobile: "13812345678", email: "Wonder.Land@example.com" };

describe("password policy", () => {
  it.each<[string, PasswordProblem | undefined]>([
    ["correct horse battery", undefined],
    ["Tr0ub4dor&3xyz", undefined],
    ["密码是一只紫色的猫", undefined],
    ["a".repeat(64), undefined],
    ["a".repeat(65), "tooLong"],
    ["short1!", "tooShort"],
    ["123456", "tooShort"],
    ["tab\there-long", "controlCharacter"],
    ["nul\u0000inside-long", "controlCharacter"],
    ["line\nbreak-long", "controlCharacter"],
    ["password", "common"],
    ["PassWord1", "common"],
    ["iloveyou", "common"],
    ["qwertyuiop", "common"],
    ["my-alice_w-secret", "containsUsername"],
    ["MY-ALICE_W-SECRET", "containsUsername"],
    ["call 13812345678 now", "containsMobile"],
    ["x-wonder.land-x!", "containsEmail"],
    ["example.com rocks", undefined],
  ])("strong: %j -> %s", (password, problem) => {
    expect(passwordProblem(password, "strong", owner, common)).toBe(problem);
  });

  it.each<[string, PasswordProblem | undefined]>([
    ["abc123", undefined],
    ["123456", undefined],
    ["a_b@c_d_e_f_g_h_i_", undefined],
    ["pass word", "legacyRule"],
    ["abc12", "legacyRule"],
    ["a".repeat(19), "legacyRule"],
    ["pass-word", "legacyRule"],
    ["密码密码密码", "legacyRule"],
  ])("legacy (the seed's rule): %j -> %s", (password, problem) => {
    // Legacy is the seed's rule exactly: neither the list nor the account is consulted.
    expect(passwordProblem(password, "legacy", { username: "abc" }, common)).toBe(problem);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblem("😀😀😀😀😀😀😀", "strong")).toBe("tooShort");
    expect(passwordProblem("😀😀😀😀😀😀😀😀", "strong")).toBeUndefined();
  });

  it("ignores identity parts too short to matter, and skips the list when it is not given", () => {
    expect(passwordProblem("ab-is-in-here", "strong", { email: "ab@example.com" })).toBeUndefined();
    expect(passwordProblem("password", "strong", {})).toBeUndefined();
  });

  it("holds the common list of 8+ characters, lower-cased", () => {
    const size = (common as Set<string>).size;
    expect(size).toBeGreaterThan(15_000);
    expect([...(common as Set<string>)].every((w) => [...w].length >= 8 && w === w.toLowerCase())).toBe(true);
  });

  it.each([
    ["password", "strong", "weak"],
    ["abc", "strong", "weak"],
    ["violetcat9", "strong", "fair"],
    ["Violet-cat-92", "strong", "strong"],
    ["violet cat sings at dawn", "strong", "strong"],
    ["abc123", "legacy", "fair"],
    ["pass word", "legacy", "weak"],
  ] as const)("strength of %j under %s: %s", (password, policy, strength) => {
    expect(passwordStrength(password, policy, owner, common)).toBe(strength);
  });
});
