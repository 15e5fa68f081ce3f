import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/codes.js";
import { type Body, createHarness, type Harness, type TestUser } from "../../test/harness.js";

// A call that checked a password is judged at its commit by the account as it is then (issue 8, item 3):
// each case runs a change of the account to its end between the hash check and the commit, exactly.
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness({ LEGACY_PASSWORD_SECRETS: "passwordSecret-demo" });
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

const OLD = "old_pass1";
const newUser = () => h.createUser({ email: uniqueEmail(), email_confirmed: 1, password: OLD });
const signIn = (user: TestUser, password: string) =>
  h.call("user/pub/login", { username: user.username, password });
const resetByAdmin = (user: TestUser) =>
  h.call("admin/system/user/sys/resetPassword", { uid: user.uid, password: "admin_set1" }, { as: admin });

/** Signs in with `password` and runs `change` to its end after the hash check, before the session opens. */
const signInAcross = (user: TestUser, change: () => Promise<Body>, password = OLD) =>
  whileChecking(change, () => signIn(user, password));

const liveSessions = (user: TestUser) =>
  h.app.services.db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", user.uid)
    .where("revoked_at", "is", null)
    .execute();

/** Runs `call`; right after its first password check, runs `change` to its end (and expects it to succeed). */
async function whileChecking(change: () => Promise<Body>, call: () => Promise<Body>): Promise<Body> {
  const passwords = h.app.services.passwords;
  const check = passwords.check;
  let changed: Body | undefined;
  passwords.check = async (stored, password) => {
    const result = await check.call(passwords, stored, password);
    if (changed === undefined) {
      changed = { code: -999, msg: "running" };
      changed = await change();
    }
    return result;
  };
  try {
    const body = await call();
    expect(changed?.code).toBe(0);
    return body;
  } finally {
    passwords.check = check;
  }
}

describe("a sign-in whose password was checked before the account changed", () => {
  it.each([
    ["a password change", resetByAdmin],
    [
      "signing out everywhere",
      (user: TestUser) => h.call("admin/system/user/sys/revokeSessions", { uid: user.uid }, { as: admin }),
    ],
  ])("is refused with 10104 after %s", async (_, change) => {
    const user = await newUser();
    const body = await signInAcross(user, () => change(user));
    expect(body.code).toBe(10104);
    expect(await liveSessions(user)).toEqual([]);
  });

  it("is refused with 10001 when the account was disabled, and stays refused once it is enabled", async () => {
    const user = await newUser();
    const set = (status: number) =>
      h.call("admin/system/user/sys/update", { _id: user.uid, status }, { as: admin });
    const body = await signInAcross(user, () => set(1));
    expect(body.code).toBe(10001);
    expect((await set(0)).code).toBe(0);
    expect(await liveSessions(user)).toEqual([]);
    expect((await signIn(user, OLD)).code).toBe(0);
  });
});

describe("a password change whose old password was checked before another change", () => {
  it("is refused with 10104 and does not undo the change that won", async () => {
    const user = await newUser();
    const body = await whileChecking(
      () => resetByAdmin(user),
      () => h.call("user/kh/updatePwd", { oldPassword: OLD, newPassword: "mine_new1" }, { as: user }),
    );
    expect(body.code).toBe(10104);
    expect((await signIn(user, "mine_new1")).code).toBe(10102);
    expect((await signIn(user, "admin_set1")).code).toBe(0);
  });

  it("does not bring back an imported password by re-hashing it after a change", async () => {
    const user = await newUser();
    await h.app.services.db
      .updateTable("users")
      .set({ password_hash: "vk-hmac-sha1:0:03caebb36670995fc261a275d212cad65e4bbebd" })
      .where("id", "=", user.uid)
      .execute();
    expect((await signInAcross(user, () => resetByAdmin(user), "123456")).code).toBe(10104);
    expect((await signIn(user, "123456")).code).toBe(10102);
    expect((await signIn(user, "admin_set1")).code).toBe(0);
  });
});
