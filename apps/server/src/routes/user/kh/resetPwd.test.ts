import { getMyUserInfo, login, resetPwd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultClientInfo } from "../../../lib/client-info.js";
import { issueLogin } from "../../../services/accounts/accounts.js";
import { findUserById } from "../../../services/users/repository.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** An account without a password (as SMS sign-up makes them), signed in. */
async function passwordless() {
  const user = await h.createUser();
  await h.app.services.db
    .updateTable("users")
    .set({ password_hash: null })
    .where("id", "=", user.uid)
    .execute();
  const row = (await findUserById(h.app.services.db, user.uid))!;
  const issue = await issueLogin(h.app.services, row, defaultClientInfo(), {
    type: "login",
    loginType: "sms",
  });
  return { ...user, token: issue.token };
}

describe("user/kh/resetPwd", () => {
  it("sets a first password on an account without one, then signs it out", async () => {
    const user = await passwordless();
    expect((await h.call(getMyUserInfo, {}, { as: user.token })).userInfo).toMatchObject({
      has_password: false,
    });
    expect((await h.call(resetPwd, { password: "first_pw1" }, { as: user.token })).code).toBe(0);
    expect((await h.call(getMyUserInfo, {}, { as: user.token })).code).toBe(30202);
    const body = await h.call(login, { username: user.username, password: "first_pw1" });
    expect(body).toMatchObject({ code: 0, userInfo: { has_password: true } });
  });

  it("never overwrites an existing password (40203) and never sets a default one", async () => {
    const user = await h.createUser({ password: "mine_123" });
    expect((await h.call(resetPwd, { password: "other_12" }, { as: user })).code).toBe(40203);
    expect((await h.call("user/kh/resetPwd", {}, { as: user })).code).toBe(-1);
    expect((await h.call(login, { username: user.username, password: "mine_123" })).code).toBe(0);
    expect((await h.call(login, { username: user.username, password: "123456" })).code).toBe(10102);
  });
});
