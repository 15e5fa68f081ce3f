import {
  deleteAccount,
  getMyUserInfo,
  login,
  loginByEmail,
  loginBySms,
  register,
  updateUser,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionsEnded } from "../../../services/sessions/session-events.js";
import { userManager } from "../../../test/admin-fixtures.js";
import {
  emailCode,
  otherCode,
  smsCode,
  tokenOf,
  tokenWorks,
  uniqueEmail,
  uniqueMobile,
} from "../../../test/codes.js";
import { expectErased, seedAccountData } from "../../../test/erasure.js";
import { createHarness, type Harness, type TestUser, uniqueName } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "10000" });
});
afterAll(() => h.close());

const exists = async (uid: string) =>
  (await h.app.services.db.selectFrom("users").select("id").where("id", "=", uid).executeTakeFirst()) !==
  undefined;

/** The session id inside a token. */
const sidOf = (user: TestUser | string) =>
  h.app.services.tokens.verify(typeof user === "string" ? user : user.token).sid;

/** Everything announced on the session events while `work` runs. */
async function announced(work: () => Promise<unknown>): Promise<SessionsEnded[]> {
  const heard: SessionsEnded[] = [];
  const stop = h.app.services.sessionEvents.on((ended) => heard.push(ended));
  try {
    await work();
  } finally {
    stop();
  }
  return heard;
}

describe("user/kh/deleteAccount with a password", () => {
  it("erases the account and its data, and signs out every device (forceLogout 'deleted')", async () => {
    const mobile = uniqueMobile();
    const email = uniqueEmail();
    const user = await h.createUser({ mobile, mobile_confirmed: 1, email, email_confirmed: 1 });
    const other = tokenOf(await h.call(login, { username: user.username, password: user.password }));
    const seeded = await seedAccountData(h, {
      uid: user.uid,
      username: user.username,
      addresses: [mobile, email],
    });

    let body: Awaited<ReturnType<typeof h.call>> | undefined;
    const heard = await announced(async () => {
      body = await h.call(deleteAccount, { password: user.password }, { as: user });
    });
    expect(body).toMatchObject({ code: 0 });
    // Every session ends; the caller's (it learns it from the answer) is named, so that its sockets are
    // told quietly.
    expect(heard).toEqual([
      { userId: user.uid, allSessions: true, reason: "deleted", endedBy: sidOf(user.token) },
    ]);
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: other })).code).toBe(30202);
    // Its right password answers as for a name no account has (issue 27).
    expect(await h.call(login, { username: user.username, password: user.password })).toMatchObject({
      code: 10102,
      msg: "Wrong account or password",
    });
    await expectErased(h, seeded);
  });

  it("frees the username, mobile and e-mail for a new registration at once", async () => {
    const mobile = uniqueMobile();
    const email = uniqueEmail();
    const username = uniqueName("again");
    const user = await h.createUser({ username, mobile, mobile_confirmed: 1, email, email_confirmed: 1 });
    expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(0);

    const again = await h.call(register, { username, password: "brand_new_pw1" });
    expect(again).toMatchObject({ code: 0, type: "register" });
    expect(again.uid).not.toBe(user.uid);
    const bySms = await h.call(loginBySms, {
      mobile,
      code: await smsCode(h, mobile, "register"),
      type: "register",
    });
    expect(bySms).toMatchObject({ code: 0, type: "register" });
    const byEmail = await h.call(loginByEmail, {
      email,
      code: await emailCode(h, email, "register"),
      type: "register",
    });
    expect(byEmail).toMatchObject({ code: 0, type: "register" });
  });

  it("asks for the password (91460) and counts wrong ones toward the lockout (10102, then 10103)", async () => {
    const user = await h.createUser();
    expect(await h.call(deleteAccount, {}, { as: user })).toMatchObject({ code: 91460 });
    expect(await h.call(deleteAccount, { password: "wrong_pw_1" }, { as: user })).toMatchObject({
      code: 10102,
      triesLeft: 5,
    });
    // The same budget as signing in: 6 wrong passwords from this IP lock the account here for an hour.
    for (let i = 0; i < 4; i++) await h.call(deleteAccount, { password: "wrong_pw_1" }, { as: user });
    expect(await h.call(login, { username: user.username, password: "wrong_pw_1" })).toMatchObject({
      code: 10102,
      triesLeft: 0,
    });
    expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(10103);
    expect(await exists(user.uid)).toBe(true);
    expect(await tokenWorks(h, user)).toBe(true);
    // The lock ends an hour after the last failure.
    h.clock.advance(3_600_001);
    expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(0);
  });

  it("answers 10104 and deletes nothing when the password changed while it was checked", async () => {
    const user = await h.createUser();
    const attempts = h.app.services.loginAttempts;
    const check = attempts.check.bind(attempts);
    attempts.check = async (key, run) => {
      attempts.check = check;
      const result = await check(key, run);
      // Another device changes the password (sessions end, the epoch moves on) as this check ends.
      await h.app.services.db
        .updateTable("users")
        .set((eb) => ({ session_epoch: eb("session_epoch", "+", 1) }))
        .where("id", "=", user.uid)
        .execute();
      return result;
    };
    expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(10104);
    expect(await exists(user.uid)).toBe(true);
  });
});

