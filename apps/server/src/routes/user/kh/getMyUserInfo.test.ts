import { getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertIdentity } from "../../../services/social/repository.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/kh/getMyUserInfo", () => {
  it("answers the caller's record without secrets, with permission and needUpdateUserInfo", async () => {
    const user = await h.createUser({ nickname: "Dana", gender: 2 });
    const body = getMyUserInfo.output.parse(await h.call(getMyUserInfo, {}, { as: user }));
    expect(body.userInfo).toMatchObject({
      _id: user.uid,
      nickname: "Dana",
      gender: 2,
      role: [],
      permission: [],
    });
    expect(body.needUpdateUserInfo).toBe(true);
  });

  it("ignores a client-sent uid: the token decides who is asking", async () => {
    const alice = await h.createUser();
    const bob = await h.createUser();
    const body = await h.call("user/kh/getMyUserInfo", { uid: bob.uid }, { as: alice });
    expect((body.userInfo as { _id: string })._id).toBe(alice.uid);
  });

  it("needs a token (30204) and a live session (30202)", async () => {
    expect((await h.call(getMyUserInfo, {})).code).toBe(30204);
    const user = await h.createUser();
    await h.app.services.db
      .updateTable("sessions")
      .set({ revoked_at: h.clock.now() })
      .where("user_id", "=", user.uid)
      .execute();
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
  });

  it("shows an identity linked after a first call: the session's cached relations go with its user's change", async () => {
    const user = await h.createUser();
    const first = await h.call(getMyUserInfo, {}, { as: user });
    expect((first.userInfo as Record<string, unknown>).wx_openid).toBeUndefined();
    // A second call is served from the session cache; the next must still show the new link.
    await h.call(getMyUserInfo, {}, { as: user });
    await insertIdentity(h.app.services.db, {
      id: `ident-${user.uid}`,
      user_id: user.uid,
      provider: "weixin",
      platform: "mp-weixin",
      appid: "wx-app",
      openid: "open-1",
      unionid: null,
      profile: null,
      linked_at: h.clock.now(),
    });
    const after = await h.call(getMyUserInfo, {}, { as: user });
    expect((after.userInfo as Record<string, unknown>).wx_openid).toMatchObject({ "mp-weixin": "open-1" });
  });
});
