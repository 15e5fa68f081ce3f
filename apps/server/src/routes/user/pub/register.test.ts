import { loginResultSchema, normalizeLocale } from "@roster/contract";
import { acceptInvite, getMyUserInfo, register } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, uniqueName } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/pub/register", () => {
  it("creates the account, signs it in and answers the login-like body", async () => {
    const username = uniqueName("Alice");
    const body = await h.call(register, { username, password: "secret_123" });
    const parsed = loginResultSchema.parse(body);
    expect(parsed.type).toBe("register");
    expect(parsed.userInfo.username).toBe(username.toLowerCase());
    expect(parsed.userInfo.nickname).toBe(username);
    expect(parsed.userInfo.my_invite_code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{7}$/);
    expect(parsed.userInfo.has_password).toBe(true);
    expect(parsed.vk_uni_token.tokenExpired).toBe(Math.floor(h.clock.now() / 1000) * 1000 + 604_800_000);
    // The token works at once.
    const me = await h.call(getMyUserInfo, {}, { as: parsed.vk_uni_token.token });
    expect(me.code).toBe(0);
    expect((me.userInfo as { _id: string })._id).toBe(parsed.uid);
  });

  it("stores an argon2id hash, never the password", async () => {
    const user = await h.register(uniqueName(), "plain_text_pw");
    const row = await h.app.services.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.uid)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain("plain_text_pw");
  });

  it("refuses a taken username with 20102, whatever its case", async () => {
    const username = uniqueName("Bob");
    await h.register(username);
    const body = await h.call(register, {
      username: username.toUpperCase(),
      password: "secret_123",
    });
    expect(body).toMatchObject({ code: 20102 });
  });

  it.each([
    [{ username: "ab", password: "secret_123" }, "username", /3-32/],
    [{ username: "1abc", password: "secret_123" }, "username", /start with a letter/],
    [{ username: "a".repeat(33), password: "secret_123" }, "username", /3-32/],
    [{ username: "abc def", password: "secret_123" }, "username", /letters, digits/],
    [{ username: "validname", password: "a".repeat(129) }, "password", /at most 128/],
    [{ username: "validname" }, "password", /^Password is required$/],
    [{ password: "secret_123" }, "username", /^Username is required$/],
    [{ username: 42, password: "secret_123" }, "username", /letter/],
    [{ username: ["x"], password: "secret_123" }, "username", /must be a string/],
  ])("rejects %j with -1 naming %s", async (data, key, message) => {
    const body = await h.call("user/pub/register", data);
    expect(body.code).toBe(-1);
    expect(body.key).toBe(key);
    expect(body.type).toBe("validator");
    expect(body.msg).toMatch(message);
  });

  it.each([
    ["zh-CN", "密码不可为空"],
    ["zh-TW", "密碼不可為空"],
    ["en", "Password is required"],
  ])("says a missing field by its label in %s, never by its wire name", async (locale, msg) => {
    const body = await h.call(
      "user/pub/register",
      { username: "validname" },
      { client: { locale: normalizeLocale(locale) } },
    );
    expect(body).toMatchObject({ code: -1, key: "password", msg });
  });

  it("accepts a numeric password as text, as upstream does", async () => {
    const body = await h.call(register, { username: uniqueName(), password: 73_914_628_305 });
    expect(body.code).toBe(0);
  });

  it("localizes validation messages", async () => {
    const body = await h.call(
      register,
      { username: "ab", password: "secret_123" },
      { client: { locale: "zh-Hans" } },
    );
    expect(body.msg).toContain("用户名以字母开头");
  });
});

describe("user/pub/register with an invite code", () => {
  const codeOf = async (uid: string) =>
    (
      await h.app.services.db
        .selectFrom("users")
        .select("my_invite_code")
        .where("id", "=", uid)
        .executeTakeFirstOrThrow()
    ).my_invite_code!;

  it("links the new account to the code's holder and its ancestors", async () => {
    const grand = await h.register();
    const parent = await h.register();
    await h.call(acceptInvite, { inviteCode: await codeOf(grand.uid) }, { as: parent });
    const body = await h.call(register, {
      username: uniqueName(),
      password: "secret_123",
      inviteCode: (await codeOf(parent.uid)).toLowerCase(),
    });
    const parsed = loginResultSchema.parse(body);
    expect(parsed.userInfo.inviter_uid).toEqual([parent.uid, grand.uid]);
    expect(parsed.userInfo.invite_time).toBe(h.clock.now());
  });

  it("refuses a code that matches no usable account with 10203 and creates nothing", async () => {
    const username = uniqueName();
    const banned = await h.createUser({ my_invite_code: "BANNED7", status: 1 });
    expect(banned.uid).toBeTruthy();
    for (const inviteCode of ["NOSUCH9", "BANNED7"]) {
      const body = await h.call(register, { username, password: "secret_123", inviteCode });
      expect(body).toMatchObject({ code: 10203, msg: "Invalid invite code" });
    }
    const row = await h.app.services.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", username.toLowerCase())
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("treats an empty code as none", async () => {
    const body = await h.call(register, {
      username: uniqueName(),
      password: "secret_123",
      inviteCode: "",
    });
    expect(loginResultSchema.parse(body).userInfo.inviter_uid).toEqual([]);
  });
});