describe("user/kh/deleteAccount with a code (an account without a password)", () => {
  /** An account made by SMS code: confirmed mobile, no password. */
  async function smsAccount() {
    const mobile = uniqueMobile();
    h.clock.advance(61_000);
    const body = await h.call(loginBySms, { mobile, code: await smsCode(h, mobile, "login") });
    expect(body).toMatchObject({ code: 0, type: "register", userInfo: { has_password: false } });
    h.clock.advance(61_000);
    return { mobile, uid: body.uid as string, token: tokenOf(body) };
  }

  it("deletes with a delete-account code sent to the confirmed mobile, and frees the mobile", async () => {
    const account = await smsAccount();
    expect(await h.call(deleteAccount, {}, { as: account.token })).toMatchObject({ code: 91461 });
    // A password is no proof for an account that has none.
    expect(await h.call(deleteAccount, { password: "whatever_1" }, { as: account.token })).toMatchObject({
      code: 91461,
    });
    const code = await smsCode(h, account.mobile, "delete-account");
    expect(await h.call(deleteAccount, { code: otherCode(code) }, { as: account.token })).toMatchObject({
      code: 50202,
      remainingAttempts: 4,
    });
    expect(await exists(account.uid)).toBe(true);
    expect((await h.call(deleteAccount, { code }, { as: account.token })).code).toBe(0);
    expect(await exists(account.uid)).toBe(false);
    expect(await tokenWorks(h, account.token)).toBe(false);
    const again = await h.call(loginBySms, {
      mobile: account.mobile,
      code: await smsCode(h, account.mobile, "login"),
    });
    expect(again).toMatchObject({ code: 0, type: "register" });
    expect(again.uid).not.toBe(account.uid);
  });

  it("refuses a code sent for another purpose (50207)", async () => {
    const account = await smsAccount();
    const loginCode = await smsCode(h, account.mobile, "login");
    expect((await h.call(deleteAccount, { code: loginCode }, { as: account.token })).code).toBe(50207);
    expect(await exists(account.uid)).toBe(true);
  });

  it("asks an account with neither a password nor a confirmed address to set a password (91462)", async () => {
    const user = await h.createUser();
    await h.app.services.db
      .updateTable("users")
      .set({ password_hash: null })
      .where("id", "=", user.uid)
      .execute();
    expect(await h.call(deleteAccount, { code: "123456" }, { as: user })).toMatchObject({ code: 91462 });
    expect(await exists(user.uid)).toBe(true);
  });
});

