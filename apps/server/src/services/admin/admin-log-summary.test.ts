import { describe, expect, it } from "vitest";
import { adminLogSummary } from "./admin-log-summary.js";
import { targetName } from "./admin-log-target.js";

const entry = {
  user_id: "u-admin",
  user_name: "boss",
  title: "userResetPassword",
  response_code: 0,
  target_id: "u-alice",
  target_name: "alice",
};
const shown = { title: "Reset the password of user", hidden: false };

describe("adminLogSummary", () => {
  it("says what the actor did to the account, in the reader's language", () => {
    expect(adminLogSummary(entry, shown, "en")).toBe("boss reset the password of alice");
    expect(adminLogSummary(entry, shown, "fr")).toBe("boss a réinitialisé le mot de passe de alice");
    expect(adminLogSummary(entry, shown, "es")).toBe("boss restableció la contraseña de alice");
    expect(adminLogSummary(entry, shown, "zh-Hant")).toBe("boss 重設了 alice 的密碼");
  });

  it("falls back to the id of an unnamed account and of an unnamed actor", () => {
    const unnamed = { ...entry, user_name: "", target_name: null };
    expect(adminLogSummary(unnamed, shown, "en")).toBe("u-admin reset the password of u-alice");
  });

  it("says 'a user' for entries without an account, and the title of entries older than the keys", () => {
    const older = { ...entry, target_id: null, target_name: null };
    expect(adminLogSummary(older, shown, "en")).toBe("boss reset the password of a user");
    const legacy = { ...older, title: "Reset password" };
    expect(adminLogSummary(legacy, { ...shown, title: "Reset password" }, "fr")).toBe(
      "boss : Reset password",
    );
  });

  it("never names a withheld account, and says a refusal with its code", () => {
    const refused = { ...entry, response_code: 90130 };
    expect(adminLogSummary(refused, { ...shown, hidden: true }, "en")).toBe(
      "boss's action on an account above your rights was refused (code 90130): Reset the password of user",
    );
    expect(adminLogSummary({ ...refused, target_id: null, target_name: null }, shown, "zh-Hans")).toBe(
      "boss 的操作被拒绝（代码 90130）：Reset the password of user",
    );
  });
});

describe("targetName", () => {
  it("is the username, else the nickname, else the masked mobile, else the masked e-mail", () => {
    const none = { username: null, nickname: "", mobile: null, email: null };
    expect(targetName({ ...none, username: "alice", nickname: "Al" })).toBe("alice");
    expect(targetName({ ...none, nickname: "Al", mobile: "13800138000" })).toBe("Al");
    expect(targetName({ ...none, mobile: "13800138000", email: "al@example.com" })).toBe("138****8000");
    expect(targetName({ ...none, email: "alice@example.com" })).toBe("al***@example.com");
    expect(targetName(none)).toBeNull();
  });
});
