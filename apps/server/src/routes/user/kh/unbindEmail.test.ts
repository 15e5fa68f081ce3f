import { loginByEmail, unbindEmail } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCode, uniqueEmail, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

/** An account made by e-mail code only: no username, no password. */
async function emailOnlyAccount(email: string) {
  const body = await h.call(loginByEmail, { email, code: await emailCode(h, email, "login") });
  return { token: (body.vk_uni_token as { token: string }).token, uid: body.uid as string };
}

describe("user/kh/unbindEmail", () => {
  it("removes the address of an account that keeps a username and password", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    const body = await h.call(
      unbindEmail,
      { email, code: await emailCode(h, email, "unbind") },
      { as: user },
    );
    expect(body).toMatchObject({ code: 0, userInfo: { email_confirmed: 0 } });
    expect(body.userInfo).not.toHaveProperty("email");
  });

  it("refuses to leave the account without a way to sign in (70202), allows it with a confirmed mobile", async () => {
    const email = uniqueEmail();
    const account = await emailOnlyAccount(email);
    h.clock.advance(61_000);
    const code = await emailCode(h, email, "unbind");
    expect((await h.call(unbindEmail, { email, code }, { as: account.token })).code).toBe(70202);
    await h.app.services.db
      .updateTable("users")
      .set({ mobile: uniqueMobile(), mobile_confirmed: 1 })
      .where("id", "=", account.uid)
      .execute();
    expect((await h.call(unbindEmail, { email, code }, { as: account.token })).code).toBe(0);
  });

  it("refuses another address with 70201 and a missing code with -1", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    expect((await h.call(unbindEmail, { email: uniqueEmail(), code: "123456" }, { as: user })).code).toBe(
      70201,
    );
    expect(await h.call("user/kh/unbindEmail", { email }, { as: user })).toMatchObject({
      code: -1,
      key: "code",
    });
  });
});
