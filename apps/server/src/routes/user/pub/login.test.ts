import { loginResultSchema } from "@roster/contract";
import { getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHarness, type Harness, uniqueName } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ LEGACY_PASSWORD_SECRETS: "passwordSecret-demo" });
});
afterAll(() => h.close());

const login = (username: string, password: string, ip = "10.0.0.1") =>
  h.call("user/pub/login", { username, password }, { client: { ip } });

describe("user/pub/login", () => {
  it("signs in by username in any case, with the login-like body", async () => {
    const user = await h.createUser({ username: uniqueName("carol") });
    const body = loginResultSchema.parse(await login(user.username.toUpperCase(), user.password));
    expect(body).toMatchObject({ type: "login", uid: user.uid, needUpdateUserInfo: true });
    expect(body.userInfo.last_login_ip).toBe("10.0.0.1");
    const log = await h.app.services.db
      .selectFrom("login_log")
      .selectAll()
      .where("user_id", "=", user.uid)
      .execute();
    expect(log.some((l) => l.login_type === "password" && l.state === 1)).toBe(true);
  });

  it("signs in by confirmed e-mail and confirmed mobile, not by unconfirmed ones", async () => {
    const email = `${uniqueName("m")}@example.com`;
    const confirmed = await h.createUser({
      email,
      email_confirmed: 1,
      mobile: "13800138001",
      mobile_confirmed: 1,
    });
    expect((await login(email.toUpperCase(), confirmed.password)).uid).toBe(confirmed.uid);
    expect((await login("13800138001", confirmed.password)).uid).toBe(confirmed.uid);
    const other = `${uniqueName("u")}@example.com`;
    const unconfirmed = await h.createUser({ email: other, email_confirmed: 0, mobile: "13800138002" });
    // Unconfirmed, they are names no account signs in with: the answer of a wrong password (issue 27).
    expect((await login(other, unconfirmed.password)).code).toBe(10102);
    expect((await login("13800138002", unconfirmed.password)).code).toBe(10102);
    expect((await login(other, unconfirmed.password)).msg).toBe("Wrong account or password");
  });

  it("answers an unknown account as a wrong password, 10102, still paying for one hash", async () => {
    const spy = vi.spyOn(h.app.services.passwords, "check");
    const body = await login(uniqueName("nobody"), "whatever1");
    expect(body).toMatchObject({ code: 10102, triesLeft: 5 });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("answers 10102 for a wrong password and 10001 for a disabled account", async () => {
    const user = await h.createUser();
    expect((await login(user.username, "wrong_pass")).code).toBe(10102);
    const disabled = await h.createUser({ status: 1 });
    expect((await login(disabled.username, disabled.password)).code).toBe(10001);
    expect((await login(disabled.username, "wrong_pass")).code).toBe(10102);
  });

  it("locks an account for one IP after 6 wrong passwords, for an hour", async () => {
    const user = await h.createUser();
    for (let i = 0; i < 6; i++)
      expect((await login(user.username, "wrong_pass", "10.9.9.9")).code).toBe(10102);
    expect((await login(user.username, user.password, "10.9.9.9")).code).toBe(10103);
    expect((await login(user.username, user.password, "10.9.9.8")).code).toBe(0);
    h.clock.advance(3_600_000 + 1);
    expect((await login(user.username, user.password, "10.9.9.9")).code).toBe(0);
  });

  it("says how many tries remain after each wrong password, and until when the lock lasts", async () => {
    const user = await h.createUser();
    const left: unknown[] = [];
    let lastFailureAt = 0;
    for (let i = 0; i < 6; i++) {
      h.clock.advance(1000);
      lastFailureAt = h.clock.now();
      const body = await login(user.username, "wrong_pass", "10.7.7.7");
      expect(body.code).toBe(10102);
      left.push(body.triesLeft);
    }
    expect(left).toEqual([5, 4, 3, 2, 1, 0]);
    const locked = await login(user.username, user.password, "10.7.7.7");
    expect(locked).toMatchObject({ code: 10103, lockedUntil: lastFailureAt + 3_600_000 });
    // Another IP has its own budget and its own count.
    expect((await login(user.username, "wrong_pass", "10.7.7.8")).triesLeft).toBe(5);
    const updated = await h.call(
      "user/kh/updatePwd",
      { oldPassword: "wrong_pass", newPassword: "A-new-pass-2026", password_confirmation: "A-new-pass-2026" },
      { as: user, client: { ip: "10.7.7.8" } },
    );
    expect(updated).toMatchObject({ code: 40202, triesLeft: 4 });
  });

  it("forgets failures after a good password", async () => {
    const user = await h.createUser();
    for (let i = 0; i < 5; i++) await login(user.username, "wrong_pass", "10.1.1.1");
    expect((await login(user.username, user.password, "10.1.1.1")).code).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await login(user.username, "wrong_pass", "10.1.1.1")).code).toBe(10102);
    expect((await login(user.username, user.password, "10.1.1.1")).code).toBe(0);
  });

  it("keeps at most 10 live sessions: the oldest is revoked", async () => {
    const user = await h.createUser();
    const tokens = [user.token];
    for (let i = 0; i < 10; i++) {
      h.clock.advance(1000);
      tokens.push(((await login(user.username, user.password)).vk_uni_token as { token: string }).token);
    }
    expect((await h.call(getMyUserInfo, {}, { as: tokens[0] })).code).toBe(30202);
    for (const token of tokens.slice(1)) {
      expect((await h.call(getMyUserInfo, {}, { as: token })).code).toBe(0);
    }
  });

  it("accepts an imported upstream HMAC-SHA1 hash once and re-hashes it with argon2id", async () => {
    const user = await h.createUser({ password: "unused_1" });
    await h.app.services.db
      .updateTable("users")
      .set({ password_hash: "vk-hmac-sha1:0:03caebb36670995fc261a275d212cad65e4bbebd" })
      .where("id", "=", user.uid)
      .execute();
    expect((await login(user.username, "wrong1")).code).toBe(10102);
    expect((await login(user.username, "123456")).code).toBe(0);
    const row = await h.app.services.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.uid)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(user.username, "123456")).code).toBe(0);
  });

  it.each([
    [{ password: "x" }, "username"],
    [{ username: "", password: "x" }, "username"],
    [{ username: "someone" }, "password"],
    [{ username: "someone", password: "" }, "password"],
    [{ username: { $ne: 1 }, password: "x" }, "username"],
  ])("rejects %j with -1 naming %s", async (data, key) => {
    expect(await h.call("user/pub/login", data)).toMatchObject({ code: -1, key });
  });
});
