import { bindNewEmail } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCode, otherCode, uniqueEmail } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

async function setup() {
  const oldEmail = uniqueEmail();
  const user = await h.createUser({ email: oldEmail, email_confirmed: 1 });
  const email = uniqueEmail();
  return {
    user,
    oldEmail,
    email,
    oldEmailCode: await emailCode(h, oldEmail, "unbind"),
    code: await emailCode(h, email, "bind"),
  };
}

describe("user/kh/bindNewEmail", () => {
  it("replaces the address with both codes", async () => {
    const { user, oldEmail, email, oldEmailCode, code } = await setup();
    const body = await h.call(
      bindNewEmail,
      { oldEmail, oldEmailCode, email, code },
      { as: user, client: { locale: "zh-Hans" } },
    );
    expect(body).toMatchObject({
      code: 0,
      msg: "换绑邮箱成功！",
      email,
      userInfo: { email, email_confirmed: 1 },
    });
  });

  it("names the failing code and keeps the other unused", async () => {
    const { user, oldEmail, email, oldEmailCode, code } = await setup();
    const body = await h.call(
      bindNewEmail,
      { oldEmail, oldEmailCode: otherCode(oldEmailCode), email, code },
      { as: user },
    );
    expect(body).toMatchObject({ code: 50202, field: "oldEmailCode" });
    expect(body.msg).toMatch(/^Old e-mail's verification code/);
    expect((await h.call(bindNewEmail, { oldEmail, oldEmailCode, email, code }, { as: user })).code).toBe(0);
  });

  it("refuses a new address confirmed elsewhere (60201) and an old address that is not the account's (70201)", async () => {
    const { user, oldEmail, oldEmailCode } = await setup();
    const taken = uniqueEmail();
    await h.createUser({ email: taken, email_confirmed: 1 });
    const takenCode = await emailCode(h, taken, "bind");
    expect(
      (await h.call(bindNewEmail, { oldEmail, oldEmailCode, email: taken, code: takenCode }, { as: user }))
        .code,
    ).toBe(60201);
    expect(
      (
        await h.call(
          bindNewEmail,
          { oldEmail: uniqueEmail(), oldEmailCode, email: taken, code: takenCode },
          { as: user },
        )
      ).code,
    ).toBe(70201);
  });
});
