import { getMyUserInfo, login, updatePwd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/kh/updatePwd", () => {
  it("changes the password and signs out every session", async () => {
    const user = await h.createUser({ password: "old_pass1" });
    const other = (await h.call(login, { username: user.username, password: "old_pass1" })).vk_uni_token as {
      token: string;
    };
    expect(
      (await h.call(updatePwd, { oldPassword: "old_pass1", newPassword: "new_pass1" }, { as: user })).code,
    ).toBe(0);
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: other.token })).code).toBe(30202);
    expect((await h.call(login, { username: user.username, password: "old_pass1" })).code).toBe(10102);
    expect((await h.call(login, { username: user.username, password: "new_pass1" })).code).toBe(0);
  });

  it("answers 40202 for a wrong old password and keeps the sessions", async () => {
    const user = await h.createUser({ password: "old_pass1" });
    expect(
      (await h.call(updatePwd, { oldPassword: "nope_123", newPassword: "new_pass1" }, { as: user })).code,
    ).toBe(40202);
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(0);
  });

  it("validates the new password and refuses accounts that may not change it", async () => {
    const user = await h.createUser();
    expect(
      await h.call(updatePwd, { oldPassword: user.password, newPassword: "short" }, { as: user }),
    ).toMatchObject({
      code: 91400,
      key: "newPassword",
    });
    const locked = await h.createUser({ disable_update_password: 1 });
    expect(
      (await h.call(updatePwd, { oldPassword: locked.password, newPassword: "new_pass1" }, { as: locked }))
        .code,
    ).toBe(40204);
  });
});
