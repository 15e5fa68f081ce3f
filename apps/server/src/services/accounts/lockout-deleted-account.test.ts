import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";

// Found by the fuzz suite (issue 8, item 10): a password check of an account deleted meanwhile (an admin
// deletes it while its owner types a password) wrote the lockout counter of a user that no longer exists,
// and the foreign key answered HTTP 500 on both databases.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Deletes `uid` when its next password check begins (after the caller was authenticated or looked up). */
function deleteAtNextCheck(uid: string): void {
  const attempts = h.app.services.loginAttempts;
  const check = attempts.check.bind(attempts);
  attempts.check = async (key, run) => {
    attempts.check = check;
    await h.app.services.db.deleteFrom("users").where("id", "=", uid).execute();
    return check(key, run);
  };
}

describe("a password checked while its account is deleted", () => {
  it("answers updatePwd without an internal error", async () => {
    const user = await h.createUser();
    deleteAtNextCheck(user.uid);
    const res = await h.callRaw(
      "user/kh/updatePwd",
      { oldPassword: "wrong_pw_1", newPassword: "new_pass_1" },
      { as: user },
    );
    expect(res.status).toBe(200);
    expect([10002, 40202]).toContain(res.body.code);
  });

  it("answers a sign-in without an internal error", async () => {
    const user = await h.createUser();
    deleteAtNextCheck(user.uid);
    const res = await h.callRaw("user/pub/login", { username: user.username, password: "wrong_pw_1" });
    expect(res.status).toBe(200);
    // Deleted meanwhile, it is now a name no account has: the same answer as a wrong password (issue 27).
    expect(res.body).toMatchObject({ code: 10102, msg: "Wrong account or password" });
  });
});