describe("user/kh/deleteAccount from the attacker's side", () => {
  const PATH = deleteAccount.path;

  it("refuses callers without a valid token (30204) and deletes nothing", async () => {
    const victim = await h.createUser();
    expect((await h.call(PATH, { password: victim.password, uid: victim.uid })).code).toBe(30204);
    expect((await h.call(PATH, { password: victim.password }, { as: "not.a.token" })).code).toBe(30204);
    expect(await exists(victim.uid)).toBe(true);
  });

  it("ignores a client-sent uid: a signed-in user can only ever delete itself", async () => {
    const victim = await h.createUser({ password: "victim_pw_1" });
    const mallory = await h.createUser({ password: "mallory_pw_1" });
    // The victim's password is checked against Mallory's own account: wrong.
    const named = { uid: victim.uid, _id: victim.uid, user_id: victim.uid };
    expect((await h.call(PATH, { ...named, password: "victim_pw_1" }, { as: mallory })).code).toBe(10102);
    expect(await exists(victim.uid)).toBe(true);
    expect((await h.call(PATH, { ...named, password: "mallory_pw_1" }, { as: mallory })).code).toBe(0);
    expect(await exists(mallory.uid)).toBe(false);
    expect(await exists(victim.uid)).toBe(true);
    expect(await tokenWorks(h, victim)).toBe(true);
  });

  it("gives a narrow back-office user no way to delete another account through it", async () => {
    const victim = await h.createUser({ password: "victim_pw_2" });
    const clerk = await userManager(h);
    const named = { uid: victim.uid, _id: victim.uid };
    expect((await h.call(PATH, { ...named, password: "victim_pw_2" }, { as: clerk })).code).toBe(10102);
    expect(await exists(victim.uid)).toBe(true);
    expect(await exists(clerk.uid)).toBe(true);
  });

  it("answers 100 parallel calls for one account with exactly one deletion and no internal error", async () => {
    const user = await h.createUser();
    await h.call(login, { username: user.username, password: user.password });
    const calls = await Promise.all(
      Array.from({ length: 100 }, () => h.callRaw(deleteAccount, { password: user.password }, { as: user })),
    );
    expect(calls.map((c) => c.status)).toEqual(calls.map(() => 200));
    const codes = calls.map((c) => c.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    // The others found the account (and so their session) gone.
    expect(new Set(codes.filter((code) => code !== 0))).toEqual(new Set([30202]));
    expect(await exists(user.uid)).toBe(false);
  });

  it("keeps another user's data untouched", async () => {
    const bystander = await h.createUser();
    const seeded = await seedAccountData(h, { uid: bystander.uid, username: bystander.username });
    const user = await h.createUser();
    expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(0);
    expect((await h.call(updateUser, { nickname: "Still here" }, { as: bystander })).code).toBe(0);
    const db = h.app.services.db;
    expect(
      await db.selectFrom("user_identities").select("id").where("openid", "=", seeded.openid).execute(),
    ).toHaveLength(1);
    expect(
      await db
        .selectFrom("user_inviters")
        .select("depth")
        .where("user_id", "=", seeded.grandInvitee)
        .execute(),
    ).toHaveLength(3);
  });
});

describe("user/kh/deleteAccount and the administrators", () => {
  let ha: Harness;
  beforeAll(async () => {
    ha = await createHarness();
  });
  afterAll(() => ha.close());

  it("refuses the last enabled administrator (91463) before any proof, and deletes one that is not the last", async () => {
    const first = await ha.createUser({ roles: ["admin"] });
    expect(await ha.call(deleteAccount, {}, { as: first })).toMatchObject({ code: 91463 });
    expect((await ha.call(deleteAccount, { password: first.password }, { as: first })).code).toBe(91463);
    // A disabled administrator does not count.
    const disabled = await ha.createUser({ roles: ["admin"], status: 1 });
    expect((await ha.call(deleteAccount, { password: first.password }, { as: first })).code).toBe(91463);
    const second = await ha.createUser({ roles: ["admin"] });
    expect((await ha.call(deleteAccount, { password: first.password }, { as: first })).code).toBe(0);
    expect((await ha.call(deleteAccount, { password: second.password }, { as: second })).code).toBe(91463);
    const db = ha.app.services.db;
    expect(
      await db.selectFrom("users").select("id").where("id", "in", [second.uid, disabled.uid]).execute(),
    ).toHaveLength(2);
  });

  it("lets only one of two administrators deleting themselves at once go", async () => {
    const a = await ha.createUser({ roles: ["admin"] });
    const b = await ha.createUser({ roles: ["admin"] });
    const db = ha.app.services.db;
    // Leave exactly these two enabled administrators.
    await db
      .updateTable("users")
      .set({ status: 1 })
      .where("id", "not in", [a.uid, b.uid])
      .where("id", "in", db.selectFrom("user_roles").select("user_id").where("role_id", "=", "admin"))
      .execute();
    const [ra, rb] = await Promise.all([
      ha.call(deleteAccount, { password: a.password }, { as: a }),
      ha.call(deleteAccount, { password: b.password }, { as: b }),
    ]);
    expect([ra.code, rb.code].sort()).toEqual([0, 91463]);
  });
});
