import { setAvatar } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/kh/setAvatar", () => {
  it("sets the avatar and answers the fresh userInfo", async () => {
    const user = await h.createUser();
    const body = await h.call(setAvatar, { avatar: "/files/avatar.png" }, { as: user });
    expect(body).toMatchObject({
      code: 0,
      needUpdateUserInfo: true,
      userInfo: { avatar: "/files/avatar.png" },
    });
  });

  it("needs an http(s) URL or a local path", async () => {
    const user = await h.createUser();
    expect(await h.call("user/kh/setAvatar", {}, { as: user })).toMatchObject({ code: -1, key: "avatar" });
    expect(await h.call(setAvatar, { avatar: "" }, { as: user })).toMatchObject({
      code: -1,
      key: "avatar",
    });
    expect(await h.call(setAvatar, { avatar: "data:text/html,x" }, { as: user })).toMatchObject({
      code: -1,
    });
  });
});
